import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SingleBar, Presets } from 'cli-progress';
import { loadConfig } from '../config/config.ts';
import { openDatabase } from '../infra/db/database.ts';
import { readGtfsZip } from './gtfs-zip.ts';
import { importGtfs } from './import-gtfs.ts';
import { problemReport, problemSummary } from './problem-report.ts';

/** `npm run import:gtfs -- <feed.zip> [name]`: loads an operator's GTFS feed into the timetable. */
async function main(): Promise<void> {
  const [zipPath, explicitName] = process.argv.slice(2);
  if (!zipPath) {
    console.error('Использование: npm run import:gtfs -- <файл.zip> [название]');
    process.exit(2);
  }
  const name = explicitName ?? path.basename(zipPath, path.extname(zipPath));
  const config = loadConfig();
  console.log(`Читаю ${zipPath}…`);
  const feed = readGtfsZip(zipPath);

  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  const bar = new SingleBar(
    { format: 'Рейсы [{bar}] {percentage}% | {value}/{total}' },
    Presets.shades_classic,
  );
  bar.start(feed.trips.length, 0);
  try {
    const summary = await importGtfs(database.db, name, feed, (done) => bar.update(done));
    bar.stop();
    console.log(
      `Загружено «${summary.feed}»: станций ${summary.stations}, рейсов ${summary.trips}, остановок ${summary.stopTimes}, календарей ${summary.services}, пересадок ${summary.transfers}.`,
    );
    if (feed.problems.length > 0) {
      const reportDir = path.join(config.dataDir, 'import-reports');
      mkdirSync(reportDir, { recursive: true });
      const reportFile = path.join(reportDir, `${name}.tsv`);
      writeFileSync(reportFile, problemReport(feed.problems));
      console.log(`Пропущено строк: ${feed.problems.length} (полный список: ${reportFile})`);
      console.log(problemSummary(feed.problems));
    }
  } finally {
    bar.stop();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('Импорт не удался:', error instanceof Error ? error.message : error);
  process.exit(1);
});
