import { describe, expect, it } from 'vitest';
import { returnCompanions } from './return-companions.ts';

const mother = { id: 1, category: 'Adult' as const };
const father = { id: 2, category: 'Adult' as const };
const son = { id: 3, category: 'Child' as const };
const baby = { id: 4, category: 'BabyWithoutPlace' as const };
const infantWithSeat = { id: 5, category: 'BabyWithPlace' as const };

describe('returnCompanions', () => {
  it('takes a lap child back with the last adult who carries it, on every mode', () => {
    for (const mode of ['TRAIN', 'PLANE', 'BUS'] as const) {
      expect(returnCompanions(mode, [mother, baby], new Set([1])).alsoReturn).toEqual([4]);
    }
  });

  it('leaves a lap child with the adult who stays', () => {
    expect(returnCompanions('TRAIN', [mother, father, baby], new Set([1]))).toEqual({
      alsoReturn: [],
      leftAlone: [],
    });
  });

  it('keeps a child under the carrier’s age from being left without any adult', () => {
    expect(returnCompanions('TRAIN', [mother, son], new Set([1])).leftAlone).toEqual([3]);
    expect(
      returnCompanions('PLANE', [mother, son, infantWithSeat], new Set([1])).leftAlone,
    ).toEqual([3, 5]);
    // No federal age binds a bus child with a seat of its own.
    expect(returnCompanions('BUS', [mother, son], new Set([1])).leftAlone).toEqual([]);
  });

  it('binds nobody when no adult leaves, or when everyone does', () => {
    expect(returnCompanions('TRAIN', [mother, son, baby], new Set([3]))).toEqual({
      alsoReturn: [],
      leftAlone: [],
    });
    expect(returnCompanions('TRAIN', [mother, son, baby], new Set([1, 3, 4]))).toEqual({
      alsoReturn: [],
      leftAlone: [],
    });
    // Children the site sold alone (a child on an adult's booking elsewhere) stay as sold.
    expect(returnCompanions('PLANE', [son, { id: 6, category: 'Child' }], new Set([3]))).toEqual({
      alsoReturn: [],
      leftAlone: [],
    });
  });
});
