import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from './filters.ts';
import { readView, RESULTS_PAGE, viewParamsOf, writeView } from './view-params.ts';

const search = new URLSearchParams({ from: 'Москва', to: 'Казань', date: '2026-11-20' });

describe('the results view in the address', () => {
  it('leaves the tab to the answer and orders with no filter when the address says nothing', () => {
    const view = readView(search);
    expect(view).toMatchObject({
      tab: null,
      modeSort: 'cheap',
      combinedSort: 'optimal',
      formShown: false,
    });
    expect(Object.values(view.filters)).toEqual([NO_FILTERS, NO_FILTERS, NO_FILTERS, NO_FILTERS]);
    expect(writeView(search, view).toString()).toBe(search.toString());
  });

  it('keeps each tab’s filters apart and reads back what it wrote', () => {
    const view = readView(search);
    const train = {
      ...NO_FILTERS,
      departFrom: 6,
      departTo: 12,
      carriers: ['ФПК', 'Гранд'],
      carTypes: ['Compartment' as const, 'Luxury' as const],
      lowerBerths: true,
    };
    const next = {
      ...view,
      tab: 'TRAIN' as const,
      modeSort: 'departure' as const,
      formShown: true,
      shown: 120,
    };
    next.filters = { ...view.filters, TRAIN: train };
    const written = writeView(search, next);
    expect(written.get('from')).toBe('Москва');
    expect(readView(written)).toEqual(next);
    expect(readView(written).filters.PLANE).toEqual(NO_FILTERS);
    const planes = {
      ...next,
      filters: { ...next.filters, PLANE: { ...NO_FILTERS, baggage: true } },
    };
    expect(writeView(search, planes).get('plane.baggage')).toBe('1');
    expect(readView(writeView(search, planes))).toEqual(planes);
    // Another search keeps the view but starts its list from the top.
    expect(viewParamsOf(written).map(([name]) => name)).toEqual([
      'tab',
      'sort',
      'train.depart',
      'train.carriers',
      'train.cars',
      'train.lower',
      'form',
    ]);
  });

  it('ignores what it cannot read', () => {
    const view = readView(
      new URLSearchParams(
        'tab=boat&sort=random&train.depart=x-30&train.changes=many&bus.modes=SHIP&train.cars=Boat',
      ),
    );
    expect(view.tab).toBeNull();
    expect(view.modeSort).toBe('cheap');
    expect(view.filters.TRAIN).toMatchObject({ departFrom: 0, departTo: 24, maxTransfers: null });
    expect(view.filters.BUS.modes).toEqual([]);
    expect(view.filters.TRAIN.carTypes).toEqual([]);
    expect(view.shown).toBe(RESULTS_PAGE);
  });
});
