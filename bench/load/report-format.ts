import type { Stamped } from './results.ts';

/** Numbers as LOAD.md writes them (Russian: a space between thousands, a decimal comma). */
export const n0 = (x: number) => (Number.isFinite(x) ? Math.round(x).toLocaleString('ru-RU') : '—');
export const n1 = (x: number) => x.toLocaleString('ru-RU', { maximumFractionDigits: 1 });
export const n2 = (x: number) =>
  x.toLocaleString('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const when = (r: Stamped<object>) =>
  `Измерено ${r.measuredAt.slice(0, 16).replace('T', ' ')} UTC; ${r.machine.cores} ядра, ` +
  `средняя загрузка машины ${n1(r.machine.loadBefore)} до и ${n1(r.machine.loadAfter)} после ` +
  '(другие инженеры гоняют тесты на той же машине).';
