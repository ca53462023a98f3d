import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { berthLabels } from '@peresadka/contracts/car-layout';
import { documentTypeLabels } from '@peresadka/contracts/enum-labels';
import type { DocumentType } from '@peresadka/contracts/enums';
import { trainFareParts } from '@peresadka/contracts/fare-parts';
import { IM_ERRORS, imMoneyText } from '@peresadka/contracts/im/im-values';
import type { BlankRequest, ImPassengerCategory } from '@peresadka/contracts/im/order-reservation';
import PDFDocument from 'pdfkit';
import { carPlan } from './car-plan.ts';
import { CAR_TYPE_NAMES, carNumberText, placeText } from './car-services.ts';
import { carrierTin } from './carriers.ts';
import { orderNotFound, refusal } from './im-error.ts';
import {
  customerOf,
  ownOrder,
  type BlankRecord,
  type OrderRecord,
  type PurchaseItem,
  type TicketStation,
} from './orders.ts';
import { wallClock } from './wall-clock.ts';
import type { World } from './world.ts';

/**
 * Order/V1/Reservation/Blank: the carrier's blank of a confirmed order, one page per passenger
 * of the items asked for, with what a Russian railway e-ticket states: the carrier and its ИНН,
 * the ticket's and the order's numbers, train, car and place, both stations with local times,
 * the passenger and the document, the fare split into ticket and плацкарта, the electronic
 * registration and the sale date.
 */
export async function blankPdf(
  world: World,
  partner: string,
  request: BlankRequest,
): Promise<Buffer> {
  const order = ownOrder(world.orders, partner, request.OrderId);
  const asked = request.OrderItemId !== null ? [request.OrderItemId] : request.OrderItemIds;
  const unknown = asked?.find((id) => !order.items.some((item) => item.itemId === id));
  if (unknown !== undefined) throw orderNotFound(unknown);
  const pages = order.items
    .filter((item) => asked === null || asked.includes(item.itemId))
    .flatMap((item) => item.blanks.map((blank) => ({ item, blank })))
    .filter(({ blank }) => blank.voidedAt === null);
  if (order.state !== 'Confirmed' || pages.length === 0) {
    throw refusal(
      IM_ERRORS.wrongOrderState,
      'Бланки не могут быть сформированы: заказ не оформлен',
    );
  }
  return render(order, pages);
}

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;
/** DejaVu Sans writes Cyrillic, and embedded as a subset the text stays searchable. */
function fontFiles() {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

/** A4 in points. */
const PAGE_WIDTH = 595.28;
const MARGIN = 48;
const LABEL_WIDTH = 150;
const MUTED = '#5b6570';

const CATEGORY_LABELS: Record<ImPassengerCategory, string> = {
  Adult: 'Взрослый, полный тариф',
  Child: 'Детский (до 10 лет), детский тариф',
  BabyWithoutPlace: 'Ребёнок до 5 лет без места, бесплатно',
};

/** '02.03.2026 12:30' on the zone's clock. */
function dateTime(at: number, zone?: string): string {
  const [date, time] = wallClock(at, zone).split('T') as [string, string];
  return `${date.split('-').reverse().join('.')} ${time.slice(0, 5)}`;
}

const money = (kopecks: number) => `${imMoneyText(kopecks)} руб.`;

function stop(station: TicketStation, at: number): string {
  const local = dateTime(at, station.timeZone);
  const moscow = dateTime(at);
  const clock = local === moscow ? 'время местное' : `время местное, по Москве ${moscow}`;
  return `${station.cityName}, ${station.name} — ${local} (${clock})`;
}

function placeOf(item: PurchaseItem, blank: BlankRecord): string {
  if (blank.places.length === 0) return 'без места (на руках у взрослого)';
  const plan = carPlan(item.car);
  return blank.places
    .map((number) => {
      const kind = plan.find((place) => place.number === number)!.kind;
      return `${placeText(number)}, ${kind === 'seat' ? 'сидячее' : berthLabels[kind]}`;
    })
    .join('; ');
}

function rowsOf(order: OrderRecord, item: PurchaseItem, blank: BlankRecord): [string, string][] {
  const { ride, car } = item;
  const customer = customerOf(order, blank);
  const parts = trainFareParts(blank.fare, car.type);
  const name = [customer.LastName, customer.FirstName, customer.MiddleName ?? '']
    .join(' ')
    .trim()
    .toUpperCase();
  const documentLabel =
    documentTypeLabels[customer.DocumentType as DocumentType] ?? customer.DocumentType;
  const train = [ride.displayNumber, ride.trainName && `«${ride.trainName}»`, ride.category];
  return [
    ['Номер билета', blank.number ?? ''],
    ['Номер заказа', String(order.orderId)],
    ['Поезд', train.filter(Boolean).join(', ')],
    [
      'Вагон',
      `${carNumberText(car.number)}, ${CAR_TYPE_NAMES[car.type]}, класс ${car.serviceClass}`,
    ],
    ['Место', placeOf(item, blank)],
    ['Отправление', stop(ride.origin, ride.departsAt)],
    ['Прибытие', stop(ride.destination, ride.arrivesAt)],
    ['Пассажир', name],
    ['Документ', `${documentLabel} ${customer.DocumentNumber}`],
    ['Категория', CATEGORY_LABELS[blank.category]],
    [
      'Стоимость',
      `${money(blank.fare)}, в т.ч. стоимость билета ${money(parts.ticketPart)}, плацкарта ${money(parts.reservedSeatPart)}`,
    ],
    [
      'Регистрация',
      item.electronicRegistration
        ? 'Электронная регистрация пройдена'
        : 'Электронная регистрация не пройдена: получите билет в кассе или терминале',
    ],
    ['Дата оформления', `${dateTime(order.confirmedAt!)} (время московское)`],
    ...(blank.returned
      ? [
          ['Статус', `Возвращён ${dateTime(blank.returned.at)} (время московское)`] as [
            string,
            string,
          ],
        ]
      : []),
  ];
}

async function render(
  order: OrderRecord,
  pages: { item: PurchaseItem; blank: BlankRecord }[],
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    autoFirstPage: false,
    info: { Title: `Электронный билет, заказ ${order.orderId}`, Author: 'АСУ «Экспресс»' },
  });
  const { regular, bold } = fontFiles();
  doc.registerFont('Regular', regular);
  doc.registerFont('Bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const contentWidth = PAGE_WIDTH - 2 * MARGIN;
  for (const { item, blank } of pages) {
    doc.addPage();
    const tin = carrierTin(item.ride.carrierCode);
    doc.font('Bold').fontSize(18).fillColor('#000000');
    doc.text('Электронный билет / контрольный купон', MARGIN, MARGIN, { width: contentWidth });
    doc.moveDown(0.3).font('Regular').fontSize(10).fillColor(MUTED);
    doc.text(`Перевозчик: ${item.ride.carrierName}${tin ? `, ИНН ${tin}` : ''}`, {
      width: contentWidth,
    });
    doc.moveDown(1);
    for (const [label, value] of rowsOf(order, item, blank)) {
      const y = doc.y;
      doc
        .font('Regular')
        .fontSize(9)
        .fillColor(MUTED)
        .text(label, MARGIN, y, { width: LABEL_WIDTH });
      doc
        .font('Bold')
        .fontSize(11)
        .fillColor('#000000')
        .text(value, MARGIN + LABEL_WIDTH, y, { width: contentWidth - LABEL_WIDTH });
      doc.moveDown(0.5);
    }
    doc.moveDown(1).font('Regular').fontSize(8).fillColor(MUTED);
    doc.text(
      'Время отправления и прибытия указано местное. При посадке предъявите документ, ' +
        'удостоверяющий личность, указанный в билете. Бланк сформирован встроенной песочницей ' +
        'поставщика и действителен только в демонстрационной сети.',
      MARGIN,
      doc.y,
      { width: contentWidth },
    );
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
