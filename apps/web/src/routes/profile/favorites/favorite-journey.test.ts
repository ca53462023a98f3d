import { describe, expect, it } from 'vitest';
import {
  trip,
  tripPlaneLeg,
  tripTrainLeg,
} from '../../../components/trip/trip-fixtures.test-support.ts';
import { tripOfLegs } from './favorite-journey.ts';

describe('a saved combined journey as a trip', () => {
  it('says the change between its legs as the search did', () => {
    const route = tripOfLegs([tripPlaneLeg, tripTrainLeg]);
    expect(route.route_id).toBe(trip.route_id);
    expect(route.routes_price).toBe(tripPlaneLeg.price + tripTrainLeg.price);
    // From 06:00 in Kaliningrad (UTC+2) to 00:50 in Moscow the next day.
    expect(route.routes_time).toBe(17 * 60 + 50);
    expect(route.transfers).toEqual([
      {
        arrival_station: 'Шереметьево (SVO)',
        departure_station: 'Москва Казанская',
        arrival_kind: 'Airport',
        departure_kind: 'RailwayStation',
        wait_minutes: 270,
        station_change: true,
      },
    ]);
  });
});
