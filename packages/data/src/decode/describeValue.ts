// Messages about rejected values end up in logs. A card number, an email or a phone number typed into
// the wrong field must never reach one (PCI DSS forbids a PAN in logs), so messages describe a value's
// shape; only short values that cannot be personal data are quoted.

/** How long a quoted value may be in a message. */
const MAX_QUOTED = 32;

/**
 * Whether a text could be personal data: an `@` (an email) or 7 digits or more once spaces, dashes, dots,
 * slashes, brackets and `+` are taken out (a card number, a phone number, an account number).
 */
function looksPersonal(text: string): boolean {
  return text.includes('@') || /\d{7}/.test(text.replace(/[\s\-./()+]/g, ''));
}

/**
 * The shape of a value for a message, never the value itself: "a 16-digit string", "a 23-character
 * string", "an empty string", "a 17-digit integer", "a number with a fraction", "an array of 3 items",
 * "an object", "null", "missing". For fields that can hold personal data (card, user, description, merchant,
 * dates, free text). Internal.
 */
export function describeShape(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (typeof value === 'string') {
    if (value === '') return 'an empty string';
    if (/^\d+$/.test(value)) return `a ${value.length}-digit string`;
    return `a ${value.length}-character string`;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return 'a number that is not finite';
    if (!Number.isInteger(value)) return 'a number with a fraction';
    if (!Number.isSafeInteger(value)) return 'an integer beyond 2^53 (not exact)';
    return `a ${String(Math.abs(value)).length}-digit integer`;
  }
  if (typeof value === 'boolean') return `the boolean ${String(value)}`;
  if (Array.isArray(value)) return `an array of ${value.length} item${value.length === 1 ? '' : 's'}`;
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}

/**
 * A value as a message may show it: quoted when it is a short string or number that cannot be personal
 * data (`"SETTLED"`, `12.5`), cut to 32 characters when longer, and otherwise only its shape
 * ({@link describeShape}). For fields whose value helps the reader (types, statuses, currencies, amounts).
 * Internal.
 */
export function quoteSafely(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value) && !looksPersonal(String(value))) {
    return String(value);
  }
  if (typeof value !== 'string' || looksPersonal(value)) return describeShape(value);
  return JSON.stringify(value.length > MAX_QUOTED ? `${value.slice(0, MAX_QUOTED)}…` : value);
}
