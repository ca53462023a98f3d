import { addDays, formatWireDate, todayIn } from '@peresadka/contracts/dates';
import { ZUserInfo } from '@peresadka/contracts/profile';
import { ZSearchResponse, type SearchResponse } from '@peresadka/contracts/search-results';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser, EASY_CAPTCHA, signIn, type TestUser } from '../test-support/accounts.ts';
import { occupy } from '../test-support/occupy.ts';
import { FavoritesRepository } from './favorites-repository.ts';
import { withMiniNetwork } from '../test-support/orders.ts';
import { startTestApp, testBackend, type TestApp } from '../test-support/test-app.ts';

const date = formatWireDate(addDays(todayIn('Europe/Moscow', new Date()), 1));

describe(`favorites on ${testBackend()}`, () => {
  let t: TestApp;
  let results: SearchResponse;
  let alice: string;
  let bob: string;
  let carol: TestUser;
  beforeAll(async () => {
    t = await startTestApp(EASY_CAPTCHA);
    await withMiniNetwork(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/old_routes',
      payload: { starting_point: 'Москва', ending_point: 'Казань', date },
    });
    results = ZSearchResponse.parse(res.json());
    alice = (await signIn(t.app, await createActiveUser(t.database.db, 'alice'))).access;
    bob = (await signIn(t.app, await createActiveUser(t.database.db, 'bob'))).access;
    carol = await createActiveUser(t.database.db, 'carol');
  });
  afterAll(() => t?.close());

  const call = (path: string, access: string | null, route_id_array?: string[]) =>
    t.app.inject({
      method: path === 'get_info' ? 'GET' : 'POST',
      url: `/api/v1/${path}`,
      headers: access ? { authorization: `JWT ${access}` } : {},
      ...(route_id_array ? { payload: { route_id_array } } : {}),
    });
  const favoritesOf = async (access: string) =>
    ZUserInfo.parse((await call('get_info', access)).json()).favorite_routes;

  it('saves a snapshot of the route, shown in the profile', async () => {
    const train = results.train[0]!;
    const res = await call('favorite', alice, [train.route_id]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ detail: 'Маршрут добавлен в избранное' });
    // Saving again changes nothing.
    expect((await call('favorite', alice, [train.route_id])).statusCode).toBe(200);
    // Map points ride along only where the timetable lookup provides them.
    expect(await favoritesOf(alice)).toMatchObject([
      {
        starting_point: train.origin_name,
        ending_point: train.destination_name,
        transport_type: 'TRAIN',
        travel_time: train.travel_time,
        departure_time: train.departure_time,
        arrival_time: train.arrival_time,
        price: train.price,
        transfer_time: 0,
        total_price: train.price,
        routes_ids: [train.route_id],
        legs: [{ transport_type: 'TRAIN', display_train_number: train.display_train_number }],
        in_favorite: true,
        now: {
          status: 'on_sale',
          legs: [{ transport_type: 'TRAIN', route_id: train.route_id }],
          total_price: train.price,
        },
      },
    ]);
  });

  it('saves a flight as a plane route from its first to its last airport', async () => {
    const plane = results.airplane[0]!;
    expect((await call('favorite', alice, [plane.route_id])).statusCode).toBe(200);
    const saved = (await favoritesOf(alice)).find((f) => f.routes_ids[0] === plane.route_id)!;
    expect(saved).toMatchObject({ transport_type: 'PLANE', price: plane.price, transfer_time: 0 });
  });

  it('keeps users apart: B neither sees nor deletes A’s favorites', async () => {
    const train = results.train[0]!;
    expect(await favoritesOf(bob)).toEqual([]);
    const stolen = await call('delete_favorite', bob, [train.route_id]);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({
      code: 'not_found',
      detail: 'Этого маршрута нет в вашем избранном',
    });
    expect((await favoritesOf(alice)).map((f) => f.routes_ids)).toContainEqual([train.route_id]);
  });

  it('deletes a favorite of its owner', async () => {
    const train = results.train[0]!;
    const res = await call('delete_favorite', alice, [train.route_id]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Маршрут удалён из избранного' });
    expect((await favoritesOf(alice)).map((f) => f.routes_ids)).not.toContainEqual([
      train.route_id,
    ]);
    expect((await call('delete_favorite', alice, [train.route_id])).statusCode).toBe(404);
  });

  it('refuses anonymous callers, unknown routes and bad bodies', async () => {
    expect((await call('favorite', null, [results.train[0]!.route_id])).statusCode).toBe(401);
    expect((await call('get_info', null)).statusCode).toBe(401);
    const unknown = await call('favorite', alice, ['1-20000101-1-2']);
    expect(unknown.statusCode).toBe(404);
    const garbage = await call('favorite', alice, ['что-то']);
    expect(garbage.statusCode).toBe(404);
    // A train that runs every day, on the last day of its calendar (it arrives in year 10000):
    // not on sale, so not saved, and the profile still opens.
    const trainId = results.train[0]!.route_id.replace(/-\d{8}-/, '-99991231-');
    expect((await call('favorite', bob, [trainId])).statusCode).toBe(404);
    expect(await favoritesOf(bob)).toEqual([]);
    const empty = await call('favorite', alice, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ route_id_array: ['Выберите маршрут'] });
    const tooMany = await call('favorite', alice, Array(7).fill(results.train[0]!.route_id));
    expect(tooMany.json()).toEqual({
      route_id_array: ['В избранное сохраняется маршрут не больше чем из 6 поездок'],
    });
  });

  // Last in the file: it sells out the train the tests above save.
  it('says a favorite is sold out, or gone once its ride no longer runs', async () => {
    const access = (await signIn(t.app, carol)).access;
    const train = results.train[0]!;
    expect((await call('favorite', access, [train.route_id])).statusCode).toBe(200);
    const [saved] = await favoritesOf(access);
    // A ride that has left: saved long ago, the same train on a day long past.
    const pastId = train.route_id.replace(/-\d{8}-/, '-20200101-');
    await new FavoritesRepository(t.database.db).insert(carol.id, pastId, {
      ...saved,
      routes_ids: [pastId],
      in_favorite: undefined,
      now: undefined,
    });
    const places = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    await occupy(t, train.route_id, 1, places(36));
    await occupy(t, train.route_id, 2, places(54));
    const statuses = (await favoritesOf(access)).map((f) => [f.routes_ids[0], f.now.status]);
    expect(statuses).toEqual(
      expect.arrayContaining([
        [train.route_id, 'sold_out'],
        [pastId, 'gone'],
      ]),
    );
  });
});
