import type { RouteStop } from '@peresadka/contracts/im/railway-search';
import { describe, expect, it } from 'vitest';
import { lineOfRoute } from './im-times.ts';

const stop = (
  name: string,
  moscow: [string, string],
  local: [string, string],
  type: RouteStop['RouteStopType'] = 'Intermediate',
): RouteStop => ({
  StationName: name,
  CityName: name,
  ArrivalTime: moscow[0],
  DepartureTime: moscow[1],
  LocalArrivalTime: local[0],
  LocalDepartureTime: local[1],
  RouteStopType: type,
  StopDuration: 0,
  TimeDescription: 'NoValue',
});

describe('a train’s line from the supplier’s clock times', () => {
  it('dates each stop across midnights and gives it its own zone', () => {
    const line = lineOfRoute(
      [
        stop('МОСКВА', ['', '23:45'], ['', '23:45'], 'Departure'),
        stop('ЕКАТЕРИНБУРГ', ['23:10', '23:40'], ['01:10', '01:40']),
        stop('ИРКУТСК', ['13:05', '13:40'], ['18:05', '18:40']),
        stop('ВЛАДИВОСТОК', ['04:00', ''], ['11:00', ''], 'Arrival'),
      ],
      '2026-12-01T23:45:00',
    );
    expect(line).toEqual([
      { name: 'МОСКВА', arrivalTime: null, departureTime: '2026-12-01T23:45:00+03:00' },
      {
        name: 'ЕКАТЕРИНБУРГ',
        arrivalTime: '2026-12-03T01:10:00+05:00',
        departureTime: '2026-12-03T01:40:00+05:00',
      },
      {
        name: 'ИРКУТСК',
        arrivalTime: '2026-12-03T18:05:00+08:00',
        departureTime: '2026-12-03T18:40:00+08:00',
      },
      { name: 'ВЛАДИВОСТОК', arrivalTime: '2026-12-04T11:00:00+10:00', departureTime: null },
    ]);
  });

  it('keeps a zone behind Moscow behind it (Калининград)', () => {
    const line = lineOfRoute(
      [
        stop('МОСКВА', ['', '16:00'], ['', '16:00'], 'Departure'),
        stop('КАЛИНИНГРАД', ['10:30', ''], ['09:30', ''], 'Arrival'),
      ],
      '2026-12-01T16:00:00',
    );
    expect(line[1]!.arrivalTime).toBe('2026-12-02T09:30:00+02:00');
  });
});
