import { carTypeLabels } from '@peresadka/contracts/search-labels';
import {
  type BusLeg,
  type PlaneLeg,
  type TrainLeg,
  aviaDetailQuery,
  busDetailQuery,
  trainDetailQuery,
} from '../../../features/rides/api/ride-detail.ts';
import type { PassengersPrice } from '@peresadka/contracts/detail';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatRubles } from '../../../lib/format.ts';
import type { ChosenRoute } from '../../../state/chosen-route.ts';

import { useFareCode } from './plane/fare-code.ts';
import styles from './OrderCreate.module.css';

type Line = { name: string; price: string };

/**
 * The detail's prices, for information only: the server prices the order itself, with the
 * places and services chosen, and the confirm page shows that total.
 */
export function RidePrices({ chosen }: { chosen: ChosenRoute }) {
  const { leg } = chosen;
  switch (leg.transport_type) {
    case 'TRAIN':
      return <TrainPrices chosen={{ ...chosen, leg }} />;
    case 'BUS':
      return <BusPrices chosen={{ ...chosen, leg }} />;
    case 'PLANE':
      return <AviaPrices chosen={{ ...chosen, leg }} />;
  }
}

function TrainPrices({ chosen }: { chosen: ChosenRoute & { leg: TrainLeg } }) {
  const detail = useQuery(trainDetailQuery(chosen.leg, chosen.counts)).data;
  return detail ? (
    <PriceList
      lines={detail.detail.car_prices.map((price) => ({
        name: carTypeLabels[price.car_type],
        price: `от ${formatRubles(price.min_total_price)}`,
      }))}
      note="За место взрослого, со сбором сервиса."
    />
  ) : null;
}

function BusPrices({ chosen }: { chosen: ChosenRoute & { leg: BusLeg } }) {
  const detail = useQuery(busDetailQuery(chosen.leg, chosen.counts)).data;
  return detail ? <ByCategory prices={detail.detail.passengers_price} /> : null;
}

function AviaPrices({ chosen }: { chosen: ChosenRoute & { leg: PlaneLeg } }) {
  const [fareCode] = useFareCode();
  const detail = useQuery({
    ...aviaDetailQuery(chosen.leg, chosen.counts, chosen.serviceClass, fareCode),
    placeholderData: keepPreviousData,
  }).data;
  return detail ? <ByCategory prices={detail.common.passengers_price} /> : null;
}

function ByCategory({ prices }: { prices: PassengersPrice }) {
  return (
    <PriceList
      lines={[
        ...prices.passengers.map((line) => ({
          name: `${line.label} × ${line.quantity}`,
          price: formatRubles(line.total_price * line.quantity),
        })),
        { name: 'Всего', price: formatRubles(prices.total_price) },
      ]}
      note="Со сбором сервиса, без платных мест и услуг."
    />
  );
}

function PriceList({ lines, note }: { lines: Line[]; note: string }) {
  return (
    <section className={styles.summary} aria-labelledby="ride-prices">
      <h2 id="ride-prices" className={styles.summaryHeading}>
        Стоимость
      </h2>
      <dl className={styles.prices}>
        {lines.map((line) => (
          <div key={line.name}>
            <dt>{line.name}</dt>
            <dd>{line.price}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.muted}>{note}</p>
    </section>
  );
}
