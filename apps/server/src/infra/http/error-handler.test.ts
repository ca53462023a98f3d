import { AppError } from '@peresadka/contracts/errors';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './error-handler.ts';

describe('the error handler', () => {
  it('tells when to come back on every 503, whoever raised it', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    // A payment provider or a supplier that did not answer says so with an AppError of its own.
    app.get('/provider', async () => {
      throw new AppError('unavailable', 'provider down', { userMessage: 'Банк не отвечает' });
    });
    const res = await app.inject({ method: 'GET', url: '/provider' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ code: 'unavailable', detail: 'Банк не отвечает' });
    await app.close();
  });
});
