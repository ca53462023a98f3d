import {
  accountMessages,
  type ActivationRequest,
  type RegistrationRequest,
  type ResetPasswordConfirmRequest,
  type ResetPasswordRequest,
  type SetPasswordRequest,
} from '@peresadka/contracts/auth';
import { AppError, type FieldErrors } from '@peresadka/contracts/errors';
import { authMessages } from '@peresadka/contracts/messages';
import { accountPhoneMessages } from '@peresadka/contracts/profile';
import { z } from 'zod';
import type { SessionUser, Sessions } from '../auth/sessions.ts';
import type { Captcha } from '../captcha/captcha.ts';
import type { Db } from '../infra/db/database.ts';
import { isUniqueViolation } from '../infra/db/pg-errors.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import {
  activationMail,
  alreadyRegisteredMail,
  passwordChangedMail,
  passwordResetMail,
} from '../mail/templates.ts';
import { limits, type RateLimiter } from '../rate-limit/rate-limiter.ts';
import { ACTIVATION_TTL_HOURS, LinkTokens, RESET_TTL_MINUTES } from './link-tokens-repository.ts';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.ts';
import { UsersRepository } from './users-repository.ts';

export type AccountsDeps = {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  jobs: JobQueue;
  /** Writes a letter into the outbox in the caller's transaction. */
  sendMail: (tx: Db, message: MailMessage) => Promise<void>;
  captcha: Captcha;
  limiter: RateLimiter;
  sessions: Sessions;
  /** Base of the links in letters queued before they carried the visitor's site address. */
  publicUrl: string;
};

/** `siteUrl`: the site's address for the visitor who asked (infra/http/site-url.ts). */
const ZResetLetter = z.object({ email: z.string(), siteUrl: z.string().optional() });
type ResetLetter = z.infer<typeof ZResetLetter>;
const ZActivationLetter = z.object({ userId: z.number().int(), siteUrl: z.string().optional() });
type ActivationLetter = z.infer<typeof ZActivationLetter>;

const invalid = (fields: FieldErrors, why: string) =>
  new AppError('validation', why, { fieldErrors: fields });

const invalidLink = () =>
  invalid({ token: [authMessages.invalidLink] }, 'Bad, used or expired link');

/** Registration, activation and passwords (SPEC §4); sign-in itself is in auth/. */
export class AccountsService {
  private readonly links: LinkTokens;
  private readonly users: UsersRepository;
  private readonly enqueueResetLetter: (tx: Db, payload: ResetLetter) => Promise<void>;
  private readonly enqueueActivationLetter: (tx: Db, payload: ActivationLetter) => Promise<void>;

  constructor(private readonly d: AccountsDeps) {
    this.links = new LinkTokens(d.db, d.now);
    this.users = new UsersRepository(d.db);
    this.enqueueResetLetter = d.jobs.define({
      kind: 'accounts:reset-letter',
      payload: ZResetLetter,
      run: ({ email, siteUrl }) => this.sendResetLetter(email, siteUrl ?? d.publicUrl),
    });
    this.enqueueActivationLetter = d.jobs.define({
      kind: 'accounts:activation-letter',
      payload: ZActivationLetter,
      run: ({ userId, siteUrl }) => this.sendActivationLetter(userId, siteUrl ?? d.publicUrl),
    });
  }

  /**
   * A new account and its letter, or only the letter to the owner of a taken address: either
   * way one transaction that writes the outbox, so both answers cost the same and no letter is
   * lost if the process dies after answering.
   */
  async register(body: RegistrationRequest, ip: string, siteUrl: string): Promise<string> {
    const { db, limiter, captcha, sendMail } = this.d;
    await limiter.consume(limits.registerPerIp, ip);
    const weak = passwordProblem(body.password, body);
    if (weak) throw invalid({ password: [weak] }, 'Weak password');
    await captcha.verify(body.captcha, ip);
    // Hashed before any lookup, so every outcome takes the same time.
    const passwordHash = await hashPassword(body.password);
    if (await this.users.byUsername(body.username)) {
      throw invalid({ username: [accountMessages.usernameTaken] }, 'Username taken');
    }
    const owner = await this.users.byEmail(body.email);
    if (owner) {
      // The answer must not tell a stranger that this address has an account: its owner is
      // told by mail instead.
      await sendMail(
        db,
        alreadyRegisteredMail(
          owner,
          linkOn(siteUrl, '/login'),
          linkOn(siteUrl, '/forgot_password'),
        ),
      );
      return accountMessages.registered;
    }
    try {
      await db.transaction(async (tx) => {
        const userId = await this.users.insert(tx, {
          username: body.username,
          email: body.email,
          firstName: body.first_name,
          lastName: body.last_name,
          passwordHash,
          agreementsAcceptedAt: this.d.now(),
          createdAt: this.d.now(),
        });
        await this.enqueueActivationLetter(tx, { userId, siteUrl });
      });
    } catch (error) {
      // Two registrations racing for one login or address: the loser hears what it would
      // have heard a moment later.
      if (!isUniqueViolation(error)) throw error;
      if (await this.users.byUsername(body.username)) {
        throw invalid({ username: [accountMessages.usernameTaken] }, 'Username taken');
      }
    }
    return accountMessages.registered;
  }

  /**
   * The activation letter's job: the link is made when the letter goes out (the outbox never
   * holds a usable token), and only for an account still waiting for it.
   */
  private async sendActivationLetter(userId: number, siteUrl: string): Promise<void> {
    const user = await this.users.byId(userId);
    if (!user || user.isActive) return;
    const token = await this.links.issue(user.id, 'activation');
    await this.d.mailer.send(
      activationMail(
        user,
        linkOn(siteUrl, `/activate/${user.publicId}/${token}`),
        ACTIVATION_TTL_HOURS,
      ),
    );
  }

  async activate(body: ActivationRequest, ip: string): Promise<string> {
    await this.d.limiter.consume(limits.activatePerIp, ip);
    const userId = await this.links.consume(body.uid, body.token, 'activation');
    if (userId === null) {
      // The link was theirs and did its work: a second click is no error.
      if (await this.links.activatedBy(body.uid, body.token)) return accountMessages.alreadyActive;
      throw invalidLink();
    }
    await this.users.activate(userId, this.d.now());
    return accountMessages.activated;
  }

  /**
   * The same answer whether or not the address has an account, after the same work: the
   * request only queues the letter, and the job looks the address up. Nothing in the answer
   * or its timing tells a stranger which addresses are registered. `fromOwner`: the request
   * comes from a browser or an address that signed in to the account (`ResetOwners`).
   */
  async requestReset(
    body: ResetPasswordRequest,
    ip: string,
    fromOwner: boolean,
    siteUrl: string,
  ): Promise<string> {
    const { limiter, captcha } = this.d;
    await limiter.consume(limits.resetPerIp, ip);
    await captcha.verify(body.captcha, ip);
    // Counted only behind the captcha, so nobody can use up someone else's letters for free,
    // and the owner's apart from everyone else's, so nobody can use up the owner's at all.
    const perEmail = fromOwner ? limits.resetPerEmailOwner : limits.resetPerEmail;
    await limiter.consume(perEmail, body.email);
    try {
      await this.enqueueResetLetter(this.d.db, { email: body.email, siteUrl });
    } catch (error) {
      // No letter will go (the database is away, say): the owner's tries meanwhile must not
      // use up their letters.
      await limiter.refund(perEmail, body.email);
      throw error;
    }
    return accountMessages.resetSent;
  }

  /** The reset letter's job: a fresh link to the account of `email`, if there is one. */
  private async sendResetLetter(email: string, siteUrl: string): Promise<void> {
    const user = await this.users.byEmail(email);
    if (!user) return;
    const token = await this.links.issue(user.id, 'password_reset');
    await this.d.mailer.send(
      passwordResetMail(
        user,
        linkOn(siteUrl, `/reset_password/${user.publicId}/${token}`),
        RESET_TTL_MINUTES,
      ),
    );
  }

  async confirmReset(body: ResetPasswordConfirmRequest, ip: string): Promise<string> {
    const { limiter, captcha, sessions } = this.d;
    await limiter.consume(limits.resetConfirmPerIp, ip);
    await captcha.verify(body.captcha, ip);
    const userId = await this.links.peek(body.uid, body.token, 'password_reset');
    const user = userId === null ? null : await this.users.byId(userId);
    if (!user) throw invalidLink();
    // Checked before the link is used up, so a refused password does not cost the link.
    const weak = passwordProblem(body.new_password, user);
    if (weak) throw invalid({ new_password: [weak] }, 'Weak password');
    const passwordHash = await hashPassword(body.new_password);
    if ((await this.links.consume(body.uid, body.token, 'password_reset')) === null) {
      throw invalidLink();
    }
    // The link proved the address is theirs, which is all activation would prove.
    await this.d.db.transaction((tx) =>
      this.setPassword(tx, user.id, passwordHash, { activate: !user.isActive }),
    );
    await sessions.revokeAll(user.id, 'password reset');
    return accountMessages.passwordChanged;
  }

  async changePassword(
    user: SessionUser,
    body: SetPasswordRequest,
    ip: string,
    siteUrl: string,
  ): Promise<string> {
    const { db, limiter, captcha, sessions, sendMail } = this.d;
    const key = String(user.id);
    await limiter.ensureAllowed(limits.changePasswordPerUser, key);
    await captcha.verify(body.captcha, ip);
    const stored = await this.users.byId(user.id);
    if (!stored || !(await verifyPassword(stored.passwordHash, body.current_password))) {
      await limiter.hit(limits.changePasswordPerUser, key);
      throw invalid({ current_password: [authMessages.invalidPassword] }, 'Wrong password');
    }
    const weak = passwordProblem(body.new_password, stored);
    if (weak) throw invalid({ new_password: [weak] }, 'Weak password');
    if (body.new_password === body.current_password) {
      throw invalid({ new_password: ['Новый пароль совпадает с текущим'] }, 'Same password');
    }
    const passwordHash = await hashPassword(body.new_password);
    await db.transaction(async (tx) => {
      await this.setPassword(tx, user.id, passwordHash, { activate: false });
      await sendMail(tx, passwordChangedMail(stored, linkOn(siteUrl, '/forgot_password')));
    });
    // Whoever else knew the old password is signed out; this session goes on.
    await sessions.revokeAll(user.id, 'password changed', user.sessionId);
    return accountMessages.passwordChanged;
  }

  /** The phone order forms are prefilled with; null removes it. */
  async setPhone(user: SessionUser, phone: string | null) {
    await this.users.setPhone(user.id, phone);
    return { detail: phone ? accountPhoneMessages.saved : accountPhoneMessages.removed, phone };
  }

  private async setPassword(
    tx: Db,
    userId: number,
    passwordHash: string,
    o: { activate: boolean },
  ) {
    await this.users.setPassword(tx, userId, passwordHash, this.d.now(), o.activate);
    await this.links.retire(userId, 'password_reset', tx);
  }
}

const linkOn = (siteUrl: string, pathname: string): string => new URL(pathname, siteUrl).toString();
