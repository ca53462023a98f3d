import { createHash } from 'node:crypto';
import { ageOn, categoryAgeProblem } from '@peresadka/contracts/fare-rules';
import { IM_ERRORS } from '@peresadka/contracts/im/im-values';
import type {
  CreateReservationRequest,
  CreateReservationResponse,
  ProlongReservationRequest,
  ProlongReservationResponse,
  RailwayReservationRequest,
} from '@peresadka/contracts/im/order-reservation';
import { TRAIN_DOCUMENTS } from '@peresadka/contracts/train-documents';
import { adultFare, passengerFare } from './fares.ts';
import type { CallFaults } from './faults.ts';
import {
  confirmationExpired,
  invalidRequest,
  noPlaces,
  noTrains,
  refusal,
  saleClosed,
} from './im-error.ts';
import { createAnswer } from './order-answers.ts';
import {
  ownOrder,
  phaseOf,
  holdsPlaces,
  type CustomerRecord,
  type OrderRecord,
  type PurchaseItem,
  type TicketRide,
} from './orders.ts';
import { takenPlaces } from './places.ts';
import type { Railway } from './railway.ts';
import { arrivalAt, askedRides, departureAt, runKeyOf, type Ride } from './runs.ts';
import { isOnSale, threeHoursReservationAvailable } from './sale-window.ts';
import { seat } from './seating.ts';
import { dateOf, localDate, MINUTE_MS, wallClock } from './wall-clock.ts';
import type { World } from './world.ts';

/**
 * Order/V1/Reservation/Create: every item seated, or nothing reserved at all; the places are
 * held until ConfirmTill. A Create naming an AgentReferenceId that a live order of the partner
 * already has is a repeat of it (its answer was lost): it answers that order again.
 */
export function createReservation(
  world: World,
  partner: string,
  pos: string,
  request: CreateReservationRequest,
  faults: Pick<CallFaults, 'noPlacesAtCreate'>,
): CreateReservationResponse {
  const now = world.now();
  const fingerprint = createHash('sha256').update(JSON.stringify(request)).digest('hex');
  const earlier = liveOrderWithReference(world, partner, request, now);
  if (earlier) {
    if (earlier.fingerprint === fingerprint) return createAnswer(earlier);
    throw invalidRequest('AgentReferenceId уже использован в другом заказе с другими данными', [
      'ReservationItems.AgentReferenceId',
    ]);
  }
  if (faults.noPlacesAtCreate) throw noPlaces();
  const indices = new Set(request.Customers.map((customer) => customer.Index));
  if (indices.size !== request.Customers.length) {
    throw invalidRequest('Индексы пассажиров (Customers.Index) повторяются', ['Customers.Index']);
  }
  const customers: CustomerRecord[] = request.Customers.map((customer) => ({
    ...customer,
    customerId: world.orders.nextId(),
  }));
  const items: PurchaseItem[] = [];
  for (const wish of request.ReservationItems) {
    items.push(reserveItem(world, wish, customers, items, now));
  }
  const order: OrderRecord = {
    orderId: world.orders.nextId(),
    partner,
    pos,
    fingerprint,
    state: 'Reserved',
    createdAt: now,
    confirmTill: now + world.confirmMs,
    confirmedAt: null,
    voidTill: null,
    contactPhone: request.ContactPhone,
    contactEmails: request.ContactEmails,
    customers,
    items,
    returns: [],
  };
  world.orders.commit(order);
  return createAnswer(order);
}

function liveOrderWithReference(
  world: World,
  partner: string,
  request: CreateReservationRequest,
  now: number,
): OrderRecord | undefined {
  const references = new Set(
    request.ReservationItems.flatMap((item) =>
      item.AgentReferenceId ? [item.AgentReferenceId] : [],
    ),
  );
  if (references.size === 0) return undefined;
  return world.orders
    .ofPartner(partner)
    .find(
      (order) =>
        holdsPlaces(order, now) &&
        order.items.some(
          (item) => item.agentReferenceId !== null && references.has(item.agentReferenceId),
        ),
    );
}

function reserveItem(
  world: World,
  wish: RailwayReservationRequest,
  customers: readonly CustomerRecord[],
  earlierItems: readonly PurchaseItem[],
  now: number,
): PurchaseItem {
  const { railway, orders } = world;
  const ride = askedRides(railway, {
    origin: wish.OriginCode,
    destination: wish.DestinationCode,
    date: dateOf(wish.DepartureDate),
    trainNumber: wish.TrainNumber,
  })[0];
  if (!ride) throw noTrains();
  if (!isOnSale(ride, now)) throw saleClosed();
  const ticket = ticketRide(railway, ride);
  const travellers = wish.Passengers.map((passenger) => {
    const customer = customers.find((c) => c.Index === passenger.OrderCustomerIndex);
    if (!customer) {
      throw invalidRequest(`Нет пассажира с индексом ${passenger.OrderCustomerIndex}`, [
        'ReservationItems.Passengers.OrderCustomerIndex',
      ]);
    }
    checkTraveller(customer, passenger.Category, ticket);
    return { customer, category: passenger.Category };
  });
  const count = (category: string) => travellers.filter((t) => t.category === category).length;
  if (count('BabyWithoutPlace') > count('Adult')) {
    throw invalidRequest('Каждый ребёнок без места должен ехать в сопровождении взрослого', [
      'ReservationItems.Passengers.Category',
    ]);
  }
  const seated = travellers.filter((t) => t.category !== 'BabyWithoutPlace');
  const taken = withEarlierItems(takenPlaces(orders, ride, now), earlierItems, ticket);
  const { car, places } = seat(ride, taken, wish, seated.length);
  const adult = adultFare(car, ride);
  const placeOf = new Map(seated.map((traveller, i) => [traveller, places[i]!.number]));
  return {
    itemId: orders.nextId(),
    index: wish.Index,
    agentReferenceId: wish.AgentReferenceId || null,
    paymentForm: wish.ProviderPaymentForm,
    electronicRegistration:
      wish.SetElectronicRegistration && ride.train.properties.hasElectronicRegistration,
    ride: ticket,
    car: {
      number: car.number,
      type: car.type,
      serviceClass: car.serviceClass,
      seats: car.seats,
      twoStorey: car.twoStorey,
    },
    blanks: travellers.map((traveller) => {
      const place = placeOf.get(traveller);
      return {
        blankId: orders.nextId(),
        itemCustomerId: orders.nextId(),
        customerId: traveller.customer.customerId,
        category: traveller.category,
        places: place === undefined ? [] : [place],
        fare: passengerFare(traveller.category, adult),
        number: null,
        voidedAt: null,
        returned: null,
      };
    }),
  };
}

/** The carrier checks the traveller's age for the category and the document for the trip. */
function checkTraveller(
  customer: CustomerRecord,
  category: RailwayReservationRequest['Passengers'][number]['Category'],
  ride: TicketRide,
): void {
  const travelDate = localDate(ride.departsAt, ride.origin.timeZone);
  const problem = categoryAgeProblem(
    'TRAIN',
    category,
    ageOn(dateOf(customer.Birthday), travelDate),
  );
  if (problem) {
    throw invalidRequest(`${customer.LastName} ${customer.FirstName}: ${problem}`, [
      'Customers.Birthday',
    ]);
  }
  if (!(TRAIN_DOCUMENTS as readonly string[]).includes(customer.DocumentType)) {
    throw invalidRequest(`Недопустимый тип документа для этой поездки: ${customer.DocumentType}`, [
      'Customers.DocumentType',
    ]);
  }
}

/** Places this order's earlier items take on the same run count as taken for the next item. */
function withEarlierItems(
  taken: ReadonlyMap<number, ReadonlySet<number>>,
  items: readonly PurchaseItem[],
  ride: TicketRide,
): ReadonlyMap<number, ReadonlySet<number>> {
  const all = new Map([...taken].map(([car, places]) => [car, new Set(places)]));
  for (const item of items) {
    if (
      item.ride.runKey !== ride.runKey ||
      item.ride.from >= ride.to ||
      ride.from >= item.ride.to
    ) {
      continue;
    }
    const places = all.get(item.car.number) ?? new Set<number>();
    for (const blank of item.blanks) for (const place of blank.places) places.add(place);
    all.set(item.car.number, places);
  }
  return all;
}

/** The ride as the ticket keeps it, whatever becomes of the timetable later. */
function ticketRide(railway: Railway, ride: Ride): TicketRide {
  const { train } = ride;
  const stationOf = (index: number) => {
    const code = train.stops[index]!.stationCode;
    const station = railway.station(code);
    return {
      code,
      name: station.name,
      cityName: railway.cityName(code),
      timeZone: station.timeZone,
    };
  };
  return {
    runKey: runKeyOf(train, ride.serviceDate),
    trainNumber: train.number,
    displayNumber: train.properties.displayNumber,
    trainName: train.name,
    category: train.properties.category,
    isSuburban: train.properties.isSuburban,
    carrierCode: train.carrierCode,
    carrierName: railway.carrierName(train),
    from: ride.from,
    to: ride.to,
    origin: stationOf(ride.from),
    destination: stationOf(ride.to),
    departsAt: departureAt(ride, ride.from),
    arrivesAt: arrivalAt(ride, ride.to),
    legDepartures: train.stops
      .slice(ride.from, ride.to)
      .map((_, i) => departureAt(ride, ride.from + i)),
  };
}

const THREE_HOURS_MS = 180 * MINUTE_MS;

/** Order/V1/Reservation/ProlongReservation: three hours more, for trains a day or more away. */
export function prolongReservation(
  world: World,
  partner: string,
  request: ProlongReservationRequest,
): ProlongReservationResponse {
  const now = world.now();
  const order = ownOrder(world.orders, partner, request.OrderId);
  const phase = phaseOf(order, now);
  if (phase === 'Lapsed') throw confirmationExpired();
  if (phase !== 'Reserved') {
    throw refusal(IM_ERRORS.wrongOrderState, 'Продлить можно только неподтверждённое бронирование');
  }
  if (!order.items.every((item) => threeHoursReservationAvailable(item.ride.departsAt, now))) {
    throw refusal(
      IM_ERRORS.noLongHold,
      '3-х часовое бронирование не доступно для одной из поездок в заказе',
    );
  }
  const next: OrderRecord = { ...structuredClone(order), confirmTill: now + THREE_HOURS_MS };
  world.orders.commit(next);
  return { OrderId: next.orderId, ConfirmTill: wallClock(next.confirmTill) };
}
