import { bodyBytes, hmac, importHmacKey, keyList, toBase64, type WebhookBody } from './hmac.ts';

/** Options of {@link signWebhookBody}. */
export interface SignWebhookBodyOptions {
  /** The exact bytes to sign (text is signed as UTF-8). */
  body: WebhookBody;
  /** The webhook key. */
  key: string;
}

/**
 * The `notify-signature` value for a webhook body: base64 of HMAC-SHA256 over the exact bytes, keyed with
 * the webhook key (Web Crypto). For tests and simulators that play the service.
 */
export async function signWebhookBody({ body, key }: SignWebhookBodyOptions): Promise<string> {
  const [checked] = keyList({ key });
  return toBase64(await hmac(await importHmacKey(checked as string), bodyBytes(body)));
}
