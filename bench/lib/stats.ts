/** The median of some numbers (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
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
