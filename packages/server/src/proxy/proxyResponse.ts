import type { ErrorObject } from '@offerkit/data';
import { errorTitle } from '@offerkit/data/backend';

/** On every answer of the proxy: never cached, never sniffed, and inert if a browser ever renders it as a document. Internal. */
// On every answer: never cached, never sniffed, and inert if a browser ever renders it as a document.
export const SECURITY_HEADERS = {
  'cache-control': 'private, no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
} as const;

/** A JSON answer with the security headers. Internal. */
export function json(status: number, body: unknown, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...SECURITY_HEADERS, ...extra },
  });
}

/** An error document `{errors: [...]}` with the contract's shape. Internal. */
export function problem(
  status: number,
  detail: string,
  headers: Record<string, string> = {},
  parameter?: string,
): Response {
  const error: ErrorObject = { status: String(status), title: errorTitle(status), detail };
  if (parameter !== undefined) error.source = { parameter };
  return json(status, { errors: [error] }, headers);
}

/** The 400 of a refused path, saying why. Internal. */
export function pathRefused(reason: string): Response {
  return problem(400, `The path was refused: ${reason}. Request the rewards routes by their plain paths.`);
}
