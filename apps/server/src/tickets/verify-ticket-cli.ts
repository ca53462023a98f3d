import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ticketPublicKey } from './ticket-signature.ts';
import { qrTextsOfPdf, reportOf, TicketInputError, verifyAll } from './verify-ticket.ts';

const USAGE = `Проверка подписи билета «Пересадки» без доступа к сайту:
  npm run verify-ticket -- ticket.pdf [--key ключ]
  npm run verify-ticket -- 'PRS2|…' [--key ключ]

  ticket.pdf  файл билетов, скачанный с сайта или из письма (или текст QR-кода в кавычках,
              или файл .txt с текстом QR-кодов, по строке на билет)
  --key       открытый ключ сайта: файл PEM, адрес (https://…/api/v1/tickets/public-key.pem)
              или сам ключ в base64url; по умолчанию — с сайта PUBLIC_URL или localhost:3000

Код выхода: 0 — все подписи верны, 1 — подпись хотя бы одного билета не верна, 2 — не
удалось прочитать билет или ключ.`;

export type VerifyIo = {
  out: (text: string) => void;
  fetchText: (url: string) => Promise<string>;
  /** Where the key is taken from when --key is not given. */
  defaultKeyUrl: string;
};

/** The public key's PEM from a file, an address or the key itself. */
async function publicKeyPem(source: string, io: VerifyIo): Promise<string> {
  let text: string;
  try {
    text = /^https?:\/\//.test(source)
      ? await io.fetchText(source)
      : existsSync(source)
        ? readFileSync(source, 'utf8')
        : source;
  } catch (error) {
    throw new TicketInputError(`Не удалось получить ключ ${source}: ${(error as Error).message}`);
  }
  try {
    return ticketPublicKey(text).export({ format: 'pem', type: 'spki' }).toString();
  } catch {
    throw new TicketInputError(`${source}: это не открытый ключ Ed25519 (PEM или base64url)`);
  }
}

/** The QR texts of the argument: a PDF's attachment, a text file's lines, or the text itself. */
async function qrTexts(input: string): Promise<string[]> {
  if (!existsSync(input)) return [input];
  const bytes = readFileSync(input);
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return qrTextsOfPdf(bytes);
  return bytes
    .toString('utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Runs the check and answers the exit code (see USAGE). */
export async function runVerifyTicket(argv: readonly string[], io: VerifyIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { key: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    io.out(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const [input, ...rest] = parsed.positionals;
  if (parsed.values.help || input === undefined || rest.length > 0) {
    io.out(USAGE);
    return parsed.values.help ? 0 : 2;
  }
  try {
    const texts = await qrTexts(input);
    if (texts.length === 0) throw new TicketInputError('В файле нет ни одного QR-кода');
    const key = await publicKeyPem(parsed.values.key ?? io.defaultKeyUrl, io);
    const verdicts = verifyAll(texts, key);
    io.out(reportOf(verdicts));
    return verdicts.every((v) => v.claims) ? 0 : 1;
  } catch (error) {
    if (!(error instanceof TicketInputError)) throw error;
    io.out(error.message);
    return 2;
  }
}

async function fetchText(url: string): Promise<string> {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`ответ ${res.status}`);
  return res.text();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const site = (process.env.PUBLIC_URL || 'http://localhost:3000').replace(/\/$/, '');
  runVerifyTicket(process.argv.slice(2), {
    out: (text) => console.log(text),
    fetchText,
    defaultKeyUrl: `${site}/api/v1/tickets/public-key.pem`,
  }).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exit(2);
    },
  );
}
