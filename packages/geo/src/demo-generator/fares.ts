import type { FareFamily } from '../demo-timetable/demo-feed.ts';
import { rubles } from './random.ts';

/** Kopecks per kilometre of the cheapest economy fare, plus a fixed part for airport costs. */
const ECONOMY_BASE = 2_500_00;
const ECONOMY_PER_KM = 420;

const family = (
  code: string,
  name: string,
  serviceClass: FareFamily['serviceClass'],
  price: number,
  rules: Omit<FareFamily, 'code' | 'name' | 'serviceClass' | 'price'>,
): FareFamily => ({ code, name, serviceClass, price: rubles(price), ...rules });

/**
 * Fare families of a flight as Russian airlines sell them: a cheap fare without baggage, a
 * standard one with a bag and paid changes, a flexible one, and business. `level` moves the
 * whole ladder (airline, season, demand).
 */
export function fareFamilies(
  km: number,
  level: number,
  lowCost: boolean,
  meal: boolean,
): FareFamily[] {
  const basic = (ECONOMY_BASE + ECONOMY_PER_KM * km) * level * (lowCost ? 0.75 : 1);
  if (lowCost) {
    return [
      family('BS', 'Базовый', 'Economic', basic, {
        baggageKg: 0,
        carryOnKg: 10,
        refundable: false,
        refundPenalty: 0,
        exchangeable: false,
        exchangeFee: 0,
        meal: false,
      }),
      family('MX', 'Максимум', 'Economic', basic * 1.45, {
        baggageKg: 20,
        carryOnKg: 10,
        refundable: false,
        refundPenalty: 0,
        exchangeable: true,
        exchangeFee: rubles(2_000_00),
        meal: false,
      }),
    ];
  }
  return [
    family('EB', 'Эконом Базовый', 'Economic', basic, {
      baggageKg: 0,
      carryOnKg: 10,
      refundable: false,
      refundPenalty: 0,
      exchangeable: false,
      exchangeFee: 0,
      meal,
    }),
    family('ES', 'Эконом Стандарт', 'Economic', basic * 1.3, {
      baggageKg: 23,
      carryOnKg: 10,
      refundable: true,
      refundPenalty: rubles(basic * 0.25),
      exchangeable: true,
      exchangeFee: rubles(2_500_00),
      meal,
    }),
    family('EF', 'Эконом Плюс', 'Economic', basic * 1.75, {
      baggageKg: 23,
      carryOnKg: 10,
      refundable: true,
      refundPenalty: 0,
      exchangeable: true,
      exchangeFee: 0,
      meal,
    }),
    family('BC', 'Бизнес Комфорт', 'Business', basic * 3.4, {
      baggageKg: 32,
      carryOnKg: 15,
      refundable: true,
      refundPenalty: 0,
      exchangeable: true,
      exchangeFee: 0,
      meal: true,
    }),
  ];
}
