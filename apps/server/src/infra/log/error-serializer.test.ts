import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { errorWithoutValues } from './error-serializer.ts';

describe('errors in the log', () => {
  it('keep the query and the database code of a failed write, never its values', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: 'users_email_key_unique',
      detail: 'Key (email_key)=(anna@mail.ru) already exists.',
    });
    const error = new DrizzleQueryError(
      'insert into "feedback_messages" ("contact_phone", "contact_email") values ($1, $2)',
      ['+79123456789', 'anna@mail.ru'],
      cause,
    );
    const logged = JSON.stringify(errorWithoutValues(error));
    expect(logged).not.toContain('79123456789');
    expect(logged).not.toContain('anna@mail.ru');
    expect(logged).toContain('insert into \\"feedback_messages\\"');
    expect(logged).toContain('23505');
    expect(logged).toContain('users_email_key_unique');
  });

  it('leave other errors as pino writes them', () => {
    const logged = errorWithoutValues(Object.assign(new Error('сбой'), { code: 'E1' }));
    expect(logged).toMatchObject({ type: 'Error', message: 'сбой', code: 'E1' });
  });
});
