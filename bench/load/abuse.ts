import { api } from '@peresadka/contracts/api';
import { z } from 'zod';
import { seededRandom } from '../engine/random.ts';
import { machineLoad } from './machine.ts';
import { httpBytes, rawRequest, type RawAnswer } from './raw-http.ts';
import { startRelease, type Release } from './site.ts';

/** Malformed requests per endpoint at least; the mix is drawn from a fixed seed. */
const PER_ENDPOINT = 520;
const PARALLEL = 8;

type Case = { kind: string; bytes: Buffer; endEarly?: boolean; waitMs?: number };
type Call = { name: string; method: string; path: string; fields: string[] };

export type EndpointFigures = {
  endpoint: string;
  requests: number;
  serverErrors: number;
  stackTraces: number;
  english: number;
  /** Sent and never answered before the wait ran out (slow or cut-off requests closed silently count here too). */
  unanswered: number;
  statuses: Record<string, number>;
};
export type AbuseRun = {
  release: string;
  endpoints: EndpointFigures[];
  examples: string[];
  load: number;
};
export type AbuseFigures = { releases: Release[]; perEndpoint: number; runs: AbuseRun[] };

const CONTROL = [
  '\u0000',
  'a\u0000b',
  '\u0001',
  '\u001b[31m',
  '\u007f',
  '\u2028',
  '\ud800',
  '\ufeff',
];
const WRONG = [null, 0, -1, 1.5, 1e308, true, false, [], {}, '', ' ', 'x', '1', [1, 2], { a: 1 }];
const huge = (n: number) => 'Ж'.repeat(n);

/** The API's calls with a sample of each path parameter and the fields of their bodies. */
function calls(): Call[] {
  return Object.entries(api).map(([name, call]) => {
    const body = 'body' in call && call.body ? (call.body as z.ZodType) : null;
    let fields: string[] = [];
    if (body) {
      const schema = z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }) as {
        properties?: Record<string, unknown>;
      };
      fields = Object.keys(schema.properties ?? {});
    }
    return { name, method: call.method, path: `/api${call.path}`, fields };
  });
}

const JSON_TYPE = { 'content-type': 'application/json' };

/** The malformed requests for one call: broken JSON, wrong types, control characters, sizes, headers, the wire. */
function casesFor(call: Call, random: () => number): Case[] {
  const url = (params = '1') => call.path.replace(/:[a-z_]+/g, params);
  const send = (
    kind: string,
    body: Buffer | string,
    headers: Record<string, string> = JSON_TYPE,
    path = url(),
  ) => ({
    kind,
    bytes: httpBytes(call.method === 'GET' ? 'POST' : call.method, path, headers, body),
  });
  const as = (
    kind: string,
    headers: Record<string, string>,
    body: Buffer | string = '',
    path = url(),
  ) => ({
    kind,
    bytes: httpBytes(call.method, path, headers, body),
  });
  const fields = call.fields.length > 0 ? call.fields : ['starting_point', 'id', 'email'];
  const pickField = () => fields[Math.floor(random() * fields.length)]!;
  const cases: Case[] = [];

  const brokenJson = [
    '{',
    '}',
    '[',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    'nul',
    'undefined',
    'NaN',
    '{"a":NaN}',
    '{"a":Infinity}',
    '\u0000',
    '\ufeff{}',
    '{"__proto__":{"polluted":1}}',
    '{"constructor":{"prototype":{"x":1}}}',
    '[]',
    '""',
    '1',
    'true',
    'null',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
    `{"a":${'{"a":'.repeat(2000)}1${'}'.repeat(2001)}`,
    '{"a":1}{"b":2}',
    '{"a":1',
    '{"a":"}',
    Buffer.from([0xff, 0xfe, 0xfd]).toString('latin1'),
    '\x00\x01\x02',
    '{"a":1e999999}',
  ];
  for (const text of brokenJson) cases.push(send('JSON с ошибкой', text));
  cases.push(
    send(
      'JSON с ошибкой',
      Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
    ),
  );

  const headerCases: [string, Record<string, string>, string?][] = [
    ['заголовки', { 'content-type': 'text/plain' }, '{}'],
    ['заголовки', { 'content-type': 'application/xml' }, '<a/>'],
    ['заголовки', { 'content-type': 'multipart/form-data; boundary=x' }, '--x--'],
    ['заголовки', { 'content-type': 'application/x-www-form-urlencoded' }, 'a=1&b=2'],
    ['заголовки', { 'content-type': 'application/json; charset=koi8-r' }, '{}'],
    ['заголовки', { 'content-type': 'application/json' }, ''],
    ['заголовки', { 'content-type': '' }, '{}'],
    ['заголовки', { 'content-type': 'application/json', 'content-encoding': 'gzip' }, '{}'],
    ['заголовки', { 'content-type': 'application/json', 'content-encoding': 'br' }, 'xx'],
    ['заголовки', { 'content-type': 'application/json', authorization: 'JWT x.y.z' }, '{}'],
    ['заголовки', { 'content-type': 'application/json', authorization: 'Bearer' }, '{}'],
    [
      'заголовки',
      { 'content-type': 'application/json', authorization: `JWT ${'a'.repeat(4000)}` },
      '{}',
    ],
    ['заголовки', { 'content-type': 'application/json', 'idempotency-key': 'не-ключ' }, '{}'],
    ['заголовки', { 'content-type': 'application/json', 'idempotency-key': '' }, '{}'],
    ['заголовки', { 'content-type': 'application/json', cookie: 'peresadka_refresh=%%%; a' }, '{}'],
    ['заголовки', { 'content-type': 'application/json', cookie: `x=${'c'.repeat(20_000)}` }, '{}'],
    ['заголовки', { 'content-type': 'application/json', 'x-forwarded-for': 'не адрес' }, '{}'],
    ['заголовки', { 'content-type': 'application/json', 'x-request-id': '\u0000' }, '{}'],
    ['заголовки', { 'content-type': 'application/json', 'x-big': 'h'.repeat(70_000) }, '{}'],
    ['заголовки', { 'content-type': 'application/json', accept: 'text/html' }, '{}'],
    [
      'заголовки',
      { 'content-type': 'application/json', 'accept-encoding': 'br;q=0, gzip;q=x' },
      '{}',
    ],
    ['заголовки', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, '{}'],
    ['заголовки', { 'content-type': 'application/json', range: 'bytes=99-1' }, '{}'],
  ];
  for (const [kind, headers, body] of headerCases) cases.push(as(kind, headers, body ?? ''));

  const paths = [
    '%00',
    '%',
    '%ff',
    '..%2f..%2fetc%2fpasswd',
    'x'.repeat(3000),
    '-1',
    '1e9',
    "1'--",
    'Москва',
  ];
  for (const p of paths) cases.push(as('адрес', JSON_TYPE, '{}', url(p)));
  cases.push(as('адрес', JSON_TYPE, '{}', `${url()}?${'q=1&'.repeat(2000)}`));

  const wire: Case[] = [
    { kind: 'HTTP с ошибкой', bytes: Buffer.from(`${call.method} ${url()} HTTP/9.9\r\n\r\n`) },
    { kind: 'HTTP с ошибкой', bytes: Buffer.from(`${call.method}  ${url()}\r\n\r\n`) },
    {
      kind: 'HTTP с ошибкой',
      bytes: Buffer.from(`${call.method} ${url()} HTTP/1.1\r\nhost 127.0.0.1\r\n\r\n`),
    },
    {
      kind: 'HTTP с ошибкой',
      bytes: Buffer.from(`${call.method} ${url()} HTTP/1.1\r\nhost: a\u0000b\r\n\r\n`, 'latin1'),
    },
    {
      kind: 'HTTP с ошибкой',
      bytes: Buffer.from(
        `${call.method} ${url()} HTTP/1.1\r\ncontent-length: 5\r\ncontent-length: 7\r\n\r\n{}`,
      ),
    },
    {
      kind: 'HTTP с ошибкой',
      bytes: Buffer.from(
        `${call.method} ${url()} HTTP/1.1\r\ntransfer-encoding: chunked\r\ncontent-type: application/json\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
      ),
    },
    {
      kind: 'HTTP с ошибкой',
      bytes: Buffer.from(`${call.method} ${url()} HTTP/1.1\r\ncontent-length: -1\r\n\r\n`),
    },
    {
      kind: 'HTTP с ошибкой',
      bytes: Buffer.from('\u0016\u0003\u0001\u0000\u00a5\u0001\u0000\u0000', 'latin1'),
    },
    // A body cut short: the client hangs up mid-upload, or keeps the rest back until the timeout.
    {
      kind: 'оборванное тело',
      endEarly: true,
      bytes: httpBytes(call.method, url(), { ...JSON_TYPE, 'content-length': '100' }, '{"a":'),
    },
    {
      kind: 'оборванное тело',
      waitMs: 45_000,
      bytes: httpBytes(call.method, url(), { ...JSON_TYPE, 'content-length': '100' }, '{"a":'),
    },
    {
      kind: 'оборванное тело',
      waitMs: 45_000,
      bytes: Buffer.from(`${call.method} ${url()} HTTP/1.1\r\nhost: 127.0.0.1\r\n`),
    },
  ];
  cases.push(...wire);

  // Fields of the body: wrong types, control characters, huge strings, alone and together.
  while (cases.length < PER_ENDPOINT - 3) {
    const body: Record<string, unknown> = {};
    const n = 1 + Math.floor(random() * 3);
    let kind = 'неверный тип';
    for (let i = 0; i < n; i++) {
      const roll = random();
      const field = pickField();
      if (roll < 0.4) body[field] = WRONG[Math.floor(random() * WRONG.length)];
      else if (roll < 0.75) {
        kind = 'управляющие символы';
        body[field] = `Москва${CONTROL[Math.floor(random() * CONTROL.length)]}`;
      } else {
        kind = 'огромная строка';
        body[field] = huge([300, 10_000, 200_000][Math.floor(random() * 3)]!);
      }
    }
    cases.push(send(kind, JSON.stringify(body)));
  }
  cases.push(send('огромная строка', JSON.stringify({ [pickField()]: huge(700_000) })));
  cases.push(send('огромная строка', JSON.stringify({ [pickField()]: 'x'.repeat(2_000_000) })));
  cases.push(
    send(
      'огромная строка',
      JSON.stringify(Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`k${i}`, i]))),
    ),
  );
  return cases;
}

const STACK = /\n\s+at |\bat [\w.<>]+ \(|node_modules|\.[cm]?[jt]s:\d+|\bError: |\bstack\b/;

/** The messages a body carries: its strings, but for codes (a code is for programs). */
function messages(body: string): string[] {
  try {
    const out: string[] = [];
    const walk = (value: unknown, key: string) => {
      if (typeof value === 'string') {
        if (key !== 'code') out.push(value);
      } else if (value && typeof value === 'object') {
        for (const [k, v] of Object.entries(value)) walk(v, k);
      }
    };
    walk(JSON.parse(body), '');
    return out;
  } catch {
    return body.trim() ? [body] : [];
  }
}
const english = (text: string) => /[A-Za-z]{3,}/.test(text) && !/[А-Яа-яЁё]/.test(text);

export async function abuseBench(releases: Release[]): Promise<AbuseFigures> {
  const runs: AbuseRun[] = [];
  for (const release of releases) {
    const site = await startRelease(release);
    const port = Number(new URL(site.baseUrl).port);
    try {
      const load = machineLoad().load;
      const examples: string[] = [];
      const endpoints: EndpointFigures[] = [];
      // Held-back bodies and headers end only at the server's timeouts: they all wait together.
      const slow: (() => Promise<void>)[] = [];
      for (const call of calls()) {
        const random = seededRandom(call.name.length * 7919 + call.path.length);
        const cases = casesFor(call, random);
        const figures: EndpointFigures = {
          endpoint: `${call.method} ${call.path}`,
          requests: cases.length,
          serverErrors: 0,
          stackTraces: 0,
          english: 0,
          unanswered: 0,
          statuses: {},
        };
        const probe = async (c: Case) => {
          const answer = await rawRequest(port, c.bytes, {
            endEarly: c.endEarly,
            waitMs: c.waitMs,
          });
          judge(figures, c, answer, examples);
        };
        await inParallel(
          cases.filter((c) => !c.waitMs),
          PARALLEL,
          probe,
        );
        slow.push(...cases.filter((c) => c.waitMs).map((c) => () => probe(c)));
        endpoints.push(figures);
      }
      await Promise.all(slow.map((probe) => probe()));
      for (const figures of endpoints) {
        console.log(
          `${release.name} ${figures.endpoint}: ${figures.requests} запросов, 5xx ${figures.serverErrors}, ` +
            `стеков ${figures.stackTraces}, по-английски ${figures.english}`,
        );
      }
      runs.push({ release: release.name, endpoints, examples, load });
    } finally {
      await site.stop();
    }
  }
  return { releases, perEndpoint: PER_ENDPOINT, runs };
}

function judge(figures: EndpointFigures, c: Case, answer: RawAnswer, examples: string[]): void {
  const note = (what: string) => {
    if (examples.length < 40) {
      examples.push(
        `${what}: ${figures.endpoint} (${c.kind}) → ${answer.status} ${answer.body.slice(0, 160)}`,
      );
    }
  };
  const status = answer.status === null ? 'нет ответа' : String(answer.status);
  figures.statuses[status] = (figures.statuses[status] ?? 0) + 1;
  if (answer.status === null) figures.unanswered++;
  if (answer.status !== null && answer.status >= 500) {
    figures.serverErrors++;
    note('5xx');
  }
  if (STACK.test(answer.body)) {
    figures.stackTraces++;
    note('стек');
  }
  // A refusal's message; a success may well carry Latin data (a city's Latin name, SHA-256).
  if (answer.status !== null && answer.status >= 400 && messages(answer.body).some(english)) {
    figures.english++;
    note('английский');
  }
}

async function inParallel<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}
