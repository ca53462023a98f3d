import path from 'node:path';
import { demoCatalogue } from '@peresadka/im-sandbox/demo-catalogue';
import { startImSandbox, type ImSandbox } from '@peresadka/im-sandbox/sandbox';
import type { AppConfig } from './config/config.ts';

/**
 * The built-in IM sandbox: the train seats' supplier when no partner contract is configured,
 * a server of its own on PORT + 2 with its own storage, selling the demonstration network's
 * trains through the IM protocol as IM would. The site talks to it over HTTP only, as to IM.
 */
export async function startBuiltInImSandbox(config: AppConfig): Promise<ImSandbox> {
  const { im } = config.trains;
  const sandbox = await startImSandbox({
    host: '127.0.0.1',
    port: im.sandbox.port,
    catalogue: demoCatalogue(),
    partners: [{ login: im.login, password: im.password, pos: im.pos }],
    storageFile: path.join(config.dataDir, 'im-sandbox.jsonl'),
    voidMinutes: im.sandbox.voidMinutes,
  });
  console.info(`Тестовый поставщик билетов на поезда (протокол ИМ): ${sandbox.origin}`);
  return sandbox;
}
