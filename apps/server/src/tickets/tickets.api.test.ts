import { execFileSync, spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ZAviaDetailResponse } from '@peresadka/contracts/detail';
import { formatRubles } from '@peresadka/contracts/money';
import { fareFamilyRefundText } from '@peresadka/contracts/refund-rules';
import type { PlaneResult, TrainResult, BusResult } from '@peresadka/contracts/search-results';
import type { TicketCheck, TicketPublicKey } from '@peresadka/contracts/ticket-check';
import { sql } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../infra/db/rows.ts';
import {
  buyer,
  type Buyer,
  contacts,
  person,
  search,
  searchDate,
  trainOrderBody,
  withMiniNetwork,
} from '../test-support/orders.ts';
import { payOrder, startPaymentsWorld, type PaymentsWorld } from '../test-support/payments.ts';
import { MINI_PLANE_FAMILIES } from '../test-support/mini-network.ts';
import { testBackend } from '../test-support/test-app.ts';
import { testTrainSupplier } from '../test-support/train-supplier.ts';
import {
  bookingCode,
  busTicketNumber,
  planeTicketNumber,
  trainTicketNumber,
} from './ticket-numbers.ts';
import { verifyTicket } from './ticket-signature.ts';
import { ticketMessages } from './tickets-service.ts';
import { qrTextsOfPdf } from './verify-ticket.ts';
import { runVerifyTicket } from './verify-ticket-cli.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

/** pdftotext and pdftoppm read the file as a person would see it. */
const poppler = (command: string, args: string[]) =>
  execFileSync(command, args, { encoding: 'utf8' });

/** Collapses the layout's runs of spaces, so a phrase is found whatever column it sits in. */
const squeeze = (text: string) => text.replace(/[ \t]+/g, ' ');

describe(`e-tickets on ${testBackend()}`, () => {
  let w: PaymentsWorld;
  let train: TrainResult;
  let flight: PlaneResult;
  let bus: BusResult;
  let anna: Buyer;
  let boris: Buyer;
  let dir: string;
  /** The key the site publishes for checkers, as a checker fetches it. */
  let publicKey: string;

  beforeAll(async () => {
    execFileSync(
      'bash',
      [path.join(root, 'scripts/ensure-debian-tools.sh'), 'poppler-utils', 'pdftotext', 'pdftoppm'],
      { stdio: 'inherit' },
    );
    dir = mkdtempSync(path.join(tmpdir(), 'peresadka-tickets-'));
    w = await startPaymentsWorld();
    await withMiniNetwork(w.t);
    const date = searchDate(2);
    const moscowKazan = await search(w.t.app, 'Москва', 'Казань', date);
    train = moscowKazan.train.find((r) => r.train_number === '002Й')!;
    flight = moscowKazan.airplane[0]!;
    bus = (await search(w.t.app, 'Тверь', 'Москва', date)).bus[0]!;
    [anna, boris] = await Promise.all([buyer(w.t, 'anna'), buyer(w.t, 'boris')]);
    const published = await w.t.app.inject({ method: 'GET', url: '/api/v1/tickets/public-key' });
    publicKey = published.json<TicketPublicKey>().pem;
  });
  afterAll(async () => {
    await w?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const created = async (res: { statusCode: number; body: string; json<T>(): T }) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ order_id: number }>().order_id;
  };
  const trainOrder = (passengers: object[]) =>
    anna.post('payment/create/train/', trainOrderBody(train, passengers));
  const pay = (orderId: number) => payOrder(w.t, anna, orderId);
  const order = async (orderId: number) =>
    (await anna.get(`payment/order/${orderId}`)).json<{
      routes: { departure_time: string; arrival_time: string }[];
    }>();
  const itemIds = async (orderId: number) =>
    rowsOf<{ id: number; seat: string | null }>(
      await w.t.database.db.execute(
        sql`select i.id, i.seat from order_items i join order_passengers p on p.id = i.passenger_id
            where i.order_id = ${orderId} order by p.position`,
      ),
    );

  /** The blank as the browser downloads it, saved, with its text and its first page's QR code. */
  const download = async (orderId: number, name: string) => {
    const res = await anna.get(`payment/blank/${orderId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="ticket.pdf"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const file = path.join(dir, `${name}.pdf`);
    writeFileSync(file, res.rawPayload);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = poppler('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
    const pages = Number(/^Pages:\s+(\d+)$/m.exec(poppler('pdfinfo', [file]))?.[1]);
    const image = path.join(dir, name);
    poppler('pdftoppm', ['-png', '-r', '200', '-f', '1', '-l', '1', '-singlefile', file, image]);
    const png = PNG.sync.read(readFileSync(`${image}.png`));
    const qr = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    if (process.env.TICKET_PREVIEW_DIR) {
      mkdirSync(process.env.TICKET_PREVIEW_DIR, { recursive: true });
      copyFileSync(`${image}.png`, path.join(process.env.TICKET_PREVIEW_DIR, `${name}.png`));
      copyFileSync(file, path.join(process.env.TICKET_PREVIEW_DIR, `${name}.pdf`));
    }
    // Pages are separated by form feeds.
    return {
      file,
      text,
      pageTexts: text.split('\f').map(squeeze),
      pages,
      qr: qr?.data ?? null,
      /** The attached QR texts (our pages only: a supplier's blanks have none). */
      attached: () => qrTextsOfPdf(res.rawPayload),
    };
  };

  // Our own page of a train ticket: what the site prints for the trains it sells itself.
  it.runIf(testTrainSupplier() === 'local')(
    'prints a paid train order of two: a page each, names, places, times and a signed QR code',
    async () => {
      const id = await created(
        await trainOrder([
          {
            ...person(0),
            passenger_category: 'Adult',
            car_type: 'Compartment',
            car_number: '01',
            from_place_number: 5,
            to_place_number: 5,
            bedding: true,
            set_electronic_registration: true,
          },
          {
            ...person(1),
            passenger_category: 'Adult',
            car_type: 'Compartment',
            car_number: '01',
            from_place_number: 6,
            to_place_number: 6,
          },
        ]),
      );
      await pay(id);
      const [first, second] = await itemIds(id);
      const { routes } = await order(id);
      const blank = await download(id, 'train');

      expect(blank.pages).toBe(2);
      const [page1, page2] = blank.pageTexts;
      for (const [page, who, item] of [
        [page1!, person(0), first!],
        [page2!, person(1), second!],
      ] as const) {
        expect(page).toContain('Электронный билет');
        expect(page).toContain(`${who.last_name} ${who.first_name}`);
        expect(page).toContain(`Паспорт РФ ${who.document_number}`);
        expect(page).toContain(trainTicketNumber(item.id));
        expect(page).toContain(`Заказ № ${id}`);
        expect(page).toContain('Поезд 002Й «Татарстан»');
        expect(page).toContain('01, купе');
        expect(page).toContain(`${routes[0]!.departure_time.slice(11, 16)} МСК`);
        expect(page).toContain(`${routes[0]!.arrival_time.slice(11, 16)} МСК`);
        expect(page).toContain('НДС не облагается');
        expect(page).toContain('субагент перевозчиков');
        expect(page).toContain('Условия возврата');
        expect(page).toMatch(/до \d\d\.\d\d\.\d{4} \d\d:\d\d МСК/);
        expect(page).toContain('Плацкарта');
        // Купе of this train has bedding in the fare: both tickets say so, asked or not.
        expect(page).toMatch(/Постельное бельё\s+включено в стоимость/);
        expect(page).toContain('support@localhost');
      }
      expect(page1).toMatch(/Место\s+5, нижнее/);
      expect(page2).toMatch(/Место\s+6, верхнее/);
      expect(page1).toContain('Электронная регистрация пройдена');
      expect(page2).toContain('Электронная регистрация не пройдена');
      expect(trainTicketNumber(first!.id)).toMatch(/^\d{14}$/);

      expect(blank.qr).not.toBeNull();
      const departure = routes[0]!.departure_time;
      expect(verifyTicket(blank.qr!, publicKey)).toEqual({
        ticketNumber: trainTicketNumber(first!.id),
        orderId: id,
        itemId: first!.id,
        mode: 'TRAIN',
        ride: '002Й',
        departure: `${departure.slice(0, 16)}${departure.slice(-6)}`,
        from: expect.stringContaining('Москва'),
        to: expect.stringContaining('Казань'),
        car: '01',
        place: '5',
        passenger: `${person(0).last_name} ${person(0).first_name}`,
        document: person(0).document_number.slice(-4),
      });
      expect(verifyTicket(blank.qr!, generateKeyPairSync('ed25519').publicKey)).toBeNull();
      // The file carries the QR codes' text too, a line a page.
      const attached = await blank.attached();
      expect(attached).toHaveLength(2);
      expect(attached[0]).toBe(blank.qr);
      expect(verifyTicket(attached[1]!, publicKey)).toMatchObject({
        itemId: second!.id,
        place: '6',
        passenger: `${person(1).last_name} ${person(1).first_name}`,
      });

      // The same order prints the same numbers every time.
      const again = await download(id, 'train-again');
      expect(again.qr).toBe(blank.qr);
    },
  );

  it.runIf(testTrainSupplier() === 'im')(
    'gives the carrier’s blanks of a train the supplier issued: a page each, its numbers and names',
    async () => {
      const id = await created(
        await trainOrder([
          {
            ...person(2),
            passenger_category: 'Adult',
            car_type: 'Compartment',
            car_number: '01',
            from_place_number: 7,
            to_place_number: 7,
          },
          {
            ...person(3),
            passenger_category: 'Adult',
            car_type: 'Compartment',
            car_number: '01',
            from_place_number: 8,
            to_place_number: 8,
          },
        ]),
      );
      await pay(id);
      const numbers = rowsOf<{ blank_number: string }>(
        await w.t.database.db.execute(
          sql`select blank_number from order_items where order_id = ${id} order by id`,
        ),
      ).map((r) => r.blank_number);
      expect(numbers).toHaveLength(2);
      const blank = await download(id, 'supplier-train');
      expect(blank.pages).toBe(2);
      for (const [page, number] of numbers.entries()) {
        expect(blank.pageTexts[page]).toContain(number);
      }
      expect(blank.text).toContain(person(2).last_name.toUpperCase());
      expect(blank.text).toContain('002Й');
    },
  );

  it('prints a flight’s itinerary receipt with the airline’s ticket number and the booking code', async () => {
    const flightId = flight.segments[0]!.flights[0]!.id;
    const id = await created(
      await anna.post('payment/create/avia/', {
        passengers: [
          {
            ...person(2),
            passenger_type_id: 'Adult',
            category: 'Adult',
            places: [{ flight_id: flightId, place_row: 4, place_number: 'C', place_code: '4C' }],
            additional_services: [
              { code: 'XBAG', flight_ids: [flightId], service_type: 'Baggage' },
            ],
          },
        ],
        contacts,
        flights: [flightId],
        gds: flight.gds,
        pricing_gds: flight.gds,
        service_class: 'Economic',
        adult_quantity: 1,
        child_quantity: 0,
        baby_with_place_quantity: 0,
        baby_without_place_quantity: 0,
      }),
    );
    await pay(id);
    const [item] = await itemIds(id);
    const { routes } = await order(id);
    const blank = await download(id, 'plane');

    expect(blank.pages).toBe(1);
    const page = blank.pageTexts[0]!;
    const number = planeTicketNumber(item!.id, { code: 'SU', name: 'Аэрофлот' });
    expect(number).toMatch(/^555\d{10}$/);
    expect(page).toContain('Маршрут-квитанция');
    expect(page).toContain(number);
    expect(page).toContain(bookingCode(id));
    expect(page).toMatch(/Рейс SU 1250/);
    expect(page).toContain('(SVO)');
    expect(page).toContain('(KZN)');
    expect(page).toContain(`${routes[0]!.departure_time.slice(11, 16)} МСК`);
    expect(page).toContain('Эконом Базовый');
    expect(page).toMatch(/Место\s+4C/);
    // The bag's name wraps in its narrow column: its start and its price.
    expect(page).toMatch(/Дополнительное место\s+2 500 ₽/);
    expect(page).toMatch(/Выбор места\s+900 ₽/);
    expect(page).toContain('Сервисный сбор');
    expect(page).toContain(`${person(2).last_name} ${person(2).first_name}`);
    expect(page).toContain('Условия возврата');
    expect(page).toContain('Таксы и сборы');
    expect(page).toContain('Сбор перевозчика');
    expect(page).toMatch(/до \d\d\.\d\d\.\d{4} \d\d:\d\d МСК/);
    expect(page).not.toContain('Возвратный тариф');
    expect(verifyTicket(blank.qr!, publicKey)).toMatchObject({
      ticketNumber: number,
      orderId: id,
      mode: 'PLANE',
      ride: 'SU 1250',
      from: expect.stringContaining('(SVO)'),
      to: expect.stringContaining('(KZN)'),
      car: '',
      place: '4C',
      passenger: `${person(2).last_name} ${person(2).first_name}`,
      document: person(2).document_number.slice(-4),
    });
  });

  it('sells the fare with a bag dearer, with its bag and refund rules, charged and printed as sold', async () => {
    const flightId = flight.segments[0]!.flights[0]!.id;
    const priced = async (fareCode?: string) => {
      const res = await w.t.app.inject({
        method: 'POST',
        url: '/api/v1/avia_detail',
        payload: {
          gds: flight.gds,
          flights: [flightId],
          passengers: [{ category: 'Adult', passenger_id: 1 }],
          ...(fareCode ? { fare_code: fareCode } : {}),
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      return ZAviaDetailResponse.parse(res.json());
    };
    const basic = await priced();
    const standard = await priced('ES');
    expect(basic.common.fare_code).toBe('EB');
    expect(standard.common.fare_code).toBe('ES');
    expect(standard.common.total_price).toBeGreaterThan(basic.common.total_price);
    // The families on offer, each with its price and its rules as the fare rules word them.
    const family = (code: string) => MINI_PLANE_FAMILIES.find((f) => f.code === code)!;
    expect(basic.common.fare_families).toEqual([
      expect.objectContaining({
        code: 'EB',
        baggage_included: false,
        total_price: basic.common.total_price,
        fare_description: expect.objectContaining({
          baggage: 'Без багажа',
          refund: fareFamilyRefundText(family('EB')),
        }),
      }),
      expect.objectContaining({
        code: 'ES',
        name: 'Эконом Стандарт',
        baggage_included: true,
        total_price: standard.common.total_price,
        fare_description: expect.objectContaining({
          baggage: '23 кг',
          refund: fareFamilyRefundText(family('ES')),
        }),
      }),
    ]);
    expect(standard.common.segments[0]!.flights[0]!.fare_description.baggage).toBe('23 кг');

    const body = {
      passengers: [{ ...person(3), passenger_type_id: 'Adult', category: 'Adult' }],
      contacts,
      flights: [flightId],
      gds: flight.gds,
      pricing_gds: flight.gds,
      service_class: 'Economic',
      adult_quantity: 1,
      child_quantity: 0,
      baby_with_place_quantity: 0,
      baby_without_place_quantity: 0,
    };
    const unsold = await anna.post('payment/create/avia/', { ...body, fare_code: 'BF' });
    expect(unsold.statusCode).toBe(400);
    expect(unsold.json()).toEqual({ fare_code: ['Рейс SU 1250 не продаёт этот тариф'] });

    const id = await created(await anna.post('payment/create/avia/', { ...body, fare_code: 'ES' }));
    const confirm = await anna.get(`payment/order/${id}`);
    expect(confirm.json<{ price: number }>().price).toBe(standard.common.total_price);
    await pay(id);
    const charged = rowsOf<{ amount: number }>(
      await w.t.database.db.execute(sql`select amount from payments where order_id = ${id}`),
    );
    expect(charged.map((p) => p.amount)).toEqual([standard.common.total_price]);
    const page = (await download(id, 'plane-standard')).pageTexts[0]!;
    expect(page).toContain('Эконом Стандарт');
    expect(page).toMatch(/Багаж\s+23 кг/);
    // The refund rule as the fare rules word it; the layout wraps it in its column.
    expect(page).toContain('Возврат со штрафом');
    expect(page).toContain(`${formatRubles(2_000_00).replace(/\u00a0/g, ' ')} не позднее`);
    expect(page).toContain(formatRubles(standard.common.total_price).replace(/\u00a0/g, ' '));
  });

  it('prints a bus ticket with its series and number, carrier, seat and tariff', async () => {
    const id = await created(
      await anna.post('payment/create/bus/', {
        route_id: bus.route_id,
        passengers: [{ ...person(3), place_number: '7' }],
        contacts,
        departure_date: bus.date,
        race_id: bus.race_id,
        provider: bus.provider,
      }),
    );
    await pay(id);
    const [item] = await itemIds(id);
    const { routes } = await order(id);
    const blank = await download(id, 'bus');

    expect(blank.pages).toBe(1);
    const page = blank.pageTexts[0]!;
    const { series, number } = busTicketNumber(item!.id);
    expect(page).toContain(`${series} № ${number}`);
    expect(page).toContain('ООО «Тверь-Авто»');
    expect(page).toMatch(/Место\s+7/);
    expect(page).toContain(`${routes[0]!.departure_time.slice(11, 16)} МСК`);
    expect(page).toContain(`${person(3).last_name} ${person(3).first_name}`);
    expect(page).toMatch(/до \d\d\.\d\d\.\d{4} \d\d:\d\d МСК/);
    expect(verifyTicket(blank.qr!, publicKey)).toMatchObject({
      ticketNumber: `${series}${number}`,
      orderId: id,
      itemId: item!.id,
      mode: 'BUS',
      departure: expect.stringMatching(
        new RegExp(`^${routes[0]!.departure_time.slice(0, 16)}[+-]\\d\\d:\\d\\d$`),
      ),
      car: '',
      place: '7',
      passenger: `${person(3).last_name} ${person(3).first_name}`,
    });
  });

  it('has no tickets before payment, none for another account, and none for a visitor', async () => {
    const id = await created(
      await trainOrder([
        {
          ...person(4),
          passenger_category: 'Adult',
          car_type: 'ReservedSeat',
          car_number: '02',
        },
      ]),
    );
    const unpaid = await anna.get(`payment/blank/${id}`);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toEqual({ code: 'conflict', detail: ticketMessages.notPaid });

    await pay(id);
    const foreign = await boris.get(`payment/blank/${id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 'not_found', detail: 'Заказ не найден' });
    expect((await boris.get('payment/blank/99999999')).statusCode).toBe(404);

    const visitor = await w.t.app.inject({ method: 'GET', url: `/api/v1/payment/blank/${id}` });
    expect(visitor.statusCode).toBe(401);
    expect((await anna.get(`payment/blank/${id}`)).statusCode).toBe(200);
  });

  const visitorGet = (url: string) => w.t.app.inject({ method: 'GET', url: `/api/v1/${url}` });
  const check = async (number: string) => {
    const res = await visitorGet(`tickets/check/${encodeURIComponent(number)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json<TicketCheck>();
  };
  /** A bus order of one passenger, not yet paid: its id, its item and its ticket number as printed. */
  const busTicket = async (n: number, seat: string) => {
    const id = await created(
      await anna.post('payment/create/bus/', {
        route_id: bus.route_id,
        passengers: [{ ...person(n), place_number: seat }],
        contacts,
        departure_date: bus.date,
        race_id: bus.race_id,
        provider: bus.provider,
      }),
    );
    const [item] = await itemIds(id);
    const { series, number } = busTicketNumber(item!.id);
    return { id, item: item!, number: `${series} № ${number}` };
  };

  it('publishes the key the QR codes are signed with, to anyone, as JSON and as PEM', async () => {
    const res = await visitorGet('tickets/public-key');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const key = res.json<TicketPublicKey>();
    expect(key).toEqual({
      algorithm: 'Ed25519',
      format: 'PRS2',
      pem: expect.stringMatching(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+-----END PUBLIC KEY-----\n$/),
      raw: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const pem = await visitorGet('tickets/public-key.pem');
    expect(pem.statusCode).toBe(200);
    expect(pem.headers['content-type']).toBe('application/x-pem-file');
    expect(pem.body).toBe(key.pem);
    // Its own key: neither the payment secret's nor any other secret's.
    expect(key.pem).toBe(publicKey);
  });

  it('checks a ticket online: unknown before payment, valid after, returned once returned', async () => {
    const { id, number } = await busTicket(5, '9');
    expect(await check(number)).toEqual({
      status: 'unknown',
      detail: 'Билета с таким номером «Пересадка» не оформляла',
      ticket: null,
    });
    await pay(id);
    const [route] = (await anna.get(`payment/order/${id}`)).json<{
      routes: { departure_time: string; flight_number: string; destination_name: string }[];
    }>().routes;
    const valid = await check(number);
    expect(valid).toEqual({
      status: 'valid',
      detail: 'Билет действителен',
      ticket: {
        number: number.replace(' № ', ''),
        mode: 'BUS',
        ride: route!.flight_number,
        departure: `${route!.departure_time.slice(0, 16)}${route!.departure_time.slice(-6)}`,
        from: expect.any(String),
        to: expect.stringContaining(route!.destination_name),
        car: '',
        place: '9',
      },
    });
    // What the number says is the ride and the place, never who travels.
    const body = JSON.stringify(valid);
    for (const personal of [person(5).last_name, person(5).first_name, person(5).document_number]) {
      expect(body).not.toContain(personal);
    }
    // The number as a person types it: without spaces and «№», in lower case.
    expect((await check(number.replace(' № ', '').toLowerCase())).status).toBe('valid');

    const passengers = (await anna.get('payment/all/'))
      .json<{ order_id: number; passengers_data: { order_id: number }[] }[]>()
      .find((o) => o.order_id === id)!.passengers_data;
    const returned = await anna.post('payment/return/', {
      order_item_id: passengers[0]!.order_id,
      transport_type: 'bus',
      document: person(5).document_number,
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(await check(number)).toEqual({
      ...valid,
      status: 'returned',
      detail: 'Билет возвращён и недействителен',
    });
  });

  it('knows no ticket by a number it never printed, and tells a bad number in Russian', async () => {
    const unknown = { status: 'unknown', detail: expect.any(String), ticket: null };
    const { item } = await busTicket(6, '10');
    for (const number of [
      trainTicketNumber(item.id + 1_000_000),
      planeTicketNumber(item.id, { code: 'SU' }),
      // A mistyped digit: the Luhn check catches it before any lookup.
      trainTicketNumber(item.id).replace(
        /^(\d{5})(\d)/,
        (_, a, d) => `${a}${(Number(d) + 1) % 10}`,
      ),
      'АА 0000000',
      'not a ticket',
    ]) {
      expect(await check(number), number).toEqual(unknown);
    }
    const long = await visitorGet(`tickets/check/${'7'.repeat(41)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ number: ['Такого номера билета нет'] });
  });

  it('verify-ticket checks a downloaded ticket.pdf offline and refuses a changed name or seat', async () => {
    const { id } = await busTicket(7, '11');
    await pay(id);
    const blank = await download(id, 'verified');
    const keyFile = path.join(dir, 'peresadka-tickets.pem');
    writeFileSync(keyFile, (await visitorGet('tickets/public-key.pem')).body);
    // The command as a third party runs it.
    const command = (input: string) =>
      spawnSync('npm', ['run', '--silent', 'verify-ticket', '--', input, '--key', keyFile], {
        cwd: root,
        encoding: 'utf8',
      });
    const good = command(blank.file);
    expect(good.status, good.stdout + good.stderr).toBe(0);
    expect(good.stdout).toContain('Билет: подпись верна');
    expect(good.stdout).toContain(
      `Номер билета: ${busTicketNumber((await itemIds(id))[0]!.id).series}`,
    );
    expect(good.stdout).toContain(`Пассажир: ${person(7).last_name} ${person(7).first_name}`);
    expect(good.stdout).toContain('Место: место 11');
    expect(good.stdout).toContain(
      `Документ: номер оканчивается на ${person(7).document_number.slice(-4)}`,
    );

    const fields = blank.qr!.split('|');
    const tampered = (index: number, value: string) =>
      fields.map((f, i) => (i === index ? value : f)).join('|');
    const renamed = tampered(11, 'Петров Пётр');
    const refused = command(renamed);
    expect(refused.status).toBe(1);
    expect(refused.stdout).toContain('подпись НЕ верна');
    expect(refused.stdout).not.toContain('подпись верна');

    // The rest in this process: the key fetched from the site's address by default.
    let out = '';
    const run = (...args: string[]) => {
      out = '';
      return runVerifyTicket(args, {
        out: (text) => (out += text),
        fetchText: async (url) => (await visitorGet(new URL(url).pathname.slice(8))).body,
        defaultKeyUrl: 'http://localhost:3000/api/v1/tickets/public-key.pem',
      });
    };
    expect(await run(blank.qr!)).toBe(0);
    expect(out).toContain('Автобус, рейс');
    for (const forged of [
      renamed,
      tampered(10, '12'),
      tampered(6, fields[6]!.replace(/T\d\d/, 'T23')),
    ]) {
      expect(verifyTicket(forged, publicKey)).toBeNull();
      expect(await run(forged)).toBe(1);
      expect(out).toContain('подпись НЕ верна');
    }
    // Another site's key, a PDF that is no ticket, and no input at all.
    const other = generateKeyPairSync('ed25519').publicKey.export({ format: 'jwk' }).x!;
    expect(await run(blank.file, '--key', other)).toBe(1);
    const notATicket = path.join(dir, 'not-a-ticket.pdf');
    writeFileSync(notATicket, '%PDF-1.4 nonsense');
    expect(await run(notATicket)).toBe(2);
    expect(out).toBe('Файл не читается как PDF');
    expect(await run()).toBe(2);
    expect(out).toContain('npm run verify-ticket -- ticket.pdf');
  });
});
