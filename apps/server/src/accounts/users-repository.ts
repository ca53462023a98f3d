import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../infra/db/database.ts';
import { users } from '../infra/db/schema.ts';
import { accountKey } from './account-keys.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = Omit<typeof users.$inferInsert, 'usernameKey' | 'emailKey'>;

/** Accounts, found by the keys of their login and e-mail (`accountKey`). */
export class UsersRepository {
  constructor(private readonly db: Db) {}

  byId(id: number): Promise<UserRow | null> {
    return this.first(eq(users.id, id));
  }

  byEmail(email: string): Promise<UserRow | null> {
    return this.first(eq(users.emailKey, accountKey(email)));
  }

  byUsername(username: string): Promise<UserRow | null> {
    return this.first(eq(users.usernameKey, accountKey(username)));
  }

  /** A login is the username; the e-mail works too, unless it is someone's username. */
  async byLogin(login: string): Promise<UserRow | null> {
    const key = accountKey(login);
    const rows = await this.db
      .select()
      .from(users)
      .where(or(eq(users.usernameKey, key), eq(users.emailKey, key)))
      .limit(2);
    return rows.find((u) => u.usernameKey === key) ?? rows[0] ?? null;
  }

  /** Inside `tx`; a taken login or address throws the unique violation. */
  async insert(tx: Db, user: NewUser): Promise<number> {
    const [row] = await tx
      .insert(users)
      .values({
        ...user,
        usernameKey: accountKey(user.username),
        emailKey: accountKey(user.email),
      })
      .returning({ id: users.id });
    return row!.id;
  }

  async activate(id: number, at: Date): Promise<void> {
    await this.db.update(users).set({ isActive: true, activatedAt: at }).where(eq(users.id, id));
  }

  /** Inside `tx`; activates the account too when `activate`. */
  async setPassword(
    tx: Db,
    id: number,
    passwordHash: string,
    at: Date,
    activate: boolean,
  ): Promise<void> {
    await tx
      .update(users)
      .set({
        passwordHash,
        passwordChangedAt: at,
        ...(activate ? { isActive: true, activatedAt: at } : {}),
      })
      .where(eq(users.id, id));
  }

  async setPhone(id: number, phone: string | null): Promise<void> {
    await this.db.update(users).set({ phone }).where(eq(users.id, id));
  }

  /** Inside `tx`: the account keeps its phone, or takes `phone` when it has none. */
  async rememberPhone(tx: Db, id: number, phone: string): Promise<void> {
    await tx
      .update(users)
      .set({ phone })
      .where(and(eq(users.id, id), isNull(users.phone)));
  }

  private async first(where: ReturnType<typeof eq>): Promise<UserRow | null> {
    const [row] = await this.db.select().from(users).where(where).limit(1);
    return row ?? null;
  }
}
