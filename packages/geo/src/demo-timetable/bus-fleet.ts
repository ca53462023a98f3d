import type { Random } from './random.ts';

/** Intercity bus companies: invented, named the way Russian ones are. */
export const BUS_CARRIERS = [
  { code: 'TRANSAVTO', name: 'ООО «Транс-Авто»' },
  { code: 'AK1417', name: 'АО «Автоколонна № 1417»' },
  { code: 'MEZHGOROD', name: 'ООО «Межгородские линии»' },
  { code: 'AVTOLAIN', name: 'ООО «Автолайн-Регион»' },
  { code: 'EVROTRANS', name: 'ООО «Евротранс»' },
  { code: 'AVTOVOKZALY', name: 'АО «Автовокзалы и автостанции»' },
  { code: 'PATP3', name: 'МУП «Пассажирское автотранспортное предприятие № 3»' },
  { code: 'REGTRANS', name: 'ГУП «Региональный транспорт»' },
  { code: 'VOLGALAIN', name: 'ООО «Волгалайн»' },
  { code: 'SIBEXPRESS', name: 'ООО «Сибирь-Экспресс»' },
  { code: 'YUGAVTO', name: 'ООО «Юг-Авто»' },
  { code: 'IP-SAFRONOV', name: 'ИП Сафронов А. В.' },
  { code: 'IP-GARIPOV', name: 'ИП Гарипов Р. Р.' },
  { code: 'IP-KUZNETSOVA', name: 'ИП Кузнецова Е. Н.' },
  { code: 'IP-AVETISYAN', name: 'ИП Аветисян С. Г.' },
  { code: 'IP-MOROZOV', name: 'ИП Морозов Д. И.' },
] as const;

export type BusModel = { name: string; seats: number; coach: boolean };

/** Minibuses and town buses on short hops, coaches on long ones. */
const SHORT: readonly BusModel[] = [
  { name: 'ПАЗ 320412', seats: 25, coach: false },
  { name: 'ГАЗель Next', seats: 19, coach: false },
  { name: 'Неман 420224', seats: 27, coach: false },
];
const MEDIUM: readonly BusModel[] = [
  { name: 'Неман 420224', seats: 27, coach: false },
  { name: 'Higer KLQ6928Q', seats: 35, coach: true },
  { name: 'Yutong ZK6122H9', seats: 49, coach: true },
];
const LONG: readonly BusModel[] = [
  { name: 'Yutong ZK6122H9', seats: 49, coach: true },
  { name: 'Mercedes-Benz Tourismo', seats: 49, coach: true },
  { name: 'Higer KLQ6128LQ', seats: 53, coach: true },
];

export function busModel(roadKm: number, rng: Random): BusModel {
  if (roadKm <= 120) return rng.pick(SHORT);
  return rng.pick(roadKm <= 300 ? MEDIUM : LONG);
}
