import type { SearchTransportType } from '@peresadka/contracts/enums';
import { searchTransportLabels, serviceClassLabels } from '@peresadka/contracts/search-labels';
import { parseDate, toIsoDate } from '@peresadka/contracts/dates';
import { AppError } from '@peresadka/contracts/errors';
import { uiMessages } from '@peresadka/contracts/messages';
import { formatPlace } from '@peresadka/contracts/place-text';
import type { CombinedRoute, Leg, SearchResponse } from '@peresadka/contracts/search-results';
import type { SearchCriteria } from '@peresadka/contracts/search';
import {
  resultsPath,
  SEARCH_PARAMS,
  searchFromParams,
  searchToParams,
} from '@peresadka/contracts/search-url';
import { useDeferredValue, useEffect, useMemo, type ReactNode } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useLayout } from '../../app/layout.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';
import { passengersTotal } from '../../components/search-form/PassengerPicker.tsx';
import { SearchForm } from '../../components/search-form/SearchForm.tsx';
import { usePopup } from '../../components/use-popup.ts';
import { wallDate } from '../../lib/format.ts';
import {
  isSearchReady,
  saveActiveSearch,
  useActiveSearch,
  useLoadedSearchParser,
} from '../../state/active-search.ts';
import { chooseRoute } from '../../state/chosen-route.ts';
import { chooseTrip } from '../../state/chosen-trip.ts';
import { CombinedBusy } from './CombinedBusy.tsx';
import { CombinedCard } from './cards/CombinedCard.tsx';
import styles from './cards/cards.module.css';
import { BusBody, PlaneBody, Price, TrainBody } from './cards/LegCard.tsx';
import {
  COMBINED_SORTS,
  measurePlane,
  measureRide,
  MODE_SORTS,
  SORT_LABELS,
  sortBy,
  sortCombined,
  type ModeSortKey,
  type SortKey,
} from './sort.ts';
import { FROM_RESULTS } from '../../components/BackToResults.tsx';
import { FavoriteToggle } from '../../components/favorites/FavoriteToggle.tsx';
import { FilterPanel } from './FilterPanel.tsx';
import { filterChoices, legFacts, passes, routeFacts, type Filters } from './filters.ts';
import { PriceStrip } from './PriceStrip.tsx';
import { RoundTripBar } from './round-trip/RoundTripBar.tsx';
import { pickOfLeg, pickOfRoute, roundTripOf, type WayPick } from './round-trip/round-trip.ts';
import { useRoundTrip } from './round-trip/use-round-trip.ts';
import { useCombined, useSearch } from '../../features/search/api/use-search.ts';
import screen from './ResultsScreen.module.css';
import { openingTab } from './opening-tab.ts';
import { useResultsView } from './use-results-view.ts';
import { activeFilters, RESULTS_PAGE, TABS, viewParamsOf } from './view-params.ts';

/** While the address's search is checked, and while it is searched: the visitor sees one wait. */
const SEARCHING = 'Ищем билеты…';

export function ResultsScreen() {
  const [params] = useSearchParams();
  const fromAddress = useSearchInAddress(params);
  if (fromAddress === undefined) {
    return (
      <Page heading="Результаты поиска">
        <DemoNotice />
        <EmptyState>{SEARCHING}</EmptyState>
      </Page>
    );
  }
  return fromAddress ? <Results criteria={fromAddress} /> : <LastSearch />;
}

/**
 * Above the results in every state: the page stands whole from its first render, while the
 * search is checked and searched, and nothing moves when the cards arrive.
 */
function DemoNotice() {
  return (
    <p className={screen.notice}>
      Расписание демонстрационное: рейсы, поезда и автобусы сгенерированы на реальной географии.
    </p>
  );
}

/**
 * An address without a search (the menu's «Поиск», an old link) shows the last one, in the
 * address. Only here is the stored search read: its parser may have to load, and a search the
 * address names does not wait for it.
 */
function LastSearch() {
  const stored = useActiveSearch();
  return isSearchReady(stored) ? (
    <Navigate to={resultsPath(stored)} replace />
  ) : (
    <Results criteria={stored} />
  );
}

/**
 * The search an address names, checked field by field (an invalid one is blanked); undefined
 * while the check's code (zod and the search schema) loads, apart from the screen's own.
 */
function useSearchInAddress(params: URLSearchParams): SearchCriteria | null | undefined {
  const key = new URLSearchParams(
    [...params].filter(([name]) => SEARCH_PARAMS.has(name)),
  ).toString();
  const parse = useLoadedSearchParser();
  return useMemo(() => {
    if (!parse) return undefined;
    const raw = searchFromParams(new URLSearchParams(key));
    return raw && parse(raw);
  }, [key, parse]);
}

function Results({ criteria }: { criteria: SearchCriteria }) {
  const [params] = useSearchParams();
  const ready = isSearchReady(criteria);
  const layout = useLayout();
  const navigate = useNavigate();
  const [view, setView] = useResultsView();
  const roundTrip = useRoundTrip(criteria);
  // A round trip shows one way's results at a time, each searched as a one-way search.
  const shownCriteria = roundTrip?.shown ?? criteria;
  const search = useSearch(shownCriteria, ready);
  // The answer's cards are rendered in a transition, in slices that let the browser respond
  // between them, instead of in one long task as the answer arrives; until then — and while
  // the search is pending — the panel says it is searching, never showing another search's
  // answer.
  const shown = useMemo(
    () => ({ criteria: shownCriteria, data: search.data }),
    [shownCriteria, search.data],
  );
  const deferred = useDeferredValue(shown);
  const answer = deferred.criteria === shownCriteria ? deferred.data : undefined;
  const passengers = passengersTotal(criteria);
  const tab = view.tab ?? openingTab(shownCriteria, answer);
  const setFilters = (filters: Filters) =>
    setView({ filters: { ...view.filters, [tab]: filters } });

  // The home page's form opens on the search last shown, wherever it came from.
  useEffect(() => {
    if (ready) saveActiveSearch(criteria);
  }, [criteria, ready]);

  /** Another search is a new page of the history: Back returns to this one. */
  const searchAgain = (next: SearchCriteria) => {
    const address = searchToParams(next);
    for (const [name, value] of viewParamsOf(params)) address.append(name, value);
    void navigate({ pathname: '/results', search: address.toString() });
  };

  const counts = {
    adult_quantity: criteria.adult_quantity,
    child_quantity: criteria.child_quantity,
    baby_with_place_quantity: criteria.baby_with_place_quantity,
    baby_without_place_quantity: criteria.baby_without_place_quantity,
  };
  const open = (leg: Leg) => {
    if (roundTrip) {
      roundTrip.pick(pickOfLeg(leg));
      return;
    }
    chooseRoute({ leg, counts, serviceClass: criteria.service_class });
    void navigate('/detail', { state: FROM_RESULTS });
  };
  const openTrip = (route: CombinedRoute) => {
    if (roundTrip) {
      roundTrip.pick(pickOfRoute(route));
      return;
    }
    chooseTrip({ route, counts, serviceClass: criteria.service_class });
    void navigate('/detail/trip', { state: FROM_RESULTS });
  };
  const orderRoundTrip = (there: WayPick, back: WayPick) => {
    chooseTrip(roundTripOf(there, back, counts, criteria.service_class));
    void navigate('/payment/create/combined/');
  };

  const form = (
    <SearchForm key={JSON.stringify(criteria)} initial={criteria} onSearch={searchAgain} />
  );

  return (
    <Page heading="Результаты поиска">
      <DemoNotice />
      {layout === 'mobile' ? (
        <>
          <button
            type="button"
            className="button"
            aria-expanded={view.formShown}
            onClick={() => setView({ formShown: !view.formShown })}
          >
            {view.formShown ? 'Скрыть поиск' : 'Изменить поиск'}
          </button>
          {view.formShown && form}
        </>
      ) : (
        form
      )}

      {ready && (
        <details className={screen.summary}>
          <summary>Общая информация</summary>
          <dl>
            <dt>Откуда</dt>
            <dd>{formatPlace(criteria.starting_point, criteria.starting_point_region)}</dd>
            <dt>Куда</dt>
            <dd>{formatPlace(criteria.ending_point, criteria.ending_point_region)}</dd>
            <dt>Дата</dt>
            <dd>{wallDate(toIsoDate(parseDate(criteria.date)!))}</dd>
            {criteria.return_date && (
              <>
                <dt>Обратно</dt>
                <dd>{wallDate(toIsoDate(parseDate(criteria.return_date)!))}</dd>
              </>
            )}
            <dt>Пассажиры</dt>
            <dd>{passengers}</dd>
            <dt>Класс</dt>
            <dd>{serviceClassLabels[criteria.service_class]}</dd>
          </dl>
        </details>
      )}

      {ready && !roundTrip && (
        <PriceStrip criteria={criteria} onPick={searchAgain} passengers={passengers} />
      )}
      {ready && roundTrip && (
        <RoundTripBar
          trip={roundTrip}
          criteria={criteria}
          passengers={passengers}
          onOrder={orderRoundTrip}
        />
      )}

      <div className={screen.toolbar}>
        <div role="tablist" aria-label="Вид транспорта" className={screen.tabs}>
          {TABS.map((t) => {
            const narrowed = activeFilters(view.filters[t]);
            return (
              <button
                key={t}
                id={`tab-${t}`}
                type="button"
                role="tab"
                aria-selected={tab === t}
                aria-controls="results-panel"
                className="tab"
                onClick={() => setView({ tab: t })}
              >
                {t === 'COMBINED' ? 'Комбинированные' : searchTransportLabels[t]}
                {narrowed > 0 && (
                  <span className={screen.narrowed} title="На вкладке выбраны фильтры">
                    {' '}
                    · фильтры: {narrowed}
                  </span>
                )}
              </button>
            );
          })}
        </div>
        {tab === 'COMBINED' ? (
          <SortPicker
            options={COMBINED_SORTS}
            value={view.combinedSort}
            onChange={(combinedSort) => setView({ combinedSort })}
          />
        ) : (
          <SortPicker
            options={MODE_SORTS}
            value={view.modeSort}
            onChange={(modeSort) => setView({ modeSort })}
          />
        )}
      </div>

      <div
        id="results-panel"
        role="tabpanel"
        aria-labelledby={`tab-${tab}`}
        aria-busy={search.isFetching}
      >
        {!ready ? (
          <EmptyState>{uiMessages.beforeSearch}</EmptyState>
        ) : search.error ? (
          <p role="alert" className={screen.error}>
            {search.error instanceof AppError
              ? search.error.firstMessage()
              : uiMessages.errorTryLater}
          </p>
        ) : answer === undefined ? (
          <EmptyState>{SEARCHING}</EmptyState>
        ) : tab === 'COMBINED' ? (
          <CombinedPanel
            answer={answer}
            criteria={shownCriteria}
            sort={view.combinedSort}
            filters={view.filters.COMBINED}
            onFilters={setFilters}
            onOpen={open}
            onOpenTrip={openTrip}
            passengers={passengers}
          />
        ) : (
          <ModePanel
            tab={tab}
            data={answer}
            sort={view.modeSort}
            filters={view.filters[tab]}
            onFilters={setFilters}
            onOpen={open}
            passengers={passengers}
          />
        )}
      </div>
    </Page>
  );
}

function ModePanel({
  tab,
  data,
  sort,
  filters,
  onFilters,
  onOpen,
  passengers,
}: {
  tab: Exclude<SearchTransportType, 'COMBINED'>;
  data: NonNullable<ReturnType<typeof useSearch>['data']>;
  sort: ModeSortKey;
  filters: Filters;
  onFilters: (filters: Filters) => void;
  onOpen: (leg: Leg) => void;
  passengers: number;
}) {
  const error = { PLANE: data.airplane_error, TRAIN: data.train_error, BUS: data.bus_error }[tab];
  const cards: { key: string; body: ReactNode; price: ReactNode; leg: Leg }[] =
    tab === 'PLANE'
      ? sortBy(data.airplane, sort, measurePlane).map((r) => ({
          key: r.route_id,
          body: <PlaneBody result={r} />,
          price: <Price kopecks={r.price} passengers={passengers} />,
          leg: { transport_type: 'PLANE', ...r },
        }))
      : tab === 'TRAIN'
        ? sortBy(data.train, sort, measureRide).map((r) => ({
            key: r.route_id,
            body: <TrainBody result={r} />,
            price: <Price kopecks={r.price} passengers={passengers} from />,
            leg: { transport_type: 'TRAIN', ...r },
          }))
        : sortBy(data.bus, sort, measureRide).map((r) => ({
            key: r.route_id,
            body: <BusBody result={r} />,
            price: <Price kopecks={r.price} passengers={passengers} />,
            leg: { transport_type: 'BUS', ...r },
          }));
  if (cards.length === 0) {
    return <EmptyState>{error?.error_message ?? uiMessages.nothingFound}</EmptyState>;
  }
  const facts = cards.map((card) => legFacts(card.leg));
  const shown = cards.filter((_, i) => passes(facts[i]!, filters));
  return (
    <>
      <FilterPanel
        key={tab}
        filters={filters}
        onChange={onFilters}
        choices={filterChoices(facts)}
        showModes={false}
        tab={tab}
      />
      <FilteredList
        items={shown.map((card) => ({
          key: card.key,
          routeIds: [card.key],
          card: (
            <button type="button" className={styles.cardButton} onClick={() => onOpen(card.leg)}>
              <div>{card.body}</div>
              {card.price}
            </button>
          ),
        }))}
      />
    </>
  );
}

/** The card list, a page at a time, or what to do when the filters hide every card. */
function FilteredList({
  items,
}: {
  items: { key: string; card: ReactNode; routeIds?: readonly string[] }[];
}) {
  const [{ shown }, setView] = useResultsView();
  if (items.length === 0) {
    return <EmptyState>{uiMessages.nothingFound}: ослабьте фильтры.</EmptyState>;
  }
  return (
    <>
      <ul className={screen.list}>
        {items.slice(0, shown).map((item) => (
          <li key={item.key}>
            {item.card}
            {item.routeIds && (
              <div className={screen.cardActions}>
                <FavoriteToggle routeIds={item.routeIds} />
              </div>
            )}
          </li>
        ))}
      </ul>
      {items.length > shown && (
        <button
          type="button"
          className={screen.more}
          onClick={() => setView({ shown: shown + RESULTS_PAGE })}
        >
          Показать ещё ({items.length - shown})
        </button>
      )}
    </>
  );
}

/**
 * The combined routes, polled only while their tab is open: each answer renders this panel
 * alone, not the page and another tab's list.
 */
function CombinedPanel({
  answer,
  criteria,
  sort,
  filters,
  onFilters,
  onOpen,
  onOpenTrip,
  passengers,
}: {
  answer: SearchResponse | undefined;
  criteria: SearchCriteria;
  sort: SortKey;
  filters: Filters;
  onFilters: (filters: Filters) => void;
  onOpen: (leg: Leg) => void;
  onOpenTrip: (route: CombinedRoute) => void;
  passengers: number;
}) {
  const state = useCombined(answer, criteria);
  switch (state.state) {
    case 'off':
      return <EmptyState>Комбинированные маршруты выключены в параметрах поиска.</EmptyState>;
    case 'computing':
      return <EmptyState>{uiMessages.combinedProcessing}</EmptyState>;
    case 'outdated':
      return <EmptyState>{uiMessages.combinedOutdated}</EmptyState>;
    case 'failed':
      return <p role="alert">{state.message}</p>;
    case 'busy':
      return <CombinedBusy message={state.message} retryIn={state.retryIn} onRetry={state.retry} />;
    case 'ready':
      if (state.routes.length === 0) {
        // The combined tab leaves out trips a ride of one mode beats for any value of an hour:
        // then the rides are the answer, on their tabs.
        const direct =
          (answer?.airplane.length ?? 0) + (answer?.train.length ?? 0) + (answer?.bus.length ?? 0);
        return (
          <EmptyState>
            {direct > 0
              ? 'Маршрутов с пересадками, которые выгоднее прямых поездок, нет: смотрите вкладки «Самолёт», «Поезд» и «Автобус».'
              : uiMessages.nothingFound}
          </EmptyState>
        );
      }
      return (
        <CombinedList
          routes={state.routes}
          sort={sort}
          filters={filters}
          onFilters={onFilters}
          onOpen={onOpen}
          onOpenTrip={onOpenTrip}
          passengers={passengers}
        />
      );
  }
}

/** SPEC §2: the sort popup closes on an outside click. */
function SortPicker<Key extends SortKey>({
  options,
  value,
  onChange,
}: {
  options: readonly Key[];
  value: Key;
  onChange: (key: Key) => void;
}) {
  const { open, button, popup, toggle, done } = usePopup<HTMLUListElement>();
  return (
    <div className={screen.sort}>
      <button
        ref={button}
        type="button"
        className="tab"
        aria-haspopup="listbox"
        aria-expanded={open}
        onClick={toggle}
      >
        {SORT_LABELS[value]} ▾
      </button>
      {open && (
        <ul ref={popup} role="listbox" aria-label="Сортировка" className={screen.sortList}>
          {options.map((key) => (
            <li
              key={key}
              role="option"
              aria-selected={key === value}
              tabIndex={0}
              onClick={() => {
                onChange(key);
                done();
              }}
              onKeyDown={(event) => {
                if (event.key !== 'Enter' && event.key !== ' ') return;
                event.preventDefault();
                onChange(key);
                done();
              }}
            >
              {SORT_LABELS[key]}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CombinedList({
  routes,
  sort,
  filters,
  onFilters,
  onOpen,
  onOpenTrip,
  passengers,
}: {
  routes: CombinedRoute[];
  sort: SortKey;
  filters: Filters;
  onFilters: (filters: Filters) => void;
  onOpen: (leg: Leg) => void;
  onOpenTrip: (route: CombinedRoute) => void;
  passengers: number;
}) {
  const facts = new Map(routes.map((r) => [r.route_id, routeFacts(r.legs)]));
  const shown = sortCombined(routes, sort).filter((r) => passes(facts.get(r.route_id)!, filters));
  return (
    <>
      <FilterPanel
        filters={filters}
        onChange={onFilters}
        choices={filterChoices([...facts.values()])}
        showModes
        tab="COMBINED"
      />
      <FilteredList
        items={shown.map((route) => ({
          key: route.route_id,
          card: (
            <CombinedCard
              route={route}
              onOpen={onOpen}
              onOpenTrip={onOpenTrip}
              passengers={passengers}
            />
          ),
        }))}
      />
    </>
  );
}
