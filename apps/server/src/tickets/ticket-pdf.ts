import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/** A label and its value, as every block of the ticket lists them. */
export type TicketRow = readonly [label: string, value: string];

/** A station on the ticket: its wall clock, that clock's zone and the place. */
export type TicketStop = { label: string; time: string; date: string; zone: string; place: string };

/** A row of the «Условия возврата» block: when, and what comes back then. */
export type RefundRow = { when: string; amount: string };

/** One page: one passenger on one ride, every text already in Russian. */
export type TicketPage = {
  /** «Электронный билет», «Маршрут-квитанция». */
  title: string;
  /** «Скорый фирменный поезд», «Электронный авиабилет», «Автобус». */
  kind: string;
  numberLabel: string;
  number: string;
  /** More codes beside the number (the booking code of a flight). */
  head: TicketRow[];
  route: { vehicle: string; duration: string; departure: TicketStop; arrival: TicketStop };
  passenger: TicketRow[];
  details: { title: string; rows: TicketRow[] };
  price: { rows: TicketRow[]; total: TicketRow; note: string };
  notes: string[];
  /** The QR code's content (ticket-signature.ts). */
  qr: string;
  refundRows: RefundRow[];
};

/** The first page of a combined trip's file: every leg, and the changes between them. */
export type Itinerary = {
  /** «Калининград → Владивосток · 2 пассажира». */
  summary: string;
  legs: { route: TicketPage['route']; places: TicketRow[] }[];
  /** changes[i] sits between legs[i] and legs[i + 1]. */
  changes: string[];
  total: TicketRow;
};

export type TicketDocument = {
  orderId: number;
  itinerary: Itinerary | null;
  /** «Оплачен 25 ноября 2026 г.» */
  issued: string;
  /** Said at the foot of every page: who sells the ticket, how to reach us. */
  footer: string[];
  supportEmail: string;
  pages: TicketPage[];
};

const require = createRequire(import.meta.url);

let fonts: { regular: Buffer; bold: Buffer } | undefined;
/** DejaVu Sans: Cyrillic, and embedded as a subset so the text can be copied and searched. */
function fontFiles() {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

// A4 in points, and the page's frame.
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 40;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
/**
 * Wide enough for the signed text (version 11–14 codes, 61–73 modules): a module stays near
 * 0.7 mm printed, which a phone reads off paper at arm's length.
 */
const QR_SIZE = 140;
/** Below the header band. */
const TOP = 60;
const FOOTER_TOP = PAGE_HEIGHT - 78;

const BRAND = '#0b5cad';
const ACCENT = '#ffb400';
const TEXT = '#1b1f24';
const MUTED = '#5b6570';
const RULE = '#c9d2dc';
const PANEL = '#f1f5fa';

type Doc = PDFKit.PDFDocument;

type TextStyle = {
  size: number;
  bold?: boolean;
  color?: string;
  width?: number;
  align?: 'left' | 'right';
};

/**
 * Draws on a page, or only measures when `dry`: a panel is laid out once to learn its height,
 * then drawn behind its text. Nothing measured reaches the file, so the text is there once.
 */
class Painter {
  dry = false;

  constructor(readonly doc: Doc) {}

  /** Writes a text at a place and answers where the next line may start. */
  put(text: string, x: number, y: number, style: TextStyle): number {
    const { doc } = this;
    doc
      .font(style.bold ? 'Bold' : 'Regular')
      .fontSize(style.size)
      .fillColor(style.color ?? TEXT);
    const options = {
      width: style.width ?? CONTENT_WIDTH,
      align: style.align ?? 'left',
      lineGap: 1,
    } as const;
    if (!this.dry) doc.text(text, x, y, options);
    return y + doc.heightOfString(text, options);
  }

  widthOf(text: string, size: number, bold = false): number {
    return this.doc
      .font(bold ? 'Bold' : 'Regular')
      .fontSize(size)
      .widthOfString(text);
  }

  rule(x: number, y: number, width: number): void {
    this.shape((doc) =>
      doc
        .moveTo(x, y)
        .lineTo(x + width, y)
        .lineWidth(0.6)
        .strokeColor(RULE)
        .stroke(),
    );
  }

  /** The height `draw` takes from `top`, without drawing it. */
  measure(draw: () => number): number {
    const was = this.dry;
    this.dry = true;
    try {
      return draw();
    } finally {
      this.dry = was;
    }
  }

  /** Draws shapes (panels, frames) unless only measuring. */
  shape(draw: (doc: Doc) => void): void {
    if (!this.dry) draw(this.doc);
  }
}

/** `label`: which page this is, «билет 2 из 6» or «маршрут поездки». */
function header(p: Painter, ticket: TicketDocument, label: string) {
  p.doc.rect(0, 0, PAGE_WIDTH, 46).fill(BRAND);
  p.doc.rect(0, 46, PAGE_WIDTH, 3).fill(ACCENT);
  p.put('Пересадка', MARGIN, 13, { size: 18, bold: true, color: '#ffffff' });
  const x = PAGE_WIDTH - MARGIN - 280;
  const right = { width: 280, align: 'right', color: '#ffffff' } as const;
  p.put(`Заказ № ${ticket.orderId}`, x, 9, { ...right, size: 11, bold: true });
  p.put(`${ticket.issued} · ${label}`, x, 26, {
    ...right,
    size: 8.5,
  });
}

async function qrBlock(p: Painter, page: TicketPage): Promise<void> {
  const png = await QRCode.toBuffer(page.qr, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 2,
    scale: 8,
    color: { dark: '#000000', light: '#ffffff' },
  });
  const x = PAGE_WIDTH - MARGIN - QR_SIZE;
  p.doc.image(png, x, TOP, { width: QR_SIZE, height: QR_SIZE });
  p.put('QR-код с подписью «Пересадки» для проверки билета', x - 24, TOP + QR_SIZE + 2, {
    size: 6.5,
    color: MUTED,
    width: QR_SIZE + 24,
    align: 'right',
  });
}

/** Title, ticket number and codes; answers the line below them. */
function titleBlock(p: Painter, page: TicketPage): number {
  const width = CONTENT_WIDTH - QR_SIZE - 20;
  let y = p.put(page.title, MARGIN, TOP + 4, { size: 21, bold: true, width });
  y = p.put(page.kind, MARGIN, y + 1, { size: 10, color: MUTED, width });
  y += 12;
  const codes: TicketRow[] = [[page.numberLabel, page.number], ...page.head];
  let x = MARGIN;
  let bottom = y;
  for (const [label, value] of codes) {
    const w = Math.max(p.widthOf(value, 16, true), 110) + 10;
    p.put(label, x, y, { size: 8, color: MUTED, width: w });
    bottom = Math.max(bottom, p.put(value, x, y + 11, { size: 16, bold: true, width: w }));
    x += w + 18;
  }
  return Math.max(bottom, TOP + QR_SIZE + 20);
}

function stopBlock(p: Painter, stop: TicketStop, x: number, y: number, width: number): number {
  let next = p.put(stop.label, x, y, { size: 8, color: MUTED, width });
  const timeWidth = p.widthOf(stop.time, 22, true);
  p.put(stop.time, x, next, { size: 22, bold: true, width: timeWidth + 4 });
  p.put(stop.zone, x + timeWidth + 6, next + 9, { size: 10, bold: true, color: BRAND, width: 60 });
  next += 28;
  next = p.put(stop.date, x, next, { size: 9, width });
  return p.put(stop.place, x, next + 1, { size: 9.5, bold: true, width });
}

/** The ride: departure and arrival on their own clocks, in a panel. */
function routeBlock(p: Painter, route: TicketPage['route'], top: number): number {
  const inner = CONTENT_WIDTH - 28;
  const column = (inner - 40) / 2;
  const draw = () => {
    const y0 = top + 12;
    p.put(route.vehicle, MARGIN + 14, y0, { size: 11, bold: true, width: inner - 130 });
    p.put(`в пути ${route.duration}`, MARGIN + 14, y0 + 1, {
      size: 9,
      color: MUTED,
      width: inner,
      align: 'right',
    });
    const y = y0 + 22;
    const left = stopBlock(p, route.departure, MARGIN + 14, y, column);
    p.put('→', MARGIN + 14 + column + 8, y + 14, { size: 18, color: BRAND, width: 30 });
    const right = stopBlock(p, route.arrival, MARGIN + 14 + column + 40, y, column);
    return Math.max(left, right) + 12;
  };
  const bottom = p.measure(draw);
  p.shape((doc) => doc.roundedRect(MARGIN, top, CONTENT_WIDTH, bottom - top, 6).fill(PANEL));
  draw();
  return bottom;
}

function sectionTitle(p: Painter, title: string, x: number, y: number, width: number): number {
  const next = p.put(title, x, y, { size: 10.5, bold: true, color: BRAND, width });
  p.rule(x, next + 1, width);
  return next + 6;
}

function rows(
  p: Painter,
  list: readonly TicketRow[],
  x: number,
  y: number,
  width: number,
  labelWidth: number,
): number {
  let next = y;
  for (const [label, value] of list) {
    const a = p.put(label, x, next + 1, { size: 8, color: MUTED, width: labelWidth - 6 });
    const b = p.put(value, x + labelWidth, next, { size: 9.5, width: width - labelWidth });
    next = Math.max(a, b) + 3;
  }
  return next;
}

function priceBlock(p: Painter, page: TicketPage, x: number, y: number, width: number): number {
  const amount = 66;
  let next = sectionTitle(p, 'Стоимость', x, y, width);
  for (const [label, value] of page.price.rows) {
    const a = p.put(label, x, next + 1, { size: 8.5, color: MUTED, width: width - amount });
    const b = p.put(value, x + width - amount, next, { size: 9.5, width: amount, align: 'right' });
    next = Math.max(a, b) + 3;
  }
  p.rule(x, next, width);
  next += 5;
  const [label, value] = page.price.total;
  p.put(label, x, next, { size: 10.5, bold: true, width: width - amount });
  next = p.put(value, x + width - amount - 10, next, {
    size: 10.5,
    bold: true,
    width: amount + 10,
    align: 'right',
  });
  return p.put(page.price.note, x, next + 3, { size: 8, color: MUTED, width });
}

/**
 * «Условия возврата»: a framed block of the rows it is given, whoever works them out (the
 * contracts' refund tables now, a quote for this very ticket later).
 */
function refundBlock(p: Painter, page: TicketPage, top: number): number {
  const x = MARGIN + 12;
  const whenWidth = 265;
  const amountX = x + whenWidth + 14;
  const amountWidth = CONTENT_WIDTH - 24 - whenWidth - 14;
  const draw = () => {
    let y = p.put('Условия возврата', x, top + 10, { size: 10.5, bold: true, color: BRAND });
    y += 3;
    p.put('Когда', x, y, { size: 7.5, bold: true, color: MUTED, width: whenWidth });
    y = p.put('Что возвращается', amountX, y, {
      size: 7.5,
      bold: true,
      color: MUTED,
      width: amountWidth,
    });
    for (const row of page.refundRows) {
      p.rule(x, y + 2, CONTENT_WIDTH - 24);
      y += 4;
      const a = p.put(row.when, x, y, { size: 7.5, width: whenWidth });
      const b = p.put(row.amount, amountX, y, { size: 7.5, width: amountWidth });
      y = Math.max(a, b);
    }
    return y + 10;
  };
  const bottom = p.measure(draw);
  p.shape((doc) =>
    doc
      .roundedRect(MARGIN, top, CONTENT_WIDTH, bottom - top, 6)
      .lineWidth(1)
      .strokeColor(BRAND)
      .stroke(),
  );
  draw();
  return bottom;
}

function footer(p: Painter, ticket: TicketDocument) {
  p.rule(MARGIN, FOOTER_TOP, CONTENT_WIDTH);
  let y = FOOTER_TOP + 6;
  for (const line of ticket.footer) y = p.put(line, MARGIN, y, { size: 7, color: MUTED }) + 1;
  p.put(`Поддержка: ${ticket.supportEmail} · Заказ № ${ticket.orderId}`, MARGIN, y + 2, {
    size: 8,
    bold: true,
  });
}

const ticketLabel = (ticket: TicketDocument, index: number) =>
  `билет ${index + 1} из ${ticket.pages.length}`;

/**
 * A combined trip's itinerary: each leg on its stations' own clocks with everyone's places,
 * each change with its wait and minimum, then the total. Long trips go on to another page.
 */
function drawItinerary(p: Painter, ticket: TicketDocument, itinerary: Itinerary) {
  const label = 'маршрут поездки';
  p.doc.addPage({ size: 'A4', margin: 0 });
  header(p, ticket, label);
  let y = p.put('Маршрут поездки', MARGIN, TOP + 4, { size: 21, bold: true });
  y = p.put(itinerary.summary, MARGIN, y + 1, { size: 10, color: MUTED }) + 12;
  for (const [i, leg] of itinerary.legs.entries()) {
    const height =
      p.measure(() => routeBlock(p, leg.route, y)) -
      y +
      p.measure(() => rows(p, leg.places, MARGIN, 0, CONTENT_WIDTH, 120));
    if (y + height > FOOTER_TOP - 12) {
      footer(p, ticket);
      p.doc.addPage({ size: 'A4', margin: 0 });
      header(p, ticket, label);
      y = TOP + 4;
    }
    y = routeBlock(p, leg.route, y) + 6;
    y = rows(p, leg.places, MARGIN + 14, y, CONTENT_WIDTH - 14, 120) + 4;
    const change = itinerary.changes[i];
    if (change)
      y = p.put(`↓ ${change}`, MARGIN + 14, y, { size: 9.5, bold: true, color: BRAND }) + 8;
  }
  const [total, amount] = itinerary.total;
  p.rule(MARGIN, y + 2, CONTENT_WIDTH);
  p.put(total, MARGIN, y + 8, { size: 12, bold: true });
  p.put(amount, MARGIN, y + 8, { size: 12, bold: true, align: 'right' });
  footer(p, ticket);
}

async function drawPage(p: Painter, ticket: TicketDocument, page: TicketPage, index: number) {
  p.doc.addPage({ size: 'A4', margin: 0 });
  header(p, ticket, ticketLabel(ticket, index));
  await qrBlock(p, page);
  let y = titleBlock(p, page) + 10;
  y = routeBlock(p, page.route, y) + 12;

  // The passenger beside the price, then the ride's particulars in two columns, then notes.
  const gap = 24;
  const rightWidth = 200;
  const leftWidth = CONTENT_WIDTH - rightWidth - gap;
  let left = sectionTitle(p, 'Пассажир', MARGIN, y, leftWidth);
  left = rows(p, page.passenger, MARGIN, left, leftWidth, 105);
  const right = priceBlock(p, page, MARGIN + leftWidth + gap, y, rightWidth);
  y = Math.max(left, right) + 12;

  y = sectionTitle(p, page.details.title, MARGIN, y, CONTENT_WIDTH);
  const half = Math.ceil(page.details.rows.length / 2);
  const column = (CONTENT_WIDTH - gap) / 2;
  y = Math.max(
    rows(p, page.details.rows.slice(0, half), MARGIN, y, column, 100),
    rows(p, page.details.rows.slice(half), MARGIN + column + gap, y, column, 100),
  );
  for (const note of page.notes) y = p.put(note, MARGIN, y + 4, { size: 9, bold: true });
  y += 12;
  const fits = p.measure(() => refundBlock(p, page, y)) <= FOOTER_TOP - 6;
  if (!fits) {
    // Only texts far longer than any we sell get here: the conditions go on a page of their own
    // rather than under the footer.
    footer(p, ticket);
    p.doc.addPage({ size: 'A4', margin: 0 });
    header(p, ticket, ticketLabel(ticket, index));
    y = p.put(`Билет ${page.number}, продолжение`, MARGIN, TOP + 4, { size: 14, bold: true }) + 12;
  }
  refundBlock(p, page, y);
  footer(p, ticket);
}

/** The file attached to every ticket PDF: the pages' QR codes' text, a line each. */
export const QR_ATTACHMENT = 'peresadka-tickets.txt';

/** The order's tickets as one PDF: a page per passenger per ride, real text throughout. */
export async function renderTicketPdf(ticket: TicketDocument): Promise<Buffer> {
  const { regular, bold } = fontFiles();
  const doc = new PDFDocument({
    autoFirstPage: false,
    size: 'A4',
    margin: 0,
    lang: 'ru-RU',
    displayTitle: true,
    info: {
      Title: `Билеты по заказу № ${ticket.orderId}`,
      Author: 'Пересадка',
      Subject: 'Электронные билеты',
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('Regular', regular);
  doc.registerFont('Bold', bold);
  const painter = new Painter(doc);
  if (ticket.itinerary) drawItinerary(painter, ticket, ticket.itinerary);
  for (const [index, page] of ticket.pages.entries()) await drawPage(painter, ticket, page, index);
  // The QR codes' text as an attached file too, so a checker verifies the file without a
  // camera: `npm run verify-ticket -- ticket.pdf`, or `pdfdetach` and any Ed25519 tool.
  doc.file(Buffer.from(ticket.pages.map((page) => `${page.qr}\n`).join(''), 'utf8'), {
    name: QR_ATTACHMENT,
    type: 'text/plain',
    description: 'Содержимое QR-кодов билетов, по строке на билет',
  });
  doc.end();
  return done;
}
