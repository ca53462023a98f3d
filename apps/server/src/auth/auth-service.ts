import { accountMessages, type TokenRequest } from '@peresadka/contracts/auth';
import { AppError } from '@peresadka/contracts/errors';
import { accountKey } from '../accounts/account-keys.ts';
import { decoyPasswordHash, verifyPassword } from '../accounts/passwords.ts';
import { UsersRepository } from '../accounts/users-repository.ts';
import type { Captcha } from '../captcha/captcha.ts';
import type { Db } from '../infra/db/database.ts';
import type { AccessTokens } from './access-tokens.ts';
import type { LoginThrottle } from './login-throttle.ts';
import type { Sessions } from './sessions.ts';

export type SignedIn = { access: string; refreshToken: string };

export type AuthDeps = {
  db: Db;
  now: () => Date;
  captcha: Captcha;
  throttle: LoginThrottle;
  sessions: Sessions;
  tokens: AccessTokens;
};

/** One answer for an unknown login and a wrong password, so accounts cannot be enumerated. */
const badCredentials = () =>
  new AppError('unauthorized', 'Bad credentials', { userMessage: accountMessages.badCredentials });

/** Login, refresh and logout: the token calls of SPEC §7. */
export class AuthService {
  private readonly users: UsersRepository;

  constructor(private readonly d: AuthDeps) {
    this.users = new UsersRepository(d.db);
  }

  /** Also answers the account's e-mail key, by which its owner's reset requests are known. */
  async login(body: TokenRequest, ip: string): Promise<SignedIn & { emailKey: string }> {
    const { throttle, captcha, sessions } = this.d;
    const account = accountKey(body.username);
    await throttle.ensureAllowed(account, ip);
    await captcha.verify(body.captcha, ip);
    const user = await this.users.byLogin(account);
    // An unknown login still pays for one Argon2 verification: timing tells nothing either.
    const passwordOk = await verifyPassword(
      user?.passwordHash ?? (await decoyPasswordHash()),
      body.password,
    );
    if (!user || !passwordOk) {
      await throttle.failed(account, ip);
      throw badCredentials();
    }
    await throttle.succeeded(account, ip);
    // Only someone who knows the password learns that the account awaits activation.
    if (!user.isActive) {
      throw new AppError('unauthorized', 'Inactive account', {
        userMessage: accountMessages.inactive,
      });
    }
    const session = await sessions.start(user.id);
    return {
      access: await this.d.tokens.sign(
        { userId: user.id, sessionId: session.sessionId },
        this.d.now(),
      ),
      refreshToken: session.refreshToken,
      emailKey: user.emailKey,
    };
  }

  /** `client` says who presents the token: two tabs of one browser may present it at once. */
  async refresh(refreshToken: string | undefined, client: string): Promise<SignedIn> {
    if (!refreshToken) {
      throw new AppError('unauthorized', 'No refresh cookie', {
        userMessage: accountMessages.noRefreshToken,
      });
    }
    const rotated = await this.d.sessions.rotate(refreshToken, client);
    return {
      access: await this.d.tokens.sign(rotated, this.d.now()),
      refreshToken: rotated.refreshToken,
    };
  }

  async logout(refreshToken: string | undefined): Promise<void> {
    if (refreshToken) await this.d.sessions.revokeByRefreshToken(refreshToken);
  }
}
