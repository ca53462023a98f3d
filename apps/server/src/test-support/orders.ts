import { addDays, formatWireDate, todayIn } from '@peresadka/contracts/dates';
import {
  ZSearchResponse,
  type BusResult,
  type SearchResponse,
  type TrainResult,
} from '@peresadka/contracts/search-results';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DemoFeed, DemoTrip } from '@peresadka/geo/demo-timetable/demo-feed';
import { DEMO_FEED_OPTIONS } from '@peresadka/geo/demo-timetable/demo-settings';
import { generateDemoFeed } from '@peresadka/geo/demo-timetable/generate';
import { geography } from '@peresadka/geo/geography';
import { ensureDemoNetwork } from '../timetable/demo-seed.ts';
import { loadDemoNetwork, type DemoGeography } from '../timetable/load-demo.ts';
import { createActiveUser, signIn } from './accounts.ts';
import { miniFeed, miniGeography } from './mini-network.ts';
import type { TestApp } from './test-app.ts';

/** Loads the hand-sized network, with any trips a test adds, and makes the app search it. */
export async function withMiniNetwork(t: TestApp, extraTrips: DemoTrip[] = []): Promise<void> {
  await withNetwork(t, miniGeography, { ...miniFeed, trips: [...miniFeed.trips, ...extraTrips] });
}

/**
 * Loads a network into the app's timetable and gives its trains' seats to the app's train
 * supplier, as a real supplier would sell the trains of the timetable the site shows.
 */
export async function withNetwork(
  t: TestApp,
  geography: DemoGeography,
  feed: DemoFeed,
  name = 'mini',
): Promise<void> {
  await loadDemoNetwork(t.database.db, geography, feed, name);
  t.trains.feed(geography, feed);
  await Promise.all([t.app.places.reload(), t.app.timetable.reload()]);
}

/** The whole demonstration network, as `npm start` loads it, its trains sold by the supplier. */
export async function withDemoNetwork(t: TestApp): Promise<void> {
  await ensureDemoNetwork(t.app);
  t.trains.feed(geography(), generateDemoFeed(geography(), DEMO_FEED_OPTIONS));
}

/** The site's date `days` from today, as the search form sends it. */
export const searchDate = (days = 1, now = new Date()) =>
  formatWireDate(addDays(todayIn('Europe/Moscow', now), days));

export async function search(
  app: FastifyInstance,
  from: string,
  to: string,
  date: string,
): Promise<SearchResponse> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/old_routes',
    payload: { starting_point: from, ending_point: to, date },
  });
  if (res.statusCode !== 200) throw new Error(`search: ${res.statusCode} ${res.body}`);
  return ZSearchResponse.parse(res.json());
}

/** A signed-in account that can call the order API. */
export type Buyer = {
  id: number;
  /** `headers`: more of the browser's request, e.g. the Host it came on. */
  post(
    path: string,
    body: object,
    key?: string,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  get(path: string): Promise<LightMyRequestResponse>;
  /** Signs in again: after the test clock moves past the access token's life, or a restart. */
  signInAgain(): Promise<void>;
};

let keys = 0;
/** A fresh Idempotency-Key for each create unless the test repeats one on purpose. */
export const newKey = () => `test-key-${process.pid}-${++keys}-${Date.now()}`;

export async function buyer(t: TestApp, username: string): Promise<Buyer> {
  const user = await createActiveUser(t.database.db, username);
  let authorization = `JWT ${(await signIn(t.app, user)).access}`;
  return {
    id: user.id,
    async signInAgain() {
      authorization = `JWT ${(await signIn(t.app, user)).access}`;
    },
    post: (path, body, key = newKey(), headers = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/${path}`,
        headers: { ...headers, authorization, 'idempotency-key': key },
        payload: body,
      }),
    get: (path) =>
      t.app.inject({ method: 'GET', url: `/api/v1/${path}`, headers: { authorization } }),
  };
}

/** A passenger as the order form sends one; `birthday` decides the category that fits. */
export function person(n: number, birthday = '1985-07-20') {
  return {
    passenger_id: n,
    last_name: [
      'Петрова',
      'Иванов',
      'Сидорова',
      'Кузнецов',
      'Смирнова',
      'Попов',
      'Волкова',
      'Зайцев',
    ][n % 8]!,
    first_name: ['Анна', 'Пётр', 'Мария', 'Олег', 'Ольга', 'Иван', 'Юлия', 'Егор'][n % 8]!,
    middle_name: '-',
    sex: n % 2 === 0 ? 'Female' : 'Male',
    birthday,
    document_type: 'RussianPassport',
    document_number: `45060${String(10000 + n).padStart(5, '0')}`,
    citizenship: 'Российская Федерация',
  };
}

export const contacts = { contact_phone: '+7 912 345-67-89', contact_email: 'anna@mail.ru' };

/** What the page of a train search result sends for its detail (SPEC §280). */
export const trainDetailBody = (train: TrainResult) => ({
  route_id: train.route_id,
  provider: train.provider,
  departure_date: train.date,
  origin: train.origin_code,
  destination: train.destination_code,
  train_number: train.train_number,
});

/** The train order form's body for a search result. */
export const trainOrderBody = (train: TrainResult, passengers: object[]) => ({
  route_id: train.route_id,
  passengers,
  contacts,
  origin_code: train.origin_code,
  destination_code: train.destination_code,
  departure_date: train.date,
  train_number: train.train_number,
  provider: train.provider,
});

/** The bus order form's body for a search result. */
export const busOrderBody = (bus: BusResult, passengers: object[]) => ({
  route_id: bus.route_id,
  passengers,
  contacts,
  departure_date: bus.date,
  race_id: bus.race_id,
  provider: bus.provider,
});
