import type { GtfsProblem } from '@peresadka/engine/gtfs/csv-rows';

/** Every skipped row as TSV (file, line, reason), for the operator to fix the feed. */
export function problemReport(problems: readonly GtfsProblem[]): string {
  return (
    ['file\tline\treason', ...problems.map((p) => `${p.file}\t${p.line}\t${p.reason}`)].join('\n') +
    '\n'
  );
}

/** Problems grouped by file and kind, with the first lines of each, so a summary fits a screen. */
export function problemSummary(problems: readonly GtfsProblem[], examples = 3): string {
  const groups = new Map<string, GtfsProblem[]>();
  for (const problem of problems) {
    const kind = `${problem.file}: ${problem.reason.replace(/«[^»]*»/g, '«…»')}`;
    groups.set(kind, [...(groups.get(kind) ?? []), problem]);
  }
  return [...groups]
    .sort((a, b) => b[1].length - a[1].length)
    .map(
      ([kind, list]) =>
        `  ${list.length} × ${kind} (строки ${list
          .slice(0, examples)
          .map((p) => p.line)
          .join(', ')}${list.length > examples ? ', …' : ''})`,
    )
    .join('\n');
}
