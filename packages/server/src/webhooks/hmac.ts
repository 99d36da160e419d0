/** Raw body bytes as received, or text (signed as UTF-8). */
export type WebhookBody = string | ArrayBuffer | ArrayBufferView;

/** Why a signature did not verify; internal to the webhook files. */
export type SignatureCheck = 'valid' | 'missing' | 'malformed' | 'mismatch';

const encoder = new TextEncoder();
// 32 bytes of HMAC-SHA256 in standard base64: 43 characters and one `=`.
const BASE64_SHA256 = /^[A-Za-z0-9+/]{43}=$/;

/** The exact bytes of a body (text as UTF-8), copied so later changes to the caller's buffer cannot matter. */
export function bodyBytes(body: WebhookBody): Uint8Array<ArrayBuffer> {
  if (typeof body === 'string') return encoder.encode(body);
  if (body instanceof ArrayBuffer) return new Uint8Array(body.slice(0));
  if (ArrayBuffer.isView(body)) {
    const copy = new Uint8Array(body.byteLength);
    copy.set(new Uint8Array(body.buffer, body.byteOffset, body.byteLength));
    return copy;
  }
  throw new TypeError('The webhook body must be a string, an ArrayBuffer or a Uint8Array (the raw bytes).');
}

/** The keys of `{key}` or `{keys}`, checked: at least one, each a non-empty string. Never echoes a key. */
export function keyList(options: {
  key?: string | undefined;
  keys?: readonly string[] | undefined;
}): string[] {
  const keys = [...(options.key === undefined ? [] : [options.key]), ...(options.keys ?? [])];
  if (keys.length === 0) {
    throw new TypeError(
      'No webhook key given; pass `key` (your webhook key) or `keys` (the current and the next one while rotating).',
    );
  }
  keys.forEach((key, index) => {
    if (typeof key !== 'string' || key === '') {
      throw new TypeError(`Webhook key #${index + 1} is empty or not a string; pass the key as a string.`);
    }
  });
  return keys;
}

/** Imports a webhook key for HMAC-SHA256 (sign and verify), non-extractable. */
export function importHmacKey(key: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
}

/** HMAC-SHA256 of the bytes. */
export async function hmac(key: CryptoKey, bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, bytes));
}

/** Standard base64 of bytes. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The 32 bytes of a base64 HMAC-SHA256 signature, or `undefined` when it is not one. */
export function parseSignature(signature: string): Uint8Array | undefined {
  const trimmed = signature.trim();
  if (!BASE64_SHA256.test(trimmed)) return undefined;
  return Uint8Array.from(atob(trimmed), (char) => char.charCodeAt(0));
}

/**
 * Compares two byte arrays in time that depends only on their lengths, never on where they differ, so
 * that response timing reveals nothing about the expected signature.
 */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) {
    difference |= (a[index] as number) ^ (b[index] as number);
  }
  return difference === 0;
}

/**
 * Checks a `notify-signature` value against every key (all are computed, none skipped, so timing does not
 * tell which key matched).
 */
export async function checkSignature(
  bytes: Uint8Array<ArrayBuffer>,
  signature: string | null | undefined,
  keys: readonly CryptoKey[],
): Promise<SignatureCheck> {
  if (signature === undefined || signature === null || signature.trim() === '') return 'missing';
  const given = parseSignature(signature);
  if (given === undefined) return 'malformed';
  const expected = await Promise.all(keys.map((key) => hmac(key, bytes)));
  let valid = false;
  for (const candidate of expected) {
    if (constantTimeEqual(candidate, given)) valid = true;
  }
  return valid ? 'valid' : 'mismatch';
}
