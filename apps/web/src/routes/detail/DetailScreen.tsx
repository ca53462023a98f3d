import type {
  AviaDetailResponse,
  BusDetailResponse,
  TrainDetailResponse,
} from '@peresadka/contracts/detail';
import { uiMessages } from '@peresadka/contracts/messages';
import type { PassengerCategory } from '@peresadka/contracts/enums';
import type { PassengerCounts } from '@peresadka/contracts/passenger-counts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { callApi } from '../../api/client.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LazyJourneyMap } from '../../components/journey-map/LazyJourneyMap.tsx';
import { Page } from '../../components/Page.tsx';
import { chosenRoute, type ChosenRoute } from '../../state/chosen-route.ts';
import { AviaDetail, BusDetail, TrainDetail } from './DetailBodies.tsx';
import styles from './DetailScreen.module.css';

type LoadedDetail =
  | { kind: 'BUS'; data: BusDetailResponse }
  | { kind: 'TRAIN'; data: TrainDetailResponse }
  | { kind: 'PLANE'; data: AviaDetailResponse };

/** One entry per passenger of the search, numbered from 1, as the air booking lists them. */
function passengerList(counts: PassengerCounts) {
  const byCategory: [PassengerCategory, number][] = [
    ['Adult', counts.adult_quantity],
    ['Child', counts.child_quantity],
    ['BabyWithPlace', counts.baby_with_place_quantity],
    ['BabyWithoutPlace', counts.baby_without_place_quantity],
  ];
  return byCategory
    .flatMap(([category, n]) => Array.from({ length: n }, () => category))
    .map((category, i) => ({ category, passenger_id: i + 1 }));
}

/** SPEC §7 detail call of each transport, built from the result the visitor opened. */
function loadDetail(chosen: ChosenRoute, signal: AbortSignal): Promise<LoadedDetail> {
  const { leg, counts } = chosen;
  switch (leg.transport_type) {
    case 'BUS':
      return callApi('busDetail', {
        body: {
          ...counts,
          route_id: leg.route_id,
          provider: leg.provider,
          departure_date: leg.date,
          race_id: leg.race_id,
        },
        signal,
      }).then((data) => ({ kind: 'BUS' as const, data }));
    case 'TRAIN':
      return callApi('trainDetail', {
        body: {
          ...counts,
          route_id: leg.route_id,
          provider: leg.provider,
          departure_date: leg.date,
          origin: leg.origin_code,
          destination: leg.destination_code,
          train_number: leg.train_number,
        },
        signal,
      }).then((data) => ({ kind: 'TRAIN' as const, data }));
    case 'PLANE':
      return callApi('aviaDetail', {
        body: {
          gds: leg.gds,
          flights: leg.segments.flatMap((s) => s.flights.map((f) => f.id)),
          passengers: passengerList(counts),
          service_class: chosen.serviceClass,
        },
        signal,
      }).then((data) => ({ kind: 'PLANE' as const, data }));
  }
}

export function DetailScreen() {
  const chosen = chosenRoute();
  const navigate = useNavigate();
  const detail = useQuery({
    queryKey: ['detail', chosen],
    queryFn: ({ signal }) => loadDetail(chosen!, signal),
    enabled: chosen !== null,
    retry: false,
  });

  // SPEC §2: a detail that fails to load sends the visitor back to the results.
  useEffect(() => {
    if (detail.error) void navigate('/results', { replace: true });
  }, [detail.error, navigate]);

  if (!chosen) return <Navigate to="/results" replace />;
  const type = { BUS: 'bus', TRAIN: 'train', PLANE: 'avia' }[chosen.leg.transport_type];

  return (
    <Page heading="Детали маршрута">
      <Link to="/results" className={styles.back}>
        ← К результатам поиска
      </Link>
      {!detail.data ? (
        <EmptyState>Загружаем подробности…</EmptyState>
      ) : (
        <>
          {detail.data.kind === 'BUS' && <BusDetail detail={detail.data.data} />}
          {detail.data.kind === 'TRAIN' && <TrainDetail detail={detail.data.data} />}
          {detail.data.kind === 'PLANE' && <AviaDetail detail={detail.data.data} />}
          <LazyJourneyMap legs={[chosen.leg]} />
          {detail.data.kind === 'TRAIN' && detail.data.data.common.is_sale_forbidden ? (
            <p className={styles.forbidden}>{uiMessages.notForOnlineSale}</p>
          ) : (
            <Link to={`/payment/create/${type}/`} className={`button ${styles.continue}`}>
              Продолжить
            </Link>
          )}
        </>
      )}
    </Page>
  );
}
