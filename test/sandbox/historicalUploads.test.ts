import type { ErrorDocument } from '@offerkit/data';
import { TRANSPORTS, useHarness } from './harness.ts';

interface Sessions {
  data: { type: string; id: string; attributes: { url: string; expiresIn: number } }[];
}
interface Results {
  data: { type: string; id: string; attributes: { fileType: string; fileName: string; fileId: string } };
  errors: { status: string; title: string; detail: string; id?: string }[];
}

const record = (n: number, attributes: Record<string, unknown> = {}) => ({
  type: 'historicalTransaction',
  id: `rec-${n}`,
  attributes: {
    userId: 'user-a',
    transactionId: `txn-${n}`,
    amount: 1200,
    currency: 'USD',
    status: 'SETTLED',
    direction: 'DEBIT',
    description: 'Coffee',
    cardBIN: '411111',
    cardLastFour: '1234',
    authorizationDate: '2026-01-15T10:00:00Z',
    merchant: { name: 'Coffee' },
    ...attributes,
  },
});

const jsonl = (...lines: unknown[]) =>
  lines.map((line) => (typeof line === 'string' ? line : JSON.stringify(line))).join('\n');

async function gzip(text: string): Promise<Blob> {
  const stream = new Blob([text])
    .stream()
    .pipeThrough(new CompressionStream('gzip') as unknown as TransformStream<Uint8Array, Uint8Array>);
  return new Blob([await new Response(stream).arrayBuffer()]);
}

describe.each(TRANSPORTS)('historical uploads over %s', (kind) => {
  let now = Date.parse('2026-03-02T15:00:00.000Z');
  // Registered before the harness's reset, which reads the clock (the lapsed customer's history).
  beforeEach(() => {
    now = Date.parse('2026-03-02T15:00:00.000Z');
  });
  const harness = useHarness(kind, { clock: () => new Date(now), maxUploadBytes: 4096 });

  const requestUrls = (...filenames: string[]) =>
    harness.request<Sessions>('POST', harness.orgPath('/transactions/uploads'), {
      body: {
        data: filenames.map((filename) => ({ type: 'historicalTransactionsFile', attributes: { filename } })),
      },
    });
  const put = (url: string, body: BodyInit, contentType = 'application/octet-stream') =>
    fetch(url, { method: 'PUT', body, headers: { 'content-type': contentType } });
  const results = async (): Promise<Results[]> => {
    const listing = await harness.request<{ data: { attributes: { downloadUrl: string } }[] }>(
      'GET',
      `${harness.orgPath('/files')}?fileType=fileProcessingResult`,
    );
    expect(listing.status).toBe(200);
    return Promise.all(
      listing.body.data.map(
        async (file) => (await fetch(file.attributes.downloadUrl)).json() as Promise<Results>,
      ),
    );
  };

  it('answers 201 with one presigned URL per file (1 to 10), valid 900 s; 0 or 11 files → 400', async () => {
    const response = await requestUrls('a.jsonl', 'b.jsonl.gz');
    expect(response.status).toBe(201);
    expect(response.body.data).toHaveLength(2);
    for (const session of response.body.data) {
      expect(session.type).toBe('historicalTransactionsFile');
      expect(session.attributes.expiresIn).toBe(900);
      expect(session.attributes.url).toMatch(
        new RegExp(`^${harness.baseUrl}/storage/uploads/${session.id}\\?expires=\\d+&signature=`),
      );
    }
    expect((await requestUrls(...Array.from({ length: 10 }, (_, i) => `f${i}.jsonl`))).status).toBe(201);
    for (const count of [0, 11]) {
      const refused = await requestUrls(...Array.from({ length: count }, (_, i) => `f${i}.jsonl`));
      expect(refused.status).toBe(400);
      expect((refused.body as unknown as ErrorDocument).errors[0]?.detail).toMatch(
        /ask for 1 to 10 upload URLs/,
      );
    }
    const badName = await requestUrls('no-extension');
    expect(badName.status).toBe(400);
    expect((badName.body as unknown as ErrorDocument).errors[0]?.source).toEqual({
      pointer: '/data/0/attributes/filename',
    });
  });

  it('needs the bearer token to hand out URLs, but not for the presigned PUT', async () => {
    const anonymous = await harness.request('POST', harness.orgPath('/transactions/uploads'), {
      token: null,
      body: { data: [{ type: 'historicalTransactionsFile', attributes: { filename: 'a.jsonl' } }] },
    });
    expect(anonymous.status).toBe(401);
    const url = (await requestUrls('a.jsonl')).body.data[0]?.attributes.url as string;
    expect((await put(url, jsonl(record(1)))).status).toBe(201);
  });

  it('processes valid lines and reports each bad line (400, line body, transaction id) in the results file', async () => {
    const session = (await requestUrls('history.jsonl')).body.data[0];
    const body = jsonl(
      record(1),
      record(2, { amount: '12.00' }),
      '{not json',
      '',
      record(4),
      record(5, { cardBIN: '41' }),
    );
    expect((await put(session?.attributes.url as string, body)).status).toBe(201);
    const [file] = await results();
    expect(file?.data).toEqual({
      type: 'fileProcessingResult',
      id: `fpr_${session?.id}`,
      attributes: { fileType: 'historicalTransactionsFile', fileName: 'history.jsonl', fileId: session?.id },
    });
    expect(file?.errors).toHaveLength(3);
    expect(file?.errors[0]).toMatchObject({ status: '400', title: 'Invalid Request', id: 'txn-2' });
    expect(file?.errors[0]?.detail).toMatch(
      /^Line 2: attributes\.amount is "12\.00"; it must be an integer number of cents\. Line body: \{"type"/,
    );
    expect(file?.errors[1]?.detail).toBe(
      'Line 3: the line is not valid JSON; each line must be one JSON object. Line body: {not json',
    );
    expect(file?.errors[1]?.id).toBeUndefined();
    expect(file?.errors[2]).toMatchObject({
      id: 'txn-5',
      detail: expect.stringMatching(/^Line 6: attributes\.cardBIN/),
    });
  });

  it('accepts gzip (detected from the bytes) and reports an empty errors list on full success', async () => {
    const url = (await requestUrls('history.jsonl.gz')).body.data[0]?.attributes.url as string;
    const bytes = await gzip(jsonl(record(1), record(2)));
    expect((await put(url, bytes, 'application/gzip')).status).toBe(201);
    const [file] = await results();
    expect(file?.errors).toEqual([]);
  });

  it('answers 403 once the URL expired by the sandbox clock, or when it was altered', async () => {
    const [first, second] = (await requestUrls('a.jsonl', 'b.jsonl')).body.data;
    if (first === undefined || second === undefined) throw new Error('expected two upload URLs');
    // Always a different first character (a signature may itself start with 'A').
    const tampered = first.attributes.url.replace(
      /signature=(.)/,
      (_match, char: string) => `signature=${char === 'A' ? 'B' : 'A'}`,
    );
    expect(tampered).not.toBe(first.attributes.url);
    const altered = await put(tampered, jsonl(record(1)));
    expect(altered.status).toBe(403);
    expect(((await altered.json()) as ErrorDocument).errors[0]?.detail).toMatch(
      /does not match: use the URL exactly/,
    );
    const otherId = first.attributes.url.replace(first.id, second.id);
    expect((await put(otherId, jsonl(record(1)))).status).toBe(403);
    now += 900_000;
    const expired = await put(second.attributes.url, jsonl(record(1)));
    expect(expired.status).toBe(403);
    expect(((await expired.json()) as ErrorDocument).errors[0]?.detail).toMatch(
      /expired at .* request a new one/,
    );
  });

  it('answers 413 past the configured size, 415 for another content type, 409 for a second PUT', async () => {
    const [big, typed, twice] = (await requestUrls('big.jsonl', 'typed.jsonl', 'twice.jsonl')).body.data;
    const large = jsonl(...Array.from({ length: 40 }, (_, i) => record(i)));
    expect(large.length).toBeGreaterThan(4096);
    const tooLarge = await put(big?.attributes.url as string, large);
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as ErrorDocument).errors[0]?.detail).toMatch(
      /at most 4096 bytes|4096 bytes as sent/,
    );
    const streamed = await fetch(
      big?.attributes.url as string,
      {
        method: 'PUT',
        headers: { 'content-type': 'application/octet-stream' },
        body: new Blob([large]).stream(),
        duplex: 'half',
      } as RequestInit,
    );
    expect(streamed.status).toBe(413);
    const wrongType = await put(typed?.attributes.url as string, jsonl(record(1)), 'application/json');
    expect(wrongType.status).toBe(415);
    expect(((await wrongType.json()) as ErrorDocument).errors[0]?.detail).toMatch(
      /application\/octet-stream.*application\/gzip/,
    );
    expect((await put(twice?.attributes.url as string, jsonl(record(1)))).status).toBe(201);
    expect((await put(twice?.attributes.url as string, jsonl(record(1)))).status).toBe(409);
  });

  it('serves the results file only by its presigned URL', async () => {
    const url = (await requestUrls('a.jsonl')).body.data[0]?.attributes.url as string;
    await put(url, jsonl(record(1)));
    const listing = await harness.request<{
      data: { attributes: { downloadUrl: string; fileName: string } }[];
    }>('GET', `${harness.orgPath('/files')}?fileType=fileProcessingResult`);
    const downloadUrl = listing.body.data[0]?.attributes.downloadUrl as string;
    expect(listing.body.data[0]?.attributes.fileName).toBe('a.jsonl');
    expect((await fetch(downloadUrl.split('?')[0] as string)).status).toBe(403);
    now += 900_000;
    expect((await fetch(downloadUrl)).status).toBe(403);
  });
});
