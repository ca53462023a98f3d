import { describe, expect, it } from 'vitest';
import { dayOf } from '../timetable/day-number.ts';
import { runsOn, serviceBitset } from '../timetable/service-days.ts';
import { serviceCalendarOf } from './gtfs-feed.ts';
import { parseGtfs } from './parse-gtfs.ts';

const feed = {
  'agency.txt':
    'agency_id,agency_name,agency_url,agency_timezone\nRZD,РЖД,https://example.ru,Europe/Moscow\n',
  'stops.txt': [
    'stop_id,stop_name,stop_lat,stop_lon,location_type,parent_station',
    'MSK,Москва,55.75,37.62,1,',
    'MSK-1,Москва Ленинградская,55.776,37.655,0,MSK',
    'TVR,Тверь,56.86,35.9,0,',
    'SPB,"Санкт-Петербург, Московский вокзал",59.93,30.36,0,',
    'BAD,Нигде,,30.0,0,',
  ].join('\n'),
  'routes.txt':
    'route_id,agency_id,route_short_name,route_long_name,route_type\nR1,RZD,,Москва — Петербург,2\nF1,RZD,,Паром,4\n',
  'trips.txt': [
    'route_id,service_id,trip_id,trip_headsign,trip_short_name',
    'R1,WD,T1,Санкт-Петербург,001А',
    'R1,WD,T2,Санкт-Петербург,003А',
    'R1,NONE,T3,Санкт-Петербург,005А',
    'F1,WD,T4,Паром,',
    'R1,WD,T5,Тверь,007А',
  ].join('\n'),
  'stop_times.txt': [
    'trip_id,arrival_time,departure_time,stop_id,stop_sequence',
    'T1,23:30:00,23:30:00,MSK-1,1',
    'T1,,,TVR,2',
    'T1,27:30:00,27:30:00,SPB,3',
    'T2,08:00:00,08:00:00,MSK-1,1',
    'T2,08:70:00,08:70:00,TVR,2',
    'T2,12:00:00,12:00:00,SPB,3',
    'T5,10:00:00,10:00:00,TVR,2',
    'T5,09:00:00,09:00:00,MSK-1,1',
    'T9,10:00:00,10:00:00,TVR,1',
  ].join('\n'),
  'calendar.txt':
    'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nWD,1,1,1,1,1,0,0,20261101,20261231\n',
  'calendar_dates.txt': 'service_id,date,exception_type\nWD,20261122,1\nWD,20261123,2\n',
  'transfers.txt':
    'from_stop_id,to_stop_id,transfer_type,min_transfer_time,from_trip_id\nMSK-1,MSK-1,2,1200,\nTVR,TVR,2,,\nSPB,SPB,1,,T1\n',
};
const files = (name: string) => feed[name as keyof typeof feed];

describe('GTFS parsing', () => {
  const parsed = parseGtfs(files);

  it('loads usable rows with the counts expected', () => {
    expect(parsed.agencies).toEqual([{ id: 'RZD', name: 'РЖД', timeZone: 'Europe/Moscow' }]);
    expect(parsed.stops.map((s) => s.id)).toEqual(['MSK', 'MSK-1', 'TVR', 'SPB']);
    expect(parsed.stops[3]!.name).toBe('Санкт-Петербург, Московский вокзал');
    expect(parsed.routes.map((r) => [r.id, r.mode])).toEqual([['R1', 'TRAIN']]);
    expect(parsed.trips.map((t) => t.id)).toEqual(['T1', 'T2', 'T5']);
    expect(parsed.stopTimes.stop.length).toBe(3 + 2 + 2);
    expect(parsed.transfers).toEqual([{ fromStop: 1, toStop: 1, minSeconds: 1200 }]);
  });

  it('keeps times past midnight and spreads untimed stops evenly', () => {
    const t1 = parsed.trips[0]!;
    const at = (i: number) => parsed.stopTimes.arrival[t1.firstStopTime + i];
    expect([at(0), at(1), at(2)]).toEqual([23.5 * 3600, 25.5 * 3600, 27.5 * 3600]);
  });

  it('sorts stop times by stop_sequence whatever the file order', () => {
    const t5 = parsed.trips[2]!;
    expect(parsed.stops[parsed.stopTimes.stop[t5.firstStopTime]!]!.id).toBe('MSK-1');
  });

  it('reports every row it cannot use with file, line and reason', () => {
    expect(parsed.problems).toEqual([
      { file: 'stops.txt', line: 6, reason: 'неверная широта' },
      { file: 'routes.txt', line: 3, reason: 'вид транспорта route_type=4 не продаётся' },
      { file: 'trips.txt', line: 4, reason: 'у service_id «NONE» нет календаря' },
      { file: 'trips.txt', line: 5, reason: 'неизвестный или непродаваемый маршрут «F1»' },
      { file: 'stop_times.txt', line: 6, reason: 'неверное время прибытия «08:70:00»' },
      { file: 'stop_times.txt', line: 10, reason: 'неизвестный рейс «T9»' },
      { file: 'transfers.txt', line: 3, reason: 'для transfer_type=2 нужен min_transfer_time' },
      {
        file: 'transfers.txt',
        line: 4,
        reason: 'пересадки между конкретными рейсами или маршрутами не поддерживаются',
      },
    ]);
  });

  it('reports a missing required file or column instead of crashing', () => {
    const broken = parseGtfs((name) =>
      name === 'stop_times.txt' ? 'trip_id,stop_id\nT1,MSK-1\n' : files(name),
    );
    expect(broken.trips).toEqual([]);
    expect(broken.problems).toContainEqual({
      file: 'stop_times.txt',
      line: 1,
      reason: 'нет обязательных столбцов: stop_sequence',
    });
    const empty = parseGtfs(() => undefined);
    expect(empty.problems).toContainEqual({
      file: 'stops.txt',
      line: 0,
      reason: 'файл отсутствует',
    });
  });

  it('applies calendar_dates over calendar', () => {
    const first = dayOf('2026-11-20');
    const bits = serviceBitset(serviceCalendarOf(parsed.services.get('WD')!), first, 60);
    const on = (iso: string) => runsOn(bits, dayOf(iso) - first);
    expect(on('2026-11-20')).toBe(true); // Friday
    expect(on('2026-11-21')).toBe(false); // Saturday
    expect(on('2026-11-22')).toBe(true); // Sunday, added
    expect(on('2026-11-23')).toBe(false); // Monday, removed
    expect(on('2027-01-04')).toBe(false); // after end_date
  });
});
