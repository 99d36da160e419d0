const encoder = new TextEncoder();

/**
 * The `notify-signature` of a delivery body as the service computes it: HMAC-SHA256 over the body's
 * UTF-8 bytes, keyed with the webhook key, base64 (Web Crypto). Internal.
 */
export async function signWebhook(body: string, key: string): Promise<string> {
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(body)));
  let binary = '';
  for (const byte of signature) binary += String.fromCharCode(byte);
  return btoa(binary);
}
