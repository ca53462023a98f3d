import { describe, expect, it } from 'vitest';
import { AIRLINE_NAMES, carrierLabel, carriersLabel } from './airlines.ts';

describe('carrier labels', () => {
  it('name an airline beside its code', () => {
    expect(carrierLabel('SU')).toBe('Аэрофлот (SU)');
    expect(carrierLabel('A4')).toBe('Азимут (A4)');
    expect(carrierLabel('N4')).toBe('Северный ветер (N4)');
  });

  it('say the code once where the name holds it', () => {
    expect(carrierLabel('S7')).toBe('S7 Airlines');
  });

  it('prefer our name to the timetable’s, and use the timetable’s for an airline we do not know', () => {
    expect(carrierLabel('N4', 'Nordwind')).toBe('Северный ветер (N4)');
    expect(carrierLabel('XY', 'Новая авиалиния')).toBe('Новая авиалиния (XY)');
  });

  it('leave an unknown code, or a railway named by its name, as it is', () => {
    expect(carrierLabel('XX')).toBe('XX');
    expect(carrierLabel('ФПК')).toBe('ФПК');
    expect(carrierLabel('XX', 'XX')).toBe('XX');
  });

  it('list the airlines of a connection once each', () => {
    expect(carriersLabel(['SU', 'SU', 'DP'])).toBe('Аэрофлот (SU), Победа (DP)');
  });

  it('hold two-character IATA codes, one unbracketed name each', () => {
    for (const [code, name] of Object.entries(AIRLINE_NAMES)) {
      expect(code).toMatch(/^[A-Z0-9]{2}$/);
      expect(name).not.toMatch(/[()]/);
    }
    expect(new Set(Object.values(AIRLINE_NAMES)).size).toBe(Object.keys(AIRLINE_NAMES).length);
  });
});
