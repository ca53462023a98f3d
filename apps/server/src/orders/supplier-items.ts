import { beddingCharge } from '@peresadka/contracts/bedding';
import { kopecks } from '@peresadka/engine/units';
import { passengerPrice } from '../pricing/passenger-prices.ts';
import type { RideCars, SupplierCar } from '../suppliers/train-supplier.ts';
import type { PricedItem } from './order-items.ts';
import type { OrderPlan } from './order-plan.ts';

/**
 * A train ride's items before the supplier has reserved them: each passenger in the car they
 * asked for (or the cheapest of its type with a place, a child on a lap in its adult's), priced
 * by the same rule as the card and the detail, with the bedding they took where it is sold apart. The supplier's reservation then puts its own
 * places and fares on them (supplier-orders-repository.ts).
 */
export function provisionalItems(plan: OrderPlan, r: number, onSale: RideCars): PricedItem[] {
  const carOf = new Map<number, SupplierCar>();
  for (const wish of plan.wishes[r]!) {
    const asked = onSale.cars.filter(
      (c) =>
        !c.saleForbidden &&
        c.type === wish.carType &&
        (wish.carNumber === undefined || c.number === wish.carNumber),
    );
    const open = asked.filter((c) => c.freePlaces.length > 0);
    const car = (open.length > 0 ? open : asked).reduce((a, b) => (b.fare < a.fare ? b : a));
    carOf.set(wish.passenger, car);
  }
  const adultsCar = [...carOf].find(([p]) => plan.passengers[p]!.category === 'Adult')?.[1];
  return plan.passengers.map((passenger, p): PricedItem => {
    const car = carOf.get(p) ?? adultsCar!;
    const choice = plan.choices[r]![p]!;
    const price = passengerPrice(
      'TRAIN',
      plan.categories?.[r]?.[p] ?? passenger.category,
      car.fare,
    );
    // Only a traveller with a place of their own has bedding; a child on a lap shares.
    const bedding = carOf.has(p)
      ? beddingCharge(car.bedding, choice.mode === 'TRAIN' && choice.bedding)
      : { bedding: false, price: 0 };
    return {
      passenger: p,
      ride: r,
      carNumber: car.number,
      seat: null,
      fare: price.fare,
      serviceCharge: price.serviceCharge,
      extras: kopecks(bedding.price),
      total: kopecks(price.total + bedding.price),
      details: {
        mode: 'TRAIN',
        carType: car.type,
        serviceClass: car.serviceClass,
        bedding: bedding.bedding,
        beddingPrice: bedding.price,
        electronicRegistration: choice.mode === 'TRAIN' && choice.electronicRegistration,
        berth: null,
      },
    };
  });
}
