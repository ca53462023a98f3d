import type { SearchTransportType } from '@peresadka/contracts/enums';
import type { PassengerCarType } from '@peresadka/contracts/trip-properties';
import { FILTER_CAR_TYPES, NO_FILTERS, type Filters, type Mode } from './filters.ts';
import { COMBINED_SORTS, MODE_SORTS, type ModeSortKey, type SortKey } from './sort.ts';

/**
 * How the visitor looks at the results — the tab, each kind of tab's order, each tab's own
 * filters, the phone's search form open — kept in the address beside the search, so Back from
 * a detail page, a reload or a shared link shows the same view.
 */
export type ResultsView = {
  /** The tab the visitor picked; null until then, when the answer chooses (`openingTab`). */
  tab: SearchTransportType | null;
  modeSort: ModeSortKey;
  combinedSort: SortKey;
  filters: Record<SearchTransportType, Filters>;
  formShown: boolean;
  /** Cards shown of a long list: Back to it finds the card the visitor scrolled down to. */
  shown: number;
};

/**
 * Cards rendered at first — a phone's screenful and more — and how many more each «Показать
 * ещё» adds: a page's first render (and every re-render while it loads) costs per card.
 */
export const RESULTS_PAGE = 10;

export const TABS: readonly SearchTransportType[] = ['COMBINED', 'PLANE', 'TRAIN', 'BUS'];
const MODES: readonly Mode[] = ['PLANE', 'TRAIN', 'BUS'];

/** Parameters of the view; everything else in the address is the search. */
const TAB = 'tab';
const SORT = 'sort';
const COMBINED_SORT = 'combined_sort';
const FORM = 'form';
const SHOWN = 'shown';
const filterParam = (tab: SearchTransportType, name: string) => `${tab.toLowerCase()}.${name}`;

const oneOf = <T extends string>(value: string | null, options: readonly T[], fallback: T): T =>
  options.find((o) => o === value) ?? fallback;

const hour = (text: string | undefined, fallback: number): number => {
  const n = Number(text);
  return text !== undefined && text !== '' && Number.isFinite(n)
    ? Math.min(24, Math.max(0, n))
    : fallback;
};

function hours(value: string | null, from: number, to: number): [number, number] {
  if (value === null) return [from, to];
  const [a, b] = value.split('-');
  return [hour(a, from), hour(b, to)];
}

const list = (value: string | null): string[] =>
  value === null ? [] : value.split(',').filter((x) => x !== '');

function readFilters(params: URLSearchParams, tab: SearchTransportType): Filters {
  const get = (name: string) => params.get(filterParam(tab, name));
  const [departFrom, departTo] = hours(get('depart'), NO_FILTERS.departFrom, NO_FILTERS.departTo);
  const [arriveFrom, arriveTo] = hours(get('arrive'), NO_FILTERS.arriveFrom, NO_FILTERS.arriveTo);
  const changes = get('changes');
  return {
    departFrom,
    departTo,
    arriveFrom,
    arriveTo,
    maxTransfers: changes !== null && /^\d$/.test(changes) ? Number(changes) : null,
    carriers: list(get('carriers')),
    modes: list(get('modes')).filter((m): m is Mode => (MODES as readonly string[]).includes(m)),
    carTypes: list(get('cars')).filter((c): c is PassengerCarType =>
      (FILTER_CAR_TYPES as readonly string[]).includes(c),
    ),
    lowerBerths: get('lower') === '1',
    baggage: get('baggage') === '1',
  };
}

export function readView(params: URLSearchParams): ResultsView {
  return {
    tab: TABS.find((t) => t === params.get(TAB)?.toUpperCase()) ?? null,
    modeSort: oneOf(params.get(SORT), MODE_SORTS, MODE_SORTS[0]!),
    combinedSort: oneOf(params.get(COMBINED_SORT), COMBINED_SORTS, COMBINED_SORTS[0]!),
    filters: Object.fromEntries(TABS.map((t) => [t, readFilters(params, t)])) as Record<
      SearchTransportType,
      Filters
    >,
    formShown: params.get(FORM) === '1',
    shown: Math.max(RESULTS_PAGE, Math.trunc(Number(params.get(SHOWN))) || RESULTS_PAGE),
  };
}

const isViewParam = (name: string) =>
  [TAB, SORT, COMBINED_SORT, FORM, SHOWN].includes(name) ||
  TABS.some((t) => name.startsWith(`${t.toLowerCase()}.`));

/** The search's parameters with this view written over them; defaults are left out. */
export function writeView(params: URLSearchParams, view: ResultsView): URLSearchParams {
  const next = new URLSearchParams([...params].filter(([name]) => !isViewParam(name)));
  if (view.tab) next.set(TAB, view.tab.toLowerCase());
  if (view.modeSort !== MODE_SORTS[0]) next.set(SORT, view.modeSort);
  if (view.combinedSort !== COMBINED_SORTS[0]) next.set(COMBINED_SORT, view.combinedSort);
  for (const tab of TABS) {
    const f = view.filters[tab];
    const set = (name: string, value: string) => next.set(filterParam(tab, name), value);
    if (f.departFrom !== NO_FILTERS.departFrom || f.departTo !== NO_FILTERS.departTo) {
      set('depart', `${f.departFrom}-${f.departTo}`);
    }
    if (f.arriveFrom !== NO_FILTERS.arriveFrom || f.arriveTo !== NO_FILTERS.arriveTo) {
      set('arrive', `${f.arriveFrom}-${f.arriveTo}`);
    }
    if (f.maxTransfers !== null) set('changes', String(f.maxTransfers));
    if (f.carriers.length > 0) set('carriers', f.carriers.join(','));
    if (f.modes.length > 0) set('modes', f.modes.join(','));
    if (f.carTypes.length > 0) set('cars', f.carTypes.join(','));
    if (f.lowerBerths) set('lower', '1');
    if (f.baggage) set('baggage', '1');
  }
  if (view.formShown) next.set(FORM, '1');
  if (view.shown > RESULTS_PAGE) next.set(SHOWN, String(view.shown));
  return next;
}

/**
 * The view's parameters of an address, to carry over to another search (its list from the
 * top): a tab the visitor picked stays picked, one the answer chose is chosen again.
 */
export const viewParamsOf = (params: URLSearchParams): [string, string][] =>
  [...params].filter(([name]) => isViewParam(name) && name !== SHOWN);

/** How many filters narrow a tab, to say so on the tab and its panel. */
export function activeFilters(f: Filters): number {
  return (
    Number(f.departFrom !== NO_FILTERS.departFrom || f.departTo !== NO_FILTERS.departTo) +
    Number(f.arriveFrom !== NO_FILTERS.arriveFrom || f.arriveTo !== NO_FILTERS.arriveTo) +
    Number(f.maxTransfers !== null) +
    Number(f.carriers.length > 0) +
    Number(f.modes.length > 0) +
    Number(f.carTypes.length > 0) +
    Number(f.lowerBerths) +
    Number(f.baggage)
  );
}
