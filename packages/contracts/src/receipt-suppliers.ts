/**
 * Who a 54-ФЗ receipt names as the supplier of a ticket we sell as the carrier's agent (теги
 * 1224–1226: наименование, ИНН, телефон поставщика), and the VAT rate (тег 1199) the carrier's
 * service carries. Keyed by the timetable's carrier code.
 *
 * ИНН marked `demo` belong to the demonstration network's invented carriers (or to real ones
 * whose number could not be checked here): placeholders of the right length that fail the ИНН
 * check digits, so they can never name a real taxpayer; replace them before selling that
 * carrier's tickets for real. The others
 * were checked against public registry extracts (ЕГРЮЛ data as published by СБИС and
 * printed on the carriers' own tickets, e.g. «Перевозчик: ФПК … ИНН 7708709686»).
 */

/** YooKassa's `vat_code` (ФНС tag 1199 values). */
export const VAT = {
  /** Без НДС. */
  none: 1,
  rate0: 2,
  rate10: 3,
  rate20: 4,
  /** 22 % — Федеральный закон от 28.11.2025 № 425-ФЗ; tag 1199 value 11 by приказ ФНС от 08.12.2025 № ЕД-7-20/1050@. */
  rate22: 11,
} as const;
export type VatCode = (typeof VAT)[keyof typeof VAT];

/** The general VAT rate on the day of the sale: 20 % until 2025, 22 % from 01.01.2026 (425-ФЗ). */
export function generalVat(on: Date): VatCode {
  return on.getTime() < Date.UTC(2025, 11, 31, 21) ? VAT.rate20 : VAT.rate22;
}

/**
 * What a carrier's passenger service is taxed at:
 * - `longRail` — железнодорожный транспорт в дальнем сообщении: 0 % (п. 1 ст. 164 НК РФ,
 *   пп. 9.3 — the subpoint number is to be rechecked; АО «ФПК» prints «Билет … НДС 0 %» on
 *   its tickets, and its services on board (bedding, meals) at the general rate, «НДС 22 %»).
 * - `suburbanRail` — в пригородном сообщении: 0 % (пп. 9.2 п. 1 ст. 164 НК РФ, added by
 *   Федеральный закон от 06.04.2015 № 83-ФЗ, which suspended the ст. 149 exemption for rail).
 * - `air` — внутренние воздушные перевозки: 0 % when the route touches Калининградская
 *   область, the Far East (ДФО), Крым or Севастополь, or when neither end is in Москва or
 *   Московская область (пп. 4.1–4.3 п. 1 ст. 164 НК РФ; Минфин, письмо от 17.01.2024
 *   № 03-07-11/2853); otherwise 10 % (пп. 6 п. 2 ст. 164 НК РФ — its term has been extended
 *   several times; recheck it each year).
 * - `general` — an intercity bus: the general rate (ст. 164 п. 3 НК РФ); suburban buses by a
 *   single tariff are exempt (пп. 7 п. 2 ст. 149 НК РФ), but the demonstration network has none.
 * - `none` — a carrier that pays no VAT (an ИП on the simplified system, ст. 346.11 НК РФ).
 */
export type CarrierVat = 'longRail' | 'suburbanRail' | 'air' | 'general' | 'none';

export type ReceiptSupplier = {
  /** As the registry names it; a receipt line carries up to 256 characters. */
  name: string;
  inn: string;
  /** E.164 digits, as YooKassa takes a phone. */
  phone?: string;
  vat: CarrierVat;
  demo?: true;
};

const RZD_PHONE = '78007750000';

export const RECEIPT_SUPPLIERS: Readonly<Record<string, ReceiptSupplier>> = {
  // Railways.
  FPK: {
    name: 'АО «ФПК»',
    inn: '7708709686',
    phone: RZD_PHONE,
    vat: 'longRail',
  },
  DOSS: {
    name: 'ОАО «РЖД» (Дирекция скоростного сообщения)',
    inn: '7708503727',
    phone: RZD_PHONE,
    vat: 'longRail',
  },
  GSE: { name: 'АО «Гранд Сервис Экспресс»', inn: '7700000010', vat: 'longRail', demo: true },
  CPPK: { name: 'АО «Центральная ППК»', inn: '7700000028', vat: 'suburbanRail', demo: true },
  SZPPK: { name: 'АО «Северо-Западная ППК»', inn: '7800000036', vat: 'suburbanRail', demo: true },
  PPK: {
    name: 'Региональная пригородная компания',
    inn: '7700000042',
    vat: 'suburbanRail',
    demo: true,
  },
  // Airlines.
  SU: { name: 'ПАО «Аэрофлот»', inn: '7712040126', phone: '78004445555', vat: 'air' },
  S7: { name: 'АО «Авиакомпания «Сибирь»', inn: '5448100656', vat: 'air' },
  U6: { name: 'ОАО АК «Уральские авиалинии»', inn: '6608003013', vat: 'air' },
  UT: { name: 'ПАО «Авиакомпания «ЮТэйр»', inn: '7204002873', vat: 'air' },
  HZ: { name: 'АО «Авиакомпания «Аврора»', inn: '6501161401', vat: 'air' },
  A4: { name: 'АО «Авиакомпания Азимут»', inn: '2312218415', vat: 'air' },
  DP: { name: 'ООО «Авиакомпания Победа»', inn: '7700000059', vat: 'air', demo: true },
  FV: { name: 'АО «Авиакомпания «Россия»', inn: '7800000067', vat: 'air', demo: true },
  N4: { name: 'ООО «Северный ветер» (Nordwind)', inn: '7700000073', vat: 'air', demo: true },
  '5N': { name: 'АО «Авиакомпания «Смартавиа»', inn: '2900000089', vat: 'air', demo: true },
  YC: { name: 'АО «Авиакомпания «Ямал»', inn: '8900000095', vat: 'air', demo: true },
  // Buses of the demonstration network: invented companies.
  TRANSAVTO: { name: 'ООО «Транс-Авто»', inn: '5000000108', vat: 'general', demo: true },
  AK1417: { name: 'АО «Автоколонна № 1417»', inn: '7700000114', vat: 'general', demo: true },
  MEZHGOROD: { name: 'ООО «Межгородские линии»', inn: '7700000121', vat: 'general', demo: true },
  AVTOLAIN: { name: 'ООО «Автолайн-Регион»', inn: '5200000132', vat: 'general', demo: true },
  EVROTRANS: { name: 'ООО «Евротранс»', inn: '7800000148', vat: 'general', demo: true },
  AVTOVOKZALY: {
    name: 'АО «Автовокзалы и автостанции»',
    inn: '6300000157',
    vat: 'general',
    demo: true,
  },
  PATP3: {
    name: 'МУП «Пассажирское автотранспортное предприятие № 3»',
    inn: '1600000165',
    vat: 'general',
    demo: true,
  },
  REGTRANS: { name: 'ГУП «Региональный транспорт»', inn: '6600000175', vat: 'general', demo: true },
  VOLGALAIN: { name: 'ООО «Волгалайн»', inn: '3400000186', vat: 'general', demo: true },
  SIBEXPRESS: { name: 'ООО «Сибирь-Экспресс»', inn: '5400000194', vat: 'general', demo: true },
  YUGAVTO: { name: 'ООО «Юг-Авто»', inn: '2300000201', vat: 'general', demo: true },
  'IP-SAFRONOV': { name: 'ИП Сафронов А. В.', inn: '770000000217', vat: 'none', demo: true },
  'IP-GARIPOV': { name: 'ИП Гарипов Р. Р.', inn: '160000000228', vat: 'none', demo: true },
  'IP-KUZNETSOVA': { name: 'ИП Кузнецова Е. Н.', inn: '520000000234', vat: 'none', demo: true },
  'IP-AVETISYAN': { name: 'ИП Аветисян С. Г.', inn: '230000000245', vat: 'none', demo: true },
  'IP-MOROZOV': { name: 'ИП Морозов Д. И.', inn: '660000000256', vat: 'none', demo: true },
  // The test network's bus company.
  TA: { name: 'ООО «Тверь-Авто»', inn: '6900000262', vat: 'general', demo: true },
};

/** Where a ride's stop is, as the VAT of a flight depends on it; null for a stop of no city. */
export type RideRegion = string | null;

const MOSCOW = new Set(['Москва', 'Московская область']);
/** Калининградская область, Крым and Севастополь, and the regions of the ДФО (указ от 03.11.2018 № 632). */
const ZERO_RATED = new Set([
  'Калининградская область',
  'Республика Крым',
  'Севастополь',
  'Республика Бурятия',
  'Республика Саха (Якутия)',
  'Забайкальский край',
  'Камчатский край',
  'Приморский край',
  'Хабаровский край',
  'Амурская область',
  'Магаданская область',
  'Сахалинская область',
  'Еврейская автономная область',
  'Чукотский автономный округ',
]);
const isIn = (set: ReadonlySet<string>, region: RideRegion) => region !== null && set.has(region);

/** The VAT rate of a carrier's fare for a ride between two regions, sold on `on`. */
export function fareVat(
  supplier: ReceiptSupplier,
  from: RideRegion,
  to: RideRegion,
  on: Date,
): VatCode {
  switch (supplier.vat) {
    case 'longRail':
    case 'suburbanRail':
      return VAT.rate0;
    case 'air':
      if (isIn(ZERO_RATED, from) || isIn(ZERO_RATED, to)) return VAT.rate0;
      return isIn(MOSCOW, from) || isIn(MOSCOW, to) ? VAT.rate10 : VAT.rate0;
    case 'general':
      return generalVat(on);
    case 'none':
      return VAT.none;
  }
}

/** Our own service fee: we are on the general system and charge VAT at the general rate. */
export const serviceFeeVat = generalVat;
