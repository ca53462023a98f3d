import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { API_BASE, apiCalls } from '@peresadka/contracts/api-calls';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Cache } from '../infra/cache/cache.ts';
import { clientAddress } from '../rate-limit/client-address.ts';
import { accountKey } from './account-keys.ts';

/** Sent only with reset requests: no other call ever sees it. */
const OWNER_COOKIE = 'peresadka_owner';
const OWNER_COOKIE_PATH = `${API_BASE}${apiCalls.resetPassword.path}`;
const COOKIE_SECONDS = 365 * 24 * 60 * 60;
/** An address an account signed in from counts as the owner's this long. */
const ADDRESS_SECONDS = 30 * 24 * 60 * 60;

const digest = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 32);
const addressKey = (emailKey: string, ip: string) =>
  `reset-owner:${digest(`${emailKey}\n${clientAddress(ip)}`)}`;

/**
 * Whether a password-reset request for an e-mail comes from its account's owner, as far as the
 * site can tell: from a browser that signed in to the account (it carries a mark only the
 * server can make, bound to the e-mail) or from an address the account signed in from in the
 * last 30 days. The owner's requests are counted apart from everyone else's, so strangers
 * asking for the owner's letters cannot use up the owner's own.
 */
export class ResetOwners {
  private readonly key: Buffer;

  constructor(
    private readonly cache: Cache,
    secret: string,
    private readonly secureCookies: boolean,
  ) {
    this.key = createHmac('sha256', secret).update('reset-owner').digest();
  }

  /** After a sign-in: this browser and this address are the owner's from now on. */
  async signedIn(reply: FastifyReply, emailKey: string, ip: string): Promise<void> {
    reply.setCookie(OWNER_COOKIE, this.mark(emailKey), {
      httpOnly: true,
      secure: this.secureCookies,
      sameSite: 'strict',
      path: OWNER_COOKIE_PATH,
      maxAge: COOKIE_SECONDS,
    });
    await this.cache.set(addressKey(emailKey, ip), '1', ADDRESS_SECONDS);
  }

  /** Costs the same whether or not the e-mail has an account: it looks nothing up by it. */
  async isOwner(request: FastifyRequest, email: string): Promise<boolean> {
    const emailKey = accountKey(email);
    const carried = Buffer.from(request.cookies[OWNER_COOKIE] ?? '');
    const mark = Buffer.from(this.mark(emailKey));
    if (carried.length === mark.length && timingSafeEqual(carried, mark)) return true;
    return (await this.cache.get(addressKey(emailKey, request.ip))) !== null;
  }

  private mark(emailKey: string): string {
    return createHmac('sha256', this.key).update(emailKey).digest('base64url');
  }
}
