import path from 'node:path';
import { startPaymentSandbox } from '@peresadka/payment-sandbox/sandbox';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type AppConfig } from './config/config.ts';
import { ensureDemoNetwork } from './timetable/demo-seed.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const sandbox = await startSandbox(config);
  const app = await buildApp(config);
  if (sandbox) app.addHook('onClose', () => sandbox.close());
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

/**
 * With nothing configured, payments go to the built-in sandbox provider: its own server on its
 * own port (so its page is another origin, as a real provider's is) with its own storage,
 * notifying this server as YooKassa would.
 */
async function startSandbox(config: AppConfig) {
  if (config.payment.provider !== 'sandbox') return undefined;
  const sandbox = await startPaymentSandbox({
    host: config.host,
    port: config.payment.sandbox.port,
    ...(config.payment.sandbox.publicUrl ? { publicUrl: config.payment.sandbox.publicUrl } : {}),
    storageFile: path.join(config.dataDir, 'payment-sandbox.json'),
    shops: [
      {
        shopId: config.payment.shopId,
        secretKey: config.payment.secretKey,
        name: 'Пересадка',
        notificationUrl: `http://127.0.0.1:${config.port}/api/v1/payment/checkout/`,
      },
    ],
  });
  console.info(`Тестовая платёжная система: ${sandbox.origin}`);
  return sandbox;
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Сервер не запустился:', error);
  }
  process.exit(1);
});
