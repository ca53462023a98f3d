import { describe, expect, it } from 'vitest';
import { waitSeconds } from './login-throttle.ts';

describe('the wait after failed sign-ins', () => {
  it('lets a person mistype four times, then doubles up to a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 50].map(waitSeconds)).toEqual([
      0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 60, 60,
    ]);
  });
});
