import type { z } from 'zod';
import { SALE_CLOSES_MINUTES } from './constants.ts';
import type { LegTransportType } from './enums.ts';
import { formatRubles } from './money.ts';
import { pluralWord } from './plural.ts';
import type { ZKopecks } from './units.ts';

/**
 * What a traveller gets back when returning a ticket, written once as data: the server's refund,
 * the refund page, the confirm page's schedule and the help centre's tables all read these rules.
 *
 * Every threshold belongs to the earlier, more generous step: the law says «не позднее чем за»,
 * so a traveller who returns at exactly 8 hours before a train still gets both parts back, and so
 * on for every boundary below. A step's `untilMinutes` is therefore its last instant, inclusive.
 */

/** Whole kopecks, as ZKopecks checks them on the wire. */
type Kopecks = z.infer<typeof ZKopecks>;

/** Steps count in minutes from departure. */
const HOUR = 60;
const MINUTE_MS = 60_000;

/**
 * The fee АО «ФПК» keeps from every voluntary train refund, per passenger («сбор за оформление
 * возврата»). It is the carrier's configured fee, not a figure of law, and changes every year
 * with the carrier's tariffs: update it when the carrier publishes a new one.
 */
export const TRAIN_REFUND_FEE: Kopecks = 249_20;

/**
 * Airlines close check-in 40 minutes before departure, and online sale closes with it, so the
 * constant of the sale is the moment the air rules count from.
 */
const CHECK_IN_CLOSES_MINUTES = SALE_CLOSES_MINUTES.PLANE;

type TrainPart = 'ticketPart' | 'reservedSeatPart' | 'extras';
type BusPart = 'fare' | 'extras';
type PlanePart = 'fare' | 'surcharge' | 'taxes' | 'extras';

/** One period of a rule: from the end of the previous step up to and including `untilMinutes`. */
export type RefundRuleStep<Part extends string> = {
  /**
   * Minutes from departure to the step's last instant, negative before departure; null for the
   * last step, which never ends.
   */
  untilMinutes: number | null;
  /** The period in Russian, as the help centre's «когда» column prints it. */
  when: string;
  /** Share of each part of the price the carrier keeps, in percent. */
  keptPercent: Readonly<Record<Part, number>>;
  /**
   * What comes back and what is kept, as lists of Russian noun phrases; the carrier's fixed
   * refund fee and our service fee are added by the functions, so they are said in one place.
   * An empty `back` means nothing comes back.
   */
  back: readonly string[];
  kept: readonly string[];
};

export type RefundRule<Part extends string> = {
  /** The fare family, for a mode that sells more than one; null otherwise. */
  family: string | null;
  /** A fixed fee the carrier keeps from any refund, whatever the step; never beyond the refund. */
  fee: Kopecks;
  /**
   * The parts the fee comes out of, when not all of them: an airline's refund penalty is kept
   * from the fare coming back, never from the taxes it collected for others. Null: from all.
   */
  feeFrom: readonly Part[] | null;
  /** What the fee is called in a reason: «сбор перевозчика за оформление возврата». */
  feeName: string;
  steps: readonly RefundRuleStep<Part>[];
};

/** A no-break space keeps a share and its sign on one line of a narrow table. */
const percent = (n: number) => `${n}\u00a0%`;

/**
 * Long-distance trains. Устав железнодорожного транспорта РФ (ФЗ от 10.01.2003 № 18-ФЗ),
 * ст. 83: not later than 8 hours before departure the whole fare comes back (стоимость билета and
 * плацкарта); from 8 to 2 hours before, the ticket part and half of the плацкарта; less than
 * 2 hours before, the ticket part only. Правила перевозок пассажиров, багажа, грузобагажа
 * железнодорожным транспортом (приказ Минтранса России от 19.12.2013 № 473), as the carriers
 * apply them, still return the ticket part to a passenger who missed the train, within 12 hours
 * of departure. The law does not name extras (bedding, meals): we return them with the ticket
 * part, for a traveller who did not ride did not use them.
 */
const TRAIN: RefundRule<TrainPart> = {
  family: null,
  fee: TRAIN_REFUND_FEE,
  feeFrom: null,
  feeName: 'сбор перевозчика за оформление возврата',
  steps: [
    {
      untilMinutes: -8 * HOUR,
      when: 'Не позднее чем за 8 часов до отправления',
      keptPercent: { ticketPart: 0, reservedSeatPart: 0, extras: 0 },
      back: ['стоимость билета', 'плацкарта', 'дополнительные услуги'],
      kept: [],
    },
    {
      untilMinutes: -2 * HOUR,
      when: 'Менее чем за 8 часов, но не позднее чем за 2 часа до отправления',
      keptPercent: { ticketPart: 0, reservedSeatPart: 50, extras: 0 },
      back: ['стоимость билета', 'половина плацкарты', 'дополнительные услуги'],
      kept: ['половина плацкарты'],
    },
    {
      untilMinutes: 12 * HOUR,
      when: 'Менее чем за 2 часа до отправления и в течение 12 часов после него',
      keptPercent: { ticketPart: 0, reservedSeatPart: 100, extras: 0 },
      back: ['стоимость билета', 'дополнительные услуги'],
      kept: ['плацкарта'],
    },
    {
      untilMinutes: null,
      when: 'Позже 12 часов после отправления',
      keptPercent: { ticketPart: 100, reservedSeatPart: 100, extras: 100 },
      back: [],
      kept: [],
    },
  ],
};

/** The law keeps the same share of the fare and of the luggage, so one phrase says both. */
const busStep = (
  untilMinutes: number | null,
  when: string,
  kept: number,
): RefundRuleStep<BusPart> => ({
  untilMinutes,
  when,
  keptPercent: { fare: kept, extras: kept },
  back: kept < 100 ? [`${percent(100 - kept)} стоимости проезда с багажом`] : [],
  kept: kept < 100 ? [`${percent(kept)} стоимости проезда с багажом`] : [],
});

/**
 * Intercity buses. Устав автомобильного транспорта и городского наземного электрического
 * транспорта (ФЗ от 08.11.2007 № 259-ФЗ), ст. 23 «Возврат пассажиру стоимости проезда… в
 * междугородном сообщении», ч. 1 п. 2: a ticket returned not later than 2 hours before departure
 * loses 5 % of the fare and luggage, later but before departure 15 %; п. 1: a passenger late for
 * departure may return it within 3 hours after it and loses 25 %. (Rechecked against the law's
 * table of contents: ст. 21 is the one on children riding with a passenger, fare-rules.ts; the
 * Правила перевозок, постановление Правительства РФ от 01.10.2020 № 1586, in force until
 * 01.01.2027, refer the refund to this article.) The law names the luggage with the fare, so
 * extras follow the fare's share.
 */
const BUS: RefundRule<BusPart> = {
  family: null,
  fee: 0,
  feeFrom: null,
  feeName: '',
  steps: [
    busStep(-2 * HOUR, 'Не позднее чем за 2 часа до отправления', 5),
    busStep(0, 'Менее чем за 2 часа до отправления', 15),
    busStep(3 * HOUR, 'В течение 3 часов после отправления', 25),
    busStep(null, 'Позже 3 часов после отправления', 100),
  ],
};

const PLANE_EXTRAS = 'оплаченные услуги (выбор места, багаж)';
const PLANE_TAXES = ['таксы', 'аэропортовые сборы'];
const PLANE_SURCHARGE = 'сбор перевозчика';

const checkInCloses = `окончания регистрации (она заканчивается за ${CHECK_IN_CLOSES_MINUTES} ${pluralWord(CHECK_IN_CLOSES_MINUTES, 'минуту', 'минуты', 'минут')} до вылета)`;

/**
 * Both fare families end the same way: up to departure only the taxes and airport charges come
 * back (ВК ст. 108), and nothing after it. The carrier's own surcharges (YQ/YR: топливный и
 * сервисный сборы) are not taxes collected for others but part of the carrier's price, priced
 * in its fare rules, and follow the fare: they come back as the fare does and stay with the
 * carrier when it does (the carriers' fare rules print «YQ/YR NON-REFUNDABLE» on non-refundable
 * fares; ВК ст. 108 п. 2 keeps only the провозная плата of such a fare).
 */
const TAXES_UNTIL_DEPARTURE: Omit<RefundRuleStep<PlanePart>, 'when'> = {
  untilMinutes: 0,
  keptPercent: { fare: 100, surcharge: 100, taxes: 0, extras: 100 },
  back: PLANE_TAXES,
  kept: ['тариф', PLANE_SURCHARGE, PLANE_EXTRAS],
};
const AFTER_DEPARTURE: RefundRuleStep<PlanePart> = {
  untilMinutes: null,
  when: 'После вылета',
  keptPercent: { fare: 100, surcharge: 100, taxes: 100, extras: 100 },
  back: [],
  kept: [],
};

/**
 * Flights, refundable fare family. Воздушный кодекс РФ, ст. 108, and the Федеральные авиационные
 * правила on the voluntary refusal of carriage (приказ Минтранса России от 28.06.2007 № 82): a
 * passenger may give up the flight and have the fare back, the terms counted from the end of
 * check-in. As Russian airlines apply them to refundable fares: the whole fare back not later
 * than 24 hours before check-in closes, 25 % of it kept after that until check-in closes, no fare
 * after it. Paid extras (a chosen seat, a bag) and the carrier's surcharges follow the fare.
 * Taxes and airport charges are collected for others and come back until departure in both
 * families: returning them on a non-refundable fare but not on a refundable one would make the
 * dearer fare the worse one. A family may set a penalty of its own (the fare family's
 * `refundPenalty`): kept from the fare coming back, on top of the steps' shares.
 */
const PLANE_REFUNDABLE: RefundRule<PlanePart> = {
  family: 'Возвратный тариф',
  fee: 0,
  feeFrom: ['fare', 'surcharge'],
  feeName: 'штраф тарифа',
  steps: [
    {
      untilMinutes: -(24 * HOUR + CHECK_IN_CLOSES_MINUTES),
      when: `Не позднее чем за 24 часа до ${checkInCloses}`,
      keptPercent: { fare: 0, surcharge: 0, taxes: 0, extras: 0 },
      back: ['тариф', PLANE_SURCHARGE, ...PLANE_TAXES, PLANE_EXTRAS],
      kept: [],
    },
    {
      untilMinutes: -CHECK_IN_CLOSES_MINUTES,
      when: 'Менее чем за 24 часа до окончания регистрации, пока она не закончилась',
      keptPercent: { fare: 25, surcharge: 25, taxes: 0, extras: 25 },
      back: [
        `${percent(75)} тарифа и сбора перевозчика`,
        ...PLANE_TAXES,
        `${percent(75)} стоимости оплаченных услуг`,
      ],
      kept: [
        `${percent(25)} тарифа и сбора перевозчика`,
        `${percent(25)} стоимости оплаченных услуг`,
      ],
    },
    { ...TAXES_UNTIL_DEPARTURE, when: 'После окончания регистрации, до вылета' },
    AFTER_DEPARTURE,
  ],
};

/**
 * Flights, non-refundable fare family. Воздушный кодекс РФ, ст. 108: under a contract that does
 * not return the fare, the fare stays with the airline, but the taxes and airport charges come
 * back. Paid extras of a non-refundable fare are sold on its terms and do not come back.
 */
const PLANE_NON_REFUNDABLE: RefundRule<PlanePart> = {
  family: 'Невозвратный тариф',
  fee: 0,
  feeFrom: null,
  feeName: '',
  steps: [{ ...TAXES_UNTIL_DEPARTURE, when: 'До вылета' }, AFTER_DEPARTURE],
};

/** A plane fare family's refund terms as its fare rules publish them. */
export type PlaneFareTerms = { refundable: boolean; refundPenalty: Kopecks };

/** The rule a plane fare family's ticket is returned by. */
function planeRule(family: { refundable: boolean; penalty: Kopecks }): RefundRule<PlanePart> {
  return family.refundable ? { ...PLANE_REFUNDABLE, fee: family.penalty } : PLANE_NON_REFUNDABLE;
}

/**
 * What the detail page and the ticket say of a fare family's refund, read off the same rule the
 * refund computes by: whether the first step keeps anything of the fare, when it ends, and what
 * the next step keeps — so «без штрафа» is never said of a fare that keeps a share.
 */
export function fareFamilyRefundText(family: PlaneFareTerms): string {
  const rule = planeRule({ refundable: family.refundable, penalty: family.refundPenalty });
  if (!family.refundable) {
    return `Невозвратный: до вылета возвращаются только ${listOf(rule.steps[0]!.back)}`;
  }
  const [free, later] = rule.steps as [RefundRuleStep<PlanePart>, RefundRuleStep<PlanePart>];
  const head = rule.fee > 0 ? `Возврат со штрафом ${formatRubles(rule.fee)}` : 'Возврат без штрафа';
  return `${head} ${lowerFirst(free.when)}; позже удерживается ${rule.fee > 0 ? 'ещё ' : ''}${listOf(later.kept)}`;
}

/** Every rule by name, for a consumer that prints or checks them beyond the tables below. */
export const refundRules: Readonly<{
  TRAIN: RefundRule<TrainPart>;
  BUS: RefundRule<BusPart>;
  PLANE_REFUNDABLE: RefundRule<PlanePart>;
  PLANE_NON_REFUNDABLE: RefundRule<PlanePart>;
}> = { TRAIN, BUS, PLANE_REFUNDABLE, PLANE_NON_REFUNDABLE };

/**
 * One passenger's ticket as bought. `serviceCharge` is our fee; `extras` what was paid on top
 * of the fare (bedding on a train, luggage on a bus, a chosen seat or a bag on a plane). A train
 * fare is split as the carrier prints it: стоимость билета and плацкарта; a plane ticket's
 * price as the airline prints it: the fare, the carrier's surcharges (YQ/YR) and the taxes and
 * airport charges collected for others; `penalty` is the fare family's own refund penalty.
 */
export type RefundableItem =
  | {
      mode: 'TRAIN';
      departsAt: Date;
      ticketPart: Kopecks;
      reservedSeatPart: Kopecks;
      serviceCharge: Kopecks;
      extras: Kopecks;
    }
  | { mode: 'BUS'; departsAt: Date; fare: Kopecks; serviceCharge: Kopecks; extras: Kopecks }
  | {
      mode: 'PLANE';
      departsAt: Date;
      fare: Kopecks;
      surcharge: Kopecks;
      taxes: Kopecks;
      refundable: boolean;
      penalty: Kopecks;
      serviceCharge: Kopecks;
      extras: Kopecks;
    };

export type RefundQuote = {
  /** What goes back to the traveller. */
  price: Kopecks;
  /** What is kept of what was paid, our service fee included: price + penalty is all paid. */
  penalty: Kopecks;
  /** Why, in Russian, for the refund page and the letter. */
  reason: string;
  /** Whether returning the ticket brings any money back. */
  refundable: boolean;
};

export type RefundScheduleStep = {
  /** The step's last instant, inclusive; null for the last step, which never ends. */
  until: Date | null;
  price: Kopecks;
  reason: string;
};

export type RefundTableRow = { when: string; back: string; kept: string };

/**
 * A step priced for one item: the sum its parts bring back, and the carrier's fixed fee kept
 * from it (never more than the parts it comes out of bring back).
 */
type PricedStep = RefundRuleStep<string> & { partsBack: Kopecks; feeKept: Kopecks };
type Terms = {
  family: string | null;
  fee: Kopecks;
  feeName: string;
  paid: Kopecks;
  steps: PricedStep[];
};

/** Penalties round down, so rounding never costs the traveller a kopeck. */
function priced<Part extends string>(
  rule: RefundRule<Part>,
  parts: Record<Part, Kopecks>,
  serviceCharge: Kopecks,
): Terms {
  const amounts = Object.entries(parts) as [Part, Kopecks][];
  for (const [, amount] of [...amounts, ['serviceCharge', serviceCharge] as const]) {
    if (!Number.isSafeInteger(amount) || amount < 0) {
      throw new RangeError(`A price must be whole kopecks, not ${amount}`);
    }
  }
  const partsPaid = amounts.reduce((sum, [, amount]) => sum + amount, 0);
  const backOf = (step: RefundRuleStep<Part>, part: Part, amount: Kopecks) =>
    amount - Math.floor((amount * step.keptPercent[part]) / 100);
  return {
    family: rule.family,
    fee: rule.fee,
    feeName: rule.feeName,
    paid: partsPaid + serviceCharge,
    steps: rule.steps.map((step) => {
      const partsBack = amounts.reduce(
        (sum, [part, amount]) => sum + backOf(step, part, amount),
        0,
      );
      const feeBase = amounts
        .filter(([part]) => rule.feeFrom === null || rule.feeFrom.includes(part))
        .reduce((sum, [part, amount]) => sum + backOf(step, part, amount), 0);
      return { ...step, partsBack, feeKept: Math.min(rule.fee, feeBase) };
    }),
  };
}

function termsOf(item: RefundableItem): Terms {
  switch (item.mode) {
    case 'TRAIN':
      return priced(
        TRAIN,
        {
          ticketPart: item.ticketPart,
          reservedSeatPart: item.reservedSeatPart,
          extras: item.extras,
        },
        item.serviceCharge,
      );
    case 'BUS':
      return priced(BUS, { fare: item.fare, extras: item.extras }, item.serviceCharge);
    case 'PLANE':
      return priced(
        planeRule(item),
        { fare: item.fare, surcharge: item.surcharge, taxes: item.taxes, extras: item.extras },
        item.serviceCharge,
      );
  }
}

const priceOf = (step: PricedStep): Kopecks => step.partsBack - step.feeKept;

const timeOf = (date: Date, name: string): number => {
  const time = date.getTime();
  if (Number.isNaN(time)) throw new RangeError(`${name} is not a date`);
  return time;
};

const untilOf = (departsAt: number, step: PricedStep): number =>
  step.untilMinutes === null ? Infinity : departsAt + step.untilMinutes * MINUTE_MS;

/** «а», «а и б», «а, б и в». */
function listOf(items: readonly string[]): string {
  const last = items.at(-1) ?? '';
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} и ${last}` : last;
}

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** A step's own kept list, then the carrier's fee and our service fee, which it always keeps. */
function keptOf(fee: Kopecks, feeName: string, step: RefundRuleStep<string>): string[] {
  const carrierFee = fee > 0 && step.back.length > 0 ? [`${feeName} (${formatRubles(fee)})`] : [];
  return [...step.kept, ...carrierFee, 'сервисный сбор'];
}

const whenOf = (family: string | null, step: RefundRuleStep<string>, joint: string) =>
  family === null ? step.when : `${family}${joint}${lowerFirst(step.when)}`;

function reasonOf(terms: Terms, step: PricedStep): string {
  const head = whenOf(terms.family, step, ', ');
  if (step.back.length === 0) return `${head}: деньги не возвращаются`;
  const kept = keptOf(step.feeKept > 0 ? terms.fee : 0, terms.feeName, step);
  // A verb before its subjects agrees with them: one thing «возвращается», several «возвращаются».
  const verb = (list: readonly string[], word: string) =>
    list.length > 1 ? `${word}ются` : `${word}ется`;
  const reason = `${head}: ${verb(step.back, 'возвраща')} ${listOf(step.back)}; ${verb(kept, 'удержива')} ${listOf(kept)}`;
  return step.feeKept > 0 && step.partsBack > 0 && step.partsBack <= step.feeKept
    ? `${reason}. Сбор перевозчика не меньше возвращаемой суммы, поэтому к возврату ничего`
    : reason;
}

export const INVOLUNTARY_REFUND_REASON =
  'Поездку отменил перевозчик или сорвалась пересадка: возвращается всё оплаченное, включая сервисный сбор';

/**
 * What comes back if the traveller returns the ticket at `at`. An involuntary refund (the
 * carrier cancelled the trip, or a connection broke) returns everything, our fee included:
 * Устав железнодорожного транспорта ст. 83, ФЗ № 259-ФЗ ст. 23 ч. 1 п. 4 and Воздушный кодекс
 * ст. 108 return the whole fare when the carrier fails, and our fee paid for a trip that did
 * not happen through no fault of the traveller.
 */
export function refundQuote(
  item: RefundableItem,
  at: Date,
  options: { involuntary?: boolean } = {},
): RefundQuote {
  const terms = termsOf(item);
  const now = timeOf(at, 'at');
  const departsAt = timeOf(item.departsAt, 'departsAt');
  if (options.involuntary) {
    return {
      price: terms.paid,
      penalty: 0,
      reason: INVOLUNTARY_REFUND_REASON,
      refundable: terms.paid > 0,
    };
  }
  const step = terms.steps.find((s) => now <= untilOf(departsAt, s))!;
  const price = priceOf(step);
  return {
    price,
    penalty: terms.paid - price,
    reason: reasonOf(terms, step),
    refundable: price > 0,
  };
}

/**
 * The steps a traveller sees before paying: each step still ahead of `from` (the first one is
 * the step `from` falls in), with its last instant and what a voluntary return brings back.
 * Two steps may bring back the same sum (when a part is zero); their reasons still differ.
 */
export function refundSchedule(item: RefundableItem, from: Date): RefundScheduleStep[] {
  const terms = termsOf(item);
  const now = timeOf(from, 'from');
  const departsAt = timeOf(item.departsAt, 'departsAt');
  return terms.steps
    .filter((step) => now <= untilOf(departsAt, step))
    .map((step) => ({
      until: step.untilMinutes === null ? null : new Date(untilOf(departsAt, step)),
      price: priceOf(step),
      reason: reasonOf(terms, step),
    }));
}

function rowsOf(rule: RefundRule<string>): RefundTableRow[] {
  return rule.steps.map((step) => ({
    when: whenOf(rule.family, step, ': '),
    back: step.back.length > 0 ? upperFirst(listOf(step.back)) : 'Ничего',
    kept:
      step.back.length > 0
        ? upperFirst(listOf(keptOf(rule.fee, rule.feeName, step)))
        : 'Всё оплаченное',
  }));
}

const involuntaryRow: RefundTableRow = {
  when: 'Поездку отменил перевозчик или сорвалась пересадка',
  back: 'Всё оплаченное, включая сервисный сбор',
  kept: 'Ничего',
};

/**
 * For the help centre: each mode's steps as rows of Russian text (когда — что возвращается — что
 * удерживается), the plane's refundable family first, and last the involuntary refund.
 */
export const refundRuleTables: Record<LegTransportType, RefundTableRow[]> = {
  TRAIN: [...rowsOf(TRAIN), involuntaryRow],
  BUS: [...rowsOf(BUS), involuntaryRow],
  PLANE: [...rowsOf(PLANE_REFUNDABLE), ...rowsOf(PLANE_NON_REFUNDABLE), involuntaryRow],
};
