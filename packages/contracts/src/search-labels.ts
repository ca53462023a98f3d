import type { CarType, SearchTransportType, ServiceClass, StationType } from './enums.ts';

/*
 * What the search form shows of the enums, apart from their schemas: the home page's form
 * shows these without loading zod (its checks load when the visitor first searches), and so do
 * the results and a train's cars.
 */

export const searchTransportLabels: Record<SearchTransportType, string> = {
  PLANE: 'Самолёт',
  TRAIN: 'Поезд',
  BUS: 'Автобус',
  COMBINED: 'Комбо',
};

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

export const carTypeLabels: Record<CarType, string> = {
  Unknown: 'Не определён',
  Shared: 'Общий',
  Soft: 'Мягкий',
  Luxury: 'Люкс',
  Compartment: 'Купе',
  ReservedSeat: 'Плацкарт',
  Sedentary: 'Сидячий',
  Baggage: 'Багажный',
};
