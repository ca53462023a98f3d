import { categoryFare } from '@peresadka/contracts/fare-rules';
import type { ImPassengerCategory } from '@peresadka/contracts/im/order-reservation';
import { trainCarFare, type TrainCar } from '@peresadka/contracts/trip-properties';
import { rideKm, type Ride } from './runs.ts';

/** The carrier's adult fare of a place in the car for the ride, on its run, in kopecks. */
export const adultFare = (car: TrainCar, ride: Ride): number =>
  trainCarFare(car, rideKm(ride), {
    number: ride.train.number,
    demand: ride.train.properties.demand,
    serviceDate: ride.serviceDate,
  });

/** What a passenger of the category pays where an adult pays `adult`: a lap child nothing. */
export const passengerFare = (category: ImPassengerCategory, adult: number): number =>
  categoryFare('TRAIN', category, adult);

/** The carrier's tariff by category, as blanks name it. */
export const TARIFF_TYPES: Record<ImPassengerCategory, string> = {
  Adult: 'Full',
  Child: 'Child',
  BabyWithoutPlace: 'FreeChild',
};
