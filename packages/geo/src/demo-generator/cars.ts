import type { CarType, TrainCar } from '../demo-timetable/demo-feed.ts';

type CarKind = {
  seats: number;
  serviceClass: string;
  fareBase: number;
  farePerKm: number;
  bedding: boolean;
};

/** Places, class code and fare (kopecks: fixed part + per km) of each car type. */
const KINDS: Record<CarType, CarKind> = {
  Sedentary: { seats: 68, serviceClass: '2С', fareBase: 300_00, farePerKm: 150, bedding: false },
  Shared: { seats: 81, serviceClass: '3О', fareBase: 200_00, farePerKm: 90, bedding: false },
  ReservedSeat: { seats: 54, serviceClass: '3Э', fareBase: 500_00, farePerKm: 170, bedding: true },
  Compartment: { seats: 36, serviceClass: '2К', fareBase: 900_00, farePerKm: 330, bedding: true },
  Luxury: { seats: 18, serviceClass: '1Б', fareBase: 2_000_00, farePerKm: 700, bedding: true },
  Soft: { seats: 12, serviceClass: '1А', fareBase: 3_000_00, farePerKm: 1000, bedding: true },
};

export type Consist = 'night' | 'day' | 'highSpeed' | 'suburban' | 'twoStorey';

const CONSISTS: Record<Consist, CarType[]> = {
  night: [
    'Luxury',
    'Compartment',
    'Compartment',
    'Compartment',
    'ReservedSeat',
    'ReservedSeat',
    'ReservedSeat',
    'ReservedSeat',
    'ReservedSeat',
    'ReservedSeat',
    'Shared',
  ],
  day: [
    'Sedentary',
    'Sedentary',
    'Sedentary',
    'Sedentary',
    'Sedentary',
    'Sedentary',
    'Compartment',
  ],
  highSpeed: [
    'Soft',
    'Sedentary',
    'Sedentary',
    'Sedentary',
    'Sedentary',
    'Sedentary',
    'Sedentary',
    'Sedentary',
    'Sedentary',
    'Sedentary',
  ],
  suburban: ['Sedentary', 'Sedentary', 'Sedentary', 'Sedentary', 'Sedentary'],
  twoStorey: [
    'Luxury',
    'Compartment',
    'Compartment',
    'Compartment',
    'Compartment',
    'Compartment',
    'Compartment',
    'Compartment',
  ],
};

/**
 * The cars of a train: numbered from the locomotive, with seat counts, class and fare by type.
 * Two-storey trains carry 64-place compartment cars; high-speed fares cost more per km.
 */
export function carsOf(
  consist: Consist,
  options: { petsCar: number; forbiddenCar: number | null },
): TrainCar[] {
  return CONSISTS[consist].map((type, i) => {
    const kind = KINDS[type];
    const twoStorey = consist === 'twoStorey' && type === 'Compartment';
    const seats = twoStorey ? 64 : kind.seats;
    const premium = consist === 'highSpeed' ? 2 : 1;
    return {
      number: i + 1,
      type,
      serviceClass: twoStorey ? '2Э' : kind.serviceClass,
      seats,
      twoStorey,
      secondFloorSeats: twoStorey
        ? Array.from({ length: seats / 2 }, (_, k) => seats / 2 + k + 1)
        : [],
      schemaId: `${type}-${seats}${twoStorey ? '-2' : ''}`,
      fareBase: kind.fareBase * premium,
      farePerKm: kind.farePerKm * premium,
      bedding: kind.bedding,
      petsAllowed: i + 1 === options.petsCar,
      saleForbidden: i + 1 === options.forbiddenCar,
    };
  });
}
