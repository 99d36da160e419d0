/** The `q` quantile (0..1) of some numbers, interpolated between the two nearest ranks. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const below = Math.floor(at);
  const above = Math.ceil(at);
  const low = sorted[below] as number;
  return low + ((sorted[above] as number) - low) * (at - below);
}

/** The median of some numbers (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

/**
 * The spread of the per-round ratios `a[i] / b[i]` of two sides measured in alternating rounds: their
 * interquartile range (the middle half of the rounds), which a single slow round cannot stretch.
 */
export function ratioSpread(a: readonly number[], b: readonly number[]): { low: number; high: number } {
  const ratios = a.flatMap((value, index) => {
    const other = b[index];
    return other === undefined || other <= 0 ? [] : [value / other];
  });
  return { low: quantile(ratios, 0.25), high: quantile(ratios, 0.75) };
}

/** Runs `measure` for `a` and `b` alternately (`a` first on even rounds, `b` on odd ones), after warm-up. */
export function alternate<T>(rounds: number, warmup: number, a: () => T, b: () => T): { a: T[]; b: T[] } {
  const result = { a: [] as T[], b: [] as T[] };
  for (let round = 0; round < warmup + rounds; round += 1) {
    const first = round % 2 === 0;
    const x = first ? a() : b();
    const y = first ? b() : a();
    if (round < warmup) continue;
    result.a.push(first ? x : y);
    result.b.push(first ? y : x);
  }
  return result;
}
