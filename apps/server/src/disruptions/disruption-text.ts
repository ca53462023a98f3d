import { MONTHS_GENITIVE } from '@peresadka/contracts/dates';
import type { Mode } from '@peresadka/engine/timetable/source';
import type { Problem, SoldRide } from './ride-check.ts';

/** The vehicle in the forms a sentence needs: «Поезд 002А», «с поезда 002А», «на поезд 002А». */
const NOUN: Record<Mode, { nominative: string; genitive: string; accusative: string }> = {
  TRAIN: { nominative: 'Поезд', genitive: 'поезда', accusative: 'поезд' },
  PLANE: { nominative: 'Рейс', genitive: 'рейса', accusative: 'рейс' },
  BUS: { nominative: 'Автобус', genitive: 'автобуса', accusative: 'автобус' },
};

/** «5 декабря» from a wall-clock time '2026-12-05T20:00:00+03:00'. */
export const dayLabel = (wallTime: string): string =>
  `${Number(wallTime.slice(8, 10))} ${MONTHS_GENITIVE[Number(wallTime.slice(5, 7)) - 1]}`;

/** The offset of a wall-clock time in minutes: the station's clock the ticket was sold on. */
function offsetOf(wallTime: string): number {
  const m = /([+-])(\d{2}):(\d{2})$/.exec(wallTime);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

/** A new moment on the same station's clock, as the ticket's own time is written. */
function wallAt(epochMinute: number, sameClockAs: string): string {
  const local = new Date((epochMinute + offsetOf(sameClockAs)) * 60_000).toISOString();
  return `${local.slice(0, 19)}${sameClockAs.slice(19)}`;
}

/** «в 21:30 вместо 20:00», or «6 декабря в 01:30 вместо 5 декабря в 20:00» across days. */
function moved(now: string, ticket: string): string {
  const time = (t: string) => t.slice(11, 16);
  return now.slice(0, 10) === ticket.slice(0, 10)
    ? `в ${time(now)} вместо ${time(ticket)}`
    : `${dayLabel(now)} в ${time(now)} вместо ${dayLabel(ticket)} в ${time(ticket)}`;
}

/** «Поезд 002А», «Рейс SU 1250», «Автобус 514». */
export const vehicleName = (mode: Mode, number: string) => `${NOUN[mode].nominative} ${number}`;

const rideName = (ride: SoldRide) => vehicleName(ride.mode, ride.number);

/**
 * What broke the trip, in one Russian sentence as the letter and «Мои поездки» say it:
 * «Поезд 002А 5 декабря отменён», «Пересадка с рейса SU 1250 на рейс SU 6300 (Казань)
 * сократилась до 25 мин — меньше минимальных 60 мин».
 */
export function disruptionText(problem: Problem): string {
  switch (problem.kind) {
    case 'cancelled': {
      const text = `${rideName(problem.ride)} ${dayLabel(problem.ride.departureTime)} отменён`;
      return problem.reason ? `${text}: ${problem.reason}` : text;
    }
    case 'gone':
      return `${rideName(problem.ride)} ${dayLabel(problem.ride.departureTime)} отменён`;
    case 'rerouted':
      return (
        `${rideName(problem.ride)} ${dayLabel(problem.ride.departureTime)} больше не следует ` +
        `от «${problem.ride.originName}» до «${problem.ride.destinationName}»`
      );
    case 'moved': {
      const { ride } = problem;
      const changes = [
        ...(problem.departs !== ride.departs
          ? [
              `отправление ${moved(wallAt(problem.departs, ride.departureTime), ride.departureTime)}`,
            ]
          : []),
        ...(problem.arrives !== ride.arrives
          ? [`прибытие ${moved(wallAt(problem.arrives, ride.arrivalTime), ride.arrivalTime)}`]
          : []),
      ];
      return `${rideName(ride)} ${dayLabel(ride.departureTime)} перенесён: ${changes.join(', ')}`;
    }
    case 'connection': {
      const { from, to, wait, minimum } = problem;
      const place =
        from.destinationName === to.originName
          ? from.destinationName
          : `${from.destinationName} → ${to.originName}`;
      const change =
        `Пересадка с ${NOUN[from.mode].genitive} ${from.number} ` +
        `на ${NOUN[to.mode].accusative} ${to.number} (${place})`;
      if (minimum === null) return `${change} больше невозможна: между станциями нет перехода`;
      if (wait < 0) {
        return (
          `${change} больше невозможна: ${NOUN[from.mode].nominative.toLowerCase()} ${from.number} ` +
          'теперь прибывает после отправления ' +
          `${NOUN[to.mode].genitive} ${to.number}`
        );
      }
      return `${change} сократилась до ${wait} мин — меньше минимальных ${minimum} мин`;
    }
  }
}
