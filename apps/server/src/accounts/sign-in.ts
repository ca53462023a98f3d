import { accountMessages, type TokenRequest } from '@peresadka/contracts/auth';
import { AppError } from '@peresadka/contracts/errors';
import type { AccessTokens } from '../auth/access-tokens.ts';
import type { SignedIn } from '../auth/auth-service.ts';
import type { Sessions } from '../auth/sessions.ts';
import type { Captcha } from '../captcha/captcha.ts';
import type { Db } from '../infra/db/database.ts';
import { accountKey } from './account-keys.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { decoyPasswordHash, verifyPassword } from './passwords.ts';
import { UsersRepository } from './users-repository.ts';

export type SignInDeps = {
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

/** Signing in to an account with its password: SPEC §7's token call. */
export class SignIn {
  private readonly users: UsersRepository;

  constructor(private readonly d: SignInDeps) {
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
}
