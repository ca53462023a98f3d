import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'peresadka-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });
const secrets = {
  JWT_SECRET: 'j'.repeat(32),
  PAYMENT_SECRET: 'p'.repeat(32),
  CAPTCHA_SECRET: 'c'.repeat(32),
  TICKET_SIGNING_KEY: randomBytes(32).toString('base64url'),
};
const site = { PUBLIC_URL: 'https://peresadka.example' };
const yookassa = {
  PAYMENT_PROVIDER: 'yookassa',
  YOOKASSA_SHOP_ID: '123456',
  YOOKASSA_SECRET_KEY: 'live_secret',
};
const im = {
  IM_API_URL: 'https://api.onelya.ru',
  IM_LOGIN: 'partner',
  IM_PASSWORD: 'partner-password',
  IM_POS: 'partner-pos',
};

describe('config', () => {
  it('makes cookies Secure everywhere but on localhost', () => {
    expect(load({}).secureCookies).toBe(false);
    expect(load({ PUBLIC_URL: 'http://127.0.0.1:3000' }).secureCookies).toBe(false);
    expect(load({ PUBLIC_URL: 'https://peresadka.example' }).secureCookies).toBe(true);
  });

  it('logs lines for a person in development and JSON in production, unless LOG_FORMAT says', () => {
    expect(load({}).logFormat).toBe('pretty');
    expect(load({ APP_ENV: 'production', ...secrets, ...site, ...yookassa, ...im }).logFormat).toBe(
      'json',
    );
    expect(load({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => load({ LOG_FORMAT: 'xml' })).toThrow(ConfigError);
  });

  it('uses ALTCHA unless both Yandex SmartCaptcha keys are given', () => {
    expect(load({}).captcha).toEqual({ provider: 'altcha', cost: 1000, maxCounter: 3000 });
    expect(
      load({ YANDEX_CAPTCHA_CLIENT_KEY: 'client', YANDEX_CAPTCHA_SERVER_KEY: 'server' }).captcha,
    ).toEqual({ provider: 'yandex', clientKey: 'client', serverKey: 'server' });
    expect(() => load({ YANDEX_CAPTCHA_CLIENT_KEY: 'client' })).toThrow(ConfigError);
  });

  it('follows each visitor’s address without PUBLIC_URL, which production must configure', () => {
    expect(load({}).configuredPublicUrl).toBeUndefined();
    expect(load({ PUBLIC_URL: 'http://192.168.1.5:3000' }).configuredPublicUrl).toBe(
      'http://192.168.1.5:3000',
    );
    expect(() => load({ APP_ENV: 'production', ...secrets, ...yookassa, ...im })).toThrow(
      /PUBLIC_URL: обязателен в режиме production/,
    );
  });

  it('lists every missing secret at once in production', () => {
    expect(() => load({ APP_ENV: 'production' })).toThrow(
      /JWT_SECRET: обязателен[\s\S]*PAYMENT_SECRET[\s\S]*CAPTCHA_SECRET[\s\S]*TICKET_SIGNING_KEY: обязателен/,
    );
    expect(
      load({ APP_ENV: 'production', ...secrets, ...site, ...yookassa, ...im }).secrets.JWT_SECRET,
    ).toBe('j'.repeat(32));
  });

  it('signs tickets with a key of their own: generated once in development, an Ed25519 key given in production', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'peresadka-ticket-key-'));
    try {
      const generated = loadConfig({ DATA_DIR: dir, PAYMENT_SECRET: 'p'.repeat(32) }).secrets;
      expect(generated.TICKET_SIGNING_KEY).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(generated.TICKET_SIGNING_KEY).not.toBe(generated.PAYMENT_SECRET);
      const stored = JSON.parse(readFileSync(path.join(dir, 'dev-secrets.json'), 'utf8'));
      expect(stored.TICKET_SIGNING_KEY).toBe(generated.TICKET_SIGNING_KEY);
      // The next start signs with the same key: printed tickets stay valid.
      expect(loadConfig({ DATA_DIR: dir }).secrets.TICKET_SIGNING_KEY).toBe(
        generated.TICKET_SIGNING_KEY,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const pem = generateKeyPairSync('ed25519')
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString();
    const production = { APP_ENV: 'production', ...site, ...secrets, ...yookassa, ...im };
    expect(load({ ...production, TICKET_SIGNING_KEY: pem }).secrets.TICKET_SIGNING_KEY).toBe(pem);
    expect(() => load({ ...production, TICKET_SIGNING_KEY: 'k'.repeat(40) })).toThrow(
      /TICKET_SIGNING_KEY: ожидается закрытый ключ Ed25519/,
    );
  });

  it('takes payments in the sandbox by default and refuses it in production', () => {
    expect(load({ PORT: '8080' }).payment).toMatchObject({
      provider: 'sandbox',
      apiUrl: 'http://127.0.0.1:8081/v3',
      notifyFrom: [],
    });
    expect(() => load({ APP_ENV: 'production', ...secrets })).toThrow(
      /PAYMENT_PROVIDER: в режиме production/,
    );
    expect(() => load({ PAYMENT_PROVIDER: 'yookassa' })).toThrow(
      /YOOKASSA_SHOP_ID[\s\S]*YOOKASSA_SECRET_KEY/,
    );
    const production = load({
      APP_ENV: 'production',
      ...secrets,
      ...site,
      ...yookassa,
      ...im,
    }).payment;
    expect(production).toMatchObject({
      provider: 'yookassa',
      apiUrl: 'https://api.yookassa.ru/v3',
      shopId: '123456',
      secretKey: 'live_secret',
    });
    expect(production.notifyFrom).toContain('185.71.76.0/27');
  });

  it('sells trains through the IM sandbox by default, through IM itself in production', () => {
    const development = load({ PORT: '8080' }).trains;
    expect(development).toMatchObject({
      supplier: 'im',
      im: {
        apiUrl: 'http://127.0.0.1:8082',
        login: 'peresadka',
        pos: 'peresadka',
        sandbox: { port: 8082, runHere: true },
      },
    });
    // The sandbox's partner password is a development secret, kept with the others.
    expect(development.im.password).toHaveLength(43);
    expect(load({ PORT: '8080' }).trains.im.password).toBe(development.im.password);
    expect(() => load({ APP_ENV: 'production', ...secrets, ...site, ...yookassa })).toThrow(
      /IM_API_URL: обязателен[\s\S]*IM_LOGIN[\s\S]*IM_PASSWORD[\s\S]*IM_POS/,
    );
    expect(
      load({ APP_ENV: 'production', ...secrets, ...site, ...yookassa, ...im }).trains.im,
    ).toMatchObject({ apiUrl: 'https://api.onelya.ru', sandbox: { runHere: false } });
    // The sandbox keeps its own void window unless told; a test may shut it to reach returns.
    expect(development.im.sandbox.voidMinutes).toBeUndefined();
    expect(load({ IM_SANDBOX_VOID_MINUTES: '0' }).trains.im.sandbox.voidMinutes).toBe(0);
    expect(() => load({ IM_SANDBOX_VOID_MINUTES: '-1' })).toThrow(ConfigError);
    // Our own places need no supplier at all.
    expect(
      load({ APP_ENV: 'production', ...secrets, ...site, ...yookassa, TRAIN_SUPPLIER: 'local' })
        .trains.supplier,
    ).toBe('local');
  });

  it('reads the mail addresses and the trusted proxies', () => {
    const config = load({ SUPPORT_EMAIL: 'help@peresadka.example', TRUST_PROXY: '10.0.0.0/8' });
    expect(config.mail).toEqual({
      from: 'Пересадка <noreply@localhost>',
      support: 'help@peresadka.example',
      // Nobody named to run the site: support hears of it.
      operator: 'help@peresadka.example',
    });
    expect(load({ OPERATOR_EMAIL: 'ops@peresadka.example' }).mail.operator).toBe(
      'ops@peresadka.example',
    );
    expect(config.trustProxy).toBe('10.0.0.0/8');
    expect(() => load({ SUPPORT_EMAIL: 'not an address' })).toThrow(ConfigError);
    expect(() => load({ OPERATOR_EMAIL: 'not an address' })).toThrow(ConfigError);
  });
});
