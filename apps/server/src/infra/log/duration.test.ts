import { describe, expect, it } from 'vitest';
import { seconds } from './duration.ts';

describe('seconds', () => {
  it('writes a duration with a decimal comma and at most one decimal', () => {
    expect(seconds(4_830)).toBe('4,8 с');
    expect(seconds(59_000)).toBe('59 с');
    expect(seconds(400)).toBe('0,4 с');
  });
});
