import { carTypeLabels } from '@peresadka/contracts/search-labels';
import type { AlertRequest } from '@peresadka/contracts/alerts';
import {
  ZCarType,
  ZServiceClass,
  type CarType,
  type ServiceClass,
} from '@peresadka/contracts/enums';
import type { TripProperties } from '@peresadka/contracts/trip-properties';
import type { Mode } from '@peresadka/engine/timetable/source';
import { rowOfSeat } from '../detail/avia-detail.ts';
import type { Seat } from '../suppliers/local/vehicle-seats.ts';
import { cabinOf, cheapestFamily } from '../pricing/trip-fares.ts';

/** The class of place an alert waits for. */
export type WantedClass =
  | { mode: 'TRAIN'; carType: CarType | null }
  | { mode: 'PLANE'; serviceClass: ServiceClass }
  | { mode: 'BUS' };

export function wantedOf(request: AlertRequest): WantedClass {
  switch (request.transport_type) {
    case 'TRAIN':
      return { mode: 'TRAIN', carType: request.car_type };
    case 'PLANE':
      return { mode: 'PLANE', serviceClass: request.service_class };
    case 'BUS':
      return { mode: 'BUS' };
  }
}

/** The `wanted_class` column: a car type, a service class, or null. */
export function storedClassOf(wanted: WantedClass): string | null {
  switch (wanted.mode) {
    case 'TRAIN':
      return wanted.carType;
    case 'PLANE':
      return wanted.serviceClass;
    case 'BUS':
      return null;
  }
}

/** A stored alert's class, parsed rather than cast: a row that fits nothing is an error. */
export function wantedOfStored(mode: string, stored: string | null): WantedClass {
  switch (mode as Mode) {
    case 'TRAIN':
      return { mode: 'TRAIN', carType: stored === null ? null : ZCarType.parse(stored) };
    case 'PLANE':
      return { mode: 'PLANE', serviceClass: ZServiceClass.parse(stored) };
    case 'BUS':
      return { mode: 'BUS' };
  }
  throw new Error(`sold-out alert of unknown mode ${mode}`);
}

/**
 * Which places of the vehicle sell in the wanted class, or null when the ride sells none of
 * that class at all (a car type the train does not carry or sells offline, a cabin without
 * fares): waiting for such a place would wait forever.
 */
export function placesOfClass(
  properties: TripProperties | null,
  wanted: WantedClass,
): ((seat: Seat) => boolean) | null {
  if (properties?.mode !== wanted.mode) return null;
  switch (properties.mode) {
    case 'TRAIN': {
      if (wanted.mode !== 'TRAIN' || properties.isSaleForbidden) return null;
      const cars = new Set(
        properties.cars
          .filter((c) => !c.saleForbidden && (wanted.carType === null || c.type === wanted.carType))
          .map((c) => c.number),
      );
      return cars.size > 0 ? (seat) => cars.has(seat.carNumber) : null;
    }
    case 'PLANE': {
      if (wanted.mode !== 'PLANE') return null;
      const cabin = cabinOf(wanted.serviceClass);
      if (!cheapestFamily(properties, cabin)) return null;
      return (seat) => rowOfSeat(properties, seat.seat)?.serviceClass === cabin;
    }
    case 'BUS':
      return () => true;
  }
}

const CABIN_WORDS = { Economic: 'в эконом-классе', Business: 'в бизнес-классе' } as const;

/** «в вагоне типа «Купе»», «в бизнес-классе»: where the letter says the place is; null for any. */
export function classPhrase(wanted: WantedClass): string | null {
  switch (wanted.mode) {
    case 'TRAIN':
      return wanted.carType === null ? null : `в вагоне типа «${carTypeLabels[wanted.carType]}»`;
    case 'PLANE':
      return CABIN_WORDS[cabinOf(wanted.serviceClass)];
    case 'BUS':
      return null;
  }
}
