/** A string worth drawing, or `undefined` for an absent, non-string or blank one. Internal. */
export function presentText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
