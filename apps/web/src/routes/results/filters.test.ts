import { describe, expect, it } from 'vitest';
import { NO_FILTERS, passes, type Facts } from './filters.ts';

const facts: Facts = {
  departure: '2026-12-01T08:30:00+03:00',
  arrival: '2026-12-02T02:10:00+10:00',
  transfers: 2,
  carriers: ['SU', 'ФПК'],
  modes: ['PLANE', 'TRAIN'],
};

describe('result filters', () => {
  it('let everything through when nothing is chosen', () => {
    expect(passes(facts, NO_FILTERS)).toBe(true);
  });

  it('read departure and arrival on each station’s own clock', () => {
    expect(passes(facts, { ...NO_FILTERS, departFrom: 8, departTo: 9 })).toBe(true);
    expect(passes(facts, { ...NO_FILTERS, departFrom: 9 })).toBe(false);
    expect(passes(facts, { ...NO_FILTERS, arriveTo: 2 })).toBe(false);
    expect(passes(facts, { ...NO_FILTERS, arriveTo: 3 })).toBe(true);
  });

  it('limit changes, carriers and modes', () => {
    expect(passes(facts, { ...NO_FILTERS, maxTransfers: 1 })).toBe(false);
    expect(passes(facts, { ...NO_FILTERS, maxTransfers: 2 })).toBe(true);
    expect(passes(facts, { ...NO_FILTERS, carriers: ['S7'] })).toBe(false);
    expect(passes(facts, { ...NO_FILTERS, carriers: ['ФПК'] })).toBe(true);
    expect(passes(facts, { ...NO_FILTERS, modes: ['PLANE'] })).toBe(false);
    expect(passes(facts, { ...NO_FILTERS, modes: ['PLANE', 'TRAIN', 'BUS'] })).toBe(true);
  });
});
