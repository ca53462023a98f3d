import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/config.ts';
import { ensureDemoNetwork } from './timetable/demo-seed.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  await ensureDemoNetwork(app);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'остановка сервера');
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Пересадка работает: ${config.publicUrl} (база данных: ${app.database.kind})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Сервер не запустился:', error);
  }
  process.exit(1);
});
