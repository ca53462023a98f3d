import path from 'node:path';
import { startPaymentSandbox, type PaymentSandbox } from '@peresadka/payment-sandbox/sandbox';
import type { AppConfig } from './config/config.ts';

/**
 * The built-in sandbox provider: its own server on its own port (so its page is another
 * origin, as a real provider's is) with its own storage, notifying `notificationUrl` as
 * YooKassa would. `npm start` runs one beside its process; the cluster runs one for all of
 * its processes, notifying through the proxy.
 */
export async function startBuiltInSandbox(
  config: AppConfig,
  notificationUrl: string,
): Promise<PaymentSandbox> {
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
        notificationUrl,
      },
    ],
  });
  console.info(`Тестовая платёжная система: ${sandbox.origin}`);
  return sandbox;
}
