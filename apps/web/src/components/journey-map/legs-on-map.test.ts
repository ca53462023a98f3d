import type { Leg } from '@peresadka/contracts/search-results';
import { describe, expect, it } from 'vitest';
import { mapRidesOf, ridesOnMap } from './legs-on-map.ts';

const legsOnMap = (legs: Leg[]) => ridesOnMap(mapRidesOf(legs));

const at = (latitude: number, longitude: number) => ({ latitude, longitude });
const times = {
  travel_time: 60,
  departure_time: '2026-12-01T08:00:00+03:00',
  arrival_time: '2026-12-01T09:00:00+03:00',
};
const bus: Leg = {
  transport_type: 'BUS',
  ...times,
  origin_name: 'Тверь',
  destination_name: 'Москва',
  origin_point: at(56.86, 35.9),
  destination_point: at(55.75, 37.62),
  route_id: '1-20261201-1-2',
  price: 50_000,
  provider: 'ТА',
  date: '2026-12-01',
  race_id: '514',
  text: 'Тверь — Москва',
};

describe('legsOnMap', () => {
  it('draws a line per ride and marks every stop once', () => {
    const train: Leg = {
      ...bus,
      transport_type: 'TRAIN',
      origin_name: 'Москва',
      destination_name: 'Казань',
      origin_point: at(55.77, 37.66),
      destination_point: at(55.79, 49.12),
      display_train_number: '002Й',
      train_name: '',
      has_two_storey_cars: false,
      origin_code: '1',
      destination_code: '2',
      train_number: '002Й',
      car_classes: [],
    };
    const { lines, stops } = legsOnMap([bus, train]);
    expect(lines.map((l) => l.mode)).toEqual(['BUS', 'TRAIN']);
    expect(stops.map((s) => s.name)).toEqual(['Тверь', 'Москва', 'Казань']);
  });

  it('leaves out rides whose stations have no position', () => {
    expect(legsOnMap([{ ...bus, origin_point: undefined }]).lines).toEqual([]);
  });
});
