/** The header that carries a delivery's signature (matched case-insensitively). */
export const WEBHOOK_SIGNATURE_HEADER = 'notify-signature';

/** Node-style header objects (`IncomingMessage.headers`) as well as Fetch `Headers`. */
export type HeaderSource =
  | Request
  | Headers
  | Readonly<Record<string, string | readonly string[] | undefined>>;

/**
 * The `notify-signature` header of a request, whatever the case of its name; `undefined` when absent.
 * Takes a `Request`, a `Headers`, or a plain header object such as Node's `request.headers`.
 */
export function getWebhookSignature(source: HeaderSource): string | undefined {
  if (typeof Request !== 'undefined' && source instanceof Request) return fromHeaders(source.headers);
  if (typeof Headers !== 'undefined' && source instanceof Headers) return fromHeaders(source);
  for (const [name, value] of Object.entries(source as Record<string, unknown>)) {
    if (name.toLowerCase() !== WEBHOOK_SIGNATURE_HEADER) continue;
    if (typeof value === 'string') return value;
    // A repeated header: only one signature is meaningful, so more than one cannot verify.
    if (Array.isArray(value)) return value.length === 1 ? String(value[0]) : undefined;
  }
  return undefined;
}

function fromHeaders(headers: Headers): string | undefined {
  return headers.get(WEBHOOK_SIGNATURE_HEADER) ?? undefined;
}
