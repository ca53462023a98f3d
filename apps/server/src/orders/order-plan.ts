import { carTypeLabels } from '@peresadka/contracts/search-labels';
import type {
  CarType,
  OrderTransportType,
  PassengerCategory,
  ServiceClass,
} from '@peresadka/contracts/enums';
import {
  ageOn,
  categoryAgeProblem,
  categoryForAge,
  fareRules,
} from '@peresadka/contracts/fare-rules';
import type {
  AviaOrderRequest,
  BusOrderRequest,
  TrainOrderRequest,
} from '@peresadka/contracts/orders';
import { orderMessages } from '@peresadka/contracts/orders';
import { lapInfantProblem } from '@peresadka/contracts/lap-infants';
import { barredFromExitRows, exitRowRefusal, lapHolders } from '@peresadka/contracts/exit-rows';
import type { AviaPassenger, Contacts } from '@peresadka/contracts/passenger';
import type { CabinClass } from '@peresadka/contracts/trip-properties';
import type { Mode } from '@peresadka/engine/timetable/source';
import { EXTRA_BAGGAGE_CODE } from '../pricing/extras.ts';
import { cabinOf, saleFamily } from '../pricing/trip-fares.ts';
import type { LoadedRide } from '../rides/ride-lookup.ts';
import type { RideCars } from '../suppliers/train-supplier.ts';
import { routeIdOf } from '../rides/route-id.ts';
import { passengerField, Problems } from './problems.ts';

/** A traveller as the order records them, with the category they pay by. */
export type PlannedPassenger = {
  category: PassengerCategory;
  /** Rides on an adult's lap: no place, no fare. */
  onLap: boolean;
  person: {
    last_name: string;
    first_name: string;
    middle_name: string;
    sex: string;
    birthday: string;
    document_type: string;
    document_number: string;
    document_valid_till: string | null;
    citizenship: string;
  };
};

/** Where a passenger wants to sit on one ride; nothing set lets the server choose. */
export type PlaceWish = {
  passenger: number;
  carType?: CarType;
  carNumber?: number;
  /** An exact place: '12' in a car or a bus, '12A' on a plane. */
  seat?: string;
  /** Places of a car to choose from, both ends included. */
  range?: { from: number; to: number };
  cabin?: CabinClass;
  /** An adult with a child on the lap sleeps on a lower berth. */
  lower?: boolean;
  /** A child or a baby with a place: sits beside an adult of the order, never at an exit. */
  minor?: boolean;
  /** An adult with a baby on the lap (on a plane: away from the exits, one per row side). */
  withInfant?: boolean;
};

/** What a passenger asked for on one ride beyond the place. */
export type RideChoice =
  | { mode: 'TRAIN'; bedding: boolean; electronicRegistration: boolean }
  | { mode: 'PLANE'; services: string[] }
  | { mode: 'BUS'; tariffName: string };

/** A checked request: who travels, on which rides, wishing which places. */
export type OrderPlan = {
  mode: Mode;
  transportType: OrderTransportType;
  routeId: string;
  serviceClass: ServiceClass | null;
  contacts: Contacts;
  passengers: PlannedPassenger[];
  rides: LoadedRide[];
  /** Per ride, one wish per passenger who takes a place. */
  wishes: PlaceWish[][];
  /** Per ride, per passenger. */
  choices: RideChoice[][];
  /** Per ride, the fare family a plane is sold at (its code); the cheapest of the cabin without. */
  fareCodes?: (string | undefined)[];
  /**
   * Per ride, per passenger: the category each leg sells when the legs' carriers differ (a
   * combined trip); otherwise every ride sells the passenger's own category.
   */
  categories?: PassengerCategory[][];
  /** A round trip: the index of the first ride of the way back. */
  returnFrom?: number;
};

type Person = PlannedPassenger['person'] & { passenger_id: number };

const personOf = (p: Person): PlannedPassenger['person'] => ({
  last_name: p.last_name,
  first_name: p.first_name,
  middle_name: p.middle_name,
  sex: p.sex,
  birthday: p.birthday,
  document_type: p.document_type,
  document_number: p.document_number,
  document_valid_till: p.document_valid_till,
  citizenship: p.citizenship,
});

const localDate = (ride: LoadedRide) => ride.from.departureTime!.slice(0, 10);

/** A child or a baby with a place of its own: sits beside an adult of the order. */
const isMinor = (p: PlannedPassenger) => p.category !== 'Adult' && !p.onLap;

/**
 * Categories against ages on the day of departure, and a lap for every child without a place
 * (one per adult): the carriers' rules of `fareRules`, checked for every mode alike.
 */
function checkCategories(
  mode: Mode,
  passengers: PlannedPassenger[],
  departureDate: string,
  categoryField: (index: number) => string,
  problems: Problems,
): void {
  passengers.forEach((p, i) => {
    const problem = categoryAgeProblem(mode, p.category, ageOn(p.person.birthday, departureDate));
    if (problem) problems.add(categoryField(i), `${problem} — пассажир ${i + 1}`);
  });
  const adults = passengers.filter((p) => p.category === 'Adult').length;
  const laps = passengers.filter((p) => p.onLap).length;
  if (laps > 0 && adults === 0) problems.add('passengers', orderMessages.noAdultForBaby);
  else {
    const problem = lapInfantProblem(adults, laps);
    if (problem) problems.add('passengers', problem);
  }
}

function checkRideFacts(
  ride: LoadedRide,
  facts: { number: string; numberField: string; date: string },
  problems: Problems,
): void {
  const numbers = [ride.trip.number];
  if (ride.trip.properties?.mode === 'TRAIN') numbers.push(ride.trip.properties.displayNumber);
  if (!numbers.includes(facts.number)) {
    problems.add(facts.numberField, 'Номер рейса не совпадает с выбранным маршрутом');
  }
  if (facts.date !== localDate(ride)) {
    problems.add('departure_date', 'Дата отправления не совпадает с выбранным маршрутом');
  }
}

/**
 * SPEC §5 and the carriers' rules for a train order on its ride, against the cars its seller
 * offers on it now (`onSale`).
 */
export function planTrainOrder(
  request: TrainOrderRequest,
  ride: LoadedRide,
  onSale: RideCars,
): OrderPlan {
  const problems = new Problems();
  checkRideFacts(
    ride,
    { number: request.train_number, numberField: 'train_number', date: request.departure_date },
    problems,
  );
  if (request.origin_code !== String(ride.key.fromStationId)) {
    problems.add('origin_code', 'Станция отправления не совпадает с выбранным маршрутом');
  }
  if (request.destination_code !== String(ride.key.toStationId)) {
    problems.add('destination_code', 'Станция прибытия не совпадает с выбранным маршрутом');
  }
  const passengers = request.passengers.map((p): PlannedPassenger => ({
    category: p.passenger_category,
    onLap: fareRules.TRAIN[p.passenger_category]?.onLap ?? false,
    person: personOf(p),
  }));
  checkCategories(
    'TRAIN',
    passengers,
    localDate(ride),
    (i) => passengerField(i, 'passenger_category'),
    problems,
  );
  const open = onSale.cars.filter((car) => !car.saleForbidden);
  const laps = passengers.filter((p) => p.onLap).length;
  let lowerLeft = laps;
  const wishes: PlaceWish[] = [];
  const choices = request.passengers.map((p, i): RideChoice => {
    const field = (name: string) => passengerField(i, name);
    const car = p.car_number === null ? undefined : Number.parseInt(p.car_number, 10);
    const chosenCar = car === undefined ? undefined : onSale.cars.find((c) => c.number === car);
    const typeLabel = carTypeLabels[p.car_type];
    if (!open.some((c) => c.type === p.car_type)) {
      problems.add(field('car_type'), `В этом поезде нет вагонов «${typeLabel}» в продаже`);
    } else if (car !== undefined) {
      if (!chosenCar) problems.add(field('car_number'), `Вагона ${p.car_number} нет в продаже`);
      else if (chosenCar.type !== p.car_type) {
        problems.add(field('car_number'), `Вагон ${p.car_number} — не «${typeLabel}»`);
      } else if (chosenCar.saleForbidden) {
        problems.add(field('car_number'), `Вагон ${p.car_number} закрыт для продажи`);
      }
    }
    if (p.service_class !== null && chosenCar && p.service_class !== chosenCar.serviceClass) {
      problems.add(
        field('service_class'),
        `В вагоне ${p.car_number} класс обслуживания ${chosenCar.serviceClass}`,
      );
    }
    const from = p.from_place_number;
    const to = p.to_place_number ?? from;
    const onLap = passengers[i]!.onLap;
    if (onLap) {
      if (from !== null)
        problems.add(field('from_place_number'), 'Ребёнку без места место не выбирается');
    } else {
      const wish: PlaceWish = { passenger: i, carType: p.car_type };
      if (isMinor(passengers[i]!)) wish.minor = true;
      if (car !== undefined) wish.carNumber = car;
      if (from !== null && to !== null) {
        if (car === undefined)
          problems.add(field('car_number'), 'Чтобы выбрать место, выберите вагон');
        else if (from > to || (chosenCar?.places && to > chosenCar.places)) {
          problems.add(field('from_place_number'), `В вагоне ${p.car_number} нет таких мест`);
        } else if (from === to) wish.seat = String(from);
        else wish.range = { from, to };
      }
      if (p.passenger_category === 'Adult' && lowerLeft > 0) {
        wish.lower = true;
        lowerLeft -= 1;
      }
      wishes.push(wish);
    }
    // Bedding in the fare comes with every place: asked or not, the traveller has it.
    const offers = (chosenCar ? [chosenCar] : open.filter((c) => c.type === p.car_type)).map(
      (c) => c.bedding.kind,
    );
    const included = offers.length > 0 && offers.every((kind) => kind === 'included');
    const bedding = !onLap && (included || p.bedding);
    if (bedding && chosenCar && chosenCar.bedding.kind === 'none') {
      problems.add(field('bedding'), `В вагоне ${p.car_number} постельного белья нет`);
    }
    if (bedding && !open.some((c) => c.type === p.car_type && c.bedding.kind !== 'none')) {
      problems.add(field('bedding'), `В вагонах «${typeLabel}» постельного белья нет`);
    }
    if (p.set_electronic_registration && !onSale.train.hasElectronicRegistration) {
      problems.add(
        field('set_electronic_registration'),
        'Электронная регистрация на этот поезд недоступна',
      );
    }
    // SPEC §5: a transit document only where the car needs one, and there it must be named.
    const transit = (chosenCar ? [chosenCar] : open.filter((c) => c.type === p.car_type)).some(
      (c) => c.transitDocumentRequired,
    );
    const named = p.transit_document !== null && p.transit_document !== 'NoValue';
    if (transit && !named) {
      problems.add(
        field('transit_document'),
        'Поезд идёт транзитом через другое государство: укажите транзитный документ',
      );
    } else if (!transit && named) {
      problems.add(field('transit_document'), 'Этому поезду транзитный документ не нужен');
    }
    return {
      mode: 'TRAIN',
      bedding,
      electronicRegistration: p.set_electronic_registration,
    };
  });
  problems.check();
  return {
    mode: 'TRAIN',
    transportType: 'train',
    routeId: routeIdOf([ride.key]),
    serviceClass: null,
    contacts: request.contacts,
    passengers,
    rides: [ride],
    wishes: [wishes],
    choices: [choices],
  };
}

const BUS_TARIFFS = new Set<string>(['Adult', 'Child', 'BabyWithoutPlace']);
const BUS_TARIFF_NAMES: Record<string, string> = {
  Adult: 'Полный',
  Child: 'Детский',
  BabyWithoutPlace: 'Без места',
};

/** SPEC §5 and the carrier's rules for a bus order on its ride. */
export function planBusOrder(request: BusOrderRequest, ride: LoadedRide): OrderPlan {
  const bus = ride.trip.properties;
  if (bus?.mode !== 'BUS') throw new Error('planBusOrder needs a bus ride');
  const problems = new Problems();
  checkRideFacts(
    ride,
    { number: request.race_id, numberField: 'race_id', date: request.departure_date },
    problems,
  );
  const passengers = request.passengers.map((p, i): PlannedPassenger => {
    if (p.tariff !== 'Auto' && !BUS_TARIFFS.has(p.tariff)) {
      problems.add(passengerField(i, 'tariff'), 'Такого тарифа на этом рейсе нет');
    }
    const category: PassengerCategory = BUS_TARIFFS.has(p.tariff)
      ? (p.tariff as PassengerCategory)
      : categoryForAge('BUS', ageOn(p.birthday, localDate(ride)));
    return { category, onLap: fareRules.BUS[category]!.onLap, person: personOf(p) };
  });
  checkCategories('BUS', passengers, localDate(ride), (i) => passengerField(i, 'tariff'), problems);
  const wishes: PlaceWish[] = [];
  request.passengers.forEach((p, i) => {
    const field = passengerField(i, 'place_number');
    if (passengers[i]!.onLap) {
      if (p.place_number !== null) problems.add(field, 'Ребёнку без места место не выбирается');
      return;
    }
    const wish: PlaceWish = { passenger: i };
    if (isMinor(passengers[i]!)) wish.minor = true;
    if (p.place_number !== null) {
      const n = Number(p.place_number);
      if (!bus.placeSelection) problems.add(field, 'На этом рейсе место назначает перевозчик');
      else if (!Number.isInteger(n) || n < 1 || n > bus.seats) {
        problems.add(field, `В автобусе нет места ${p.place_number}`);
      } else wish.seat = String(n);
    }
    wishes.push(wish);
  });
  problems.check();
  return {
    mode: 'BUS',
    transportType: 'bus',
    routeId: request.route_id,
    serviceClass: null,
    contacts: request.contacts,
    passengers,
    rides: [ride],
    wishes: [wishes],
    choices: [passengers.map((p) => ({ mode: 'BUS', tariffName: BUS_TARIFF_NAMES[p.category]! }))],
  };
}

/**
 * Children fly with an adult: in this order, or named by the adult's booking (an order of
 * this account on the same flights whose adult has that surname).
 */
export type AdultBookingCheck = (pnr: string, surname: string) => Promise<boolean>;

/** SPEC §5 and the airlines' rules for a plane order on its flights. */
export async function planAviaOrder(
  request: AviaOrderRequest,
  flights: LoadedRide[],
  routeId: string,
  adultBooking: AdultBookingCheck,
): Promise<OrderPlan> {
  const problems = new Problems();
  const cabin = cabinOf(request.service_class);
  const planes = flights.map((f) => {
    const plane = f.trip.properties;
    if (plane?.mode !== 'PLANE') throw new Error('planAviaOrder needs flights');
    if (!saleFamily(plane, cabin, undefined)) {
      problems.add('service_class', `Рейс ${f.trip.number} не продаёт этот класс обслуживания`);
    } else if (!saleFamily(plane, cabin, request.fare_code)) {
      problems.add('fare_code', `Рейс ${f.trip.number} не продаёт этот тариф`);
    }
    return plane;
  });
  flights.slice(1).forEach((f, i) => {
    if (f.departsAt <= flights[i]!.arrivesAt) {
      problems.add('flights', 'Рейсы пересадки должны идти один за другим');
    }
  });
  const passengers = request.passengers.map((p): PlannedPassenger => ({
    category: p.category,
    onLap: fareRules.PLANE[p.category]!.onLap,
    person: personOf(p),
  }));
  checkCategories(
    'PLANE',
    passengers,
    localDate(flights[0]!),
    (i) => passengerField(i, 'category'),
    problems,
  );
  const counted = (category: PassengerCategory) =>
    passengers.filter((p) => p.category === category).length;
  if (
    counted('Adult') !== request.adult_quantity ||
    counted('Child') !== request.child_quantity ||
    counted('BabyWithPlace') !== request.baby_with_place_quantity ||
    counted('BabyWithoutPlace') !== request.baby_without_place_quantity
  ) {
    problems.add('passengers', 'Пассажиры по категориям не совпадают с их числом в запросе');
  }
  // A baby on a lap with no adult is refused already; children need an adult's booking.
  if (counted('Adult') === 0 && !passengers.some((p) => p.onLap)) {
    await checkAdultBooking(request.passengers, adultBooking, problems);
  }

  const flightIndex = new Map(flights.map((f, i) => [routeIdOf([f.key]), i]));
  const travellers = passengers.map((p) => ({ adult: p.category === 'Adult', onLap: p.onLap }));
  const holders = lapHolders(travellers);
  const barred = barredFromExitRows(travellers);
  const wishes: PlaceWish[][] = flights.map(() => []);
  const choices: RideChoice[][] = flights.map(() => []);
  request.passengers.forEach((p, i) => {
    const onLap = passengers[i]!.onLap;
    const seats = new Map<number, string>();
    p.places.forEach((place, k) => {
      const field = passengerField(i, `places.${k}`);
      const at = flightIndex.get(place.flight_id);
      const row =
        at === undefined ? undefined : planes[at]!.seatMap.find((r) => r.row === place.place_row);
      if (onLap) problems.add(field, 'Младенцу без места место не выбирается');
      else if (at === undefined) problems.add(field, 'Место выбрано на рейс не из этого заказа');
      else if (seats.has(at)) problems.add(field, 'На один рейс выбирается одно место');
      else if (
        !row ||
        !row.seats.includes(place.place_number) ||
        place.place_code !== `${place.place_row}${place.place_number}`
      ) {
        problems.add(field, `В самолёте нет места ${place.place_code}`);
      } else if (row.serviceClass !== cabin) {
        problems.add(field, `Место ${place.place_code} — в другом классе обслуживания`);
      } else if (row.exit && barred[i]) {
        problems.add(field, exitRowRefusal(place.place_code));
      } else seats.set(at, place.place_code);
    });
    const services = flights.map((): string[] => []);
    p.additional_services.forEach((service, k) => {
      const field = passengerField(i, `additional_services.${k}`);
      const at = service.flight_ids.map((id) => flightIndex.get(id));
      if (service.code !== EXTRA_BAGGAGE_CODE)
        problems.add(field, 'Такой услуги у авиакомпании нет');
      else if (onLap) problems.add(field, 'Младенцу без места багаж отдельно не оформляется');
      else if (at.some((a) => a === undefined)) {
        problems.add(field, 'Услуга выбрана на рейс не из этого заказа');
      } else {
        for (const a of at as number[]) {
          if (services[a]!.includes(service.code)) problems.add(field, 'Услуга выбрана дважды');
          else services[a]!.push(service.code);
        }
      }
    });
    flights.forEach((_, at) => {
      if (!onLap) {
        const seat = seats.get(at);
        wishes[at]!.push({
          passenger: i,
          cabin,
          ...(seat ? { seat } : {}),
          ...(isMinor(passengers[i]!) ? { minor: true } : {}),
          ...(holders.has(i) ? { withInfant: true } : {}),
        });
      }
      choices[at]!.push({ mode: 'PLANE', services: services[at]! });
    });
  });
  problems.check();
  return {
    mode: 'PLANE',
    transportType: 'avia',
    routeId,
    serviceClass: request.service_class,
    fareCodes: flights.map(() => request.fare_code),
    contacts: request.contacts,
    passengers,
    rides: flights,
    wishes,
    choices,
  };
}

async function checkAdultBooking(
  passengers: readonly AviaPassenger[],
  adultBooking: AdultBookingCheck,
  problems: Problems,
): Promise<void> {
  const child = passengers.findIndex((p) => p.category !== 'Adult');
  if (child < 0) return;
  const { pnr, adult_surname } = passengers[child]!;
  if (pnr === null || adult_surname === null) {
    problems.add('passengers', orderMessages.childNeedsAdult);
  } else if (!(await adultBooking(pnr, adult_surname))) {
    problems.add(passengerField(child, 'pnr'), orderMessages.pnrNotFound);
  }
}
