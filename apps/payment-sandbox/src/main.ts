import { z } from 'zod';
import { startPaymentSandbox } from './sandbox.ts';

/** The sandbox on its own, for someone running it apart from the site. */
const env = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3001),
    SANDBOX_SHOP_ID: z.string().min(1).default('100500'),
    SANDBOX_SECRET_KEY: z.string().min(1).default('test_sandbox_secret'),
    SANDBOX_NOTIFICATION_URL: z.url().optional(),
    SANDBOX_STORAGE_FILE: z.string().min(1).optional(),
  })
  .parse(process.env);

const sandbox = await startPaymentSandbox({
  port: env.PORT,
  shops: [
    {
      shopId: env.SANDBOX_SHOP_ID,
      secretKey: env.SANDBOX_SECRET_KEY,
      name: 'Пересадка',
      notificationUrl: env.SANDBOX_NOTIFICATION_URL,
    },
  ],
  storageFile: env.SANDBOX_STORAGE_FILE,
  logger: true,
});
console.log(`Тестовая платёжная система: API ${sandbox.apiUrl}, магазин ${env.SANDBOX_SHOP_ID}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void sandbox.close());
}
