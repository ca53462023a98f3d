import type { ServiceClass, StationType } from './enums.ts';

/*
 * What the search form shows of the enums, apart from their schemas: the home page's form
 * shows these without loading zod (its checks load when the visitor first searches).
 */

export const serviceClassLabels: Record<ServiceClass, string> = {
  Economic: 'Эконом',
  Business: 'Бизнес',
  First: 'Первый',
  Comfort: 'Комфорт',
};

export const stationTypeLabels: Record<StationType, string> = {
  RailwayStation: 'ж/д вокзал',
  Airport: 'аэропорт',
  BusStop: 'автовокзал',
};
