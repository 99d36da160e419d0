import { median, ratioSpread } from './stats.ts';

/**
 * One line of the bench table. Timings are medians in milliseconds with their ratio to the baseline
 * measured in the same run and the spread of the per-round ratios; a ratio with a target (issue 19's)
 * reports `ok`/`over` without gating; counts carry a `limit` and, when `gate` is set, fail `pnpm bench:ci` when
 * they go over it.
 */
export interface Row {
  /** `1 render`, `2 sanitizer`, ... */
  figure: string;
  /** What is measured, with its unit. */
  measure: string;
  /** Offerkit's value. */
  value: number | string;
  /** The baseline's value, when the figure has one. */
  baseline?: number | string;
  /** value / baseline, for timings. */
  ratio?: number;
  /** How much the per-round ratios vary: their interquartile range (see `ratioSpread`). */
  spread?: { low: number; high: number };
  /** What the value should be (`≤ 8`, `= 6`, `< 100`), shown in the table. */
  target?: string;
  /** Whether the value meets the target; `undefined` for figures that are only reported. */
  ok?: boolean;
  /** A count or budget: a miss fails `pnpm bench:ci`. Wall-clock ratios never gate. */
  gate?: boolean;
}

const format = (value: number | string | undefined, digits = 2): string => {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  if (Number.isInteger(value)) return String(value);
  const magnitude = Math.abs(value);
  return value.toFixed(magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 0.1 ? digits : 3);
};

/** The table `pnpm bench` prints: one line per measure. */
export function formatTable(rows: readonly Row[]): string {
  const header = ['figure', 'measure', 'offerkit', 'baseline', 'ratio', 'spread', 'target', 'result'];
  const lines = rows.map((row) => [
    row.figure,
    row.measure,
    format(row.value),
    format(row.baseline),
    row.ratio === undefined ? '' : `${row.ratio.toFixed(2)}×`,
    row.spread === undefined ? '' : `${row.spread.low.toFixed(2)}–${row.spread.high.toFixed(2)}×`,
    row.target ?? '',
    row.ok === undefined ? '' : row.ok ? (row.gate ? 'ok (gate)' : 'ok') : row.gate ? 'FAIL (gate)' : 'over',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] as string).length)),
  );
  const render = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column >= 2 && column <= 5
          ? cell.padStart(widths[column] as number)
          : cell.padEnd(widths[column] as number),
      )
      .join('  ')
      .trimEnd();
  return [render(header), widths.map((width) => '-'.repeat(width)).join('  '), ...lines.map(render)].join(
    '\n',
  );
}

/**
 * A timing line: the medians of both sides' runs, their ratio, the spread of the per-round ratios and,
 * when issue 19 sets one, the ratio target (reported `ok` or `over`; wall-clock never gates).
 */
export function timingRow(
  figure: string,
  measure: string,
  runs: { library: readonly number[]; baseline: readonly number[] },
  target?: number,
): Row {
  const value = median(runs.library);
  const baseline = median(runs.baseline);
  const ratio = value / baseline;
  const row: Row = {
    figure,
    measure,
    value,
    baseline,
    ratio,
    spread: ratioSpread(runs.library, runs.baseline),
  };
  if (target !== undefined) {
    row.target = `≤ ${target.toFixed(2)}×`;
    row.ok = ratio <= target;
  }
  return row;
}
