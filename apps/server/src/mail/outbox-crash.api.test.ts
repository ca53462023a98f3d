import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../infra/net/free-port.ts';
import { EASY_CAPTCHA, solveCaptchaAt } from '../test-support/accounts.ts';
import { startSiteProcess, type SiteProcess } from '../test-support/site-process.ts';
import { linkIn, SmtpSink } from '../test-support/smtp-sink.ts';
import { createTestPostgres, testBackend } from '../test-support/test-app.ts';

const SUBJECT = 'Подтвердите регистрацию';

/**
 * The real server in its own process, killed with SIGKILL after it has acknowledged a
 * registration and before the activation letter went out: the letter is in the outbox of the
 * registration's transaction, so the restarted server sends it — once.
 */
describe(`a letter in the outbox across kill -9 on ${testBackend()}`, () => {
  let smtp: SmtpSink;
  let dataDir: string;
  let dropDatabase = async () => {};
  let env: Record<string, string>;
  let site: SiteProcess | undefined;

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    dataDir = mkdtempSync(path.join(tmpdir(), 'peresadka-crash-'));
    let databaseUrl = '';
    if (testBackend() === 'postgres') {
      const database = await createTestPostgres();
      databaseUrl = database.url;
      dropDatabase = database.drop;
    }
    env = {
      ...EASY_CAPTCHA,
      SMTP_URL: smtp.url,
      DATABASE_URL: databaseUrl,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      LOG_LEVEL: 'error',
    };
  });
  afterAll(async () => {
    await site?.stop();
    await smtp?.close();
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends the activation letter exactly once after a restart', async () => {
    // The first process looks for due jobs only at its start, and its mail server does not
    // answer yet: whatever it commits afterwards stays in the outbox until it is killed.
    const silentSmtp = `smtp://127.0.0.1:${await freePort()}`;
    site = await startSiteProcess(
      { ...env, SMTP_URL: silentSmtp, JOBS_POLL_MS: '60000' },
      { dataDir },
    );
    const res = await fetch(`${site.baseUrl}/api/v1/auth/users/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'crash',
        email: 'crash@mail.ru',
        first_name: 'Анна',
        last_name: 'Иванова',
        is_acess_agreements: true,
        password: 'Поезд в Казань 2026',
        re_password: 'Поезд в Казань 2026',
        captcha: await solveCaptchaAt(site.baseUrl),
      }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({
      detail: 'Мы отправили вам письмо для завершения регистрации',
    });
    await site.kill();
    expect(smtp.received).toEqual([]);

    site = await startSiteProcess({ ...env, JOBS_POLL_MS: '100' }, { dataDir });
    // At once, or when the retry of an attempt at the silent server falls due (10 s).
    const mail = await smtp.waitFor('crash@mail.ru', SUBJECT, 30_000);
    // A few more rounds of the job runner: nothing sends it again.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(smtp.received.filter((m) => m.subject.includes(SUBJECT))).toHaveLength(1);

    const [uid, token] = linkIn(mail, 'activate');
    const activated = await fetch(`${site.baseUrl}/api/v1/auth/users/activation/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uid, token }),
    });
    expect(await activated.json()).toEqual({ detail: 'Учётная запись активирована' });
  }, 180_000);
});
