import { describe, expect, it } from 'vitest';
import { AIRLINE_NAMES, airlineText } from './airlines.ts';

describe('airline names', () => {
  it('name an airline in Russian beside its code', () => {
    expect(airlineText('SU')).toBe('Аэрофлот (SU)');
    expect(airlineText('DP')).toBe('Победа (DP)');
  });

  it('leave an unknown code as it is', () => {
    expect(airlineText('XX')).toBe('XX');
  });

  it('hold two-character IATA codes and Cyrillic names only once each', () => {
    for (const [code, name] of Object.entries(AIRLINE_NAMES)) {
      expect(code).toMatch(/^[A-Z0-9]{2}$/);
      expect(name).toMatch(/[А-ЯЁа-яё]/);
    }
    expect(new Set(Object.values(AIRLINE_NAMES)).size).toBe(Object.keys(AIRLINE_NAMES).length);
  });
});
