import { afterEach, describe, expect, it } from 'vitest';
import { forgetAttempt, idempotencyKeyFor } from './idempotency.ts';

const body = { route_id: 'r1', passengers: [{ last_name: 'Ёлкина' }] };

describe('Idempotency-Key of an order', () => {
  afterEach(() => {
    forgetAttempt('r1');
    sessionStorage.clear();
  });

  it('repeats for the same body and is new for a changed one', () => {
    const first = idempotencyKeyFor('r1', body);
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(idempotencyKeyFor('r1', structuredClone(body))).toBe(first);
    const changed = idempotencyKeyFor('r1', { ...body, route_id: 'r2' });
    expect(changed).not.toBe(first);
    expect(idempotencyKeyFor('r1', { ...body, route_id: 'r2' })).toBe(changed);
  });

  it('is read back from the session after a reload', () => {
    sessionStorage.setItem(
      'peresadka.orderAttempt.r1',
      JSON.stringify({ body: JSON.stringify(body), key: 'kept-from-before-reload' }),
    );
    expect(idempotencyKeyFor('r1', body)).toBe('kept-from-before-reload');
  });

  it('is new after the order was made', () => {
    const first = idempotencyKeyFor('r1', body);
    forgetAttempt('r1');
    expect(idempotencyKeyFor('r1', body)).not.toBe(first);
  });
});
