import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { expect, inject } from 'vitest';

/**
 * The first link to `pathPrefix` in the newest mail to `to`, read from the server's outbox
 * as a mail client would read it (headers and transfer encodings decoded).
 */
export async function linkFromMail(to: string, pathPrefix: string, after: number): Promise<string> {
  const folder = inject('outboxDir');
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        link = await findLink(folder, to, pathPrefix, after);
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeDefined();
  return link!;
}

async function findLink(
  folder: string,
  to: string,
  pathPrefix: string,
  after: number,
): Promise<string | undefined> {
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith('.eml'));
  } catch {
    return undefined;
  }
  for (const name of names.sort().reverse()) {
    const mail = await simpleParser(readFileSync(path.join(folder, name)));
    if ((mail.date?.getTime() ?? 0) < after - 1000) continue;
    const recipients = [mail.to ?? []].flat().flatMap((address) => address.value);
    if (!recipients.some((r) => r.address === to)) continue;
    const found = (mail.text ?? '')
      .match(/https?:\/\/\S+/g)
      ?.find((url) => new URL(url).pathname.startsWith(pathPrefix));
    if (found) return found;
  }
  return undefined;
}
