import { kopecks, type Kopecks } from '@peresadka/engine/units';
import { beddingCharge, carBedding } from '@peresadka/contracts/bedding';
import { berthLabels, berthOf } from '@peresadka/contracts/car-layout';
import type { Seat } from '../suppliers/local/vehicle-seats.ts';
import { EXTRA_BAGGAGE, EXTRA_BAGGAGE_NAME, seatChoicePrice } from '../pricing/extras.ts';
import { passengerPrice } from '../pricing/passenger-prices.ts';
import { busFare, cabinOf, carFare, familyFare, runOf, saleFamily } from '../pricing/trip-fares.ts';
import type { ItemDetails } from './item-details.ts';
import type { OrderPlan } from './order-plan.ts';

/** One passenger on one ride, priced, as the order stores it. */
export type PricedItem = {
  passenger: number;
  ride: number;
  /** The car a lap child rides in is its adult's; 0 for a plane or a bus. */
  carNumber: number;
  seat: string | null;
  fare: Kopecks;
  serviceCharge: Kopecks;
  extras: Kopecks;
  total: Kopecks;
  details: ItemDetails;
};

/**
 * Prices every passenger on every ride once their places are known (a train's fare depends on
 * the car): the fare of their category and our fee, by the same functions the result cards and
 * the detail page use, plus what they chose to pay for (bedding sold apart on a train, a seat
 * picked on a plane, extra bags).
 */
export function priceItems(
  plan: OrderPlan,
  /** Per ride: each seated passenger's place, and who picked theirs. */
  assigned: readonly { places: Map<number, Seat>; chosen: Set<number> }[],
): PricedItem[] {
  return plan.rides.flatMap((ride, r) => {
    const vehicle = ride.trip.properties!;
    const run = runOf(ride.trip, ride.key.serviceDate);
    const { places, chosen } = assigned[r]!;
    // A child on a lap goes in the car of the first adult who has a place.
    const adultCar =
      [...places].find(([p]) => plan.passengers[p]!.category === 'Adult')?.[1].carNumber ?? 0;
    return plan.passengers.map((passenger, p): PricedItem => {
      const place = places.get(p) ?? null;
      const choice = plan.choices[r]![p]!;
      let adultFare: Kopecks;
      let extras = kopecks(0);
      let details: ItemDetails;
      switch (vehicle.mode) {
        case 'TRAIN': {
          const car = vehicle.cars.find((c) => c.number === (place?.carNumber ?? adultCar))!;
          const berth = place ? berthOf(car.type, Number(place.seat)) : null;
          adultFare = carFare(car, ride.km, run);
          // A child on a lap has no berth, so no bedding of its own.
          const bedding = place
            ? beddingCharge(carBedding(car), choice.mode === 'TRAIN' && choice.bedding)
            : { bedding: false, price: 0 };
          extras = kopecks(bedding.price);
          details = {
            mode: 'TRAIN',
            carType: car.type,
            serviceClass: car.serviceClass,
            bedding: bedding.bedding,
            beddingPrice: bedding.price,
            electronicRegistration: choice.mode === 'TRAIN' && choice.electronicRegistration,
            berth: berth ? berthLabels[berth] : null,
          };
          break;
        }
        case 'PLANE': {
          const cabin = cabinOf(plan.serviceClass ?? 'Economic');
          // The plan checked every flight sells it.
          const family = saleFamily(vehicle, cabin, plan.fareCodes?.[r])!;
          const row = place
            ? vehicle.seatMap.find((x) => x.row === Number.parseInt(place.seat, 10))
            : undefined;
          const seatPrice = row && chosen.has(p) ? seatChoicePrice(row) : kopecks(0);
          const services =
            choice.mode === 'PLANE'
              ? choice.services.map((code) => ({
                  code,
                  name: EXTRA_BAGGAGE_NAME,
                  price: EXTRA_BAGGAGE,
                }))
              : [];
          adultFare = familyFare(family, run);
          extras = kopecks(seatPrice + services.reduce((sum, s) => sum + s.price, 0));
          details = {
            mode: 'PLANE',
            cabin,
            fareFamily: family.name,
            refundable: family.refundable,
            refundPenalty: family.refundPenalty,
            seatPrice,
            services,
          };
          break;
        }
        case 'BUS':
          adultFare = busFare(vehicle, ride.km, run);
          details = { mode: 'BUS', tariffName: choice.mode === 'BUS' ? choice.tariffName : '' };
          break;
      }
      const legCategory = plan.categories?.[r]?.[p];
      const price = passengerPrice(vehicle.mode, legCategory ?? passenger.category, adultFare);
      if (legCategory !== undefined) details = { ...details, category: legCategory };
      return {
        passenger: p,
        ride: r,
        carNumber: place?.carNumber ?? adultCar,
        seat: place?.seat ?? null,
        fare: price.fare,
        serviceCharge: price.serviceCharge,
        extras,
        total: kopecks(price.total + extras),
        details,
      };
    });
  });
}
