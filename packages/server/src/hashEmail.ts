/**
 * Domains whose mailboxes ignore dots and `+` suffixes in the local part (Gmail): `a.b+news@gmail.com`
 * and `ab@gmail.com` are one mailbox, so they must hash alike. Other providers treat dots as significant
 * and vary on `+` handling, so their addresses are only trimmed and lower-cased.
 */
export const GMAIL_TYPE_DOMAINS: readonly string[] = ['gmail.com', 'googlemail.com'];

/**
 * The contract's normalization of an email address: all whitespace removed, lower-cased, and for
 * Gmail-type domains ({@link GMAIL_TYPE_DOMAINS}) dots and the `+` suffix dropped from the local part.
 */
export function normalizeEmail(email: string): string {
  const compact = email.replace(/\s+/g, '').toLowerCase();
  const at = compact.lastIndexOf('@');
  if (at <= 0) return compact;
  const domain = compact.slice(at + 1);
  if (!GMAIL_TYPE_DOMAINS.includes(domain)) return compact;
  const local = compact.slice(0, at).split('+', 1)[0]?.replaceAll('.', '') ?? '';
  return `${local}@${domain}`;
}

/**
 * The user's `hashedEmail`: SHA-256 (Web Crypto) of {@link normalizeEmail}, as 64 lower-case hex digits.
 *
 * @throws {TypeError} for a value that is not an address (no `@` with text on both sides).
 */
export async function hashEmail(email: string): Promise<string> {
  const normalized = typeof email === 'string' ? normalizeEmail(email) : '';
  const at = normalized.lastIndexOf('@');
  if (at <= 0 || at === normalized.length - 1) {
    throw new TypeError(
      'hashEmail: the value is not an email address (expected local@domain); hash the address as the user gave it.',
    );
  }
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(normalized));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
