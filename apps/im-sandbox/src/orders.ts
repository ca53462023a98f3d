import type {
  BlankStatus,
  ImPassengerCategory,
  OrderCustomerRequest,
} from '@peresadka/contracts/im/order-reservation';
import type { PassengerCarType } from '@peresadka/contracts/trip-properties';
import { orderNotFound } from './im-error.ts';
import { Journal } from './journal.ts';

/**
 * What the sandbox remembers of an order, all of it in the journal. A ride and a car are kept as
 * they were sold, so an order reads the same whatever becomes of the timetable; money is in
 * kopecks and times are epoch milliseconds.
 */

export type TicketStation = { code: string; name: string; cityName: string; timeZone: string };

export type TicketRide = {
  runKey: string;
  trainNumber: string;
  displayNumber: string;
  trainName: string | null;
  category: string;
  isSuburban: boolean;
  carrierCode: string;
  carrierName: string;
  /** Stop indices of the line: the place is taken on [from, to). */
  from: number;
  to: number;
  origin: TicketStation;
  destination: TicketStation;
  departsAt: number;
  arrivesAt: number;
  /** Departures from the stops [from, to): a return frees the place from the next one on. */
  legDepartures: number[];
};

export type TicketCar = {
  number: number;
  type: PassengerCarType;
  serviceClass: string;
  seats: number;
  twoStorey: boolean;
};

export type BlankRecord = {
  blankId: number;
  itemCustomerId: number;
  /** The order's customer (OrderCustomerId) travelling on it. */
  customerId: number;
  category: ImPassengerCategory;
  /** Empty for a child on an adult's lap. */
  places: number[];
  fare: number;
  /** The carrier's 14-digit number, from Confirm on. */
  number: string | null;
  /** Voided before VoidTill: the sale of this blank is undone. */
  voidedAt: number | null;
  returned: {
    returnItemId: number;
    at: number;
    /** The stop from which the place is free again: the part already travelled stays sold. */
    freeFrom: number;
  } | null;
};

export type PurchaseItem = {
  itemId: number;
  index: number;
  agentReferenceId: string | null;
  paymentForm: string;
  electronicRegistration: boolean;
  ride: TicketRide;
  car: TicketCar;
  blanks: BlankRecord[];
};

export type ReturnItem = {
  itemId: number;
  purchaseItemId: number;
  agentReferenceId: string | null;
  at: number;
  /** Which blanks were asked for: a repeat with the same AgentReferenceId must ask the same. */
  askedBlankIds: number[];
  blanks: { blankId: number; purchaseBlankId: number; amount: number; penalty: number }[];
};

export type CustomerRecord = OrderCustomerRequest & { customerId: number };

/** What happened to the order; a reservation past its ConfirmTill reads as lapsed (phaseOf). */
export type OrderState = 'Reserved' | 'Cancelled' | 'Confirmed' | 'Voided';
export type OrderPhase = OrderState | 'Lapsed';

export type OrderRecord = {
  orderId: number;
  /** The partner's login: an order belongs to the partner that made it. */
  partner: string;
  pos: string;
  /** The Create request as sent, to tell a repeat from another request with the same ids. */
  fingerprint: string;
  state: OrderState;
  createdAt: number;
  confirmTill: number;
  confirmedAt: number | null;
  voidTill: number | null;
  contactPhone: string | null;
  contactEmails: string[] | null;
  customers: CustomerRecord[];
  items: PurchaseItem[];
  returns: ReturnItem[];
};

export const phaseOf = (order: OrderRecord, now: number): OrderPhase =>
  order.state === 'Reserved' && now > order.confirmTill ? 'Lapsed' : order.state;

/** Places are held by a reservation still in time and by a sale. */
export const holdsPlaces = (order: OrderRecord, now: number): boolean => {
  const phase = phaseOf(order, now);
  return phase === 'Reserved' || phase === 'Confirmed';
};

export const itemAmount = (item: PurchaseItem): number =>
  item.blanks.reduce((sum, blank) => sum + blank.fare, 0);

export const orderAmount = (order: OrderRecord): number =>
  order.items.reduce((sum, item) => sum + itemAmount(item), 0);

export const customerOf = (order: OrderRecord, blank: BlankRecord): CustomerRecord =>
  order.customers.find((customer) => customer.customerId === blank.customerId)!;

/** A blank's state as the supplier reports it. */
export function blankStatus(
  order: OrderRecord,
  item: PurchaseItem,
  blank: BlankRecord,
): BlankStatus {
  if (blank.voidedAt !== null) return 'Voided';
  if (blank.returned) return 'Returned';
  if (order.state !== 'Confirmed') return 'NotConfirmed';
  return item.electronicRegistration
    ? 'ElectronicRegistrationPresent'
    : 'ElectronicRegistrationAbsent';
}

/** A blank still sold: neither voided nor returned. */
export const isStanding = (blank: BlankRecord): boolean =>
  blank.voidedAt === null && blank.returned === null;

/**
 * Children on an adult's lap who would be left with fewer adults than they need once the
 * `leaving` blanks go: they go with them.
 */
export function orphanedLapChildren(
  item: PurchaseItem,
  leaving: readonly BlankRecord[],
): BlankRecord[] {
  const staying = item.blanks.filter((blank) => isStanding(blank) && !leaving.includes(blank));
  const adults = staying.filter((blank) => blank.category === 'Adult').length;
  const children = staying.filter((blank) => blank.category === 'BabyWithoutPlace');
  return children.slice(0, Math.max(0, children.length - adults));
}

/** The partner's own order: another partner's is as unknown as one never made (43). */
export function ownOrder(orders: Orders, partner: string, orderId: number): OrderRecord {
  const order = orders.get(orderId);
  if (order?.partner !== partner) throw orderNotFound(orderId);
  return order;
}

/** The partner's own purchase item and its order. */
export function ownItem(
  orders: Orders,
  partner: string,
  itemId: number,
): { order: OrderRecord; item: PurchaseItem } {
  const order = orders.orderOfItem(itemId);
  const item = order?.items.find((candidate) => candidate.itemId === itemId);
  if (order?.partner !== partner || !item) throw orderNotFound(itemId);
  return { order, item };
}

/** A journal line: the order's whole new state, its partner's balance after it and the last id. */
type Entry = { order: OrderRecord; balance: number; lastId: number };

/** Ids start past the fixtures' five digits, so a fixture's id is never one of ours. */
const FIRST_ID = 100_000;

/** Every order and every partner's balance, kept in memory and in the journal. */
export class Orders {
  private readonly byId = new Map<number, OrderRecord>();
  private readonly byItem = new Map<number, number>();
  private readonly byRun = new Map<string, Set<number>>();
  private readonly balances = new Map<string, number>();
  private lastId = FIRST_ID;

  private constructor(
    private readonly journal: Journal<Entry> | null,
    private readonly startingBalance: number,
    entries: Entry[],
  ) {
    for (const entry of entries) this.apply(entry);
  }

  static open(storageFile: string | undefined, startingBalance: number): Orders {
    if (storageFile === undefined) return new Orders(null, startingBalance, []);
    const { journal, entries } = Journal.open<Entry>(storageFile, compact);
    return new Orders(journal, startingBalance, entries);
  }

  nextId(): number {
    return ++this.lastId;
  }

  get(orderId: number): OrderRecord | undefined {
    return this.byId.get(orderId);
  }

  orderOfItem(itemId: number): OrderRecord | undefined {
    const orderId = this.byItem.get(itemId);
    return orderId === undefined ? undefined : this.byId.get(orderId);
  }

  ofPartner(partner: string): OrderRecord[] {
    return [...this.byId.values()].filter((order) => order.partner === partner);
  }

  onRun(runKey: string): OrderRecord[] {
    return [...(this.byRun.get(runKey) ?? [])].map((id) => this.byId.get(id)!);
  }

  balance(partner: string): number {
    return this.balances.get(partner) ?? this.startingBalance;
  }

  /**
   * Records an order's new state, and the partner's balance when it moves; on disk before the
   * change is seen, so a failed write changes nothing.
   */
  commit(order: OrderRecord, balance: number = this.balance(order.partner)): void {
    const entry = { order, balance, lastId: this.lastId };
    this.journal?.append(entry);
    this.apply(entry);
  }

  close(): void {
    this.journal?.close();
  }

  private apply({ order, balance, lastId }: Entry): void {
    this.byId.set(order.orderId, order);
    for (const item of [...order.items, ...order.returns])
      this.byItem.set(item.itemId, order.orderId);
    for (const item of order.items) {
      const ids = this.byRun.get(item.ride.runKey) ?? new Set<number>();
      this.byRun.set(item.ride.runKey, ids.add(order.orderId));
    }
    this.balances.set(order.partner, balance);
    this.lastId = Math.max(this.lastId, lastId);
  }
}

/** Each order's last state, every line with its partner's latest balance. */
function compact(entries: Entry[]): Entry[] {
  const orders = new Map<number, OrderRecord>();
  const balances = new Map<string, number>();
  let lastId = FIRST_ID;
  for (const { order, balance, lastId: last } of entries) {
    orders.set(order.orderId, order);
    balances.set(order.partner, balance);
    lastId = Math.max(lastId, last);
  }
  return [...orders.values()]
    .sort((a, b) => a.orderId - b.orderId)
    .map((order) => ({ order, balance: balances.get(order.partner)!, lastId }));
}
