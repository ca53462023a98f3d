import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/config.ts';
import { openDatabase, type Db } from '../infra/db/database.ts';
import { localDateTime } from '../rides/local-time.ts';
import { dayLabel, vehicleName } from '../disruptions/disruption-text.ts';
import {
  cancelTrip,
  OperatorRefusal,
  restoreTrip,
  type TripInstance,
  type TripInstanceRequest,
} from './trip-cancellations.ts';

const USAGE = `Команды оператора:
  npm run operator -- cancel-trip --number 002А --date 2026-12-05 [--reason "причина"]
  npm run operator -- cancel-trip --trip-id 812 --date 05.12.2026
  npm run operator -- restore-trip --number 002А --date 2026-12-05

  --number   номер поезда, рейса или автобуса (латиница и пробелы не важны: 002A, SU1250)
  --trip-id  id рейса в расписании, когда номер носят несколько рейсов
  --date     местная дата отправления с начальной остановки
  --reason   причина отмены; её увидят пассажиры в письме и в «Мои поездки»`;

export type OperatorIo = { db: Db; now: () => Date; out: (line: string) => void };

/** «поезд 002Й «Татарстан» (ФПК), 5 декабря 2026: Казанский вокзал 20:00 → Казань-Пассажирская 07:30» */
function describe({ trip, departs, arrives }: TripInstance): string {
  const leaves = localDateTime(departs, trip.firstStop.timeZone);
  const reaches = localDateTime(arrives, trip.lastStop.timeZone);
  return (
    `${vehicleName(trip.mode, trip.number).replace(/^./, (c) => c.toLowerCase())}` +
    `${trip.name ? ` «${trip.name}»` : ''} ` +
    `(${trip.carrier}), ${dayLabel(leaves)} ${leaves.slice(0, 4)}: ` +
    `${trip.firstStop.name} ${leaves.slice(11, 16)} → ${trip.lastStop.name} ${reaches.slice(11, 16)}` +
    ` (id ${trip.id} в расписании)`
  );
}

/**
 * Runs one operator command against the database and answers the exit code: 0 done,
 * 1 refused (unknown trip or date, nothing to restore), 2 a command line to correct.
 */
export async function runOperator(argv: readonly string[], io: OperatorIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        number: { type: 'string' },
        'trip-id': { type: 'string' },
        date: { type: 'string' },
        reason: { type: 'string' },
      },
    });
  } catch (error) {
    io.out(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command] = positionals;
  const tripId = values['trip-id'];
  if (
    positionals.length !== 1 ||
    (command !== 'cancel-trip' && command !== 'restore-trip') ||
    !values.date ||
    (tripId !== undefined && !/^[1-9]\d{0,8}$/.test(tripId))
  ) {
    io.out(USAGE);
    return 2;
  }
  const request: TripInstanceRequest = {
    date: values.date,
    ...(values.number !== undefined ? { number: values.number } : {}),
    ...(tripId !== undefined ? { tripId: Number(tripId) } : {}),
  };
  try {
    if (command === 'restore-trip') {
      const restored = await restoreTrip(io.db, request);
      io.out(`Отмена снята, рейс снова в расписании и в продаже: ${describe(restored)}.`);
      io.out(
        'Заказы, о нарушении которых пассажирам уже написали, сохраняют право на полный возврат.',
      );
      return 0;
    }
    const cancelled = await cancelTrip(
      io.db,
      { ...request, ...(values.reason !== undefined ? { reason: values.reason } : {}) },
      io.now(),
    );
    io.out(
      cancelled.already
        ? `Уже отменён ранее: ${describe(cancelled)}.`
        : `Отменён ${describe(cancelled)}.`,
    );
    io.out(
      `Оплаченных заказов на нём: ${cancelled.affected.paid}` +
        (cancelled.affected.paid > 0
          ? ' — сайт найдёт их, напишет владельцам и откроет полный возврат без удержаний.'
          : '.'),
    );
    if (cancelled.affected.unpaid > 0) {
      io.out(`Неоплаченных заказов: ${cancelled.affected.unpaid}.`);
    }
    if (!cancelled.already) {
      io.out(
        'Поиск перестанет предлагать этот рейс, как только сайт перечитает расписание (до 30 с).',
      );
    }
    return 0;
  } catch (error) {
    if (error instanceof OperatorRefusal) {
      io.out(error.message);
      return 1;
    }
    throw error;
  }
}

/** `npm run operator -- <команда>`: the database is the one the site's configuration names. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    process.exitCode = await runOperator(process.argv.slice(2), {
      db: database.db,
      now: () => new Date(),
      out: (line) => console.log(line),
    });
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error('Команда не выполнена:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
