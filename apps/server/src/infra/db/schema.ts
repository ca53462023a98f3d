import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Cities are keyed by their GeoNames id so that re-generating the geography keeps ids stable. */
export const cities = pgTable('cities', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  regionName: text('region_name').notNull(),
  countryCode: text('country_code').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  population: integer('population').notNull(),
  timeZone: text('time_zone').notNull(),
});

/**
 * A timetable source: the demonstration network or one imported GTFS feed. Re-importing a
 * feed replaces everything that belongs to it and nothing else.
 */
export const feeds = pgTable('feeds', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  kind: text('kind').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  summary: jsonb('summary').notNull(),
});

export const stations = pgTable(
  'stations',
  {
    id: integer('id').primaryKey(),
    /** Imported stops outside our geography belong to no city. */
    cityId: integer('city_id').references(() => cities.id),
    feedId: integer('feed_id').references(() => feeds.id, { onDelete: 'cascade' }),
    externalId: text('external_id'),
    name: text('name').notNull(),
    type: text('type').notNull(),
    code: text('code'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    timeZone: text('time_zone').notNull(),
  },
  (t) => [
    index('stations_city_idx').on(t.cityId),
    index('stations_feed_idx').on(t.feedId, t.externalId),
    check('stations_type_check', sql`${t.type} in ('RailwayStation', 'Airport', 'BusStop')`),
  ],
);

export const carriers = pgTable('carriers', {
  id: serial('id').primaryKey(),
  feedId: integer('feed_id')
    .notNull()
    .references(() => feeds.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  name: text('name').notNull(),
});

/** When a trip runs, GTFS-style: weekdays within a date range, plus added and removed dates. */
export const services = pgTable('services', {
  id: serial('id').primaryKey(),
  feedId: integer('feed_id')
    .notNull()
    .references(() => feeds.id, { onDelete: 'cascade' }),
  /** Bit 0 is Monday. */
  weekdays: smallint('weekdays').notNull(),
  /** An open end means "until further notice": the demonstration network never runs out. */
  startDate: date('start_date'),
  endDate: date('end_date'),
  addedDates: date('added_dates')
    .array()
    .notNull()
    .default(sql`'{}'`),
  removedDates: date('removed_dates')
    .array()
    .notNull()
    .default(sql`'{}'`),
});

export const trips = pgTable(
  'trips',
  {
    id: serial('id').primaryKey(),
    feedId: integer('feed_id')
      .notNull()
      .references(() => feeds.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    carrierId: integer('carrier_id')
      .notNull()
      .references(() => carriers.id, { onDelete: 'cascade' }),
    mode: text('mode').notNull(),
    number: text('number').notNull(),
    name: text('name'),
    /**
     * The first departure as local clock minutes after the service date's midnight in
     * `time_zone` (past 1440 for trips that leave after midnight). Later stops are elapsed
     * minutes from it, so a trip keeps its real duration across any clock change.
     */
    timeZone: text('time_zone').notNull(),
    departureMinute: integer('departure_minute').notNull(),
    /** Vehicle, fares and flags of the trip's mode (see the timetable source types). */
    properties: jsonb('properties').notNull(),
    /**
     * The cheapest fare sold on the trip, base + per-km × distance in kopecks, which search
     * ranks by; null when the source publishes no prices.
     */
    fareBase: integer('fare_base'),
    farePerKm: integer('fare_per_km'),
  },
  (t) => [
    index('trips_feed_idx').on(t.feedId),
    check('trips_mode_check', sql`${t.mode} in ('PLANE', 'TRAIN', 'BUS')`),
  ],
);

export const tripStops = pgTable(
  'trip_stops',
  {
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    sequence: smallint('sequence').notNull(),
    stationId: integer('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    arrivalOffset: integer('arrival_offset').notNull(),
    departureOffset: integer('departure_offset').notNull(),
    /** Distance from the first stop, for fares that grow with distance. */
    distanceKm: integer('distance_km').notNull(),
    boarding: boolean('boarding').notNull().default(true),
    alighting: boolean('alighting').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.tripId, t.sequence] }),
    index('trip_stops_station_idx').on(t.stationId),
  ],
);

/** Walking or riding between two stations (or within one), with the minutes it takes. */
export const transfers = pgTable(
  'transfers',
  {
    feedId: integer('feed_id')
      .notNull()
      .references(() => feeds.id, { onDelete: 'cascade' }),
    fromStationId: integer('from_station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    toStationId: integer('to_station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    minutes: integer('minutes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fromStationId, t.toStationId] })],
);

/**
 * The seat inventory: a seat of one trip on one service date is held for a stretch of stops
 * [from_sequence, to_sequence). Two holds of the same seat that overlap can never both exist:
 * the exclusion constraint in the migration enforces it, whatever the code does.
 */
export const seatHolds = pgTable(
  'seat_holds',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    serviceDate: date('service_date').notNull(),
    /** Train car number; 0 for planes and buses, which have one cabin. */
    carNumber: smallint('car_number').notNull(),
    seat: text('seat').notNull(),
    fromSequence: smallint('from_sequence').notNull(),
    toSequence: smallint('to_sequence').notNull(),
    /** Unpaid holds lapse; a lapsed hold is removed before anyone else takes the seat. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The order the place is held for; closing the order frees all its places at once. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('seat_holds_trip_idx').on(t.tripId, t.serviceDate),
    index('seat_holds_order_idx').on(t.orderId),
    check('seat_holds_segment_check', sql`${t.fromSequence} < ${t.toSequence}`),
  ],
);

/**
 * A site account. It starts inactive and is activated by the e-mailed link. Logins and
 * e-mails are unique regardless of letter case.
 */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** The `uid` of e-mailed links: random, so links reveal nothing about how many users exist. */
  publicId: uuid('public_id').notNull().unique().defaultRandom(),
  username: text('username').notNull(),
  email: text('email').notNull(),
  /**
   * The login and e-mail as compared: lowercased by the app (see accounts/account-keys.ts),
   * not by the database's lower(), which leaves Cyrillic alone under the C locale.
   */
  usernameKey: text('username_key').notNull().unique(),
  emailKey: text('email_key').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /**
   * The phone order forms are prefilled with, «+79123456789»: set on the profile, or the
   * contact phone of the first order placed while there was none.
   */
  phone: text('phone'),
  /** Argon2id, PHC string with its own parameters, so they can be raised later. */
  passwordHash: text('password_hash').notNull(),
  isActive: boolean('is_active').notNull().default(false),
  /** When the user accepted the privacy policy, user agreement and public offer. */
  agreementsAcceptedAt: timestamp('agreements_accepted_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  activatedAt: timestamp('activated_at', { withTimezone: true }),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
});

/**
 * Tokens of e-mailed links (activation, password reset). Only their SHA-256 is kept, so a
 * database leak does not hand out working links; each is used once and expires.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('account_tokens_user_idx').on(t.userId, t.purpose),
    check('account_tokens_purpose_check', sql`${t.purpose} in ('activation', 'password_reset')`),
  ],
);

/**
 * A sign-in session: one family of rotating refresh tokens. Access tokens name their session,
 * so revoking it (logout, reuse of a refresh token, password change) ends them all at once.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** However often it is refreshed, a session ends by then. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/** Refresh tokens by their SHA-256; a used one stays, so presenting it again is detected. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/**
 * A saved journey with a snapshot of it as it was when saved (a FavoriteRoute without
 * `in_favorite`), so the profile shows it even after the ride has left the timetable.
 */
export const favoriteRoutes = pgTable(
  'favorite_routes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The legs' route ids joined with spaces: one journey, whatever its number of legs. */
    routeKey: text('route_key').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('favorite_routes_user_route_idx').on(t.userId, t.routeKey)],
);

/** Messages to support; kept even when mailing them fails, so none is lost. */
export const feedbackMessages = pgTable('feedback_messages', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  contactPhone: text('contact_phone').notNull(),
  contactEmail: text('contact_email').notNull(),
  name: text('name').notNull(),
  text: text('text').notNull(),
  clientIp: text('client_ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  mailedAt: timestamp('mailed_at', { withTimezone: true }),
});

/**
 * An order of one account: what it buys (its rides, passengers and their items) and where it
 * stands. Its status moves only by guarded updates in a transaction (orders-repository.ts).
 * A repeated create with the same idempotency key answers this order instead of a second one.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    transportType: text('transport_type').notNull(),
    status: text('status').notNull(),
    /** The result it was bought from, as the search named it. */
    routeId: text('route_id').notNull(),
    /** The class asked for (planes: the cabin whose fares were sold). */
    serviceClass: text('service_class'),
    totalPrice: integer('total_price').notNull(),
    serviceCharge: integer('service_charge').notNull(),
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email').notNull(),
    /**
     * The site's address the order was made on (PUBLIC_URL, or the visitor's own when none is
     * configured): where its letters' links lead. Null for orders made before it was kept.
     */
    siteUrl: text('site_url'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the request, so a key sent again with other data is refused. */
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When unpaid places lapse; null once the order is paid or closed. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closeReason: text('close_reason'),
    /**
     * Set once when a timetable change breaks a paid order (a ride cancelled, a connection
     * left shorter than its minimum change): every ticket then returns in full.
     */
    disruptedAt: timestamp('disrupted_at', { withTimezone: true }),
    /** What broke, in Russian, as the letter and «Мои поездки» say it. */
    disruption: text('disruption'),
    /**
     * Set when an outside supplier owns the places (a train sold through IM): its order, and
     * where our order stands with it (orders/supplier-states.ts); null for our own places.
     */
    supplier: text('supplier'),
    /**
     * Ours, unique in the world: the supplier's AgentReferenceId of the order's items, which
     * finds its order again when an answer was lost.
     */
    supplierReference: uuid('supplier_reference'),
    supplierOrderId: text('supplier_order_id'),
    supplierState: text('supplier_state'),
  },
  (t) => [
    uniqueIndex('orders_user_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('orders_user_idx').on(t.userId),
    index('orders_hold_idx').on(t.status, t.holdExpiresAt),
    index('orders_supplier_state_idx').on(t.supplierState),
    check(
      'orders_supplier_state_check',
      sql`${t.supplierState} is null or ${t.supplierState} in ('reserving', 'reserved', 'confirming', 'confirmed', 'refused', 'cancelled')`,
    ),
    check(
      'orders_transport_type_check',
      sql`${t.transportType} in ('bus', 'avia', 'train', 'combined')`,
    ),
    check(
      'orders_status_check',
      sql`${t.status} in ('WAITING', 'PAID', 'CANCELLED', 'RETURNED', 'NOT_PAID')`,
    ),
    check('orders_price_check', sql`${t.totalPrice} >= 0 and ${t.serviceCharge} >= 0`),
  ],
);

/**
 * A ride of an order as it was sold: the trip and stretch it holds places on, and what the
 * order and the ticket print about it, kept even if the timetable later changes.
 */
export const orderRides = pgTable(
  'order_rides',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    tripId: integer('trip_id').notNull(),
    serviceDate: date('service_date').notNull(),
    fromStationId: integer('from_station_id').notNull(),
    toStationId: integer('to_station_id').notNull(),
    fromSequence: smallint('from_sequence').notNull(),
    toSequence: smallint('to_sequence').notNull(),
    mode: text('mode').notNull(),
    number: text('number').notNull(),
    carrier: text('carrier').notNull(),
    originName: text('origin_name').notNull(),
    destinationName: text('destination_name').notNull(),
    /** Station wall clock with its offset, as every page prints it. */
    departureTime: text('departure_time').notNull(),
    arrivalTime: text('arrival_time').notNull(),
    departsAt: timestamp('departs_at', { withTimezone: true }).notNull(),
    arrivesAt: timestamp('arrives_at', { withTimezone: true }).notNull(),
    /** Positions of the two stations, for the journey map. */
    points: jsonb('points').notNull(),
    /** 'back' on a round trip's way back (returned apart from the way there); else 'there'. */
    direction: text('direction').notNull().default('there'),
  },
  (t) => [
    uniqueIndex('order_rides_order_idx').on(t.orderId, t.position),
    check('order_rides_direction_check', sql`${t.direction} in ('there', 'back')`),
  ],
);

/** A traveller of an order with the document the tickets are issued on. */
export const orderPassengers = pgTable(
  'order_passengers',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    category: text('category').notNull(),
    status: text('status').notNull(),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name').notNull(),
    sex: text('sex').notNull(),
    birthday: date('birthday').notNull(),
    documentType: text('document_type').notNull(),
    documentNumber: text('document_number').notNull(),
    documentValidTill: date('document_valid_till'),
    citizenship: text('citizenship').notNull(),
  },
  (t) => [
    uniqueIndex('order_passengers_order_idx').on(t.orderId, t.position),
    check(
      'order_passengers_status_check',
      sql`${t.status} in ('WAITING', 'PAID', 'CANCELLED', 'RETURNED', 'NOT_PAID')`,
    ),
  ],
);

/**
 * One passenger on one ride: the place, what it costs and the mode's particulars (car,
 * bedding, seat price, extra baggage, tariff) as a schema-checked JSON object.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    passengerId: integer('passenger_id')
      .notNull()
      .references(() => orderPassengers.id, { onDelete: 'cascade' }),
    rideId: integer('ride_id')
      .notNull()
      .references(() => orderRides.id, { onDelete: 'cascade' }),
    /** Train car number; 0 for the cabin of a plane or a bus. */
    carNumber: smallint('car_number').notNull(),
    /** Null for a child on an adult's lap. */
    seat: text('seat'),
    fare: integer('fare').notNull(),
    serviceCharge: integer('service_charge').notNull(),
    /** A chosen seat and extra baggage. */
    extras: integer('extras').notNull(),
    total: integer('total').notNull(),
    details: jsonb('details').notNull(),
    /** When this ticket went back; a trip's legs already travelled stay unreturned. */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    /**
     * The supplier's ids of this ticket where it issues it: its order item, the traveller in
     * its order, the blank; the blank's number once confirmed, and until when it may be voided.
     */
    supplierItemId: text('supplier_item_id'),
    supplierCustomerId: text('supplier_customer_id'),
    supplierBlankId: text('supplier_blank_id'),
    blankNumber: text('blank_number'),
    voidTill: timestamp('void_till', { withTimezone: true }),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check(
      'order_items_money_check',
      sql`${t.fare} >= 0 and ${t.serviceCharge} >= 0 and ${t.extras} >= 0 and ${t.total} = ${t.fare} + ${t.serviceCharge} + ${t.extras}`,
    ),
  ],
);

/**
 * One attempt to pay an order at the provider. Its `idempotence_key` goes with every create
 * call for it, so a retry after a timeout finds the payment the provider already made; the
 * return code is a keyed hash of that key and is stored only hashed. Status moves only forward
 * (payments-repository.ts): creating → pending → succeeded | canceled.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    idempotenceKey: uuid('idempotence_key').notNull(),
    returnCodeHash: text('return_code_hash').notNull(),
    amount: integer('amount').notNull(),
    status: text('status').notNull(),
    providerPaymentId: text('provider_payment_id'),
    confirmationUrl: text('confirmation_url'),
    cancellationParty: text('cancellation_party'),
    cancellationReason: text('cancellation_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** When the reconciliation last asked the provider about it. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_idempotence_key_idx').on(t.idempotenceKey),
    uniqueIndex('payments_return_code_idx').on(t.returnCodeHash),
    uniqueIndex('payments_provider_id_idx').on(t.providerPaymentId),
    index('payments_order_idx').on(t.orderId),
    index('payments_open_idx').on(t.status, t.createdAt),
    check('payments_amount_check', sql`${t.amount} > 0`),
    check(
      'payments_status_check',
      sql`${t.status} in ('creating', 'pending', 'succeeded', 'canceled')`,
    ),
  ],
);

/**
 * Money going back for a payment: sent to the provider by a job with its own idempotence key,
 * so a retried refund is still one refund.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    /**
     * late_payment: paid after the hold lapsed; cancelled_order: after the user cancelled;
     * second_payment: the order was already paid; ticket_return: a passenger returned a ticket.
     */
    reason: text('reason').notNull(),
    /** The passenger whose ticket was returned: at most one such refund each. */
    passengerId: integer('passenger_id').references(() => orderPassengers.id, {
      onDelete: 'cascade',
    }),
    status: text('status').notNull(),
    idempotenceKey: uuid('idempotence_key').notNull(),
    providerRefundId: text('provider_refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('refunds_idempotence_key_idx').on(t.idempotenceKey),
    uniqueIndex('refunds_provider_id_idx').on(t.providerRefundId),
    index('refunds_order_idx').on(t.orderId),
    check('refunds_amount_check', sql`${t.amount} > 0`),
    index('refunds_passenger_idx').on(t.passengerId),
    check(
      'refunds_reason_check',
      sql`${t.reason} in ('late_payment', 'cancelled_order', 'second_payment', 'ticket_return', 'supplier_refused')`,
    ),
    check('refunds_status_check', sql`${t.status} in ('requested', 'pending', 'succeeded')`),
  ],
);

/**
 * A trip instance an operator cancelled (`npm run operator -- cancel-trip`): it leaves the
 * timetable on that service date, and the orders riding it are protected.
 */
export const tripCancellations = pgTable(
  'trip_cancellations',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id').notNull(),
    serviceDate: date('service_date').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('trip_cancellations_trip_date_idx').on(t.tripId, t.serviceDate)],
);

/**
 * Durable work: the transactional outbox of letters and provider calls, written in the same
 * transaction as the change that causes it and run by whichever instance claims it first.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    /** Work that must happen once per cause (one «Заказ оплачен» letter per order). */
    dedupeKey: text('dedupe_key'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** A claim: another instance leaves the job alone until then. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('jobs_dedupe_idx').on(t.dedupeKey),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
  ],
);

/**
 * «Сообщить, когда появится место»: a user waits for a place of one class on one sold-out
 * ride. Written when places are freed, checked by a job, and told once: `notified_at` is set by
 * an update guarded by its being null, in the transaction that writes the letter.
 */
export const soldOutAlerts = pgTable(
  'sold_out_alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The subscribing request's Idempotency-Key: its repeat answers this alert. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The ride, as a route id names it (rides/route-id.ts). */
    tripId: integer('trip_id').notNull(),
    serviceDate: date('service_date').notNull(),
    fromStationId: integer('from_station_id').notNull(),
    toStationId: integer('to_station_id').notNull(),
    mode: text('mode').notNull(),
    /** A train's car type, a flight's service class; null for any car of a train, or a bus. */
    wantedClass: text('wanted_class'),
    /** What the letter prints, fixed when subscribing. */
    title: text('title').notNull(),
    /** Station wall clock with its offset. */
    departureTime: text('departure_time').notNull(),
    departsAt: timestamp('departs_at', { withTimezone: true }).notNull(),
    /** SHA-256 of the letter's unsubscribe token; the token itself is never stored. */
    unsubscribeHash: text('unsubscribe_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    // One waiting alert per user, ride and class: a repeated subscription finds it.
    uniqueIndex('sold_out_alerts_live_idx')
      .on(
        t.userId,
        t.tripId,
        t.serviceDate,
        t.fromStationId,
        t.toStationId,
        sql`coalesce(${t.wantedClass}, '')`,
      )
      .where(sql`${t.notifiedAt} is null and ${t.cancelledAt} is null`),
    uniqueIndex('sold_out_alerts_user_key_idx').on(t.userId, t.idempotencyKey),
    uniqueIndex('sold_out_alerts_unsubscribe_idx').on(t.unsubscribeHash),
    index('sold_out_alerts_trip_idx')
      .on(t.tripId, t.serviceDate)
      .where(sql`${t.notifiedAt} is null and ${t.cancelledAt} is null`),
    check('sold_out_alerts_mode_check', sql`${t.mode} in ('PLANE', 'TRAIN', 'BUS')`),
  ],
);
