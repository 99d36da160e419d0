import { createHmac } from 'node:crypto';
import { getWebhookSignature, signWebhookBody, verifyWebhookSignature } from '@offerkit/server';
import { describe, expect, it } from 'vitest';
import { KEY, NEXT_KEY } from './fixtures.ts';

const BODY =
  '{"data":{"type":"earnedRewardApproved","id":"evt_1","attributes":{"message":"Café ☕ pending"}}}';
// Node's own HMAC as an independent oracle for the Web Crypto implementation.
const oracle = (body: string | Uint8Array, key: string) =>
  createHmac('sha256', key).update(body).digest('base64');

describe('signWebhookBody', () => {
  it('is base64 HMAC-SHA256 of the exact UTF-8 bytes, keyed with the webhook key', async () => {
    expect(await signWebhookBody({ body: BODY, key: KEY })).toBe(oracle(BODY, KEY));
  });

  it('signs raw bytes (Uint8Array, a view into a larger buffer, ArrayBuffer) the same as their text', async () => {
    const bytes = new TextEncoder().encode(BODY);
    const padded = new Uint8Array(bytes.length + 8);
    padded.set(bytes, 4);
    const view = padded.subarray(4, 4 + bytes.length);
    const expected = oracle(BODY, KEY);
    expect(await signWebhookBody({ body: bytes, key: KEY })).toBe(expected);
    expect(await signWebhookBody({ body: view, key: KEY })).toBe(expected);
    expect(await signWebhookBody({ body: bytes.buffer, key: KEY })).toBe(expected);
  });

  it('refuses an empty key with a message that says what to pass', async () => {
    await expect(signWebhookBody({ body: BODY, key: '' })).rejects.toThrow(/empty or not a string/);
  });
});

describe('verifyWebhookSignature', () => {
  it('accepts the signature of the exact body', async () => {
    const signature = oracle(BODY, KEY);
    expect(await verifyWebhookSignature({ body: BODY, signature, key: KEY })).toBe(true);
  });

  it('rejects the same JSON re-serialized (one changed byte: whitespace)', async () => {
    const signature = oracle(BODY, KEY);
    const reserialized = JSON.stringify(JSON.parse(BODY), null, 1);
    expect(await verifyWebhookSignature({ body: reserialized, signature, key: KEY })).toBe(false);
    expect(await verifyWebhookSignature({ body: `${BODY} `, signature, key: KEY })).toBe(false);
  });

  it('rejects a signature made with another key', async () => {
    expect(await verifyWebhookSignature({ body: BODY, signature: oracle(BODY, 'other-key'), key: KEY })).toBe(
      false,
    );
  });

  it.each([
    ['missing (undefined)', undefined],
    ['missing (null)', null],
    ['empty', ''],
    ['not base64', '!!!not-base64!!!'],
    ['hex instead of base64', createHmac('sha256', KEY).update(BODY).digest('hex')],
    ['base64 of the wrong length', btoa('short')],
    ['base64url alphabet', oracle(BODY, KEY).replace(/\+/g, '-').replace(/\//g, '_')],
  ])('rejects a %s signature', async (_name, signature) => {
    expect(await verifyWebhookSignature({ body: BODY, signature, key: KEY })).toBe(false);
  });

  it('accepts either of two keys during a rotation, and not a third', async () => {
    const keys = [KEY, NEXT_KEY];
    expect(await verifyWebhookSignature({ body: BODY, signature: oracle(BODY, KEY), keys })).toBe(true);
    expect(await verifyWebhookSignature({ body: BODY, signature: oracle(BODY, NEXT_KEY), keys })).toBe(true);
    expect(await verifyWebhookSignature({ body: BODY, signature: oracle(BODY, 'retired-key'), keys })).toBe(
      false,
    );
  });

  it('the base64url case above really differs from the valid value (this body signs with a + in it)', () => {
    expect(oracle(BODY, KEY)).toMatch(/[+/]/);
  });

  it('tolerates whitespace around the header value (header folding), nothing else', async () => {
    expect(await verifyWebhookSignature({ body: BODY, signature: ` ${oracle(BODY, KEY)} `, key: KEY })).toBe(
      true,
    );
  });

  it('throws a setup error without keys, and never shows a key in its messages', async () => {
    await expect(verifyWebhookSignature({ body: BODY, signature: oracle(BODY, KEY) })).rejects.toThrow(
      /No webhook key given; pass `key`/,
    );
    const error = await verifyWebhookSignature({ body: BODY, signature: 'x', keys: [KEY, ''] }).catch(
      (e) => e,
    );
    expect(String(error)).toMatch(/key #2 is empty/);
    expect(String(error)).not.toContain(KEY);
  });
});

describe('getWebhookSignature', () => {
  it.each(['notify-signature', 'Notify-Signature', 'NOTIFY-SIGNATURE'])(
    'finds the header spelled %s',
    (name) => {
      const request = new Request('http://127.0.0.1/hook', { method: 'POST', headers: { [name]: 'abc=' } });
      expect(getWebhookSignature(request)).toBe('abc=');
      expect(getWebhookSignature(request.headers)).toBe('abc=');
      expect(getWebhookSignature({ [name]: 'abc=' })).toBe('abc=');
    },
  );

  it('is undefined when absent, and for a repeated header in a Node header object', () => {
    expect(getWebhookSignature(new Headers())).toBeUndefined();
    expect(getWebhookSignature({ 'content-type': 'application/json' })).toBeUndefined();
    expect(getWebhookSignature({ 'notify-signature': ['a', 'b'] })).toBeUndefined();
    expect(getWebhookSignature({ 'notify-signature': ['a'] })).toBe('a');
  });
});
