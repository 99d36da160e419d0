/** Something other than white space (the characters `String.prototype.trim` removes). */
const NOT_BLANK = /\S/;

/** A string worth drawing, or `undefined` for an absent, non-string or blank one. Internal. */
export function presentText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  // Most texts start with a visible ASCII character (33–126), which no white space is: no regex needed.
  const first = value.charCodeAt(0);
  if (first > 32 && first < 127) return value;
  // A regex test stops at the first visible character and, unlike `trim()`, allocates nothing.
  return NOT_BLANK.test(value) ? value : undefined;
}
