import type { Aircraft } from './aircraft.ts';
import type { Airline } from './airlines.ts';
import type { FareFamily } from '@peresadka/contracts/trip-properties';
import type { Random } from './random.ts';

/** Carriers sell in whole rubles; every amount here is kopecks. */
export const wholeRubles = (kopecks: number): number =>
  Math.max(0, Math.round(kopecks / 100) * 100);

const rubles = (amount: number) => amount * 100;

/** The cheapest economy fare: 3000 ₽ plus 4.5 ₽ a kilometre, before the airline's own level. */
const BASE_FARE = rubles(3_000);
const FARE_PER_KM = 450;

/** Flights longer than this serve a meal in every family that includes one. */
const MEAL_MINUTES = 150;

/**
 * The fare families of one flight, cheapest first. Full-service airlines sell four (the last
 * only where the cabin has business seats), low-cost ones only the two economy families and
 * never a meal. Demand moves every flight's price a little, so two flights of a route differ.
 */
export function fareFamilies(
  airline: Airline,
  aircraft: Aircraft,
  km: number,
  minutes: number,
  rng: Random,
): FareFamily[] {
  const base = (BASE_FARE + FARE_PER_KM * km) * airline.fareFactor * rng.jitter(0.15);
  const price = (factor: number) => wholeRubles(base * factor);
  const meal = !airline.lowCost && minutes >= MEAL_MINUTES;
  const families: FareFamily[] = [
    {
      code: 'EB',
      name: 'Эконом Базовый',
      serviceClass: 'Economic',
      baggageKg: 0,
      carryOnKg: 10,
      refundable: false,
      refundPenalty: 0,
      exchangeable: false,
      exchangeFee: 0,
      meal,
      price: price(1),
    },
    {
      code: 'ES',
      name: 'Эконом Стандарт',
      serviceClass: 'Economic',
      baggageKg: 23,
      carryOnKg: 10,
      refundable: true,
      refundPenalty: wholeRubles(Math.max(rubles(2_000), base * 0.25)),
      exchangeable: true,
      exchangeFee: rubles(airline.lowCost ? 3_500 : 2_500),
      meal,
      price: price(1.35),
    },
  ];
  if (airline.lowCost) return families;
  families.push({
    code: 'EP',
    name: 'Эконом Плюс',
    serviceClass: 'Economic',
    baggageKg: 23,
    carryOnKg: 10,
    refundable: true,
    refundPenalty: 0,
    exchangeable: true,
    exchangeFee: 0,
    meal,
    price: price(1.8),
  });
  if (aircraft.seatMap.some((row) => row.serviceClass === 'Business')) {
    families.push({
      code: 'BC',
      name: 'Бизнес',
      serviceClass: 'Business',
      baggageKg: 32,
      carryOnKg: 15,
      refundable: true,
      refundPenalty: 0,
      exchangeable: true,
      exchangeFee: 0,
      meal: true,
      price: price(3.8),
    });
  }
  return families;
}
