/**
 * The locale to format with: the first of `candidates` that is a non-blank string — typically the
 * component's `locale` prop, then the `OfferkitProvider`'s locale. `undefined` when none is given, which
 * `Intl` reads as the runtime's default locale (there is no hard-coded default: a bank's page decides).
 */
export function resolveLocale(...candidates: readonly (string | undefined)[]): string | undefined {
  for (const candidate of candidates) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate;
  }
  return undefined;
}
