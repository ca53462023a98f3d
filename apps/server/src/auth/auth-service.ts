import { accountMessages } from '@peresadka/contracts/auth';
import { AppError } from '@peresadka/contracts/errors';
import type { AccessTokens } from './access-tokens.ts';
import type { Sessions } from './sessions.ts';

export type SignedIn = { access: string; refreshToken: string };

export type AuthDeps = {
  now: () => Date;
  sessions: Sessions;
  tokens: AccessTokens;
};

/** Refresh and logout: the token calls of SPEC §7 after signing in (`accounts/sign-in.ts`). */
export class AuthService {
  constructor(private readonly d: AuthDeps) {}

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
