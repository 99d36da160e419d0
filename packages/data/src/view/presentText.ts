/** Something other than white space (the characters `String.prototype.trim` removes). */
const NOT_BLANK = /\S/;

/** A string worth drawing, or `undefined` for an absent, non-string or blank one. Internal. */
export function presentText(value: unknown): string | undefined {
  // A regex test stops at the first visible character and, unlike `trim()`, allocates nothing.
  return typeof value === 'string' && NOT_BLANK.test(value) ? value : undefined;
}
