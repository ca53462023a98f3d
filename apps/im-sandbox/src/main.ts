import { z } from 'zod';
import { demoCatalogue } from './demo-catalogue.ts';
import { startImSandbox } from './sandbox.ts';

/** The sandbox on its own, for someone running it apart from the site. */
const env = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3002),
    HOST: z.string().min(1).default('127.0.0.1'),
    IM_LOGIN: z.string().min(1).default('peresadka'),
    // A local default only: anywhere else the password comes from the environment.
    IM_PASSWORD: z.string().min(1).default('im_sandbox_password'),
    IM_POS: z.string().min(1).default('peresadka'),
    IM_STORAGE_FILE: z.string().min(1).optional(),
  })
  .parse(process.env);

const sandbox = await startImSandbox({
  host: env.HOST,
  port: env.PORT,
  catalogue: demoCatalogue(),
  partners: [{ login: env.IM_LOGIN, password: env.IM_PASSWORD, pos: env.IM_POS }],
  storageFile: env.IM_STORAGE_FILE,
  logger: true,
});
console.log(
  `Тестовый поставщик билетов на поезда (протокол ИМ): ${sandbox.origin}, логин ${env.IM_LOGIN}, Pos ${env.IM_POS}`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void sandbox.close());
}
