import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryCache } from '../infra/cache/memory-cache.ts';
import { YandexCaptcha } from './yandex-captcha.ts';

/** A stand-in for SmartCaptcha's /validate on loopback: "good" tokens pass. */
let server: Server;
let url: string;
const seen: URLSearchParams[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      seen.push(form);
      if (form.get('token') === 'broken') return res.writeHead(500).end('oops');
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ status: form.get('token')?.startsWith('good') ? 'ok' : 'failed' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/validate`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('Yandex SmartCaptcha', () => {
  const cache = new MemoryCache();
  afterAll(() => cache.close());
  const captcha = () => new YandexCaptcha('client-key', 'server-key', cache, url);
  const fieldOf = (p: Promise<unknown>) =>
    p.then(
      () => 'passed',
      (error: { fieldErrors?: Record<string, string[]> }) => error.fieldErrors?.captcha?.[0],
    );

  it('tells the forms its site key', () => {
    expect(captcha().publicConfig).toEqual({ provider: 'yandex', site_key: 'client-key' });
  });

  it('asks Yandex with the server key and the visitor address, and accepts a token once', async () => {
    expect(await fieldOf(captcha().verify('good-1', '203.0.113.5'))).toBe('passed');
    expect(Object.fromEntries(seen.at(-1)!)).toEqual({
      secret: 'server-key',
      token: 'good-1',
      ip: '203.0.113.5',
    });
    expect(await fieldOf(captcha().verify('good-1', '203.0.113.5'))).toBe(
      'Эта капча уже использована. Пройдите её ещё раз.',
    );
  });

  it('refuses failed tokens, and fails closed when Yandex cannot answer', async () => {
    expect(await fieldOf(captcha().verify('bad', '203.0.113.5'))).toBe(
      'Капча не пройдена. Пройдите её ещё раз.',
    );
    expect(await fieldOf(captcha().verify('broken', '203.0.113.5'))).toBe(
      'Проверка капчи временно недоступна. Попробуйте позже.',
    );
  });
});
