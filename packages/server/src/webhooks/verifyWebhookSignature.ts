import { bodyBytes, checkSignature, importHmacKey, keyList, type WebhookBody } from './hmac.ts';

/** Options of {@link verifyWebhookSignature}: `key`, or `keys` while rotating (either may match). */
export interface VerifyWebhookSignatureOptions {
  /** The raw body exactly as received (never re-serialized JSON: one changed byte fails the check). */
  body: WebhookBody;
  /** The `notify-signature` header value; missing (`null`/`undefined`/empty) never verifies. */
  signature: string | null | undefined;
  /** The webhook key. */
  key?: string;
  /** Several valid keys, e.g. the current and the next one during a key rotation. */
  keys?: readonly string[];
}

/**
 * Whether a webhook body carries a valid `notify-signature`: base64 HMAC-SHA256 over the raw body with one
 * of the keys, compared in constant time. A missing, malformed or wrong signature gives `false`.
 *
 * @throws {TypeError} when no key is given (a setup error, not a bad delivery).
 */
export async function verifyWebhookSignature(options: VerifyWebhookSignatureOptions): Promise<boolean> {
  const keys = await Promise.all(keyList(options).map(importHmacKey));
  return (await checkSignature(bodyBytes(options.body), options.signature, keys)) === 'valid';
}
