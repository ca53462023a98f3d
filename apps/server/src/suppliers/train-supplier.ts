import type { CarBedding } from '@peresadka/contracts/bedding';
import type { CabinGender } from '@peresadka/contracts/detail';
import type { CarPlanGeometry } from '@peresadka/contracts/car-layout';
import type { CarType, DocumentType, TrainSchemaType } from '@peresadka/contracts/enums';
import type { PassengerCarType } from '@peresadka/contracts/trip-properties';
import type { Kopecks } from '@peresadka/engine/units';
import type { RideKey } from '../rides/route-id.ts';
import type { TripInfo } from '../rides/trip-info.ts';

/**
 * What the site asks of whoever owns a train's seats (docs/suppliers.md): the prices and free
 * places of a day's rides, a ride's cars and places, its line, the plans of its cars. Two own
 * it: `im`, the IM partner protocol (a real supplier, or the built-in IM sandbox), and `local`,
 * our own inventory in `seat_holds`. Search, detail and the car plans reach train seats only
 * through this port and never learn which one answered.
 *
 * The rides asked about are rides of our timetable (the routing engine routes on it); the
 * supplier sells them or not, at its own prices: a ride it does not sell has no offer and is not
 * shown, never with a price of ours.
 */
export interface TrainSupplier {
  readonly kind: 'im' | 'local';
  /**
   * The car classes on sale on each ride, by `rideKeyOf`; a ride the supplier does not sell, or
   * has no free place on, is absent. Throws `SupplierUnavailable` when it cannot be asked.
   */
  offers(rides: readonly SupplierRide[]): Promise<Map<string, CarTypeOffer[]>>;
  /** A ride's cars with their free places; `SupplierUnavailable`, or a 404 when not sold. */
  cars(ride: SupplierRide): Promise<RideCars>;
  /**
   * The train's whole line on the ride's run, on each station's clock; null when the supplier
   * publishes none and our timetable's line is the one to show.
   */
  route(ride: SupplierRide): Promise<LineStop[] | null>;
  /** Where each place of a car plan is, in one view; null for a plan it does not know. */
  plan(schemaId: string, view: TrainSchemaType): Promise<CarPlan | null>;
  /**
   * The ride's places have just changed (our own reservation, cancellation or return): what is
   * kept of the supplier's answers about it is forgotten, so the next page shows the change.
   */
  placesChanged(ride: SupplierRide): Promise<void>;
}

/** A ride of our timetable as a supplier is asked about it. */
export type SupplierRide = {
  key: RideKey;
  trip: TripInfo;
  /** Stop sequences of the ride on its trip, [from, to). */
  fromSequence: number;
  toSequence: number;
  /** Local times at the two stations: '2026-12-01T05:25:00+03:00'. */
  departureTime: string;
  arrivalTime: string;
  km: number;
};

/** The key a ride's offer is found by: trip, service date and the two stations. */
export const rideKeyOf = (ride: { key: RideKey }): string =>
  `${ride.key.tripId}|${ride.key.serviceDate}|${ride.key.fromStationId}|${ride.key.toStationId}`;

/**
 * What one car type sells on a ride: its cheapest adult fare and its free places, of them the
 * lower berths where the supplier says (a result filter asks for them).
 */
export type CarTypeOffer = {
  type: PassengerCarType;
  fare: Kopecks;
  freePlaces: number;
  lowerFreePlaces?: number;
};

/** One car of a ride as the detail page and the order form show it. */
export type SupplierCar = {
  number: number;
  type: PassengerCarType;
  /** The class code printed on the ticket, «2К». */
  serviceClass: string;
  /** Place numbers free on the ride. */
  freePlaces: number[];
  /** The same places with each one's adult fare and its compartment's gender, where marked. */
  placeOffers: PlaceOffer[];
  /** How many places the car has, where the supplier says. */
  places: number | null;
  /** The cheapest and the dearest adult fare of a place in it on the ride. */
  fare: Kopecks;
  maxFare: Kopecks;
  twoStorey: boolean;
  /** The car's plan, for `plan`; null when the supplier has none. */
  schemaId: string | null;
  /** Whether a place in it comes with bedding, or the traveller buys it apart at its price. */
  bedding: CarBedding;
  petsAllowed: boolean;
  saleForbidden: boolean;
  electronicRegistration: boolean;
  carrier: string;
  description: string | null;
  transitDocumentRequired: boolean;
};

/** A free place as the supplier sells it. */
export type PlaceOffer = { number: number; fare: Kopecks; gender: CabinGender | null };

export type RideCars = {
  train: {
    name: string | null;
    /** «Скорый фирменный», «СК». */
    category: string | null;
    carrier: string;
    isSuburban: boolean;
    hasTwoStoreyCars: boolean;
    hasElectronicRegistration: boolean;
    isSaleForbidden: boolean;
  };
  cars: SupplierCar[];
  allowedDocuments: DocumentType[];
};

/** A stop of a train's line with its local times ('…+03:00'); the ends miss one. */
export type LineStop = {
  name: string;
  arrivalTime: string | null;
  departureTime: string | null;
};

/** A car's plan in one view: its size and the rectangle of every place on it. */
export type CarPlan = CarPlanGeometry & { carType: CarType; twoStorey: boolean };

/**
 * The sale of a train through a supplier that owns its places (docs/suppliers.md): places held
 * until the supplier's `confirmTill`, tickets issued by `confirm` after the payment, undone by
 * `cancel` before it and by `voidSale` (no penalty, until `voidTill`) or a return after it.
 * Every change carries our own reference, so an answer lost on the way is found again by
 * `find` instead of being made twice.
 */
export interface TrainSale {
  reserve(request: ReserveRequest): Promise<SupplierOrder>;
  /** The supplier's order made under our reference, or null when it made none. */
  find(reference: string): Promise<SupplierOrder | null>;
  confirm(orderId: string): Promise<SupplierOrder>;
  cancel(orderId: string): Promise<void>;
  voidSale(orderId: string): Promise<void>;
  /** The carrier's blanks of a confirmed order, as one PDF. */
  blank(orderId: string): Promise<Uint8Array>;
  /** What returning some tickets brings back now, or until when they are voided instead. */
  returnQuote(ticket: TicketsToReturn): Promise<ReturnQuote>;
  returnTickets(ticket: TicketsToReturn & { reference: string }): Promise<ReturnQuote>;
  /**
   * What the supplier's own record says of these tickets' return — for an answer lost on the
   * way, or a return repeated —: null while they are not returned there.
   */
  returned(ticket: TicketsToReturn): Promise<ReturnQuote | null>;
  /** The agent's money with the supplier, which every confirmation spends. */
  balance(): Promise<Kopecks>;
}

/** A traveller as a supplier's reservation names them. */
export type ReservePassenger = {
  /** 1-based, in the order's own order. */
  index: number;
  category: 'Adult' | 'Child' | 'BabyWithoutPlace';
  lastName: string;
  firstName: string;
  middleName: string | null;
  sex: 'Male' | 'Female' | 'NoValue';
  /** 'YYYY-MM-DD'. */
  birthday: string;
  documentType: DocumentType;
  documentNumber: string;
  documentValidTill: string | null;
  /** ISO 3166 alpha-2. */
  citizenship: string;
  preferredTariff: 'Full' | 'Junior' | 'Senior' | null;
};

/** Travellers of one car of one ride: one reservation item of the supplier's order. */
export type ReserveGroup = {
  /** Our reference of the item, the supplier's AgentReferenceId. */
  reference: string;
  ride: SupplierRide;
  carType: PassengerCarType;
  carNumber: number | null;
  /** Places to choose from, both ends included. */
  places: { from: number; to: number } | null;
  /** Lower berths wanted (an adult with a child on the lap). */
  lowerBerths: number;
  serviceClass: string | null;
  bedding: boolean | null;
  electronicRegistration: boolean;
  passengers: number[];
};

/** Every train ride of one order of ours, reserved together as one order of the supplier. */
export type ReserveRequest = {
  contacts: { phone: string; email: string };
  passengers: ReservePassenger[];
  groups: ReserveGroup[];
};

/** A passenger's ticket in a supplier's order. */
export type SupplierTicket = {
  passenger: number;
  /** The supplier's id of the traveller in its order. */
  customerId: string;
  blankId: string;
  /** '12'; null for a child on an adult's lap. */
  place: string | null;
  fare: Kopecks;
  /** The fare's ticket part; the rest is the плацкарта. */
  ticketPart: Kopecks;
  /** The blank's number, from the confirmation on. */
  number: string | null;
  status: 'reserved' | 'issued' | 'voided' | 'returned';
};

export type SupplierOrder = {
  orderId: string;
  state: 'reserved' | 'confirmed' | 'cancelled' | 'voided';
  confirmTill: Date;
  items: {
    reference: string;
    itemId: string;
    carNumber: number;
    voidTill: Date | null;
    tickets: SupplierTicket[];
  }[];
};

export type TicketsToReturn = {
  orderId: string;
  itemId: string;
  blankIds: string[];
  customerIds: string[];
  /** The passenger's document number, which the carrier checks. */
  document: string;
};

export type ReturnQuote =
  /** `until`: the last moment the supplier voids; null when read from its record afterwards. */
  | { kind: 'void'; until: Date | null }
  | { kind: 'return'; blanks: { blankId: string; amount: Kopecks; penalty: Kopecks }[] };
