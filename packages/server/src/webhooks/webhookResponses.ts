// The webhook endpoint's HTTP parts: reading the body within a limit, peeking at the envelope, answering.

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
const TITLES: Readonly<Record<number, string>> = {
  400: 'Invalid Request',
  401: 'Unauthorized Error',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The body's bytes, or `undefined` when larger than `max` (the stream is cancelled, not read to the end). */
export async function readBody(request: Request, max: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) return undefined;
  if (request.body === null) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** `data.type` and `data.id` when the body has the envelope's shape. */
export function envelopeHead(json: unknown): { type: string; id: string } | undefined {
  if (!isRecord(json) || !isRecord(json.data)) return undefined;
  const { type, id } = json.data;
  if (typeof type !== 'string' || type === '' || typeof id !== 'string' || id === '') return undefined;
  return { type, id };
}

export function userOf(json: unknown): string | undefined {
  const id = (json as { data?: { relationships?: { user?: { data?: { id?: unknown } } } } }).data
    ?.relationships?.user?.data?.id;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function okResponse(status: 'processed' | 'duplicate'): Response {
  return new Response(JSON.stringify({ status }), { status: 200, headers: JSON_HEADERS });
}

// Error documents name the problem only: never the key, the signature or anything of the body.
export function errorResponse(status: number, detail: string, headers: Record<string, string>): Response {
  return new Response(
    JSON.stringify({
      errors: [{ status: String(status), title: TITLES[status] ?? `Error ${status}`, detail }],
    }),
    { status, headers: { ...JSON_HEADERS, ...headers } },
  );
}
