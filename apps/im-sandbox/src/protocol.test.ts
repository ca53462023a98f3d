import { IM_ERRORS } from '@peresadka/contracts/im/im-values';
import { gunzipSync, gzipSync } from 'node:zlib';
import { request as httpRequest } from 'node:http';
import { IM_POS_HEADER } from '@peresadka/contracts/im/im-calls';
import { ZImError } from '@peresadka/contracts/im/im-values';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ImSandbox } from './sandbox.ts';
import {
  authorizationOf,
  createRequest,
  imApi,
  PARTNER,
  startTestSandbox,
} from './sandbox.test-support.ts';

let sandbox: ImSandbox;
beforeAll(async () => {
  ({ sandbox } = await startTestSandbox());
});
afterAll(() => sandbox.close());
afterEach(() => sandbox.faults.clear());

const BALANCES = 'Partner/V1/Info/Balances';

function post(path: string, headers: Record<string, string>, body: string | Buffer = '{}') {
  return fetch(`${sandbox.origin}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
}

const credentials = (pos = PARTNER.pos, partner = PARTNER) => ({
  authorization: authorizationOf(partner),
  [IM_POS_HEADER]: pos,
});

describe('authorisation', () => {
  it.each([
    ['no credentials', {}],
    ['no Pos', { authorization: authorizationOf(PARTNER) }],
    ['a wrong password', credentials(PARTNER.pos, { ...PARTNER, password: 'wrong' })],
    ['an unknown login', credentials(PARTNER.pos, { ...PARTNER, login: 'nobody' })],
    ["another partner's Pos", credentials('kiosk')],
    [
      'another scheme',
      { authorization: `Bearer ${PARTNER.password}`, [IM_POS_HEADER]: PARTNER.pos },
    ],
  ])('refuses %s with 401 and the protocol’s error body', async (_case, headers) => {
    const response = await post(BALANCES, headers);
    expect(response.status).toBe(401);
    const body = ZImError.parse(await response.json());
    expect(body.Message).toMatch(/авторизац/);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts/);
  });

  it('answers the partner with its own credentials and Pos', async () => {
    const response = await post(BALANCES, credentials());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      AccountBalances: [{ CurrentBalance: '10 000 000,00', AccountName: 'ЖД счет (основной)' }],
    });
  });
});

describe('refusals', () => {
  it('names the fields a request fails on, with 400 and code 2', async () => {
    const response = await post('Railway/V1/Search/TrainPricing', credentials(), '{"Origin":""}');
    expect(response.status).toBe(400);
    const body = ZImError.parse(await response.json());
    expect(body.Code).toBe(IM_ERRORS.invalidParameters);
    expect(body.MessageParams).toEqual(
      expect.arrayContaining(['Origin', 'Destination', 'DepartureDate']),
    );
    expect(body.Message).toMatch(/^Некорректный запрос: Origin: /);
  });

  it('answers unreadable JSON, another media type and an unknown method in the same body', async () => {
    const broken = await post(BALANCES, credentials(), '{"Origin":');
    expect(broken.status).toBe(400);
    expect(ZImError.parse(await broken.json()).Code).toBe(IM_ERRORS.invalidParameters);
    const text = await post(BALANCES, { ...credentials(), 'content-type': 'text/plain' });
    expect(text.status).toBe(400);
    expect(ZImError.parse(await text.json()).Code).toBe(IM_ERRORS.invalidParameters);
    const unknown = await post('Railway/V1/Search/Nothing', credentials());
    expect(unknown.status).toBe(404);
    expect(ZImError.parse(await unknown.json()).Message).toMatch(/Нет такого метода/);
  });
});

describe('transport', () => {
  it('reads gzip-compressed requests and compresses answers for a client that takes them', async () => {
    const body = gzipSync(
      JSON.stringify({
        Origin: 'Москва',
        Destination: 'Казань',
        DepartureDate: '2026-03-03T00:00:00',
        TimeFrom: null,
        TimeTo: null,
        CarGrouping: 'Group',
        SpecialPlacesDemand: 'NoValue',
      }),
    );
    const answer = await new Promise<{ status: number; encoding: string; text: string }>(
      (resolve, reject) => {
        const request = httpRequest(
          `${sandbox.origin}/Railway/V1/Search/TrainPricing`,
          {
            method: 'POST',
            headers: {
              ...credentials(),
              'content-type': 'application/json',
              'content-encoding': 'gzip',
              'accept-encoding': 'gzip',
              'content-length': body.length,
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode!,
                encoding: String(response.headers['content-encoding']),
                text: gunzipSync(Buffer.concat(chunks)).toString('utf8'),
              }),
            );
          },
        );
        request.on('error', reject);
        request.end(body);
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.encoding).toBe('gzip');
    expect(JSON.parse(answer.text).Trains).toHaveLength(2);
  });

  it('counts the calls it was asked, by path', async () => {
    sandbox.resetCalls();
    await post(BALANCES, credentials());
    await post(BALANCES, credentials());
    await imApi(sandbox).post('Order/V1/Info/OrderInfo', { OrderId: 1, AgentReferenceId: null });
    expect(sandbox.calls()).toEqual({ [BALANCES]: 2, 'Order/V1/Info/OrderInfo': 1 });
  });
});

describe('faults', () => {
  it('are switched over HTTP, answer a proxy’s status before anything, and run out', async () => {
    const on = await post(
      'sandbox/faults',
      credentials(),
      JSON.stringify({
        failStatus: 502,
        times: 2,
        paths: ['Order/V1/Reservation/Create'],
      }),
    );
    expect(on.status).toBe(200);
    const inForce = async () =>
      (await fetch(`${sandbox.origin}/sandbox/faults`, { headers: credentials() })).json();
    expect(await inForce()).toEqual({
      faults: [{ failStatus: 502, times: 2, paths: ['Order/V1/Reservation/Create'] }],
    });
    for (let i = 0; i < 2; i++) {
      const failed = await imApi(sandbox).post('Order/V1/Reservation/Create', createRequest());
      expect(failed.status).toBe(502);
      expect(failed.type).toMatch(/text\/html/);
    }
    expect(await inForce()).toEqual({ faults: [] });
    const answered = await imApi(sandbox).post('Order/V1/Reservation/Create', createRequest());
    expect(answered.status).toBe(200);

    await post('sandbox/faults', credentials(), JSON.stringify({ noPlacesAtCreate: true }));
    expect(
      (await imApi(sandbox).post('Order/V1/Reservation/Create', createRequest())).body,
    ).toMatchObject({ Code: IM_ERRORS.noPlaces });
    const off = await fetch(`${sandbox.origin}/sandbox/faults`, {
      method: 'DELETE',
      headers: credentials(),
    });
    expect(await off.json()).toEqual({ faults: [] });
    expect((await post('sandbox/faults', {}, '{}')).status).toBe(401);
    expect((await post('sandbox/faults', credentials(), '{"explode":true}')).status).toBe(400);
  });

  it('refuse a Confirm for the carrier and change nothing; slow answers come late', async () => {
    const created = await imApi(sandbox).post('Order/V1/Reservation/Create', createRequest());
    const orderId = (created.body as { OrderId: number }).OrderId;
    const confirm = () =>
      imApi(sandbox).post('Order/V1/Reservation/Confirm', {
        OrderId: orderId,
        OrderCustomerIds: null,
        OrderCustomerDocuments: null,
        ProviderPaymentForm: 'Card',
      });
    sandbox.faults.add({ refuseConfirm: true, times: 1 });
    const refused = await confirm();
    expect(refused.body).toMatchObject({
      Code: IM_ERRORS.rejected,
      Message: expect.stringMatching(/^Отказ АСУ «Экспресс»/),
    });
    sandbox.faults.add({ slowMs: 200 });
    const started = Date.now();
    expect((await confirm()).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });
});
