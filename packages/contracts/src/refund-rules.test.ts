import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRubles } from './money.ts';
import {
  fareFamilyRefundText,
  INVOLUNTARY_REFUND_REASON,
  type PlaneFareTerms,
  type RefundableItem,
  TRAIN_REFUND_FEE,
  refundQuote,
  refundRuleTables,
  refundRules,
  refundSchedule,
} from './refund-rules.ts';

const departsAt = new Date('2026-11-05T09:00:00Z');
const MINUTE = 60_000;
/** `minutes` from departure, negative before it. */
const at = (minutes: number, from = departsAt) => new Date(from.getTime() + minutes * MINUTE);

// Odd kopecks everywhere, so every percentage has something to round.
const train: RefundableItem = {
  mode: 'TRAIN',
  departsAt,
  ticketPart: 3_000_00,
  reservedSeatPart: 1_500_01,
  serviceCharge: 200_00,
  extras: 150_00,
};
const bus: RefundableItem = {
  mode: 'BUS',
  departsAt,
  fare: 1_001_07,
  serviceCharge: 50_00,
  extras: 300_00,
};
const refundablePlane: RefundableItem = {
  mode: 'PLANE',
  departsAt,
  fare: 8_000_01,
  surcharge: 0,
  taxes: 1_200_00,
  refundable: true,
  penalty: 0,
  serviceCharge: 300_00,
  extras: 900_00,
};
const nonRefundablePlane: RefundableItem = { ...refundablePlane, refundable: false };

function paidFor(item: RefundableItem): number {
  switch (item.mode) {
    case 'TRAIN':
      return item.ticketPart + item.reservedSeatPart + item.extras + item.serviceCharge;
    case 'BUS':
      return item.fare + item.extras + item.serviceCharge;
    case 'PLANE':
      return item.fare + item.surcharge + item.taxes + item.extras + item.serviceCharge;
  }
}

const items = { train, bus, refundablePlane, nonRefundablePlane };

// [item, minutes from departure, what comes back]: each threshold exactly and a minute either
// side; the threshold instant belongs to the earlier, more generous step.
const TRAIN_FULL = 3_000_00 + 1_500_01 + 150_00 - TRAIN_REFUND_FEE;
// Half the плацкарта is kept, rounded down: 750,00 ₽ of 1 500,01 ₽.
const TRAIN_HALF = 3_000_00 + (1_500_01 - 750_00) + 150_00 - TRAIN_REFUND_FEE;
const TRAIN_TICKET = 3_000_00 + 150_00 - TRAIN_REFUND_FEE;
// 5, 15 and 25 % of 1 001,07 ₽ are 50,0535, 150,1605 and 250,2675 ₽, kept as 50,05, 150,16, 250,26.
const BUS_5 = 1_001_07 - 50_05 + (300_00 - 15_00);
const BUS_15 = 1_001_07 - 150_16 + (300_00 - 45_00);
const BUS_25 = 1_001_07 - 250_26 + (300_00 - 75_00);
const PLANE_FULL = 8_000_01 + 1_200_00 + 900_00;
// 25 % of 8 000,01 ₽ is 2 000,0025 ₽, kept as 2 000,00.
const PLANE_75 = 8_000_01 - 2_000_00 + 1_200_00 + (900_00 - 225_00);
const PLANE_TAXES = 1_200_00;
const CHECK_IN = 40;

const cases: [keyof typeof items, number, number][] = [
  ['train', -8 * 60 - 1, TRAIN_FULL],
  ['train', -8 * 60, TRAIN_FULL],
  ['train', -8 * 60 + 1, TRAIN_HALF],
  ['train', -2 * 60 - 1, TRAIN_HALF],
  ['train', -2 * 60, TRAIN_HALF],
  ['train', -2 * 60 + 1, TRAIN_TICKET],
  ['train', 12 * 60 - 1, TRAIN_TICKET],
  ['train', 12 * 60, TRAIN_TICKET],
  ['train', 12 * 60 + 1, 0],
  ['bus', -2 * 60 - 1, BUS_5],
  ['bus', -2 * 60, BUS_5],
  ['bus', -2 * 60 + 1, BUS_15],
  ['bus', -1, BUS_15],
  ['bus', 0, BUS_15],
  ['bus', 1, BUS_25],
  ['bus', 3 * 60 - 1, BUS_25],
  ['bus', 3 * 60, BUS_25],
  ['bus', 3 * 60 + 1, 0],
  ['refundablePlane', -24 * 60 - CHECK_IN - 1, PLANE_FULL],
  ['refundablePlane', -24 * 60 - CHECK_IN, PLANE_FULL],
  ['refundablePlane', -24 * 60 - CHECK_IN + 1, PLANE_75],
  ['refundablePlane', -CHECK_IN - 1, PLANE_75],
  ['refundablePlane', -CHECK_IN, PLANE_75],
  ['refundablePlane', -CHECK_IN + 1, PLANE_TAXES],
  ['refundablePlane', -1, PLANE_TAXES],
  ['refundablePlane', 0, PLANE_TAXES],
  ['refundablePlane', 1, 0],
  ['nonRefundablePlane', -30 * 24 * 60, PLANE_TAXES],
  ['nonRefundablePlane', -1, PLANE_TAXES],
  ['nonRefundablePlane', 0, PLANE_TAXES],
  ['nonRefundablePlane', 1, 0],
];

describe('refundQuote', () => {
  it.each(cases)(
    '%s at %i minutes from departure brings back %i kopecks',
    (name, minutes, price) => {
      const item = items[name];
      const quote = refundQuote(item, at(minutes));
      expect(quote.price).toBe(price);
      expect(quote.penalty).toBe(paidFor(item) - price);
      expect(quote.refundable).toBe(price > 0);
    },
  );

  it('moves to the next step a millisecond after the threshold, not a minute', () => {
    const threshold = at(-8 * 60).getTime();
    expect(refundQuote(train, new Date(threshold)).price).toBe(TRAIN_FULL);
    expect(refundQuote(train, new Date(threshold + 1)).price).toBe(TRAIN_HALF);
  });

  it('says why, in Russian, with every fee it keeps', () => {
    expect(refundQuote(train, at(-10 * 60)).reason).toBe(
      'Не позднее чем за 8 часов до отправления: возвращаются стоимость билета, плацкарта и ' +
        'дополнительные услуги; удерживаются сбор перевозчика за оформление возврата ' +
        '(249,20\u00a0₽) и сервисный сбор',
    );
    expect(refundQuote(bus, at(-1)).reason).toBe(
      'Менее чем за 2 часа до отправления: возвращается 85\u00a0% стоимости проезда с багажом; ' +
        'удерживаются 15\u00a0% стоимости проезда с багажом и сервисный сбор',
    );
    expect(refundQuote(refundablePlane, at(-48 * 60)).reason).toBe(
      'Возвратный тариф, не позднее чем за 24 часа до окончания регистрации (она заканчивается ' +
        'за 40 минут до вылета): возвращаются тариф, сбор перевозчика, таксы, аэропортовые сборы и оплаченные ' +
        'услуги (выбор места, багаж); удерживается сервисный сбор',
    );
    expect(refundQuote(nonRefundablePlane, at(-60)).reason).toBe(
      'Невозвратный тариф, до вылета: возвращаются таксы и аэропортовые сборы; удерживаются ' +
        'тариф, сбор перевозчика, оплаченные услуги (выбор места, багаж) и сервисный сбор',
    );
    expect(refundQuote(train, at(13 * 60)).reason).toBe(
      'Позже 12 часов после отправления: деньги не возвращаются',
    );
  });

  it('never returns the service fee on a voluntary return', () => {
    const feeOnly: RefundableItem[] = [
      { ...train, ticketPart: 0, reservedSeatPart: 0, extras: 0 },
      { ...bus, fare: 0, extras: 0 },
      { ...refundablePlane, fare: 0, taxes: 0, extras: 0 },
      { ...nonRefundablePlane, fare: 0, taxes: 0, extras: 0 },
    ];
    for (const item of feeOnly) {
      for (const minutes of [-90 * 24 * 60, -600, -60, 0, 60, 24 * 60]) {
        expect(refundQuote(item, at(minutes))).toMatchObject({
          price: 0,
          penalty: item.serviceCharge,
          refundable: false,
        });
      }
    }
    for (const item of Object.values(items)) {
      for (const [, minutes] of cases) {
        expect(refundQuote(item, at(minutes)).price).toBeLessThanOrEqual(
          paidFor(item) - item.serviceCharge,
        );
      }
    }
  });

  it('keeps the train’s fixed fee without ever making the refund negative', () => {
    const cheap: RefundableItem = {
      ...train,
      ticketPart: 100_00,
      reservedSeatPart: 100_00,
      extras: 0,
    };
    for (const minutes of [-24 * 60, -5 * 60, -60, 11 * 60]) {
      const quote = refundQuote(cheap, at(minutes));
      expect(quote).toMatchObject({ price: 0, penalty: paidFor(cheap), refundable: false });
      expect(quote.reason).toContain('к возврату ничего');
    }
    const exactlyTheFee = { ...cheap, ticketPart: TRAIN_REFUND_FEE, reservedSeatPart: 0 };
    expect(refundQuote(exactlyTheFee, at(-24 * 60)).price).toBe(0);
    expect(refundQuote({ ...exactlyTheFee, ticketPart: TRAIN_REFUND_FEE + 1 }, at(0)).price).toBe(
      1,
    );
  });

  it('rounds the penalty down, so the traveller never loses a kopeck to rounding', () => {
    const tiny: RefundableItem = { ...bus, fare: 1_01, extras: 19, serviceCharge: 0 };
    // 5 % of 101 and of 19 kopecks are 5,05 and 0,95: 5 and 0 are kept.
    expect(refundQuote(tiny, at(-3 * 60))).toMatchObject({ price: 96 + 19, penalty: 5 });
  });

  it('returns everything, the service fee included, when the carrier cancels', () => {
    for (const item of Object.values(items)) {
      for (const minutes of [-90 * 24 * 60, -60, 0, 30 * 24 * 60]) {
        expect(refundQuote(item, at(minutes), { involuntary: true })).toEqual({
          price: paidFor(item),
          penalty: 0,
          reason: INVOLUNTARY_REFUND_REASON,
          refundable: true,
        });
      }
    }
    expect(refundQuote(train, at(-60), { involuntary: false }).price).toBe(TRAIN_TICKET);
  });

  it('refuses prices that are not whole kopecks and times that are not dates', () => {
    expect(() => refundQuote({ ...bus, fare: 100.5 }, departsAt)).toThrow(RangeError);
    expect(() => refundQuote({ ...bus, extras: -1 }, departsAt)).toThrow(RangeError);
    expect(() => refundQuote(bus, new Date(Number.NaN))).toThrow(RangeError);
    expect(() => refundSchedule({ ...bus, departsAt: new Date('soon') }, departsAt)).toThrow(
      RangeError,
    );
  });
});

describe('refundSchedule', () => {
  const long = at(-90 * 24 * 60);

  it.each(Object.entries(items))(
    'agrees with refundQuote at each step’s last minute and the minute after (%s)',
    (_name, item) => {
      const schedule = refundSchedule(item, long);
      expect(schedule.at(-1)?.until).toBeNull();
      schedule.forEach((step, i) => {
        const next = schedule[i + 1];
        if (step.until === null || !next) return;
        expect(refundQuote(item, step.until)).toMatchObject({
          price: step.price,
          reason: step.reason,
        });
        expect(refundQuote(item, new Date(step.until.getTime() - MINUTE)).price).toBe(step.price);
        expect(refundQuote(item, new Date(step.until.getTime() + MINUTE))).toMatchObject({
          price: next.price,
          reason: next.reason,
        });
      });
      expect(refundQuote(item, at(365 * 24 * 60)).price).toBe(schedule.at(-1)?.price);
    },
  );

  it('lists the train’s steps with their last instants', () => {
    expect(refundSchedule(train, long)).toEqual([
      { until: at(-8 * 60), price: TRAIN_FULL, reason: expect.any(String) },
      { until: at(-2 * 60), price: TRAIN_HALF, reason: expect.any(String) },
      { until: at(12 * 60), price: TRAIN_TICKET, reason: expect.any(String) },
      { until: null, price: 0, reason: 'Позже 12 часов после отправления: деньги не возвращаются' },
    ]);
    expect(refundSchedule(nonRefundablePlane, long).map((s) => s.until)).toEqual([departsAt, null]);
  });

  it('starts with the step `from` falls in and drops those already over', () => {
    expect(refundSchedule(train, at(-8 * 60)).map((s) => s.price)).toEqual([
      TRAIN_FULL,
      TRAIN_HALF,
      TRAIN_TICKET,
      0,
    ]);
    expect(refundSchedule(train, at(-8 * 60 + 1)).map((s) => s.price)).toEqual([
      TRAIN_HALF,
      TRAIN_TICKET,
      0,
    ]);
    expect(refundSchedule(bus, at(24 * 60))).toEqual([
      { until: null, price: 0, reason: 'Позже 3 часов после отправления: деньги не возвращаются' },
    ]);
  });
});

describe('refundRules as data', () => {
  it('orders each rule’s steps in time and ends with a step that never ends', () => {
    for (const rule of Object.values(refundRules)) {
      const ends = rule.steps.map((s) => s.untilMinutes);
      expect(ends.at(-1)).toBeNull();
      const timed = ends.slice(0, -1) as number[];
      expect(timed.every((end) => end !== null)).toBe(true);
      expect([...timed].sort((a, b) => a - b)).toEqual(timed);
      expect(new Set(timed).size).toBe(timed.length);
    }
  });

  it('never gives back more of any part later than earlier', () => {
    for (const rule of Object.values(refundRules)) {
      rule.steps.slice(1).forEach((step, i) => {
        const before = rule.steps[i]!.keptPercent as Record<string, number>;
        for (const [part, kept] of Object.entries(step.keptPercent as Record<string, number>)) {
          expect(kept).toBeGreaterThanOrEqual(before[part]!);
          expect(kept).toBeLessThanOrEqual(100);
        }
      });
    }
  });
});

describe('refundRuleTables', () => {
  it('has a row per step of each rule, and one for the involuntary refund', () => {
    expect(refundRuleTables.TRAIN).toHaveLength(refundRules.TRAIN.steps.length + 1);
    expect(refundRuleTables.BUS).toHaveLength(refundRules.BUS.steps.length + 1);
    expect(refundRuleTables.PLANE).toHaveLength(
      refundRules.PLANE_REFUNDABLE.steps.length + refundRules.PLANE_NON_REFUNDABLE.steps.length + 1,
    );
    for (const rows of Object.values(refundRuleTables)) {
      expect(rows.at(-1)).toEqual({
        when: 'Поездку отменил перевозчик или сорвалась пересадка',
        back: 'Всё оплаченное, включая сервисный сбор',
        kept: 'Ничего',
      });
      for (const row of rows) {
        expect(row.when && row.back && row.kept).toBeTruthy();
      }
    }
  });

  it('words the rows as the help centre prints them', () => {
    expect(refundRuleTables.TRAIN.slice(0, 4)).toEqual([
      {
        when: 'Не позднее чем за 8 часов до отправления',
        back: 'Стоимость билета, плацкарта и дополнительные услуги',
        kept: 'Сбор перевозчика за оформление возврата (249,20\u00a0₽) и сервисный сбор',
      },
      {
        when: 'Менее чем за 8 часов, но не позднее чем за 2 часа до отправления',
        back: 'Стоимость билета, половина плацкарты и дополнительные услуги',
        kept: 'Половина плацкарты, сбор перевозчика за оформление возврата (249,20\u00a0₽) и сервисный сбор',
      },
      {
        when: 'Менее чем за 2 часа до отправления и в течение 12 часов после него',
        back: 'Стоимость билета и дополнительные услуги',
        kept: 'Плацкарта, сбор перевозчика за оформление возврата (249,20\u00a0₽) и сервисный сбор',
      },
      { when: 'Позже 12 часов после отправления', back: 'Ничего', kept: 'Всё оплаченное' },
    ]);
    expect(refundRuleTables.BUS.map((row) => row.kept)).toEqual([
      '5\u00a0% стоимости проезда с багажом и сервисный сбор',
      '15\u00a0% стоимости проезда с багажом и сервисный сбор',
      '25\u00a0% стоимости проезда с багажом и сервисный сбор',
      'Всё оплаченное',
      'Ничего',
    ]);
    expect(refundRuleTables.PLANE.map((row) => row.when)).toEqual([
      'Возвратный тариф: не позднее чем за 24 часа до окончания регистрации (она заканчивается за 40 минут до вылета)',
      'Возвратный тариф: менее чем за 24 часа до окончания регистрации, пока она не закончилась',
      'Возвратный тариф: после окончания регистрации, до вылета',
      'Возвратный тариф: после вылета',
      'Невозвратный тариф: до вылета',
      'Невозвратный тариф: после вылета',
      'Поездку отменил перевозчик или сорвалась пересадка',
    ]);
  });
});

describe('refund properties', () => {
  const kopecks = fc.integer({ min: 0, max: 10_000_000 });
  const item: fc.Arbitrary<RefundableItem> = fc.oneof(
    fc.record({
      mode: fc.constant('TRAIN' as const),
      departsAt: fc.constant(departsAt),
      ticketPart: kopecks,
      reservedSeatPart: kopecks,
      serviceCharge: kopecks,
      extras: kopecks,
    }),
    fc.record({
      mode: fc.constant('BUS' as const),
      departsAt: fc.constant(departsAt),
      fare: kopecks,
      serviceCharge: kopecks,
      extras: kopecks,
    }),
    fc.record({
      mode: fc.constant('PLANE' as const),
      departsAt: fc.constant(departsAt),
      fare: kopecks,
      surcharge: kopecks,
      taxes: kopecks,
      refundable: fc.boolean(),
      penalty: kopecks,
      serviceCharge: kopecks,
      extras: kopecks,
    }),
  );
  // Three days either side of departure, to the millisecond, covers every threshold.
  const offset = fc.integer({ min: -3 * 24 * 60 * MINUTE, max: 3 * 24 * 60 * MINUTE });

  it('accounts for every kopeck paid and never gives back more later than earlier', () => {
    fc.assert(
      fc.property(item, fc.array(offset, { minLength: 2, maxLength: 8 }), (item, offsets) => {
        const quotes = offsets
          .sort((a, b) => a - b)
          .map((ms) => refundQuote(item, new Date(departsAt.getTime() + ms)));
        for (const quote of quotes) {
          expect(quote.price + quote.penalty).toBe(paidFor(item));
          expect(quote.price).toBeGreaterThanOrEqual(0);
          expect(quote.penalty).toBeGreaterThanOrEqual(0);
        }
        quotes.slice(1).forEach((quote, i) => {
          expect(quote.price).toBeLessThanOrEqual(quotes[i]!.price);
        });
      }),
    );
  });
});

describe('a fare family’s words and its numbers', () => {
  const families: PlaneFareTerms[] = [
    { refundable: false, refundPenalty: 0 },
    { refundable: true, refundPenalty: 0 },
    { refundable: true, refundPenalty: 2_000_00 },
  ];
  const ticket = (family: PlaneFareTerms): Extract<RefundableItem, { mode: 'PLANE' }> => ({
    mode: 'PLANE',
    departsAt,
    fare: 10_000_00,
    surcharge: 500_00,
    taxes: 700_00,
    extras: 0,
    serviceCharge: 300_00,
    refundable: family.refundable,
    penalty: family.refundPenalty,
  });

  it.each(families)('says what every time band gives back: %o', (family) => {
    const text = fareFamilyRefundText(family);
    const item = ticket(family);
    const bands = refundSchedule(item, at(-30 * 24 * 60));
    const carrierPart = item.fare + item.surcharge;
    const taxes = item.taxes;
    if (!family.refundable) {
      expect(text).toBe('Невозвратный: до вылета возвращаются только таксы и аэропортовые сборы');
      expect(bands.map((b) => b.price)).toEqual([taxes, 0]);
      expect(bands[0]!.until).toEqual(departsAt);
      return;
    }
    const [, penaltyWords] = /^Возврат (без штрафа|со штрафом [\d\u00a0 ,]+₽) /.exec(text)!;
    const penalty = penaltyWords === 'без штрафа' ? 0 : family.refundPenalty;
    if (penalty > 0) expect(penaltyWords).toBe(`со штрафом ${formatRubles(penalty)}`);
    const [, hours] = /не позднее чем за (\d+) часа до окончания регистрации/.exec(text)!;
    const [, keptPercent] = /позже удерживается (?:ещё )?(\d+)\u00a0% тарифа/.exec(text)!;
    // The first band: everything but our fee and the family's penalty, until the hours it says.
    expect(bands[0]!.price).toBe(carrierPart + taxes - penalty);
    expect(bands[0]!.until).toEqual(at(-(Number(hours) * 60 + 40)));
    // The next band keeps the share it says of the fare, and the penalty on top.
    const share = (amount: number) => Math.floor((amount * Number(keptPercent)) / 100);
    const kept = share(item.fare) + share(item.surcharge);
    expect(bands[1]!.price).toBe(carrierPart - kept + taxes - penalty);
    // After check-in closes only the taxes, after departure nothing: no family says otherwise.
    expect(bands.slice(2).map((b) => b.price)).toEqual([taxes, 0]);
    for (const band of bands) expect(band.price).toBe(refundQuote(item, band.until ?? at(1)).price);
  });

  it('never says «без штрафа» of a band that keeps a share of the fare', () => {
    const text = fareFamilyRefundText({ refundable: true, refundPenalty: 0 });
    expect(text).toBe(
      'Возврат без штрафа не позднее чем за 24 часа до окончания регистрации (она заканчивается ' +
        'за 40 минут до вылета); позже удерживается 25\u00a0% тарифа и сбора перевозчика и ' +
        '25\u00a0% стоимости оплаченных услуг',
    );
  });
});
