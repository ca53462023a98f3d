import { formatDuration } from './duration-text.ts';
import type { StationType } from './enums.ts';

/** A change between two rides as every text about it needs it: a result's or an order's. */
export type ChangeEnds = {
  arrival_station: string;
  departure_station: string;
  arrival_kind: StationType;
  departure_kind: StationType;
  station_change: boolean;
  wait_minutes: number;
};

/** «Шереметьево» → «аэропорт Шереметьево»; a name that says it already stays as it is. */
const airportName = (name: string) => (/аэропорт/i.test(name) ? name : `аэропорт ${name}`);

/**
 * Where a change happens, said the same on the card, the trip and confirm pages and the ticket:
 * «там же, Казанский вокзал»; «переезд: Ленинградский вокзал → Казанский вокзал»;
 * «переезд в аэропорт Жуковский»; «переезд: аэропорт Шереметьево → Ленинградский вокзал».
 * A crossing to or from an airport is never called a change of railway station: the traveller
 * must know a plane is at the other end (check-in closes before departure) or behind them.
 */
export function changePlace(t: Omit<ChangeEnds, 'wait_minutes'>): string {
  if (!t.station_change) return `там же, ${t.arrival_station}`;
  if (t.departure_kind === 'Airport') return `переезд в ${airportName(t.departure_station)}`;
  const from = t.arrival_kind === 'Airport' ? airportName(t.arrival_station) : t.arrival_station;
  return `переезд: ${from} → ${t.departure_station}`;
}

/**
 * The change with the time between arriving and leaving: «переезд в аэропорт Жуковский, 2 ч
 * 10 мин», «ожидание 1 ч 10 мин там же, Казанский вокзал».
 */
export function changeText(t: ChangeEnds): string {
  const wait = formatDuration(t.wait_minutes);
  return t.station_change ? `${changePlace(t)}, ${wait}` : `ожидание ${wait} ${changePlace(t)}`;
}
