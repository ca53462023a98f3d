import { beddingWords } from '@peresadka/contracts/bedding';
import { changePlace } from '@peresadka/contracts/change-text';
import { SALE_CLOSES_MINUTES } from '@peresadka/contracts/constants';
import { formatDuration } from '@peresadka/contracts/duration-text';
import {
  documentTypeLabels,
  tripDirectionLabels,
  ZDocumentType,
  ZPassengerCategory,
  ZTripDirection,
  type PassengerCategory,
} from '@peresadka/contracts/enums';
import { carTypeLabels, serviceClassLabels } from '@peresadka/contracts/search-labels';
import { formatRubles } from '@peresadka/contracts/money';
import { pluralWord } from '@peresadka/contracts/plural';
import { fareFamilyRefundText, refundSchedule } from '@peresadka/contracts/refund-rules';
import type { FareFamily } from '@peresadka/contracts/trip-properties';
import type { KeyObject } from 'node:crypto';
import { ZItemDetails, type ItemDetails } from '../orders/item-details.ts';
import { refundableItemOf } from '../orders/refundable-items.ts';
import { planeFareParts, trainFareParts } from '@peresadka/contracts/fare-parts';
import type {
  OrderItemRow,
  OrderPassengerRow,
  OrderRideRow,
  StoredOrder,
} from '../orders/orders-repository.ts';
import { transfersOf, type MinimumChange } from '../orders/order-view.ts';
import type { TripInfo } from '../rides/trip-info.ts';
import { bookingCode, busTicketNumber, ticketNumberOf, type TicketMode } from './ticket-numbers.ts';
import type { Itinerary, RefundRow, TicketPage, TicketRow, TicketStop } from './ticket-pdf.ts';
import { documentTail, qrText, signTicket, type TicketClaims } from './ticket-signature.ts';
import type { StationLabel } from './tickets-repository.ts';

/** Everything a ticket prints beyond the stored order, looked up once for all its pages. */
export type TicketContext = {
  trips: ReadonlyMap<number, TripInfo>;
  stations: ReadonlyMap<number, StationLabel>;
  signingKey: KeyObject;
  /** When the ticket is printed: its refund steps count from then. */
  now: Date;
  minimumChange: MinimumChange;
};

const MOSCOW_OFFSET = 180;

/** Airlines close check-in when online sale closes (contracts' refund rules count from it too). */
const CHECK_IN_CLOSES = SALE_CLOSES_MINUTES.PLANE;

const offsetMinutes = (iso: string): number => {
  const m = /([+-])(\d{2}):(\d{2})$/.exec(iso);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
};

/** «МСК», «МСК+7», «МСК−1» for the zone of a station's wall clock, as the site names it. */
export function zoneLabel(iso: string): string {
  const diff = offsetMinutes(iso) - MOSCOW_OFFSET;
  if (diff === 0) return 'МСК';
  const hours = Math.abs(diff) / 60;
  return `МСК${diff > 0 ? '+' : '−'}${Number.isInteger(hours) ? hours : hours.toFixed(1)}`;
}

const dayFormat = new Intl.DateTimeFormat('ru-RU', {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** «пт, 27 ноября 2026 г.» for the station-local date of a wall-clock time. */
export const wallDate = (iso: string): string =>
  dayFormat.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));

/** '2026-11-27T20:05+03:00' of '2026-11-27T20:05:00+03:00': the QR code's departure. */
const minuteWithOffset = (iso: string): string => {
  const offset = /[+-]\d{2}:\d{2}$/.exec(iso)?.[0] ?? '+00:00';
  return `${iso.slice(0, 16)}${offset}`;
};

/** «20:05» of '2026-11-27T20:05:00+03:00': the station's own clock, never converted. */
export const wallClock = (iso: string): string => iso.slice(11, 16);

/** «11 ч 30 мин»: worded as the site words it. */
export const durationText = formatDuration;

const categoryLabels: Record<PassengerCategory, string> = {
  Adult: 'Взрослый',
  Child: 'Детский',
  BabyWithPlace: 'Младенец с местом',
  BabyWithoutPlace: 'Младенец без места',
};

const modeOf = (ride: OrderRideRow): TicketMode => {
  if (ride.mode === 'TRAIN' || ride.mode === 'PLANE' || ride.mode === 'BUS') return ride.mode;
  throw new Error(`ride ${ride.id}: unknown mode ${ride.mode}`);
};

export const fullName = (p: OrderPassengerRow): string =>
  [p.lastName, p.firstName, p.middleName === '-' ? '' : p.middleName].filter(Boolean).join(' ');

function passengerRows(p: OrderPassengerRow): TicketRow[] {
  const document = ZDocumentType.safeParse(p.documentType);
  return [
    ['ФИО', fullName(p)],
    [
      'Документ',
      `${document.success ? documentTypeLabels[document.data] : p.documentType} ${p.documentNumber}`,
    ],
    ['Дата рождения', p.birthday.split('-').reverse().join('.')],
  ];
}

/** «Казань, Казань-Пасс.», «Москва, Шереметьево (SVO)»: a stop as the ticket names it. */
function placeName(name: string, station: StationLabel | undefined, withCode: boolean): string {
  const city = station?.city && !name.includes(station.city) ? `${station.city}, ` : '';
  const code = withCode && station?.code ? ` (${station.code})` : '';
  return `${city}${name}${code}`;
}

function stopOf(
  label: string,
  name: string,
  time: string,
  station: StationLabel | undefined,
  withCode: boolean,
): TicketStop {
  return {
    label,
    place: placeName(name, station, withCode),
    time: wallClock(time),
    date: wallDate(time),
    zone: zoneLabel(time),
  };
}

const TRAIN_TARIFFS: Record<PassengerCategory, string> = {
  Adult: 'Полный',
  Child: 'Детский',
  BabyWithPlace: 'Детский',
  BabyWithoutPlace: 'Детский без места',
};

/** The refund table's rows for a mode: `when` and what comes back. */
const moscowClock = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * What this ticket brings back if returned, step by step from the moment it is printed: the
 * same `refundQuote` the refund page asks, in Moscow time.
 */
export function refundRowsOf(item: OrderItemRow, departsAt: Date, now: Date): RefundRow[] {
  return refundSchedule(refundableItemOf(item, departsAt), now).map((step) => ({
    when: step.until ? `до ${moscowClock.format(step.until).replace(',', '')} МСК` : 'позже',
    amount: formatRubles(step.price),
  }));
}

function priceRows(
  item: OrderItemRow,
  details: ItemDetails,
): { rows: TicketRow[]; total: TicketRow } {
  const rows: TicketRow[] = [];
  if (details.mode === 'TRAIN') {
    // ФПК prints the two parts apart, and the refund rules treat them apart.
    const parts = trainFareParts(item.fare, details.carType);
    rows.push(['Стоимость билета', formatRubles(parts.ticketPart)]);
    rows.push(['Плацкарта', formatRubles(parts.reservedSeatPart)]);
  } else if (details.mode === 'PLANE') {
    const parts = planeFareParts(item.fare);
    rows.push(['Тариф', formatRubles(parts.fare)]);
    // YQ/YR: the carrier's own, returned as the fare is; the taxes are collected for others.
    rows.push(['Сбор перевозчика', formatRubles(parts.surcharge)]);
    rows.push(['Таксы и сборы', formatRubles(parts.taxes)]);
  } else {
    rows.push(['Тариф', formatRubles(item.fare)]);
  }
  if (details.mode === 'PLANE') {
    if (details.seatPrice > 0) rows.push(['Выбор места', formatRubles(details.seatPrice)]);
    for (const service of details.services) rows.push([service.name, formatRubles(service.price)]);
    const listed = details.seatPrice + details.services.reduce((sum, s) => sum + s.price, 0);
    if (item.extras > listed) rows.push(['Другие услуги', formatRubles(item.extras - listed)]);
  } else if (item.extras > 0) {
    rows.push(['Дополнительные услуги', formatRubles(item.extras)]);
  }
  rows.push(['Сервисный сбор «Пересадки»', formatRubles(item.serviceCharge)]);
  return { rows, total: ['Итого', formatRubles(item.total)] };
}

function fareFamilyOf(trip: TripInfo | undefined, details: ItemDetails): FareFamily | undefined {
  if (details.mode !== 'PLANE' || trip?.properties?.mode !== 'PLANE') return undefined;
  const families = trip.properties.fareFamilies;
  return (
    families.find((f) => f.name === details.fareFamily && f.serviceClass === details.cabin) ??
    families.find((f) => f.name === details.fareFamily)
  );
}

/** «23 кг», or the allowance's absence said in the noun's gender. */
const kg = (n: number, none: string) => (n > 0 ? `${n} кг` : none);

function fareFamilyRows(family: FareFamily | undefined): TicketRow[] {
  if (!family) return [];
  return [
    ['Багаж', kg(family.baggageKg, 'не включён')],
    ['Ручная кладь', kg(family.carryOnKg, 'не включена')],
    ['Возврат', fareFamilyRefundText(family)],
    [
      'Обмен',
      family.exchangeable
        ? family.exchangeFee > 0
          ? `со сбором ${formatRubles(family.exchangeFee)}`
          : 'без сбора'
        : 'не разрешён',
    ],
    ['Питание', family.meal ? 'включено' : 'не включено'],
  ];
}

/** A ride's panel: departure and arrival on their stations' clocks. */
function routeOf(
  ride: OrderRideRow,
  context: TicketContext,
  vehicle: string,
  withCode: boolean,
  labels: [string, string],
): TicketPage['route'] {
  return {
    vehicle,
    duration: durationText(
      Math.round((ride.arrivesAt.getTime() - ride.departsAt.getTime()) / 60_000),
    ),
    departure: stopOf(
      labels[0],
      ride.originName,
      ride.departureTime,
      context.stations.get(ride.fromStationId),
      withCode,
    ),
    arrival: stopOf(
      labels[1],
      ride.destinationName,
      ride.arrivalTime,
      context.stations.get(ride.toStationId),
      withCode,
    ),
  };
}

const LEG_VEHICLES = { TRAIN: 'Поезд', PLANE: 'Самолёт, рейс', BUS: 'Автобус, рейс' } as const;
const LEG_LABELS: Record<TicketMode, [string, string]> = {
  TRAIN: ['Отправление', 'Прибытие'],
  PLANE: ['Вылет', 'Прилёт'],
  BUS: ['Отправление', 'Прибытие'],
};

/**
 * The first page of a combined trip's file: the legs in order with everyone's place on each,
 * and each change with its wait, the least it may take and whether one crosses town.
 */
export function itineraryOf(stored: StoredOrder, context: TicketContext): Itinerary | null {
  if (stored.order.transportType !== 'combined') return null;
  const passengers = new Map(stored.passengers.map((p) => [p.id, p]));
  const n = stored.passengers.length;
  const roundTrip = isRoundTrip(stored);
  const legs = stored.rides.map((ride, i) => {
    const mode = modeOf(ride);
    const places: TicketRow[] = stored.items
      .filter((item) => item.rideId === ride.id)
      .map((item) => {
        const details = ZItemDetails.parse(item.details);
        const place =
          details.mode === 'TRAIN'
            ? item.seat === null
              ? `вагон ${String(item.carNumber).padStart(2, '0')}, без места`
              : `вагон ${String(item.carNumber).padStart(2, '0')}, место ${item.seat}`
            : item.seat === null
              ? details.mode === 'PLANE'
                ? 'место назначат при регистрации'
                : 'без места'
              : `место ${item.seat}`;
        return [
          fullName(passengers.get(item.passengerId)!),
          item.returnedAt === null ? place : `${place} — билет возвращён`,
        ];
      });
    return {
      route: routeOf(
        ride,
        context,
        `${roundTrip ? `${tripDirectionLabels[ZTripDirection.parse(ride.direction)]}. ` : ''}Участок ${i + 1}. ${LEG_VEHICLES[mode]} ${ride.number}, ${ride.carrier}`,
        mode === 'PLANE',
        LEG_LABELS[mode],
      ),
      places,
    };
  });
  const kindOf = (stationId: number) => context.stations.get(stationId)?.kind ?? null;
  const changes = transfersOf(stored, context.minimumChange, kindOf).map((t, i) =>
    stored.rides[i]!.direction !== stored.rides[i + 1]!.direction
      ? `Обратно через ${durationText(t.wait_minutes)}, от станции ${t.departure_station}`
      : `Пересадка ${durationText(t.wait_minutes)} (нужно не меньше ${durationText(t.min_change_minutes)}), ${changePlace(t)}`,
  );
  const cityOf = (stationId: number, name: string) => context.stations.get(stationId)?.city ?? name;
  const first = stored.rides[0]!;
  // A round trip is told by where it goes, not where it comes back.
  const last = roundTrip
    ? stored.rides.filter((r) => r.direction === 'there').at(-1)!
    : stored.rides.at(-1)!;
  return {
    summary: `${cityOf(first.fromStationId, first.originName)} → ${cityOf(last.toStationId, last.destinationName)}${roundTrip ? ' и обратно' : ''} · ${n} ${pluralWord(n, 'пассажир', 'пассажира', 'пассажиров')} · ${stored.rides.length} ${pluralWord(stored.rides.length, 'участок', 'участка', 'участков')}`,
    legs,
    changes,
    total: [`Итого за поездку`, formatRubles(stored.order.totalPrice)],
  };
}

/** What the QR code of a passenger's ticket on a ride signs, worded as the page prints it. */
export function ticketClaimsOf(
  stored: StoredOrder,
  item: OrderItemRow,
  passenger: OrderPassengerRow,
  ride: OrderRideRow,
  context: Pick<TicketContext, 'trips' | 'stations'>,
): TicketClaims {
  const mode = modeOf(ride);
  const trip = context.trips.get(ride.tripId);
  const stop = (stationId: number, name: string) =>
    qrText(placeName(name, context.stations.get(stationId), mode === 'PLANE'));
  return {
    ticketNumber: ticketNumberOf(mode, item.id, {
      code: trip?.carrierCode ?? null,
      name: ride.carrier,
    }),
    orderId: stored.order.id,
    itemId: item.id,
    mode,
    ride: qrText(ride.number),
    departure: minuteWithOffset(ride.departureTime),
    from: stop(ride.fromStationId, ride.originName),
    to: stop(ride.toStationId, ride.destinationName),
    car: mode === 'TRAIN' ? String(item.carNumber).padStart(2, '0') : '',
    place: qrText(item.seat ?? ''),
    passenger: qrText(fullName(passenger)),
    document: documentTail(passenger.documentNumber),
  };
}

/** An order with a way back: its rides and tickets are headed «Туда» and «Обратно». */
const isRoundTrip = (stored: StoredOrder) => stored.rides.some((r) => r.direction === 'back');

/** One page: a passenger on a ride. */
function pageOf(
  stored: StoredOrder,
  item: OrderItemRow,
  passenger: OrderPassengerRow,
  ride: OrderRideRow,
  context: TicketContext,
): TicketPage {
  const mode = modeOf(ride);
  const details = ZItemDetails.parse(item.details);
  if (details.mode !== mode)
    throw new Error(`item ${item.id}: a ${details.mode} item on a ${mode}`);
  const trip = context.trips.get(ride.tripId);
  const category = ZPassengerCategory.catch('Adult').parse(passenger.category);
  const claims = ticketClaimsOf(stored, item, passenger, ride, context);
  const { ticketNumber } = claims;
  const qr = signTicket(context.signingKey, claims);
  const price = priceRows(item, details);
  const route = (vehicle: string, withCode: boolean, labels: [string, string]) =>
    routeOf(ride, context, vehicle, withCode, labels);
  // A round trip's tickets say which way each goes.
  const way: TicketRow[] = isRoundTrip(stored)
    ? [['Направление', tripDirectionLabels[ZTripDirection.parse(ride.direction)]]]
    : [];
  const base = {
    qr,
    passenger: passengerRows(passenger),
    price: { ...price, note: 'НДС не облагается' },
  };

  switch (details.mode) {
    case 'TRAIN': {
      const car = String(item.carNumber).padStart(2, '0');
      const properties = trip?.properties?.mode === 'TRAIN' ? trip.properties : null;
      const name = trip?.name ? ` «${trip.name}»` : '';
      return {
        ...base,
        title: 'Электронный билет',
        kind: properties ? `${properties.category} поезд` : 'Поезд',
        numberLabel: 'Номер билета',
        number: ticketNumber,
        head: way,
        route: route(`Поезд ${ride.number}${name}`, false, ['Отправление', 'Прибытие']),
        details: {
          title: 'Поезд и место',
          rows: [
            ['Поезд', `${ride.number}${name}`],
            ['Вагон', `${car}, ${carTypeLabels[details.carType].toLowerCase()}`],
            ['Класс обслуживания', details.serviceClass],
            [
              'Место',
              item.seat === null
                ? 'без места'
                : [item.seat, details.berth].filter(Boolean).join(', '),
            ],
            ['Тариф', TRAIN_TARIFFS[category]],
            ['Постельное бельё', beddingWords(details.bedding, details.beddingPrice)],
            ['Перевозчик', ride.carrier],
          ],
        },
        notes: [
          details.electronicRegistration
            ? 'Электронная регистрация пройдена: для посадки покажите проводнику документ, указанный в билете.'
            : 'Электронная регистрация не пройдена: получите посадочный купон в кассе или терминале вокзала.',
        ],
        refundRows: refundRowsOf(item, ride.departsAt, context.now),
      };
    }
    case 'PLANE': {
      const family = fareFamilyOf(trip, details);
      return {
        ...base,
        title: 'Маршрут-квитанция',
        kind: 'Электронный авиабилет',
        numberLabel: 'Номер билета',
        number: ticketNumber,
        head: [...way, ['Код бронирования', bookingCode(stored.order.id)]],
        route: route(`Рейс ${ride.number}, ${ride.carrier}`, true, ['Вылет', 'Прилёт']),
        details: {
          title: 'Рейс и тариф',
          rows: [
            ['Рейс', ride.number],
            ['Авиакомпания', ride.carrier],
            ['Класс обслуживания', serviceClassLabels[details.cabin]],
            ['Тариф', details.fareFamily],
            ['Место', item.seat ?? 'назначат при регистрации'],
            ...(category === 'Adult'
              ? []
              : [['Пассажир', categoryLabels[category].toLowerCase()] as const]),
            ...fareFamilyRows(family),
          ],
        },
        notes: [
          `Регистрация на рейс заканчивается за ${CHECK_IN_CLOSES} ${pluralWord(CHECK_IN_CLOSES, 'минуту', 'минуты', 'минут')} до вылета.`,
        ],
        refundRows: refundRowsOf(item, ride.departsAt, context.now),
      };
    }
    case 'BUS': {
      const { series, number } = busTicketNumber(item.id);
      const name = trip?.name ? ` «${trip.name}»` : '';
      return {
        ...base,
        title: 'Электронный билет',
        kind: 'Автобус',
        numberLabel: 'Серия и номер билета',
        number: `${series} № ${number}`,
        head: way,
        route: route(`Рейс № ${ride.number}${name}`, false, ['Отправление', 'Прибытие']),
        details: {
          title: 'Рейс и место',
          rows: [
            ['Рейс', `№ ${ride.number}${name}`],
            ['Перевозчик', ride.carrier],
            ['Место', item.seat ?? 'без места'],
            ['Тариф', details.tariffName || categoryLabels[category]],
          ],
        },
        notes: ['Посадка по документу, указанному в билете.'],
        refundRows: refundRowsOf(item, ride.departsAt, context.now),
      };
    }
  }
}

/**
 * The order's tickets, a page per passenger per ride: by ride, then by passenger, as the
 * traveller boards. Returned tickets get none.
 */
export function ticketPagesOf(stored: StoredOrder, context: TicketContext): TicketPage[] {
  const pages: TicketPage[] = [];
  for (const ride of stored.rides) {
    for (const passenger of stored.passengers) {
      if (passenger.status === 'CANCELLED') continue;
      const item = stored.items.find((i) => i.rideId === ride.id && i.passengerId === passenger.id);
      // A supplier's ticket is its own blank, which the file carries instead of our page.
      if (item && item.returnedAt === null && item.supplierBlankId === null) {
        pages.push(pageOf(stored, item, passenger, ride, context));
      }
    }
  }
  return pages;
}
