import { createHmac } from 'node:crypto';
import type { AltchaChallenge, CaptchaConfig } from '@peresadka/contracts/captcha';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { Cache } from '../infra/cache/cache.ts';
import {
  captchaFailed,
  captchaReused,
  captchaTooEasy,
  type Captcha,
  type CaptchaDifficulty,
} from './captcha.ts';

/** A challenge must be solved and sent within this time. */
const CHALLENGE_TTL_SECONDS = 10 * 60;

const ZPayload = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string().min(8).max(128),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number(),
    }),
    signature: z.string(),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string() }),
});

export type AltchaOptions = {
  secret: string;
  /** PBKDF2 iterations per attempt. */
  cost: number;
  /** The widget tries counters up to about this many; the answer is drawn from its upper half. */
  maxCounter: number;
  challengeUrl: string;
  /** Raises the cost for clients whose address has failed to sign in many times. */
  difficulty: CaptchaDifficulty;
};

/**
 * ALTCHA, a proof of work solved in the visitor's browser: no third party sees our visitors.
 * Challenges are signed with CAPTCHA_SECRET and expire; a solution is remembered in the shared
 * cache until its challenge expires, so it cannot be replayed on this or another instance.
 */
export class AltchaCaptcha implements Captcha {
  readonly publicConfig: CaptchaConfig;
  private readonly keySecret: string;

  constructor(
    private readonly options: AltchaOptions,
    private readonly cache: Cache,
  ) {
    this.publicConfig = { provider: 'altcha', challenge_url: options.challengeUrl };
    // Deterministic challenges sign the expected key with a second secret derived from the first.
    this.keySecret = createHmac('sha256', options.secret).update('altcha-key').digest('hex');
  }

  async challenge(clientIp: string): Promise<AltchaChallenge> {
    const { maxCounter, cost, secret, difficulty } = this.options;
    return createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: cost * (await difficulty(clientIp)),
      counter: randomInt(Math.ceil(maxCounter / 2), maxCounter),
      deriveKey,
      expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_TTL_SECONDS,
      hmacSignatureSecret: secret,
      hmacKeySignatureSecret: this.keySecret,
    }) as Promise<AltchaChallenge>;
  }

  async verify(solution: string, clientIp: string): Promise<void> {
    const payload = ZPayload.safeParse(decode(solution));
    if (!payload.success) throw captchaFailed(payload.error);
    const { challenge } = payload.data;
    let verified: boolean;
    try {
      const result = await verifySolution({
        challenge,
        solution: payload.data.solution,
        deriveKey,
        hmacSignatureSecret: this.options.secret,
        hmacKeySignatureSecret: this.keySecret,
      });
      verified = result.verified;
    } catch (error) {
      throw captchaFailed(error);
    }
    if (!verified) throw captchaFailed();
    // The cost is signed into the challenge; one fetched before the address's failures is too
    // cheap now.
    const required = this.options.cost * (await this.options.difficulty(clientIp));
    if (challenge.parameters.cost < required) throw captchaTooEasy();
    // The nonce is covered by the signature, so it names this challenge and no other.
    const fresh = await this.cache.setIfAbsent(
      `captcha:altcha:${challenge.parameters.nonce}`,
      '1',
      CHALLENGE_TTL_SECONDS + 60,
    );
    if (!fresh) throw captchaReused();
  }
}

function decode(solution: string): unknown {
  try {
    return JSON.parse(Buffer.from(solution, 'base64').toString('utf8'));
  } catch {
    return null;
  }
}
