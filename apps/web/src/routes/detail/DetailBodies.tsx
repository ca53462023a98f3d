import { carTypeLabels } from '@peresadka/contracts/search-labels';
import type {
  AviaDetailResponse,
  BusDetailResponse,
  TrainDetailResponse,
} from '@peresadka/contracts/detail';
import { carrierLabel } from '@peresadka/contracts/airlines';
import { LOW_FREE_PLACES } from '@peresadka/contracts/constants';
import { formatDuration, formatRubles, wallClock, wallDate } from '../../lib/format.ts';
import { Link } from 'react-router';
import styles from './DetailScreen.module.css';
import { PassengersPrice, travellersIn } from './PassengersPrice.tsx';
import { RideFacts, type RideTimes } from './RideFacts.tsx';

/** SPEC §2: free places red under 10, green otherwise. */
function FreePlaces({ count }: { count: number }) {
  return (
    <p className={count < LOW_FREE_PLACES ? styles.few : styles.many}>
      Свободных мест: <strong>{count}</strong>
    </p>
  );
}

const when = (iso: string | null) => (iso ? `${wallClock(iso)}, ${wallDate(iso)}` : '—');

function RouteScheme({
  title,
  stops,
}: {
  title: string;
  stops: { name: string; arrival_time: string | null; departure_time: string | null }[];
}) {
  return (
    <details className={styles.scheme}>
      <summary>Схема маршрута: {title}</summary>
      <table className={styles.stacked}>
        <thead>
          <tr>
            <th scope="col">Остановка</th>
            <th scope="col">Прибытие</th>
            <th scope="col">Отправление</th>
          </tr>
        </thead>
        <tbody>
          {stops.map((s, i) => (
            <tr key={i}>
              <td>{s.name}</td>
              <td data-label="Прибытие">{when(s.arrival_time)}</td>
              <td data-label="Отправление">{when(s.departure_time)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

export function BusDetail({ detail: { common, detail } }: { detail: BusDetailResponse }) {
  return (
    <section aria-label="Автобусный рейс">
      <h2>
        Рейс {common.race_id} · {common.provider}
      </h2>
      <RideFacts times={common} />
      <FreePlaces count={detail.free_places_quantity} />
      <RouteScheme title={detail.bus_route.race_name} stops={detail.bus_route.routes} />
      {!detail.is_tariff_auto_selected && (
        <table className={`${styles.prices} ${styles.stacked}`}>
          <caption>Тарифы: цены за одного пассажира</caption>
          <thead>
            <tr>
              <th scope="col">Тариф</th>
              <th scope="col">Тип</th>
              <th scope="col">Цена за пассажира</th>
              <th scope="col">Сервисный сбор</th>
              <th scope="col">Итого за пассажира</th>
            </tr>
          </thead>
          <tbody>
            {detail.tariffs.map((t) => (
              <tr key={t.bus_tariff_name}>
                <td>{t.bus_tariff_name}</td>
                <td data-label="Тип">{t.bus_tariff_type}</td>
                <td data-label="Цена за пассажира">{formatRubles(t.bus_tariff_price)}</td>
                <td data-label="Сервисный сбор">{formatRubles(t.service_charge)}</td>
                <td data-label="Итого за пассажира">{formatRubles(t.total_price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <PassengersPrice price={detail.passengers_price} />
      {detail.tickets_additional_conditions && <p>{detail.tickets_additional_conditions}</p>}
    </section>
  );
}

/** `times` are the traveller's own stations' (the opened result's): the answer has the whole line. */
export function TrainDetail({
  detail: { common, detail },
  times,
}: {
  detail: TrainDetailResponse;
  times: RideTimes;
}) {
  const flags = [
    common.is_suburban ? 'пригородный' : null,
    common.has_electronic_registration ? 'электронная регистрация' : 'без электронной регистрации',
    common.has_two_storey_cars ? 'двухэтажные вагоны' : null,
  ].filter(Boolean);
  const first = detail.info_route[0];
  const last = detail.info_route.at(-1);
  return (
    <section aria-label="Поезд">
      <h2>
        Поезд {common.display_train_number}
        {common.train_name && ` «${common.train_name}»`}
      </h2>
      <RideFacts times={times} />
      <p>
        {common.train_description} · {common.initial_station_name} → {common.final_station_name} ·{' '}
        {common.carrier}
      </p>
      <p className={styles.muted}>{flags.join(' · ')}</p>
      {first && last && (
        <p>
          Поезд в пути от начальной до конечной станции:{' '}
          {formatDuration(
            Math.round(
              (Date.parse(last.arrival_time ?? '') - Date.parse(first.departure_time ?? '')) /
                60_000,
            ),
          )}
        </p>
      )}
      <RouteScheme
        title={`${common.initial_station_name} — ${common.final_station_name}`}
        stops={detail.info_route}
      />
      <CarPrices prices={detail.car_prices} />
    </section>
  );
}

function CarPrices({ prices }: { prices: TrainDetailResponse['detail']['car_prices'] }) {
  const first = prices[0];
  if (!first) return null;
  const forAll = travellersIn(first.passengers_price);
  return (
    <>
      <table className={`${styles.prices} ${styles.stacked}`}>
        <caption>Места и цены</caption>
        <thead>
          <tr>
            <th scope="col">Вагон</th>
            <th scope="col">Билет за место</th>
            <th scope="col">Сервисный сбор за место</th>
            <th scope="col">Итого за место</th>
            <th scope="col">Свободно мест</th>
            <th scope="col">Итого {forAll}</th>
          </tr>
        </thead>
        <tbody>
          {prices.map((c) => (
            <tr key={c.car_type}>
              <td>{carTypeLabels[c.car_type]}</td>
              <td data-label="Билет за место">
                {/* One flex item on a phone's stacked row, so the part sits under the fare. */}
                <span className={styles.fare}>
                  от {formatRubles(c.min_price)}
                  <span className={styles.part}>
                    в т. ч. плацкарта {formatRubles(c.min_reserved_seat_price)}
                  </span>
                </span>
              </td>
              <td data-label="Сервисный сбор за место">от {formatRubles(c.min_service_charge)}</td>
              <td data-label="Итого за место">от {formatRubles(c.min_total_price)}</td>
              <td
                data-label="Свободно мест"
                className={c.free_places < LOW_FREE_PLACES ? styles.few : styles.many}
              >
                {c.free_places}
              </td>
              <td data-label={`Итого ${forAll}`} className={styles.forAll}>
                от {formatRubles(c.passengers_price.total_price)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.muted}>
        Сумма {forAll} посчитана для самого недорогого вагона каждого типа, с учётом категорий
        пассажиров.
      </p>
    </>
  );
}

export function AviaDetail({ detail: { common } }: { detail: AviaDetailResponse }) {
  return (
    <section aria-label="Перелёт">
      <FreePlaces count={common.available_place_quantity} />
      {common.segments.flatMap((segment) =>
        segment.flights.map((f) => (
          <article key={f.id} className={styles.flight}>
            <h2>
              Рейс {f.flight_number} · {carrierLabel(f.airline_code)} · {f.airplane}
            </h2>
            <RideFacts times={f} />
            <dl className={styles.facts}>
              <dt>Багаж</dt>
              <dd>{f.fare_description.baggage}</dd>
              <dt>Ручная кладь</dt>
              <dd>{f.fare_description.carry_on}</dd>
              <dt>Возврат</dt>
              <dd>{f.fare_description.refund}</dd>
              <dt>Обмен</dt>
              <dd>{f.fare_description.exchange}</dd>
              <dt>Питание</dt>
              <dd>{f.fare_description.meal}</dd>
              <dt>Тип рейса</dt>
              <dd>{f.fare_description.flight_type}</dd>
              <dt>Тариф</dt>
              <dd>{f.fare_description.additional_info}</dd>
            </dl>
            {f.technical_landings.map((t) => (
              <p key={t.location_code}>
                Техническая посадка: {t.location_code}, прибытие {when(t.arrival_time)}, вылет{' '}
                {when(t.departure_time)}
              </p>
            ))}
          </article>
        )),
      )}
      <AviaPrice common={common} />
      <FareOffers common={common} />
    </section>
  );
}

/**
 * The fare families on sale beside the cheapest shown above, as airlines list them: what each
 * includes and costs the passengers, each a way to the order form with it chosen.
 */
function FareOffers({ common }: { common: AviaDetailResponse['common'] }) {
  if (common.fare_families.length < 2) return null;
  return (
    <section aria-labelledby="fare-offers">
      <h2 id="fare-offers">Тарифы</h2>
      <ul className={styles.fareOffers}>
        {common.fare_families.map((family) => (
          <li key={family.code}>
            <strong>{family.name}</strong> — {formatRubles(family.total_price)}
            <br />
            Багаж: {family.baggage_included ? family.fare_description.baggage : 'не включён'}.{' '}
            {family.fare_description.refund}. {family.fare_description.exchange}.{' '}
            <Link to={`/payment/create/avia/?fare=${encodeURIComponent(family.code)}`}>
              Выбрать «{family.name}»
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function AviaPrice({ common }: { common: AviaDetailResponse['common'] }) {
  const forAll = travellersIn(common.passengers_price);
  return (
    <>
      <dl className={styles.facts}>
        <dt>Цена {forAll}</dt>
        <dd>{formatRubles(common.price)}</dd>
        <dt>Сервисный сбор {forAll}</dt>
        <dd>{formatRubles(common.service_charge)}</dd>
      </dl>
      <PassengersPrice price={common.passengers_price} />
    </>
  );
}
