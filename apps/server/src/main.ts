import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type AppConfig } from './config/config.ts';
import { CONNECTION_TIMEOUTS } from './infra/http/connection-limits.ts';
import { seconds } from './infra/log/duration.ts';
import { startBuiltInSandbox } from './built-in-sandbox.ts';
import { warmUpSearch } from './search/warm-up.ts';
import { ensureDemoNetwork } from './timetable/demo-seed.ts';

const DRAIN_LIMIT_MS = CONNECTION_TIMEOUTS.requestMs + 5000;

async function main(): Promise<void> {
  const config = loadConfig();
  const sandbox = await startSandbox(config);
  // Loaded only when it runs here: a site selling through IM itself, or its own seats, does
  // not carry the sandbox's code.
  const trainSupplier = config.trains.im.sandbox.runHere
    ? await (await import('./built-in-im-sandbox.ts')).startBuiltInImSandbox(config)
    : undefined;
  const app = await buildApp(config);
  if (sandbox) app.addHook('onClose', () => sandbox.close());
  if (trainSupplier) app.addHook('onClose', () => trainSupplier.close());
  await ensureDemoNetwork(app);
  // Before listening, so /api/health says ok only once the first search is as fast as the rest.
  const warming = performance.now();
  await warmUpSearch(app);
  app.log.info(`поиск прогрет за ${seconds(performance.now() - warming)}`);
  let stopping = false;
  // Stops accepting, lets the requests in flight finish (a proxy sends new ones to the other
  // processes), stops the job runner after its current job, then closes the database and
  // Redis. A request can take at most 30 s, so the drain cannot take longer.
  const stop = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), DRAIN_LIMIT_MS).unref();
    void app.close().then(() => process.exit(exitCode));
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    // A signal may come twice (the terminal's group and a parent passing it on): one drain.
    process.on(signal, () => {
      app.log.info({ signal }, 'остановка сервера');
      stop(0);
    });
  }
  // What escaped every handler, logged with its context. A promise rejected with nobody
  // waiting for it leaves the process sound, so it goes on. An exception thrown out of a
  // callback may have left anything half done: the process drains and exits with 1, and what
  // runs it (systemd's Restart=always, the cluster) starts it again — docs/scaling.md.
  process.on('unhandledRejection', (reason) => {
    app.log.error({ err: reason }, 'отказ промиса, который никто не ждал');
  });
  process.on('uncaughtException', (error) => {
    app.log.fatal({ err: error }, 'непойманное исключение: процесс завершается для перезапуска');
    stop(1);
  });
  await app.listen({
    host: config.host,
    port: config.port,
    listenTextResolver: (address) => `принимаем запросы на ${address}`,
  });
  app.log.info(
    `Пересадка работает: ${config.publicUrl} (база данных: ${app.database.kind}; ` +
      `запуск занял ${seconds(process.uptime() * 1000)})`,
  );
}

/**
 * With nothing configured, payments go to the built-in sandbox provider, started here; with
 * PAYMENT_API_URL it runs elsewhere (the cluster starts one for all its processes).
 */
async function startSandbox(config: AppConfig) {
  if (config.payment.provider !== 'sandbox' || !config.payment.sandbox.runHere) return undefined;
  return startBuiltInSandbox(config, `http://127.0.0.1:${config.port}/api/v1/payment/checkout/`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Сервер не запустился:', error);
  }
  process.exit(1);
});
