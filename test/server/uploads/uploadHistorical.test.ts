import { createHistoricalTransactionsFile, HistoricalUploadError, uploadHistorical } from '@offerkit/server';
import { cardRecord, readText } from './records.ts';

interface Call {
  method: string;
  url: string;
  headers: Headers;
  body: string | undefined;
}

/**
 * A fake service: upload-URL requests answer sessions on storage.test with an expiry the test controls;
 * PUTs answer what `putStatus` says; Update User answers 200. Every call is recorded.
 */
function fakeService(
  options: { putStatus?: (url: string, attempt: number) => number; expiresIn?: number } = {},
) {
  const calls: Call[] = [];
  let sessions = 0;
  const puts = new Map<string, number>();
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = String(input);
    const method = init.method ?? 'GET';
    let body: string | undefined;
    if (init.body instanceof ReadableStream) body = await readText(init.body);
    else if (typeof init.body === 'string') body = init.body;
    else if (init.body !== undefined && init.body !== null) body = await new Response(init.body).text();
    calls.push({ method, url, headers: new Headers(init.headers), body });
    if (url.endsWith('/transactions/uploads')) {
      const names = (JSON.parse(body ?? '{}') as { data: { attributes: { filename: string } }[] }).data;
      return Response.json(
        {
          data: names.map((item) => {
            sessions += 1;
            return {
              type: 'historicalTransactionsFile',
              id: `up-${sessions}`,
              attributes: {
                url: `https://storage.test/put/up-${sessions}?X-Sig=a%2Bb&name=${encodeURIComponent(item.attributes.filename)}`,
                expiresIn: options.expiresIn ?? 900,
              },
            };
          }),
        },
        { status: 201 },
      );
    }
    if (url.startsWith('https://storage.test/')) {
      const attempt = (puts.get(url) ?? 0) + 1;
      puts.set(url, attempt);
      const status = options.putStatus?.(url, attempt) ?? 201;
      return new Response(
        status === 403
          ? '<Error><Code>SignatureDoesNotMatch</Code><SignatureProvided>s3cr3t-sig</SignatureProvided></Error>'
          : null,
        { status },
      );
    }
    if (method === 'PUT' && url.includes('/users/'))
      return Response.json({ data: JSON.parse(body ?? '{}').data });
    return new Response('not found', { status: 404 });
  };
  const connection = {
    baseUrl: 'https://rewards.test',
    organizationId: 'org-1',
    getHeaders: () => ({ authorization: 'Bearer secret-token' }),
    fetch: fetch as typeof globalThis.fetch,
  };
  return { calls, connection };
}

const files = (count: number) => Array.from({ length: count }, (_, index) => `history-${index + 1}.jsonl`);

describe('uploadHistorical', () => {
  it('asks for URLs 10 at a time (25 files → 10, 10, 5) and returns the ids in file order', async () => {
    const { calls, connection } = fakeService();
    const result = await uploadHistorical(connection, {
      files: files(25),
      source: (file) => `${file.filename}\n`,
    });
    const urlRequests = calls.filter((call) => call.url.endsWith('/transactions/uploads'));
    expect(urlRequests.map((call) => JSON.parse(call.body ?? '').data.length)).toEqual([10, 10, 5]);
    expect(urlRequests[0]?.url).toBe('https://rewards.test/v2/issuers/org-1/transactions/uploads');
    expect(JSON.parse(urlRequests[0]?.body ?? '').data[0]).toEqual({
      type: 'historicalTransactionsFile',
      attributes: { filename: 'history-1.jsonl' },
    });
    expect(result.ids).toEqual(Array.from({ length: 25 }, (_, index) => `up-${index + 1}`));
    expect(result.uploads[24]).toEqual({ filename: 'history-25.jsonl', id: 'up-25' });
    expect(result.markedUsers).toEqual([]);
    // Each batch's URLs are asked for just before its files go, not all up front.
    const order = calls.map((call) => (call.url.endsWith('/uploads') ? 'urls' : 'put'));
    expect(order.indexOf('urls', 1)).toBe(11);
  });

  it('PUTs to the URL exactly as returned, with the content type and no service credentials', async () => {
    const { calls, connection } = fakeService();
    await uploadHistorical(connection, {
      files: ['a.jsonl', 'b.jsonl.gz', { filename: 'c.data', gzip: true }],
      source: (file) => (file.gzip ? new Uint8Array([0x1f, 0x8b, 1]) : 'line\n'),
    });
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => call.url)).toEqual([
      'https://storage.test/put/up-1?X-Sig=a%2Bb&name=a.jsonl',
      'https://storage.test/put/up-2?X-Sig=a%2Bb&name=b.jsonl.gz',
      'https://storage.test/put/up-3?X-Sig=a%2Bb&name=c.data',
    ]);
    expect(puts.map((call) => call.headers.get('content-type'))).toEqual([
      'application/octet-stream',
      'application/gzip',
      'application/gzip',
    ]);
    for (const put of puts) expect(put.headers.get('authorization')).toBeNull();
    const urlRequest = calls.find((call) => call.url.endsWith('/uploads'));
    expect(urlRequest?.headers.get('authorization')).toBe('Bearer secret-token');
  });

  it('streams a generated file with its own content type', async () => {
    const { calls, connection } = fakeService();
    await uploadHistorical(connection, {
      files: ['history.jsonl'],
      source: () =>
        createHistoricalTransactionsFile([cardRecord(1), cardRecord(2)], { kind: 'historicalTransaction' }),
    });
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.headers.get('content-type')).toBe('application/octet-stream');
    expect(
      put?.body
        ?.trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line).id),
    ).toEqual(['rec-1', 'rec-2']);
  });

  it('retries on a fresh URL once when the PUT answers 403 (expired), asking the source again', async () => {
    const { calls, connection } = fakeService({ putStatus: (url) => (url.includes('/up-2?') ? 403 : 201) });
    const sources: string[] = [];
    const result = await uploadHistorical(connection, {
      files: ['a.jsonl', 'b.jsonl', 'c.jsonl'],
      source: (file) => {
        sources.push(file.filename);
        return 'x\n';
      },
    });
    expect(sources).toEqual(['a.jsonl', 'b.jsonl', 'b.jsonl', 'c.jsonl']);
    const urlRequests = calls.filter((call) => call.url.endsWith('/uploads'));
    expect(
      urlRequests.map((call) =>
        JSON.parse(call.body ?? '').data.map(
          (d: { attributes: { filename: string } }) => d.attributes.filename,
        ),
      ),
    ).toEqual([['a.jsonl', 'b.jsonl', 'c.jsonl'], ['b.jsonl']]);
    expect(result.ids).toEqual(['up-1', 'up-4', 'up-3']);
  });

  it('replaces a URL the clock says has expired before sending anything to it', async () => {
    let clock = 0;
    const { calls, connection } = fakeService();
    const result = await uploadHistorical(connection, {
      files: ['a.jsonl', 'b.jsonl'],
      now: () => clock,
      source: () => {
        clock += 900_000; // each file takes the whole validity of a URL
        return 'x\n';
      },
    });
    const puts = calls.filter((call) => call.method === 'PUT').map((call) => new URL(call.url).pathname);
    expect(puts).toEqual(['/put/up-1', '/put/up-3']);
    expect(result.ids).toEqual(['up-1', 'up-3']);
  });

  it('gives up after the one retry with an error naming the accepted files and the cause', async () => {
    const { connection } = fakeService({ putStatus: (url) => (url.includes('name=b.jsonl') ? 403 : 201) });
    const error = await uploadHistorical(connection, {
      files: ['a.jsonl', 'b.jsonl', 'c.jsonl'],
      source: () => 'x\n',
      markUsersSent: ['u-1'],
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HistoricalUploadError);
    const failure = error as HistoricalUploadError;
    expect(failure.filename).toBe('b.jsonl');
    expect(failure.uploaded).toEqual([{ filename: 'a.jsonl', id: 'up-1' }]);
    expect(failure.message).toMatch(/Uploading b\.jsonl failed: .*403.*1 file\(s\) were accepted before it/);
    expect(failure.message).not.toContain('secret-token');
    // A storage error page may echo the signature: it is never quoted.
    expect(failure.message).not.toContain('s3cr3t-sig');
    expect(failure.message).toMatch(/The storage URL answered 403/);
    expect(failure.markedUsers).toEqual([]);
  });

  it('marks users historicalTransactionsSent only when asked, after every file is accepted', async () => {
    const { calls, connection } = fakeService();
    const result = await uploadHistorical(connection, {
      files: ['a.jsonl'],
      source: () => 'x\n',
      markUsersSent: ['user 1', 'u-2'],
    });
    const updates = calls.filter((call) => call.url.includes('/users/'));
    expect(updates.map((call) => [call.method, call.url])).toEqual([
      ['PUT', 'https://rewards.test/v2/issuers/org-1/users/user%201'],
      ['PUT', 'https://rewards.test/v2/issuers/org-1/users/u-2'],
    ]);
    expect(JSON.parse(updates[0]?.body ?? '')).toEqual({
      data: { type: 'user', id: 'user 1', attributes: { historicalTransactionsSent: true } },
    });
    expect(calls.findIndex((call) => call.url.includes('/users/'))).toBeGreaterThan(
      calls.findIndex((call) => call.method === 'PUT' && call.url.startsWith('https://storage.test/')),
    );
    expect(result.markedUsers).toEqual(['user 1', 'u-2']);

    const plain = fakeService();
    await uploadHistorical(plain.connection, { files: ['a.jsonl'], source: () => 'x\n' });
    expect(plain.calls.some((call) => call.url.includes('/users/'))).toBe(false);
  });

  it('refuses an empty file list or a missing source with a message that says what to give', async () => {
    const { connection } = fakeService();
    await expect(uploadHistorical(connection, { files: [], source: () => '' })).rejects.toThrow(
      /files is empty/,
    );
    await expect(uploadHistorical(connection, { files: [''], source: () => '' })).rejects.toThrow(
      /non-empty filename/,
    );
    await expect(uploadHistorical(connection, { files: ['a'] } as never)).rejects.toThrow(
      /source must be a function/,
    );
  });
});

describe('uploadHistorical: ids that would leave their path segment (issue 26)', () => {
  it.each(['..', '.', '%2e%2e', 'a/b', 'a\\b'])(
    'refuses markUsersSent %j before any request (no file is sent), naming userId',
    async (id) => {
      const { calls, connection } = fakeService();
      const error = await uploadHistorical(connection, {
        files: ['a.jsonl'],
        source: () => 'x\n',
        markUsersSent: ['u1', id],
      }).catch((caught: unknown) => caught);
      expect((error as Error).message).toMatch(/userId must not be "\." or "\.\."/);
      expect(calls).toHaveLength(0);
    },
  );

  it.each(['..', '%2E%2e', 'a/b'])('refuses organizationId %j before any request', async (id) => {
    const { calls, connection } = fakeService();
    const error = await uploadHistorical(
      { ...connection, organizationId: id },
      { files: ['a.jsonl'], source: () => 'x\n' },
    ).catch((caught: unknown) => caught);
    expect(String(error)).toMatch(/organizationId must not be/);
    expect(calls).toHaveLength(0);
  });
});
