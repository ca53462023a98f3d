import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES, checkCardForm, passesLuhn } from './card-form.ts';
import { TEST_CARDS } from './test-cards.ts';

const NOW = new Date('2026-03-15T12:00:00Z');

describe('checkCardForm', () => {
  it('every test card passes the Luhn check', () => {
    for (const card of TEST_CARDS) expect(passesLuhn(card.number), card.number).toBe(true);
  });

  it('accepts a test card typed with spaces', () => {
    const check = checkCardForm(
      { card_number: ' 4111 1111 1111 1111 ', expiry: '03/26', cvc: '123' },
      NOW,
    );
    expect(check).toMatchObject({
      ok: true,
      card: { digits: '4111111111111111', expiryMonth: 3, expiryYear: 2026 },
    });
  });

  it.each([
    ['4111 1111 1111 1112', CARD_MESSAGES.badNumber],
    ['4111 1111', CARD_MESSAGES.badNumber],
    ['4111-1111-1111-1111', CARD_MESSAGES.badNumber],
    ['', CARD_MESSAGES.badNumber],
    ['4242 4242 4242 4242', CARD_MESSAGES.notTestCard],
  ])('card number %j → %s', (cardNumber, message) => {
    const check = checkCardForm({ card_number: cardNumber, expiry: '12/30', cvc: '123' }, NOW);
    expect(check).toEqual({ ok: false, errors: { card_number: message } });
  });

  it.each([
    ['02/26', CARD_MESSAGES.expired],
    ['13/30', CARD_MESSAGES.badExpiry],
    ['00/30', CARD_MESSAGES.badExpiry],
    ['1230', undefined],
    ['3/30', CARD_MESSAGES.badExpiry],
    ['03/26', undefined],
  ])('expiry %j → %s', (expiry, message) => {
    const check = checkCardForm({ card_number: '5555555555554477', expiry, cvc: '123' }, NOW);
    expect(check.ok ? undefined : check.errors.expiry).toBe(message);
  });

  it('a card expires when its month ends in Moscow, before it ends in UTC', () => {
    const lateUtc = new Date('2026-03-31T22:30:00Z');
    const check = checkCardForm(
      { card_number: '5555555555554477', expiry: '03/26', cvc: '123' },
      lateUtc,
    );
    expect(check.ok ? undefined : check.errors.expiry).toBe(CARD_MESSAGES.expired);
  });

  it.each(['12', '1234', 'abc', ''])('CVC %j is refused', (cvc) => {
    const check = checkCardForm({ card_number: '5555555555554477', expiry: '12/30', cvc }, NOW);
    expect(check).toEqual({ ok: false, errors: { cvc: CARD_MESSAGES.badCvc } });
  });
});
