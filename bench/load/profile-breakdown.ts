import { readFileSync } from 'node:fs';

type ProfileNode = { id: number; callFrame: { functionName: string; url: string } };
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

export const PROFILER = 'профилировщик (выдача профиля, не считается)';

/** Where a sampled function belongs, judged by its file (first match wins). */
const CATEGORIES: readonly { name: string; matches: (url: string, fn: string) => boolean }[] = [
  { name: 'простой (ждёт сеть или базу)', matches: (_, fn) => fn === '(idle)' },
  // The profile is handed over through the inspector at the end; that is not the site's work.
  { name: PROFILER, matches: (url, fn) => fn === 'dispatch' && url === '' },
  { name: 'сборка мусора', matches: (_, fn) => fn === '(garbage collector)' },
  { name: 'поиск по расписанию (engine)', matches: (url) => url.includes('/packages/engine/') },
  {
    name: 'проверка zod (запрос; в прежней версии и ответ)',
    matches: (url) => /\/zod\/|fastify-type-provider-zod/.test(url),
  },
  {
    name: 'запись JSON ответа',
    matches: (url, fn) => url.includes('fast-json-stringify') || fn === 'stringify',
  },
  {
    name: 'запросы к PostgreSQL (pg, drizzle): цены, места',
    matches: (url) => /\/(pg|pg-protocol|pg-pool|drizzle-orm)\//.test(url),
  },
  { name: 'Redis (ограничение частоты)', matches: (url) => /\/(ioredis|redis-parser)\//.test(url) },
  {
    name: 'цены, места, карточки результатов',
    matches: (url) => /\/apps\/server\/src\/(pricing|inventory|rides|search)\//.test(url),
  },
  { name: 'разбор мест (города, станции)', matches: (url) => /\/(suggest|geo)\//.test(url) },
  {
    name: 'HTTP: Fastify, helmet, сокеты',
    matches: (url, fn) =>
      /\/(fastify|@fastify|helmet|light-my-request|find-my-way|avvio)|node:_http|node:net|stream/.test(
        url,
      ) || /^(writev|writeUtf8String|writeBuffer|writeLatin1String)$/.test(fn),
  },
];

export type Breakdown = { category: string; ms: number }[];

/** A profile's sampled time by category, in milliseconds, in the order of CATEGORIES. */
export function breakdown(file: string): Breakdown {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const categoryOf = new Map<number, string>();
  for (const node of profile.nodes) {
    const { url, functionName } = node.callFrame;
    categoryOf.set(node.id, CATEGORIES.find((c) => c.matches(url, functionName))?.name ?? 'прочее');
  }
  const totals = new Map<string, number>([
    ...CATEGORIES.map((c) => [c.name, 0] as const),
    ['прочее', 0],
  ]);
  profile.samples.forEach((id, i) => {
    const category = categoryOf.get(id)!;
    totals.set(category, totals.get(category)! + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals].map(([category, ms]) => ({ category, ms }));
}
