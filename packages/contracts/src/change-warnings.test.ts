import { describe, expect, it } from 'vitest';
import { changeWarnings, nightChange } from './change-warnings.ts';
import type { CombinedRoute, Leg } from './search-results.ts';

describe('a change at night', () => {
  it('is one when the wait takes in some of midnight to 6:00 on the station’s clock', () => {
    expect(nightChange('2026-12-01T23:10:00+05:00', '2026-12-02T07:30:00+05:00')).toBe(true);
    expect(nightChange('2026-12-02T02:00:00+03:00', '2026-12-02T02:40:00+03:00')).toBe(true);
    expect(nightChange('2026-12-01T21:00:00+03:00', '2026-12-01T23:59:00+03:00')).toBe(false);
    expect(nightChange('2026-12-02T06:00:00+03:00', '2026-12-02T20:00:00+03:00')).toBe(false);
    // 07:00 to 09:00 in Владивосток is midnight to 2:00 in Москва: the station's clock decides.
    expect(nightChange('2026-12-02T07:00:00+10:00', '2026-12-02T09:00:00+10:00')).toBe(false);
    expect(nightChange('2026-12-01T23:00:00+05:00', '2026-12-02T01:00:00+05:00')).toBe(true);
    expect(nightChange('2026-12-01T07:00:00+03:00', '2026-12-02T07:00:00+03:00')).toBe(true);
  });
});

describe('what a combined card says of each change', () => {
  const bus = (departure: string, arrival: string) =>
    ({ transport_type: 'BUS', departure_time: departure, arrival_time: arrival }) as Leg;
  const change = (wait: number) =>
    ({ wait_minutes: wait, station_change: false }) as CombinedRoute['transfers'][number];

  it('names a night change and one over six hours, each at its own change', () => {
    const legs = [
      bus('2026-12-01T15:00:00+03:00', '2026-12-01T22:00:00+03:00'),
      bus('2026-12-02T07:00:00+03:00', '2026-12-02T10:00:00+03:00'),
      bus('2026-12-02T10:30:00+03:00', '2026-12-02T15:00:00+03:00'),
      bus('2026-12-02T21:20:00+03:00', '2026-12-02T23:00:00+03:00'),
    ];
    const transfers = [change(540), change(30), change(380)];
    expect(changeWarnings({ legs, transfers })).toEqual([
      ['ночью', 'дольше 6 ч'],
      [],
      ['дольше 6 ч'],
    ]);
  });

  it('reads a plane leg’s times off its first and last flight', () => {
    const plane = {
      transport_type: 'PLANE',
      segments: [
        {
          flights: [
            {
              departure_time: '2026-12-01T20:00:00+03:00',
              arrival_time: '2026-12-01T22:00:00+03:00',
            },
          ],
        },
        {
          flights: [
            {
              departure_time: '2026-12-01T23:00:00+03:00',
              arrival_time: '2026-12-02T01:30:00+05:00',
            },
          ],
        },
      ],
    } as Leg;
    const legs = [plane, bus('2026-12-02T03:00:00+05:00', '2026-12-02T05:00:00+05:00')];
    expect(changeWarnings({ legs, transfers: [change(90)] })).toEqual([['ночью']]);
  });
});
