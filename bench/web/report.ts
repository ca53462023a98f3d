import { execFileSync } from 'node:child_process';
import os from 'node:os';
import type { CATEGORIES } from './measure.ts';
import { CHROMIUM, type Run } from './measure.ts';

export type PageResult = { name: string; runs: Run[] };

/** The goal of issue 22, per page. */
const GOAL = { performance: 95, accessibility: 100, 'best-practices': 100, cls: 0.05 };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} с`;
const kb = (bytes: number) => `${Math.round(bytes / 1024)} КБ`;

export function renderWebReport(
  pages: PageResult[],
  lighthouseVersion: string,
  load: { before: number; after: number },
): string {
  const chromium = execFileSync(CHROMIUM, ['--version']).toString().trim();
  const rows = pages.map(({ name, runs }) => {
    const m = (pick: (run: Run) => number) => median(runs.map(pick));
    const score = (category: (typeof CATEGORIES)[number]) => {
      const value = m((run) => run.scores[category]);
      return value >= GOAL[category] ? `${value}` : `**${value}**`;
    };
    const cls = m((run) => run.cls);
    return (
      `| ${name} | ${score('performance')} | ${score('accessibility')} | ` +
      `${score('best-practices')} | ${seconds(m((run) => run.lcpMs))} | ` +
      `${cls < GOAL.cls ? cls.toFixed(3) : `**${cls.toFixed(3)}**`} | ` +
      `${Math.round(m((run) => run.tbtMs))} мс | ${kb(m((run) => run.bytes))} |`
    );
  });
  const failures = pages.flatMap(({ name, runs }) => {
    const counts = new Map<string, number>();
    for (const title of runs.flatMap((run) => run.failed)) {
      counts.set(title, (counts.get(title) ?? 0) + 1);
    }
    return [...counts].map(([title, n]) => `- ${name}: ${title} (${n} из ${runs.length})`);
  });
  return [
    '# Сайт в Lighthouse',
    '',
    `\`npm run bench:web\`, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ` +
      `Lighthouse ${lighthouseVersion}, ${chromium}, ${os.cpus().length} × ` +
      `${os.cpus()[0]?.model ?? 'процессор'}. Мобильный профиль Lighthouse (телефон среднего ` +
      'класса, медленный 4G — смоделированный), холодный кеш браузера, сайт как его запускает ' +
      '`npm start` (свежая сборка, свой процесс, встроенная база). Перед замерами страница ' +
      'открыта один раз без замера, как её открыл бы посетитель до нас: первые ответы сервера ' +
      'на поиск (семь поисков полосы цен, они хранятся минуты) иначе считались бы на тех же ' +
      'двух ядрах во время замера и ложились бы в TBT телефона. Каждая страница ' +
      `измерена ${pages[0]?.runs.length ?? 0} раза, в таблице медианы; жирным — ниже цели ` +
      `(производительность ≥ ${GOAL.performance}, доступность и практики ${GOAL.accessibility}, ` +
      `CLS < ${GOAL.cls}). Средняя загрузка машины (load average за минуту) в начале и в конце ` +
      `прогона: ${load.before.toFixed(1)} и ${load.after.toFixed(1)} на ${os.cpus().length} ядра; ` +
      'TBT и LCP растут вместе с ней (Lighthouse моделирует телефон по тому, сколько длились ' +
      'задачи здесь), поэтому сравнивайте прогоны одной загрузки.',
    '',
    '| страница | производительность | доступность | практики | LCP | CLS | TBT | передано |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    'Страницы: `/results` — поиск Москва → Казань на неделю вперёд (в адресе и в хранилище ' +
      'браузера, как его оставляет главная); `/detail` — первый поезд этого поиска, открытый ' +
      'с карточки; заказ — страница проверки неоплаченного заказа на поезд, у вошедшего ' +
      'пользователя (вход через API, его cookie — refresh-токен и признак сессии — переданы ' +
      'браузеру до измерения).',
    '',
    '## Что Lighthouse не засчитал',
    '',
    ...(failures.length ? failures : ['Ничего: все засчитываемые проверки пройдены.']),
    '',
  ].join('\n');
}
