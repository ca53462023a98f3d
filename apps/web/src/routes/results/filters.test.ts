import { describe, expect, it } from 'vitest';
import {
  trip,
  tripPlaneLeg,
  tripTrainLeg,
} from '../../components/trip/trip-fixtures.test-support.ts';
import { filterChoices, legFacts, NO_FILTERS, passes, routeFacts, type Facts } from './filters.ts';

const facts: Facts = {
  departure: '2026-12-01T08:30:00+03:00',
  arrival: '2026-12-02T02:10:00+10:00',
  transfers: 2,
  carriers: ['SU', 'ФПК'],
  modes: ['PLANE', 'TRAIN'],
  trains: [],
  baggage: [],
};

/** A train with плацкарт (two lower berths free) and купе (upper berths only left). */
const train = legFacts({
  ...tripTrainLeg,
  car_classes: [
    { car_type: 'ReservedSeat', price: 450_000, free_places: 12, lower_free_places: 2 },
    { car_type: 'Compartment', price: 690_000, free_places: 4, lower_free_places: 0 },
  ],
});

const flight = (baggage: boolean | undefined) => {
  const [first] = tripPlaneLeg.segments[0]!.flights;
  return legFacts({
    ...tripPlaneLeg,
    segments: [{ flights: [{ ...first!, ...(baggage === undefined ? {} : { baggage }) }] }],
  });
};

describe('result filters', () => {
  it('let everything through when nothing is chosen', () => {
    expect(passes(facts, NO_FILTERS)).toBe(true);
  });

  it('read departure and arrival on each station’s own clock', () => {
    expect(passes(facts, { ...NO_FILTERS, departFrom: 8, departTo: 9 })).toBe(true);
    expect(passes(facts, { ...NO_FILTERS, departFrom: 9 })).toBe(false);
    expect(passes(facts, { ...NO_FILTERS, arriveTo: 2 })).toBe(false);
    expect(passes(facts, { ...NO_FILTERS, arriveTo: 3 })).toBe(true);
  });

  it('limit changes, carriers and modes', () => {
    expect(passes(facts, { ...NO_FILTERS, maxTransfers: 1 })).toBe(false);
    expect(passes(facts, { ...NO_FILTERS, maxTransfers: 2 })).toBe(true);
    expect(passes(facts, { ...NO_FILTERS, carriers: ['S7'] })).toBe(false);
    expect(passes(facts, { ...NO_FILTERS, carriers: ['ФПК'] })).toBe(true);
    expect(passes(facts, { ...NO_FILTERS, modes: ['PLANE'] })).toBe(false);
    expect(passes(facts, { ...NO_FILTERS, modes: ['PLANE', 'TRAIN', 'BUS'] })).toBe(true);
  });
});

describe('train and flight filters', () => {
  it('keep trains with a free place in a car type chosen', () => {
    expect(passes(train, { ...NO_FILTERS, carTypes: ['Compartment'] })).toBe(true);
    expect(passes(train, { ...NO_FILTERS, carTypes: ['Sedentary', 'Luxury'] })).toBe(false);
  });

  it('keep trains with a free lower berth, in a car type chosen when one is', () => {
    expect(passes(train, { ...NO_FILTERS, lowerBerths: true })).toBe(true);
    expect(passes(train, { ...NO_FILTERS, lowerBerths: true, carTypes: ['Compartment'] })).toBe(
      false,
    );
    expect(passes(train, { ...NO_FILTERS, lowerBerths: true, carTypes: ['ReservedSeat'] })).toBe(
      true,
    );
    // A supplier that does not say where its lower berths are promises none.
    expect(passes(legFacts(tripTrainLeg), { ...NO_FILTERS, lowerBerths: true })).toBe(false);
  });

  it('keep flights whose fare includes baggage, not those that say nothing of it', () => {
    const filters = { ...NO_FILTERS, baggage: true };
    expect(passes(flight(true), filters)).toBe(true);
    expect(passes(flight(false), filters)).toBe(false);
    expect(passes(flight(undefined), filters)).toBe(false);
    expect(passes(flight(false), NO_FILTERS)).toBe(true);
  });

  it('ask every train and flight of a combined route, and pass a route without trains', () => {
    const route = routeFacts(trip.legs);
    expect(passes(route, { ...NO_FILTERS, carTypes: ['ReservedSeat'] })).toBe(true);
    expect(passes(route, { ...NO_FILTERS, baggage: true })).toBe(false);
    expect(passes(flight(true), { ...NO_FILTERS, carTypes: ['Luxury'] })).toBe(true);
  });

  it('offer only what the results have', () => {
    expect(filterChoices([train, flight(undefined)])).toEqual({
      carriers: ['SU', 'АО «ФПК»'],
      carTypes: ['ReservedSeat', 'Compartment'],
      lowerBerths: true,
      baggage: false,
    });
    expect(filterChoices([legFacts(tripTrainLeg), flight(false)])).toMatchObject({
      lowerBerths: false,
      baggage: true,
    });
  });
});
