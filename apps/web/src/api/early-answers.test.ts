import { afterEach, describe, expect, it } from 'vitest';
import { callEarly, takeEarlyAnswer } from './early-answers.ts';

afterEach(() => {
  delete window.peresadkaEarlyCalls;
});

describe('calls a page makes before its code arrives', () => {
  it('hands the answer to the first identical call, whatever the order of its body, once', () => {
    callEarly('searchRoutes', {
      starting_point: 'Москва',
      ending_point: 'Казань',
      adult_quantity: 1,
    });
    const answer = window.peresadkaEarlyCalls![0]!.answer;
    expect(
      takeEarlyAnswer('searchRoutes', {
        adult_quantity: 1,
        ending_point: 'Казань',
        starting_point: 'Москва',
      }),
    ).toBe(answer);
    expect(
      takeEarlyAnswer('searchRoutes', {
        starting_point: 'Москва',
        ending_point: 'Казань',
        adult_quantity: 1,
      }),
    ).toBeUndefined();
  });

  it('hands nothing to another call or another body', () => {
    callEarly('searchRoutes', { starting_point: 'Москва', ending_point: 'Казань' });
    expect(
      takeEarlyAnswer('searchRoutes', { starting_point: 'Москва', ending_point: 'Сочи' }),
    ).toBeUndefined();
    expect(
      takeEarlyAnswer('dayPrices', { starting_point: 'Москва', ending_point: 'Казань' }),
    ).toBeUndefined();
    expect(
      takeEarlyAnswer('searchRoutes', { starting_point: 'Москва', ending_point: 'Казань' }),
    ).toBeDefined();
  });

  it('refuses a call that needs a session: the page has no token to send', () => {
    expect(() => callEarly('addFavorite', { route_id_array: ['x'] })).toThrow();
  });
});
