import type { OutageFigures, OutageScenario, Tally, VisitorKind } from './outages.ts';
import { n0, n1, when } from './report-format.ts';
import type { Stamped } from './results.ts';

const TITLES: Record<OutageScenario['name'], (s: OutageScenario) => string> = {
  'postgres-stop': (s) =>
    `PostgreSQL остановлен (\`pg_ctl stop -m fast\`) на ${n0(s.outageSeconds)} с, ${s.rounds} раз`,
  'postgres-freeze': (s) =>
    `PostgreSQL заморожен (SIGSTOP всем его процессам) на ${n0(s.outageSeconds)} с` +
    (s.rounds > 1 ? `, ${s.rounds} раза` : ''),
  'redis-kill': (s) =>
    `Redis убит (kill -9) и запущен снова через ${n0(s.outageSeconds)} с, ${s.rounds} раза`,
  'nested-json': (s) => `наплыв вложенного JSON, ${n0(s.outageSeconds)} с`,
};

const KINDS: VisitorKind[] = ['заказ', 'отмена', 'поиск', 'подсказки', 'письмо', 'готовность'];

const answers = (t: Tally) =>
  Object.entries(t.statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status} — ${n0(count)}`)
    .join(', ');

const rows = (title: string, tallies: Partial<Record<VisitorKind, Tally>>) =>
  KINDS.filter((kind) => tallies[kind]).map((kind) => {
    const t = tallies[kind]!;
    return `| ${title} | ${kind} | ${answers(t)} | ${n0(t.medianMs)} | ${n0(t.worstMs)} |`;
  });

const range = (xs: number[]) => {
  if (xs.length === 0) return '—';
  const [low, high] = [n1(Math.min(...xs)), n1(Math.max(...xs))];
  return low === high ? `${low} с` : `${low}–${high} с`;
};

/** bench/LOAD.md's section of `outages.ts`. */
export function outageSection(r: Stamped<OutageFigures>): string {
  const flood = r.scenarios.find((s) => s.name === 'nested-json');
  const deaths = r.scenarios.filter((s) => !s.processAlive).length;
  return [
    '## Сбои частей: PostgreSQL, Redis, вложенный JSON (один процесс, как `npm start`)',
    '',
    when(r),
    '',
    `Сайт — один процесс, как его запускает \`npm start\` (${r.releases[0]?.commit ?? '?'}), на PostgreSQL и Redis ` +
      'своих (initdb и redis-server во временных папках на свободных портах, не общие на машине). ' +
      'Всё время посетители: четыре покупателя заказывают место в автобусе и тут же отменяют заказ (каждый запрос без ' +
      'ответа или с 5xx повторяется с тем же `Idempotency-Key`, до 6 раз), двое ищут маршруты и подсказки, раз в 8 с ' +
      'кто-то просит письмо для сброса пароля, готовность (`/api/health`) спрашивается 4 раза в секунду. Ответы — все ' +
      'попытки, по статусам; «нет ответа» — посетитель не дождался 30 с или соединение не принято. Медиана и худшая ' +
      'задержка — в миллисекундах. «Готов снова» — от возвращения части до первого `/api/health` со `status: ok`.',
    '',
    '| сбой | запросы | ответы | медиана, мс | худшая, мс |',
    '|---|---|---|---:|---:|',
    ...r.scenarios.flatMap((s) => rows(TITLES[s.name](s), s.visitors)),
    ...(flood?.flood ? rows('за 10 с до наплыва', flood.flood.calm) : []),
    '',
    ...r.scenarios
      .filter((s) => s.name !== 'nested-json')
      .map(
        (s) =>
          `- ${TITLES[s.name](s)}: готов снова через ${range(s.recoverySeconds)}; ` +
          `процесс ${s.processAlive ? 'жив, тот же' : '**умер**'}.`,
      ),
    ...(flood?.flood
      ? [
          `- Наплыв: 10 соединений шлют без перерыва на \`/api/v1/get_detail_info\` (без входа) JSON из ` +
            '400 000 вложенных массивов (0,8 МБ, как в задаче) и из 15 000 (30 КБ — столько пропускает предел тела ' +
            `вызова): ${answers(flood.flood.answers)} («нет ответа» здесь — ошибка соединения у клиента самого ` +
            `наплыва), медиана ${n0(flood.flood.answers.medianMs)} мс; что получали посетители во время наплыва и за ` +
            '10 с до него — в таблице (до исправления, по замеру задачи, медиана `/api/health` под таким наплывом была ' +
            '2,4 с); процесс ' +
            `${flood.processAlive ? 'жив, тот же' : '**умер**'}.`,
        ]
      : []),
    `- Процессов умерло: **${deaths}**. Подтверждённых заказов: ${n0(r.orders.acknowledged)}; **потеряно: ` +
      `${r.orders.lost}**; мест, занятых дважды: **${r.orders.duplicatePlaces}**; покупатель сдался после 6 попыток: ` +
      `${r.orders.gaveUp}.`,
    `- Подтверждённых просьб о письме: ${r.letters.acknowledged}; **не пришло: ${r.letters.lost}** (ждали ` +
      `${n0(r.letters.waitedSeconds)} с).`,
    '',
  ].join('\n');
}
