import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { Mailer } from './mailer.ts';
import { activationMail } from './templates.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'peresadka-mail-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('mail without SMTP_URL', () => {
  it('writes each letter to DATA_DIR/outbox as an .eml file and logs its links', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const mailer = new Mailer(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), log);
    expect(mailer.kind).toBe('outbox');
    const link = 'http://localhost:3000/activate/uid/token';
    await mailer.send(
      activationMail({ email: 'anna@mail.ru', firstName: 'Анна', username: 'anna' }, link, 72),
    );
    mailer.close();

    const outbox = path.join(dataDir, 'outbox');
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const mail = await simpleParser(readFileSync(path.join(outbox, files[0]!)));
    expect(mail.subject).toBe('Подтвердите регистрацию на «Пересадке»');
    expect(mail.from?.text).toContain('Пересадка');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('действует 72 ч');
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; links?: string[] });
    expect(logged).toContainEqual(
      expect.objectContaining({ msg: 'письмо записано в outbox', links: [link] }),
    );
  });
});
