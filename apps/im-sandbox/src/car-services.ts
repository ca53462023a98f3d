import type { PassengerCarType, TrainCar } from '@peresadka/contracts/trip-properties';

/** Car types as the supplier names them to people (CarTypeName). */
export const CAR_TYPE_NAMES: Record<PassengerCarType, string> = {
  Shared: 'Общий',
  Soft: 'Люкс',
  Luxury: 'СВ',
  Compartment: 'Купе',
  ReservedSeat: 'Плацкарт',
  Sedentary: 'Сидячий',
};

/** The services of a car; bedding is there where the car carries it, in the fare or apart. */
export const carServices = (car: TrainCar): string[] => [
  ...(car.bedding ? ['Bedclothes'] : []),
  ...(car.petsAllowed ? ['PetsCarriage'] : []),
];

/** Two-digit car numbers, as tickets print them: '07'. */
export const carNumberText = (number: number): string => String(number).padStart(2, '0');

/** Place numbers as the carrier prints them: '007'. */
export const placeText = (number: number): string => String(number).padStart(3, '0');
