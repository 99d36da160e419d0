import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RewardsNetworkError, RewardsRequestError } from '@offerkit/data';
import { createIssuerClient, downloadFile, HistoricalUploadError, uploadHistorical } from '@offerkit/server';

/** A fake service on `base` whose upload URL requests answer `url` as the presigned URL; every call kept. */
function fakeService(url: string, base = 'https://rewards.test') {
  const calls: { method: string; url: string }[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ method: init.method ?? 'GET', url: String(input) });
    if (String(input).endsWith('/transactions/uploads')) {
      return Response.json(
        { data: [{ type: 'historicalTransactionsFile', id: 'up-1', attributes: { url, expiresIn: 900 } }] },
        { status: 201 },
      );
    }
    return new Response(null, { status: 201 });
  }) as typeof globalThis.fetch;
  return { calls, connection: { baseUrl: base, organizationId: 'org-1', fetch } };
}

const REFUSED = [
  // Not https with an https service, or with credentials.
  'http://storage.test/put?sig=1',
  'ftp://storage.test/put',
  'https://user:pass@storage.test/put',
  // Loopback, private and link-local literals, in the forms the URL parser normalizes.
  'https://127.0.0.1/put',
  'https://127.1.2.3/put',
  'https://2130706433/put',
  'https://0x7f.1/put',
  'https://0177.0.0.1/put',
  'https://0.0.0.0/put',
  'https://0/put',
  'https://10.0.0.5/put',
  'https://172.16.0.1/put',
  'https://192.168.1.1/put',
  'https://169.254.169.254/latest/meta-data',
  'https://100.64.0.1/put',
  'https://[::1]/put',
  'https://[::]/put',
  'https://[::ffff:127.0.0.1]/put',
  'https://[0:0:0:0:0:ffff:7f00:1]/put',
  'https://[::ffff:0:127.0.0.1]/put',
  'https://127.0.0.1./put',
  'https://127.000.000.001/put',
  'https://\u2460\u2461\u2466.0.0.1/put',
  'https://127\u30020\u30020\u30021/put',
  'https://[::ffff:a9fe:a9fe]/put',
  'https://[::127.0.0.1]/put',
  'https://[64:ff9b::10.0.0.1]/put',
  'https://[2002:7f00:1::]/put',
  'https://[fd00::1]/put',
  'https://[fe80::1]/put',
  // Local names.
  'https://localhost/put',
  'https://LOCALHOST./put',
  'https://a.localhost/put',
  'https://metadata.google.internal/computeMetadata/v1/',
  'https://printer.local/put',
  'https://metadata/put',
];

describe('presigned upload URLs are checked before anything is sent (issue 26, item 2)', () => {
  it.each(REFUSED)('refuses %s: 0 PUTs, a HistoricalUploadError saying why', async (url) => {
    const { calls, connection } = fakeService(url);
    const error = await uploadHistorical(connection, { files: ['a.jsonl'], source: () => 'x\n' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(HistoricalUploadError);
    expect((error as Error).message).toMatch(/Refused the upload URL: .+Nothing was sent to it/);
    expect((error as Error & { cause: unknown }).cause).toBeInstanceOf(RewardsRequestError);
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it.each([
    'https://storage.test/put?sig=1',
    'https://8.8.8.8/put',
    'https://[2606:4700::1111]/put',
    'https://s3.eu-west-1.amazonaws.com/bucket/key?X-Amz-Signature=1',
  ])('accepts the public https URL %s', async (url) => {
    const { calls, connection } = fakeService(url);
    const result = await uploadHistorical(connection, { files: ['a.jsonl'], source: () => 'x\n' });
    expect(result.ids).toEqual(['up-1']);
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.url)).toEqual([url]);
  });

  it('accepts http: on the service’s own origin when the service itself is http: (the sandbox)', async () => {
    const { calls, connection } = fakeService(
      'http://127.0.0.1:4010/storage/put?sig=1',
      'http://127.0.0.1:4010',
    );
    await uploadHistorical(connection, { files: ['a.jsonl'], source: () => 'x\n' });
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('refuses another port of the http: service’s loopback host (the sandbox exception is its origin only)', async () => {
    const { calls, connection } = fakeService('http://127.0.0.1:6379/put', 'http://127.0.0.1:4010');
    await expect(uploadHistorical(connection, { files: ['a.jsonl'], source: () => 'x\n' })).rejects.toThrow(
      /127\.0\.0\.1 is a loopback/,
    );
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('with allowedStorageHosts, accepts only those hosts (a private one included) and refuses the rest', async () => {
    const allowed = ['10.1.2.3:9000', '*.storage.example'];
    for (const url of ['https://10.1.2.3:9000/put', 'https://eu.storage.example/put']) {
      const { calls, connection } = fakeService(url);
      await uploadHistorical(
        { ...connection, allowedStorageHosts: allowed },
        { files: ['a.jsonl'], source: () => 'x\n' },
      );
      expect(calls.filter((call) => call.method === 'PUT').map((call) => call.url)).toEqual([url]);
    }
    for (const url of [
      'https://storage.test/put',
      'https://10.1.2.3:9001/put',
      'http://eu.storage.example/put',
    ]) {
      const { calls, connection } = fakeService(url);
      await expect(
        uploadHistorical(
          { ...connection, allowedStorageHosts: allowed },
          { files: ['a.jsonl'], source: () => 'x\n' },
        ),
      ).rejects.toThrow(/Refused the upload URL/);
      expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    }
  });

  it('refuses an allowedStorageHosts that is not a list of host names', async () => {
    for (const allowed of ['storage.test', [''], [7]]) {
      const { calls, connection } = fakeService('https://storage.test/put');
      await expect(
        uploadHistorical(
          { ...connection, allowedStorageHosts: allowed as string[] },
          { files: ['a.jsonl'], source: () => 'x\n' },
        ),
      ).rejects.toThrow(/allowedStorageHosts must be an array of host names/);
      expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    }
  });

  it.each(REFUSED)('downloadFile refuses %s with no request', async (url) => {
    let requests = 0;
    const fetch = (async () => {
      requests += 1;
      return new Response('{}');
    }) as typeof globalThis.fetch;
    await expect(downloadFile({ fetch, baseUrl: 'https://rewards.test' }, url)).rejects.toThrow(
      /Refused the download URL/,
    );
    expect(requests).toBe(0);
  });
});

/** A server on 127.0.0.1 that records each request and answers with `handle`. */
async function listen(
  handle: (
    request: IncomingMessage,
    body: string,
  ) => { status: number; headers?: Record<string, string | undefined>; body?: string },
) {
  const requests: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const answer = handle(request, body);
      response.writeHead(answer.status, (answer.headers ?? {}) as Record<string, string>);
      response.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('presigned URLs never follow a redirect (real servers on 127.0.0.1)', () => {
  let internal: Awaited<ReturnType<typeof listen>>;
  let service: Awaited<ReturnType<typeof listen>>;
  beforeEach(async () => {
    // The "internal address" a hostile presigned URL redirects to.
    internal = await listen(() => ({ status: 200, body: '{"data": []}' }));
    service = await listen((request) => {
      const url = request.url ?? '';
      if (url.endsWith('/transactions/uploads')) {
        return {
          status: 201,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            data: [
              {
                type: 'historicalTransactionsFile',
                id: 'up-1',
                attributes: { url: `${service.origin}/storage/put/up-1?sig=1`, expiresIn: 900 },
              },
            ],
          }),
        };
      }
      if (url.startsWith('/storage/')) {
        return { status: 307, headers: { location: `${internal.origin}/steal${url}` } };
      }
      return { status: 404 };
    });
  });
  afterEach(async () => {
    await Promise.all([internal.close(), service.close()]);
  });

  it('an upload whose presigned URL answers 307 fails, saying so; the redirect target gets 0 requests', async () => {
    const client = createIssuerClient({
      baseUrl: service.origin,
      organizationId: 'org-1',
      getAccessToken: () => 'service-token',
    });
    const error = await client.uploads
      .uploadHistorical({ files: ['history.jsonl'], source: () => '{"customer":"data"}\n' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HistoricalUploadError);
    expect((error as HistoricalUploadError).uploaded).toEqual([]);
    expect((error as Error).message).toMatch(
      /Uploading history\.jsonl failed: The upload URL answered with a redirect, which is never followed/,
    );
    expect((error as Error & { cause: unknown }).cause).toBeInstanceOf(RewardsNetworkError);
    expect(internal.requests).toHaveLength(0);
    const put = service.requests.find((request) => request.method === 'PUT');
    expect(put?.url).toBe('/storage/put/up-1?sig=1');
    // The service's credentials went to the service only, never to storage.
    expect(put?.headers.authorization).toBeUndefined();
    expect(service.requests.find((request) => request.method === 'POST')?.headers.authorization).toBe(
      'Bearer service-token',
    );
  });

  it('a download whose presigned URL answers 307 to an internal address fails; that address gets 0 requests', async () => {
    const client = createIssuerClient({
      baseUrl: service.origin,
      organizationId: 'org-1',
      getAccessToken: () => 'service-token',
    });
    await expect(client.files.download(`${service.origin}/storage/files/f1?sig=1`)).rejects.toThrow(
      /download URL answered with a redirect, which is never followed/,
    );
    await expect(
      downloadFile({ baseUrl: service.origin }, `${service.origin}/storage/files/f1`),
    ).rejects.toThrow(RewardsNetworkError);
    expect(internal.requests).toHaveLength(0);
    expect(service.requests.every((request) => request.headers.authorization === undefined)).toBe(true);
  });
});

/** A body of `head`, `megabytes` MiB of spaces made on demand, then `tail`; `pulled()` counts the bytes read. */
function lazyBody(head: string, megabytes: number, tail: string) {
  let pulled = 0;
  let sent = 0;
  const block = new Uint8Array(1024 * 1024).fill(0x20);
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        let chunk: Uint8Array;
        if (sent === 0) chunk = encoder.encode(head);
        else if (sent <= megabytes) chunk = block;
        else if (sent === megabytes + 1) chunk = encoder.encode(tail);
        else {
          controller.close();
          return;
        }
        sent += 1;
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled };
}

describe('bodies the bank’s server reads from the service and storage are capped (pen test)', () => {
  it('a storage error answer is not read beyond 64 KiB (nor quoted)', async () => {
    const body = lazyBody('<Error>', 64, '</Error>');
    const fetch = (async (input: RequestInfo | URL) => {
      if (String(input).endsWith('/transactions/uploads')) {
        return Response.json(
          {
            data: [
              {
                type: 'historicalTransactionsFile',
                id: 'up-1',
                attributes: { url: 'https://storage.test/p', expiresIn: 900 },
              },
            ],
          },
          { status: 201 },
        );
      }
      return new Response(body.stream, { status: 500 });
    }) as typeof globalThis.fetch;
    await expect(
      uploadHistorical(
        { baseUrl: 'https://rewards.test', organizationId: 'org-1', fetch },
        { files: ['a.jsonl'], source: () => 'x\n' },
      ),
    ).rejects.toThrow(/storage URL answered 500/);
    expect(body.pulled()).toBeLessThan(2 * 1024 * 1024);
  });

  it('a service answer to the standalone upload and file calls is not read beyond 8 MiB', async () => {
    const body = lazyBody('{"data":[', 64, ']}');
    const fetch = (async () => new Response(body.stream, { status: 200 })) as typeof globalThis.fetch;
    const { listFiles } = await import('@offerkit/server');
    await expect(
      listFiles(
        { baseUrl: 'https://rewards.test', organizationId: 'org-1', fetch },
        'dailyReconciliationFile',
      ),
    ).rejects.toThrow(/larger than 8388608 bytes/);
    expect(body.pulled()).toBeLessThan(10 * 1024 * 1024);
  });
});
