import { UPLOAD_URL_VALIDITY_SECONDS } from '@offerkit/data/backend';
import { errorObject, SandboxHttpError } from './http/errors.ts';

const encoder = new TextEncoder();

function base64url(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * The sandbox's presigned storage URLs: `?expires=<unix seconds>&signature=<HMAC-SHA256>` over the
 * method, the path and the expiry, keyed with a random secret of this sandbox (Web Crypto). A URL works
 * until `expires` by the sandbox clock; after that, or with anything changed, it answers 403. Internal.
 */
export class PresignedUrls {
  private key: Promise<CryptoKey> | undefined;

  constructor(private readonly clock: () => Date) {}

  private signingKey(): Promise<CryptoKey> {
    this.key ??= crypto.subtle.importKey(
      'raw',
      crypto.getRandomValues(new Uint8Array(32)),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    return this.key;
  }

  /** `origin + path?expires=…&signature=…`, valid for 900 s from now by the sandbox clock. */
  async sign(method: 'GET' | 'PUT', origin: string, path: string): Promise<string> {
    const expires = Math.floor(this.clock().getTime() / 1000) + UPLOAD_URL_VALIDITY_SECONDS;
    const signature = await crypto.subtle.sign(
      'HMAC',
      await this.signingKey(),
      encoder.encode(`${method}\n${path}\n${expires}`),
    );
    return `${origin}${path}?expires=${expires}&signature=${base64url(signature)}`;
  }

  /** Checks a presigned request; throws a 403 that says whether it expired or was altered. */
  async verify(method: 'GET' | 'PUT', url: URL, path: string): Promise<void> {
    const expires = url.searchParams.get('expires') ?? '';
    const signature = fromBase64url(url.searchParams.get('signature') ?? '');
    const valid =
      /^\d{1,12}$/.test(expires) &&
      signature !== undefined &&
      (await crypto.subtle.verify(
        'HMAC',
        await this.signingKey(),
        signature,
        encoder.encode(`${method}\n${path}\n${expires}`),
      ));
    if (!valid) {
      throw new SandboxHttpError(403, [
        errorObject(
          403,
          `The signature of this presigned ${method} URL does not match: use the URL exactly as the sandbox returned it (same path, expires and signature).`,
        ),
      ]);
    }
    if (this.clock().getTime() >= Number(expires) * 1000) {
      throw new SandboxHttpError(403, [
        errorObject(
          403,
          `This presigned ${method} URL expired at ${new Date(Number(expires) * 1000).toISOString()} (URLs last ${UPLOAD_URL_VALIDITY_SECONDS} s); request a new one.`,
        ),
      ]);
    }
  }
}
