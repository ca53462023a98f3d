import { createHash } from 'node:crypto';
import { DEMO_FEED_OPTIONS } from '@peresadka/geo/demo-timetable/demo-settings';
import { GENERATOR_VERSION, generateDemoFeed } from '@peresadka/geo/demo-timetable/generate';
import { geography } from '@peresadka/geo/geography';
import { runsOnDay } from '@peresadka/geo/demo-timetable/typical-day';
import { counted } from '@peresadka/contracts/plural';
import type { FastifyInstance } from 'fastify';
import { liftTimeouts } from '../infra/db/database.ts';
import { FeedsRepository } from './feeds-repository.ts';
import { DEMO_FEED_NAME, loadDemoNetwork } from './load-demo.ts';

/** Changes whenever the geography or the generator does, and only then. */
export function demoVersion(): string {
  const digest = createHash('sha256').update(JSON.stringify(geography())).digest('hex');
  return `g${GENERATOR_VERSION}-s${DEMO_FEED_OPTIONS.seed}-${digest.slice(0, 12)}`;
}

/**
 * Puts the demonstration network into the database on first start, and again only when its
 * version changed; then the place index and the timetable are rebuilt from it.
 */
export async function ensureDemoNetwork(app: FastifyInstance): Promise<void> {
  const version = demoVersion();
  const started = performance.now();
  // Several instances may start at once against one PostgreSQL: one loads, the rest wait and
  // then find the version in place.
  const summary = await app.database.db.transaction(async (tx) => {
    // Loading takes long, and so does waiting for the instance that loads.
    await liftTimeouts(tx);
    const feeds = new FeedsRepository(tx);
    await feeds.lockDemoLoad();
    const current = await feeds.versionOf(DEMO_FEED_NAME);
    if (current === version) return null;
    app.log.info(
      current
        ? 'демонстрационное расписание изменилось: готовим новое'
        : 'первый запуск: готовим демонстрационное расписание',
    );
    const geo = geography();
    const feed = generateDemoFeed(geo, DEMO_FEED_OPTIONS);
    const today = new Date().toISOString().slice(0, 10);
    return { ...(await loadDemoNetwork(tx, geo, feed, version)), today: runsOnDay(feed, today) };
  });
  if (!summary) return;
  app.log.info(
    { ...summary, ms: Math.round(performance.now() - started) },
    `демонстрационное расписание загружено: ${counted(summary.cities, 'город', 'города', 'городов')}, ` +
      `${counted(summary.stations, 'станция', 'станции', 'станций')}; сегодня ` +
      `${counted(summary.today.flights, 'авиарейс', 'авиарейса', 'авиарейсов')}, ` +
      `${counted(summary.today.trains, 'поезд', 'поезда', 'поездов')} дальнего следования, ` +
      `${counted(summary.today.suburbanTrains, 'пригородный', 'пригородных', 'пригородных')}, ` +
      `${counted(summary.today.buses, 'автобус', 'автобуса', 'автобусов')}, ` +
      `${counted(summary.today.stopEvents, 'остановка', 'остановки', 'остановок')}; ` +
      'собираем расписание для поиска',
  );
  await Promise.all([app.places.reload(), app.timetable.reload()]);
}
