import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFStream,
  PDFString,
} from 'pdf-lib';
import { QR_ATTACHMENT } from './ticket-pdf.ts';
import { verifyTicket, type TicketClaims, type TicketModeCode } from './ticket-signature.ts';
import { zoneLabel } from './ticket-content.ts';

/**
 * The offline check a third party runs (`npm run verify-ticket`): the QR codes' text of a
 * ticket PDF, or one QR code's text, verified against the site's published public key, and
 * what each ticket says, in Russian.
 */

export class TicketInputError extends Error {}

/** The attached file's lines (ticket-pdf.ts) of a ticket PDF: a QR code's text each. */
export async function qrTextsOfPdf(bytes: Uint8Array): Promise<string[]> {
  let stream: PDFStream | undefined;
  try {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    const files = doc.catalog
      .lookupMaybe(PDFName.of('Names'), PDFDict)
      ?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict);
    stream = (files && findInNameTree(files, QR_ATTACHMENT))
      ?.lookupMaybe(PDFName.of('EF'), PDFDict)
      ?.lookupMaybe(PDFName.of('F'), PDFStream);
  } catch {
    // pdf-lib reads a broken file as far as it can, then fails wherever its structure ends.
    throw new TicketInputError('Файл не читается как PDF');
  }
  if (!(stream instanceof PDFRawStream)) {
    throw new TicketInputError(
      `В PDF нет вложения ${QR_ATTACHMENT}: это не билет «Пересадки» или файл изменён. Отсканируйте QR-код и передайте его текст.`,
    );
  }
  const text = Buffer.from(decodePDFRawStream(stream).decode()).toString('utf8');
  return text.split('\n').filter((line) => line !== '');
}

/** A PDF name tree's value under `name`, through its kids (PDF 32000-1 §7.9.6). */
function findInNameTree(node: PDFDict, name: string): PDFDict | undefined {
  const names = node.lookupMaybe(PDFName.of('Names'), PDFArray);
  for (let i = 0; names && i + 1 < names.size(); i += 2) {
    const key = names.lookup(i);
    if ((key instanceof PDFString || key instanceof PDFHexString) && key.decodeText() === name) {
      return names.lookup(i + 1, PDFDict);
    }
  }
  const kids = node.lookupMaybe(PDFName.of('Kids'), PDFArray);
  for (let i = 0; kids && i < kids.size(); i++) {
    const found = findInNameTree(kids.lookup(i, PDFDict), name);
    if (found) return found;
  }
  return undefined;
}

const RIDE_LABELS: Record<TicketModeCode, string> = {
  TRAIN: 'Поезд',
  PLANE: 'Рейс',
  BUS: 'Автобус, рейс',
};

/** '2026-11-27T20:05+03:00' → «27.11.2026 20:05 (МСК)»: the station's own clock. */
function departureText(departure: string): string {
  const [date, time] = [departure.slice(0, 10), departure.slice(11, 16)];
  return `${date.split('-').reverse().join('.')} ${time} (${zoneLabel(departure)})`;
}

/** What a verified ticket says, a line a fact, as a conductor reads it off the ticket. */
export function ticketLines(claims: TicketClaims): string[] {
  const place = [
    claims.car && `вагон ${claims.car}`,
    claims.place ? `место ${claims.place}` : 'без места',
  ].filter(Boolean);
  return [
    `Номер билета: ${claims.ticketNumber}`,
    `Заказ № ${claims.orderId}`,
    `${RIDE_LABELS[claims.mode]} ${claims.ride}`,
    `Отправление: ${departureText(claims.departure)}`,
    `Откуда: ${claims.from}`,
    `Куда: ${claims.to}`,
    `Место: ${place.join(', ')}`,
    `Пассажир: ${claims.passenger}`,
    `Документ: номер оканчивается на ${claims.document}`,
  ];
}

export type TicketVerdict = { text: string; claims: TicketClaims | null };

/** Each QR text with what it says if the key signed it exactly, null if not. */
export const verifyAll = (texts: string[], publicKeyPem: string): TicketVerdict[] =>
  texts.map((text) => ({ text, claims: verifyTicket(text.trim(), publicKeyPem) }));

/** The report the command prints: each ticket's verdict and what it says. */
export function reportOf(verdicts: TicketVerdict[]): string {
  const lines: string[] = [];
  for (const [i, { claims }] of verdicts.entries()) {
    const which = verdicts.length > 1 ? `Билет ${i + 1} из ${verdicts.length}` : 'Билет';
    if (claims) {
      lines.push(`${which}: подпись верна`, ...ticketLines(claims).map((line) => `  ${line}`));
    } else {
      lines.push(`${which}: подпись НЕ верна — билет подделан, изменён или подписан другим ключом`);
    }
  }
  if (verdicts.some((v) => v.claims)) {
    lines.push(
      '',
      'Сверьте имя и номер документа с документом пассажира.',
      'Не возвращён ли билет, покажет проверка на сайте: GET /api/v1/tickets/check/<номер билета>',
    );
  }
  return lines.join('\n');
}
