import { uiMessages } from '@peresadka/contracts/messages';
import type { PassengerCounts } from '@peresadka/contracts/passenger-counts';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Suspense, useDeferredValue, useEffect, type ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LazyJourneyMap } from '../../components/journey-map/LazyJourneyMap.tsx';
import { mapRidesOf } from '../../components/journey-map/legs-on-map.ts';
import { BackToResults } from '../../components/BackToResults.tsx';
import { Page } from '../../components/Page.tsx';
import {
  aviaDetailQuery,
  busDetailQuery,
  trainDetailQuery,
  type BusLeg,
  type PlaneLeg,
  type TrainLeg,
} from '../../features/rides/api/ride-detail.ts';
import { SoldOutAlert } from '../../features/alerts/components/SoldOutAlert.tsx';
import type { ChosenRoute } from '../../state/read-chosen-route.ts';
import { useChosenRoute } from '../../state/use-chosen-route.ts';
import { AviaDetail, BusDetail, TrainDetail } from './DetailBodies.tsx';
import styles from './DetailScreen.module.css';
import { busSoldOut, planeSoldOut, trainSoldOut, type SoldOutClass } from './sold-out.ts';

const LOADING = <EmptyState>Загружаем подробности…</EmptyState>;

export function DetailScreen() {
  return (
    <Page heading="Детали маршрута">
      <BackToResults className={styles.back} />
      <Suspense fallback={LOADING}>
        <ChosenDetail />
      </Suspense>
    </Page>
  );
}

/** Without a route opened from the results there is nothing to detail: back to them. */
function ChosenDetail() {
  const chosen = useChosenRoute();
  return chosen ? <ModeDetail chosen={chosen} /> : <Navigate to="/results" replace />;
}

/** SPEC §2: details load by transport type. */
function ModeDetail({ chosen: { leg, counts, serviceClass } }: { chosen: ChosenRoute }) {
  switch (leg.transport_type) {
    case 'BUS':
      return <BusPanel leg={leg} counts={counts} />;
    case 'TRAIN':
      return <TrainPanel leg={leg} counts={counts} />;
    case 'PLANE':
      return <PlanePanel leg={leg} counts={counts} serviceClass={serviceClass} />;
  }
}

function BusPanel({ leg, counts }: { leg: BusLeg; counts: PassengerCounts }) {
  const query = useQuery({ ...busDetailQuery(leg, counts), retry: false });
  return (
    <Loaded query={query}>
      {(detail) => (
        <>
          <BusDetail detail={detail} />
          <SoldOutAlerts classes={busSoldOut(leg, detail)} reload={query.refetch} />
          <Onward leg={leg} type="bus" />
        </>
      )}
    </Loaded>
  );
}

function TrainPanel({ leg, counts }: { leg: TrainLeg; counts: PassengerCounts }) {
  const query = useQuery({ ...trainDetailQuery(leg, counts), retry: false });
  return (
    <Loaded query={query}>
      {(detail) => (
        <>
          <TrainDetail detail={detail} times={leg} />
          <SoldOutAlerts classes={trainSoldOut(leg, detail)} reload={query.refetch} />
          <Onward leg={leg} type="train" forbidden={detail.common.is_sale_forbidden} />
        </>
      )}
    </Loaded>
  );
}

function PlanePanel({
  leg,
  counts,
  serviceClass,
}: {
  leg: PlaneLeg;
  counts: PassengerCounts;
  serviceClass: ChosenRoute['serviceClass'];
}) {
  const query = useQuery({ ...aviaDetailQuery(leg, counts, serviceClass), retry: false });
  return (
    <Loaded query={query}>
      {(detail) => (
        <>
          <AviaDetail detail={detail} />
          <SoldOutAlerts classes={planeSoldOut(leg, detail, serviceClass)} reload={query.refetch} />
          <Onward leg={leg} type="avia" />
        </>
      )}
    </Loaded>
  );
}

/** Alerts for the classes with no place left; a place found meanwhile reloads the detail. */
function SoldOutAlerts({
  classes,
  reload,
}: {
  classes: SoldOutClass[];
  reload: () => Promise<unknown>;
}) {
  return classes.map(({ request, soldOut }) => (
    <SoldOutAlert
      key={JSON.stringify(request)}
      request={request}
      soldOut={soldOut}
      onPlacesLeft={() => void reload()}
    />
  ));
}

/** A loader meanwhile; a detail that fails to load sends the visitor back to the results. */
function Loaded<Data>({
  query,
  children,
}: {
  query: UseQueryResult<Data>;
  children: (data: Data) => ReactNode;
}) {
  const navigate = useNavigate();
  // The detail's tables are rendered in a transition, in slices that let the browser respond
  // between them, instead of in one long task as the answer arrives.
  const data = useDeferredValue(query.data);
  useEffect(() => {
    if (query.error) void navigate('/results', { replace: true });
  }, [query.error, navigate]);
  return data === undefined ? LOADING : children(data);
}

/** The map, then «Продолжить» to the order form — or why this train cannot be bought here. */
function Onward({
  leg,
  type,
  forbidden = false,
}: {
  leg: ChosenRoute['leg'];
  type: 'bus' | 'train' | 'avia';
  forbidden?: boolean;
}) {
  return (
    <>
      <LazyJourneyMap rides={mapRidesOf([leg])} />
      {forbidden ? (
        <p className={styles.forbidden}>{uiMessages.notForOnlineSale}</p>
      ) : (
        <Link to={`/payment/create/${type}/`} className={`button ${styles.continue}`}>
          Продолжить
        </Link>
      )}
    </>
  );
}
