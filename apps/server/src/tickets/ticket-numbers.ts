/**
 * Ticket numbers and the booking code, worked out from ids the database already has: no column
 * stores them, yet they never change and no two tickets share one.
 *
 * The scheme. An order item (one passenger on one ride) has a serial id below 2³¹. Each number
 * is an affine permutation of it, `(a·id + b) mod N`, with `a` coprime to `N`: a bijection on
 * 0…N−1, so distinct ids give distinct numbers (N is above 2³¹ for every ticket) while
 * neighbouring orders do not get neighbouring numbers. The permutation is no secret and proves
 * nothing: the signed QR code does (ticket-signature.ts).
 *
 * - Train, 14 digits: «7», the 12-digit permuted id, and a Luhn check digit, so a mistyped
 *   digit is caught before any lookup: `7 123456789012 3`.
 * - Plane, 13 digits as IATA prints them: the airline's 3-digit accounting code, then a 10-digit
 *   serial (the permuted id). Airlines whose code we know get theirs; any other carrier gets
 *   `000`, which IATA gives to no airline, so a demonstration ticket is never mistaken for a
 *   real airline's.
 * - Bus, a series and a number as on a strict-accounting form: two Cyrillic capitals (from 20
 *   that cannot be misread as digits or Latin) and 7 digits, «АВ 0123456».
 * - The booking code (PNR) of a plane order: 6 Latin capitals from the order id, permuted the
 *   same way modulo 26⁶ = 308 915 776, so unique for every order id below that.
 */

/** Every id the ticket numbers accept: the `serial` columns' range. */
const MAX_ID = 2_147_483_647;

/** A bijection on 0…modulus−1: a must be coprime to the modulus. */
function permute(id: number, a: bigint, b: bigint, modulus: bigint): bigint {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) {
    throw new RangeError(`An id must be a positive 32-bit integer, not ${id}`);
  }
  return (a * BigInt(id) + b) % modulus;
}

/** The Luhn check digit of a string of digits. */
export function luhnDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    // Doubled: every second digit from the right of the number the check digit will end.
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

/** Whether a string of digits ends in its Luhn check digit. */
export const luhnValid = (digits: string): boolean =>
  /^\d{2,}$/.test(digits) && luhnDigit(digits.slice(0, -1)) === digits.at(-1);

const TRAIN_MODULUS = 10n ** 12n;
const TRAIN_A = 640_571_137_429n;
const TRAIN_B = 318_047_562_901n;

/** 14 digits: «7», 12 from the item id, a Luhn check digit. */
export function trainTicketNumber(itemId: number): string {
  const body = `7${permute(itemId, TRAIN_A, TRAIN_B, TRAIN_MODULUS).toString().padStart(12, '0')}`;
  return `${body}${luhnDigit(body)}`;
}

/**
 * IATA accounting codes (the first 3 digits of every ticket an airline issues) of the airlines
 * whose code we know, by their designator. Another carrier's tickets start with `000`.
 */
export const AIRLINE_PREFIXES: Readonly<Record<string, string>> = {
  SU: '555', // Аэрофлот
  S7: '421', // S7 Airlines (АО «Авиакомпания «Сибирь»)
  U6: '262', // Уральские авиалинии
  FV: '195', // Россия
  UT: '298', // ЮТэйр
};

/** Names as our timetables spell them, for a feed that gives a carrier no designator we know. */
const AIRLINE_NAMES: Readonly<Record<string, string>> = {
  аэрофлот: 'SU',
  's7 airlines': 'S7',
  'уральские авиалинии': 'U6',
  россия: 'FV',
  ютэйр: 'UT',
};

/** IATA gives this code to no airline: a ticket of a carrier we have no code for. */
export const UNKNOWN_AIRLINE_PREFIX = '000';

export function airlinePrefix(carrier: { code?: string | null; name?: string | null }): string {
  const code = carrier.code?.trim().toUpperCase();
  const byCode = code ? AIRLINE_PREFIXES[code] : undefined;
  if (byCode) return byCode;
  const byName = AIRLINE_NAMES[carrier.name?.trim().toLowerCase() ?? ''];
  return (byName && AIRLINE_PREFIXES[byName]) ?? UNKNOWN_AIRLINE_PREFIX;
}

const PLANE_MODULUS = 10n ** 10n;
const PLANE_A = 7_306_512_493n;
const PLANE_B = 2_451_398_067n;

/** 13 digits: the airline's accounting code and a 10-digit serial from the item id. */
export function planeTicketNumber(
  itemId: number,
  carrier: { code?: string | null; name?: string | null },
): string {
  const serial = permute(itemId, PLANE_A, PLANE_B, PLANE_MODULUS).toString().padStart(10, '0');
  return `${airlinePrefix(carrier)}${serial}`;
}

/** Capitals that read the same in any font and cannot pass for a digit or a Latin letter. */
export const BUS_SERIES_LETTERS = 'АБВГДЕЖИКЛМНПРСТУФХЭ';
const BUS_NUMBERS = 10_000_000n;
const BUS_MODULUS = 20n * 20n * BUS_NUMBERS;
const BUS_A = 2_718_281_829n;
const BUS_B = 1_414_213_562n;

export type BusTicketNumber = { series: string; number: string };

/** A series of two letters and a 7-digit number. */
export function busTicketNumber(itemId: number): BusTicketNumber {
  const value = permute(itemId, BUS_A, BUS_B, BUS_MODULUS);
  const series = Number(value / BUS_NUMBERS);
  return {
    series: `${BUS_SERIES_LETTERS[Math.floor(series / 20)]}${BUS_SERIES_LETTERS[series % 20]}`,
    number: (value % BUS_NUMBERS).toString().padStart(7, '0'),
  };
}

const PNR_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const PNR_MODULUS = 26n ** 6n;
const PNR_A = 191_102_767n;
const PNR_B = 87_654_321n;

/** The 6-letter booking code of an order: Latin capitals, the same every time. */
export function bookingCode(orderId: number): string {
  let value = permute(orderId, PNR_A, PNR_B, PNR_MODULUS);
  let code = '';
  for (let i = 0; i < 6; i++) {
    code = PNR_LETTERS[Number(value % 26n)]! + code;
    value /= 26n;
  }
  return code;
}

export type TicketMode = 'TRAIN' | 'PLANE' | 'BUS';

/**
 * The ticket number as the QR code and a checker carry it: digits for trains and planes, the
 * series and number written together for a bus («АВ0123456»).
 */
export function ticketNumberOf(
  mode: TicketMode,
  itemId: number,
  carrier: { code?: string | null; name?: string | null } = {},
): string {
  switch (mode) {
    case 'TRAIN':
      return trainTicketNumber(itemId);
    case 'PLANE':
      return planeTicketNumber(itemId, carrier);
    case 'BUS': {
      const { series, number } = busTicketNumber(itemId);
      return `${series}${number}`;
    }
  }
}

/** x with a·x ≡ 1 (mod m), for a coprime to m (extended Euclid). */
function inverse(a: bigint, m: bigint): bigint {
  let [r0, r1, s0, s1] = [a % m, m, 1n, 0n];
  while (r1 !== 0n) {
    const q = r0 / r1;
    [r0, r1, s0, s1] = [r1, r0 - q * r1, s1, s0 - q * s1];
  }
  return ((s0 % m) + m) % m;
}

/** The id a permuted value came from, if it is one `permute` can give. */
function unpermute(value: bigint, a: bigint, b: bigint, modulus: bigint): number | null {
  const id = (((value - b) % modulus) + modulus) % modulus;
  const original = (id * inverse(a, modulus)) % modulus;
  return original >= 1n && original <= BigInt(MAX_ID) ? Number(original) : null;
}

/** A ticket number as `ticketNumberOf` writes it, however a person typed it (spaces, «№», case). */
export const typedTicketNumber = (text: string): string =>
  text.replace(/[\s№-]/g, '').toUpperCase();

/**
 * The mode and item a ticket number was made from, however a person typed it: the reverse of
 * `ticketNumberOf`. Null for what no ticket of ours is numbered;
 * a plane's airline prefix is not checked here, since the carrier is known only with the item.
 */
export function ticketOfNumber(text: string): { mode: TicketMode; itemId: number } | null {
  const typed = typedTicketNumber(text);
  const found = (mode: TicketMode, itemId: number | null) => (itemId ? { mode, itemId } : null);
  if (/^7\d{13}$/.test(typed)) {
    if (!luhnValid(typed)) return null;
    return found('TRAIN', unpermute(BigInt(typed.slice(1, 13)), TRAIN_A, TRAIN_B, TRAIN_MODULUS));
  }
  if (/^\d{13}$/.test(typed)) {
    return found('PLANE', unpermute(BigInt(typed.slice(3)), PLANE_A, PLANE_B, PLANE_MODULUS));
  }
  const bus = new RegExp(`^([${BUS_SERIES_LETTERS}])([${BUS_SERIES_LETTERS}])(\\d{7})$`).exec(
    typed,
  );
  if (bus) {
    const series = BUS_SERIES_LETTERS.indexOf(bus[1]!) * 20 + BUS_SERIES_LETTERS.indexOf(bus[2]!);
    const value = BigInt(series) * BUS_NUMBERS + BigInt(bus[3]!);
    return found('BUS', unpermute(value, BUS_A, BUS_B, BUS_MODULUS));
  }
  return null;
}
