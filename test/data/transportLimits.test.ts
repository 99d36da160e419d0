import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createRewardsClient,
  RewardsApiError,
  RewardsDecodeError,
  RewardsRequestError,
} from '@offerkit/data';
import { createTransport } from '@offerkit/data/backend';
import { ORG, offersPage, USER } from './fixtures.ts';

/** A server on 127.0.0.1 that records the requests it gets. */
async function listen(handle: (request: IncomingMessage, response: ServerResponse) => void) {
  const seen: { method: string; url: string }[] = [];
  const server: Server = createServer((request, response) => {
    seen.push({ method: request.method ?? '', url: request.url ?? '' });
    handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  servers.push(server);
  return { base: `http://127.0.0.1:${port}`, seen };
}

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A body of `size` bytes in chunks of 64 KiB, without Content-Length; counts what was pulled. */
function countedStream(size: number) {
  const pulled = { bytes: 0 };
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= size) {
        controller.close();
        return;
      }
      pulled.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled };
}

describe('transport: redirects are never followed', () => {
  it.each([301, 302, 303, 307, 308])(
    'a %i to another local server: that server gets 0 requests, the call rejects (GET and POST)',
    async (status) => {
      const internal = await listen((_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(offersPage([])));
      });
      const service = await listen((_request, response) => {
        response.writeHead(status, { location: `${internal.base}/latest/meta-data/iam` });
        response.end();
      });
      const client = createRewardsClient({ baseUrl: service.base, organizationId: ORG, retry: false });
      const get = await client.getOffers(USER).catch((error: unknown) => error);
      const post = await client.activateOffer(USER, 'o1').catch((error: unknown) => error);
      for (const error of [get, post]) {
        expect(error).toBeInstanceOf(RewardsApiError);
        expect(error).toMatchObject({ status });
        expect((error as Error).message).toMatch(/answered with a redirect, which is never followed/);
      }
      expect(internal.seen).toHaveLength(0);
      expect(service.seen.map((request) => request.method)).toEqual(['GET', 'POST']);
    },
  );

  it('asks fetch for redirect: "manual", and treats a browser’s opaque redirect (status 0) as an error', async () => {
    const inits: RequestInit[] = [];
    const opaque = {
      type: 'opaqueredirect',
      status: 0,
      statusText: '',
      headers: new Headers(),
      body: null,
    } as unknown as Response;
    const client = createRewardsClient({
      baseUrl: 'https://bank.test/api/rewards',
      organizationId: ORG,
      retry: false,
      fetch: async (_input, init) => {
        inits.push(init ?? {});
        return opaque;
      },
    });
    const error = await client.getOffers(USER).catch((caught: unknown) => caught);
    expect(inits[0]?.redirect).toBe('manual');
    expect(error).toBeInstanceOf(RewardsApiError);
    expect(error).toMatchObject({ status: 0 });
    expect((error as Error).message).toMatch(/redirect/);
  });

  it('is not retried (a GET redirect is one request)', async () => {
    const service = await listen((_request, response) => {
      response.writeHead(302, { location: 'http://127.0.0.1:9/' });
      response.end();
    });
    const client = createRewardsClient({
      baseUrl: service.base,
      organizationId: ORG,
      retry: { retries: 2, baseDelayMs: 1, maxDelayMs: 1 },
    });
    await expect(client.getOffers(USER)).rejects.toBeInstanceOf(RewardsApiError);
    expect(service.seen).toHaveLength(1);
  });
});

describe('transport: maxResponseBytes', () => {
  it('defaults to 4 MiB: a 64 MiB body is cancelled after about 4 MiB, with a clear RewardsDecodeError', async () => {
    const { stream, pulled } = countedStream(64 * 1024 * 1024);
    const transport = createTransport({
      retry: false,
      fetch: async () => new Response(stream, { headers: { 'content-type': 'application/json' } }),
    });
    const error = await transport
      .exchange({ method: 'GET', url: 'https://rewards.test/v2/issuer' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RewardsDecodeError);
    expect((error as Error).message).toMatch(/over maxResponseBytes \(4194304 bytes\)/);
    expect(pulled.bytes).toBeLessThan(5 * 1024 * 1024);
  });

  it('refuses a Content-Length over the cap before reading anything', async () => {
    const { stream, pulled } = countedStream(2048);
    const transport = createTransport({
      retry: false,
      maxResponseBytes: 1000,
      fetch: async () => new Response(stream, { headers: { 'content-length': '2048' } }),
    });
    await expect(
      transport.exchange({ method: 'GET', url: 'https://rewards.test/v2/issuer' }),
    ).rejects.toThrow(/over maxResponseBytes \(1000 bytes\)/);
    // A ReadableStream pulls once to fill its queue when created; nothing past that was read.
    expect(pulled.bytes).toBeLessThanOrEqual(64 * 1024);
  });

  it('reads a body whose Content-Length is exactly the cap', async () => {
    const text = `{"pad":"${'x'.repeat(990)}"}`;
    const transport = createTransport({
      retry: false,
      maxResponseBytes: text.length,
      fetch: async () => new Response(text, { headers: { 'content-length': String(text.length) } }),
    });
    const response = await transport.exchange({ method: 'GET', url: 'https://rewards.test/v2/issuer' });
    expect(response.text).toBe(text);
  });

  it('reads a body up to the cap, multi-byte characters split across chunks included', async () => {
    const text = JSON.stringify({ data: [], meta: { name: 'café ☕ 🎁'.repeat(50) } });
    const bytes = new TextEncoder().encode(text);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 7) controller.enqueue(bytes.slice(at, at + 7));
        controller.close();
      },
    });
    const transport = createTransport({
      retry: false,
      maxResponseBytes: bytes.length,
      fetch: async () => new Response(stream),
    });
    const response = await transport.exchange({ method: 'GET', url: 'https://rewards.test/v2/issuer' });
    expect(response.text).toBe(text);
  });

  it('applies to the browser client too, over a real connection, also without Content-Length', async () => {
    const service = await listen((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"data":[],"pad":"');
      response.write('x'.repeat(8000));
      response.end('"}');
    });
    const client = createRewardsClient({
      baseUrl: service.base,
      organizationId: ORG,
      retry: false,
      maxResponseBytes: 4096,
    });
    await expect(client.getOffers(USER)).rejects.toThrow(/over maxResponseBytes \(4096 bytes\)/);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses maxResponseBytes %s when the client is created',
    (maxResponseBytes) => {
      expect(() => createTransport({ maxResponseBytes })).toThrow(RewardsRequestError);
      expect(() =>
        createRewardsClient({ baseUrl: 'https://x.test', organizationId: ORG, maxResponseBytes }),
      ).toThrow(/maxResponseBytes must be a positive whole number of bytes/);
    },
  );
});

describe('transport: error texts never quote the credentials the request was sent with', () => {
  const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.c2VjcmV0LXRva2Vu.sig+/=';
  /** Every way an error reaches a log: message, String, stack, JSON, util.inspect, the cause chain. */
  async function everyText(error: unknown): Promise<string> {
    const { inspect } = await import('node:util');
    const parts: string[] = [];
    for (let current = error; current !== undefined && current !== null; ) {
      const item = current as Error & { errors?: unknown; diagnostics?: unknown };
      parts.push(String(item), item.message, item.stack ?? '', inspect(item, { depth: 8 }));
      parts.push(JSON.stringify({ errors: item.errors, diagnostics: item.diagnostics }));
      current = item.cause;
    }
    return parts.join('\n');
  }
  const transport = (answer: (authorization: string) => Response) =>
    createTransport({
      retry: false,
      getHeaders: () => ({ authorization: `Bearer ${TOKEN}` }),
      fetch: async (_input, init) => answer(new Headers(init?.headers).get('authorization') ?? ''),
    });
  const request = { method: 'GET', url: 'https://rewards.test/v2/issuer' };

  it.each([
    ['an HTML page', (auth: string) => new Response(`<p>Your header: ${auth}</p>`, { status: 403 })],
    [
      'an error document',
      (auth: string) =>
        Response.json(
          { errors: [{ status: '403', title: auth, detail: `token ${auth.slice(7)} lacks a scope` }] },
          { status: 403 },
        ),
    ],
    [
      'an encoded echo',
      (auth: string) => new Response(`denied: ${encodeURIComponent(auth.slice(7))}`, { status: 403 }),
    ],
  ])('a 403 with %s echoing the token: RewardsApiError without it', async (_name, answer) => {
    const error = await transport(answer)
      .send(request, (json) => json)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RewardsApiError);
    const text = await everyText(error);
    expect(text).toContain('[redacted]');
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain(encodeURIComponent(TOKEN));
    expect(text).not.toContain('c2VjcmV0LXRva2Vu');
  });

  it('a 200 body that is not JSON and echoes the token: RewardsDecodeError (and its cause) without it', async () => {
    const error = await transport((auth) => new Response(`${auth} <html>`, { status: 200 }))
      .send(request, (json) => json)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RewardsDecodeError);
    const text = await everyText(error);
    expect(text).not.toContain('c2VjcmV0LXRva2Vu');
  });

  it('leaves the body itself as it came (only error texts are redacted)', async () => {
    const response = await transport((auth) => new Response(`x ${auth}`, { status: 403 })).exchange(request);
    expect(response.text).toBe(`x Bearer ${TOKEN}`);
  });
});
