import { createSandbox, type Sandbox } from '@offerkit/sandbox';
import {
  createHistoricalTransactionsFile,
  type IssuerClient,
  parseProcessingResults,
  uploadHistorical,
} from '@offerkit/server';
import { sandboxIssuerClient } from '../sandboxIssuerClient.ts';
import { cardRecord, coreRecord } from './records.ts';

const BASE = 'http://sandbox.test/api/rewards';

/** The sandbox behind the issuer client's fetch: no port, the same requests as over HTTP. */
function setup(clock: () => Date) {
  const sandbox = createSandbox({ basePath: '/api/rewards', clock, maxUploadBytes: 1024 * 1024 });
  return { sandbox, ...sandboxIssuerClient(sandbox, { baseUrl: BASE }) };
}

async function resultsOf(client: IssuerClient, sandbox: Sandbox) {
  const listing = await client.files.list('fileProcessingResult');
  expect(listing.length).toBeGreaterThan(0);
  return Promise.all(
    listing.map(async (file) => parseProcessingResults(await (await client.files.download(file)).text())),
  ).then((all) => {
    expect(sandbox.requests.some((request) => request.path.includes('/storage/results/'))).toBe(true);
    return all;
  });
}

describe('historical uploads end to end: issuer client → sandbox', () => {
  let now: number;
  const clock = () => new Date(now);
  beforeEach(() => {
    now = Date.parse('2026-03-02T15:00:00.000Z');
  });

  it('uploads 25 generated files (10/10/5), plain and gzip, and the results file names each bad line', async () => {
    const { sandbox, client } = setup(clock);
    const filenames = Array.from({ length: 25 }, (_, index) =>
      index % 2 === 0 ? `history-${index + 1}.jsonl.gz` : `history-${index + 1}.jsonl`,
    );
    const result = await client.uploads.uploadHistorical({
      files: filenames,
      source: (file) => {
        const n = Number(/history-(\d+)/.exec(file.filename)?.[1]);
        // File 3 is written by hand with a line the contract rejects: the service's per-line report.
        if (n === 3)
          return new Blob([`${JSON.stringify(cardRecord(1))}\n{"type":"historicalTransaction"}\n`]);
        return createHistoricalTransactionsFile([cardRecord(n * 10), cardRecord(n * 10 + 1)], {
          kind: 'historicalTransaction',
          gzip: file.gzip,
        });
      },
    });
    expect(result.ids).toHaveLength(25);
    const urlRequests = sandbox.requests.filter((request) => request.path.endsWith('/transactions/uploads'));
    expect(urlRequests).toHaveLength(3);
    const puts = sandbox.requests.filter((request) => request.method === 'PUT');
    expect(puts.map((request) => request.status)).toEqual(Array(25).fill(201));

    const all = await resultsOf(client, sandbox);
    expect(all).toHaveLength(25);
    const third = all.find((file) => file.fileName === 'history-3.jsonl.gz');
    expect(third?.succeeded).toBe(false);
    expect(third?.fileId).toBe(result.ids[2]);
    expect(third?.errors).toHaveLength(1);
    expect(third?.errors[0]).toMatchObject({ status: '400', title: 'Invalid Request', line: 2 });
    expect(third?.errors[0]?.lineBody).toBe('{"type":"historicalTransaction"}');
    expect(all.filter((file) => file.succeeded)).toHaveLength(24);
  });

  it('replaces an expired URL with a fresh one and marks the users only when asked', async () => {
    const { sandbox, client } = setup(clock);
    await client.users.create([{ id: 'hist-user', attributes: { enrolledRewards: ['CARDLINKED'] } }]);
    let calls = 0;
    const result = await client.uploads.uploadHistorical({
      files: ['a.jsonl', 'b.jsonl'],
      markUsersSent: ['hist-user'],
      // The issuer's clock runs behind the sandbox's: only the 403 tells it the URL has expired.
      now: () => Date.parse('2026-03-02T15:00:00.000Z'),
      source: () => {
        calls += 1;
        // By the time the second file is ready, the sandbox is past its URL's 900 s.
        if (calls === 2) now += 901_000;
        return createHistoricalTransactionsFile([coreRecord(calls)], { kind: 'coreHistoricalTransaction' });
      },
    });
    const puts = sandbox.requests.filter(
      (request) => request.method === 'PUT' && request.path.includes('/storage/'),
    );
    expect(puts.map((request) => request.status)).toEqual([201, 403, 201]);
    expect(result.ids).toEqual(['htf_000001', 'htf_000003']);
    expect(result.markedUsers).toEqual(['hist-user']);
    expect((await client.users.get('hist-user')).attributes.historicalTransactionsSent).toBe(true);
  });

  it('does not touch historicalTransactionsSent unless markUsersSent names the user', async () => {
    const { client } = setup(clock);
    await client.users.create([{ id: 'quiet', attributes: { enrolledRewards: ['CARDLINKED'] } }]);
    await client.uploads.uploadHistorical({
      files: ['a.jsonl'],
      source: () => `${JSON.stringify(cardRecord(1))}\n`,
    });
    expect((await client.users.get('quiet')).attributes.historicalTransactionsSent).toBe(false);
  });

  it('works standalone with an IssuerConnection (same flow, no client)', async () => {
    const { sandbox, fetch } = setup(clock);
    const result = await uploadHistorical(
      {
        baseUrl: BASE,
        organizationId: sandbox.organizationId,
        getHeaders: () => ({ authorization: `Bearer ${sandbox.token}` }),
        fetch,
      },
      { files: ['a.jsonl'], source: () => `${JSON.stringify(cardRecord(1))}\n` },
    );
    expect(result.ids).toEqual(['htf_000001']);
  });

  it('surfaces a 413 from storage as a HistoricalUploadError with the service detail', async () => {
    const { client } = setup(clock);
    const big = `${JSON.stringify(cardRecord(1))}\n`.repeat(5000);
    await expect(
      client.uploads.uploadHistorical({ files: ['big.jsonl'], source: () => big }),
    ).rejects.toThrow(/Uploading big\.jsonl failed: .*413.*split it into several files/);
  });
});

describe('historical upload and files over HTTP: the sandbox on 127.0.0.1 (issue 26, item 2)', () => {
  it('the sandbox’s own-origin presigned URLs on 127.0.0.1 are used; the files download and parse', async () => {
    const { startSandboxServer } = await import('@offerkit/sandbox/server');
    const { parseDailyReconciliationFile } = await import('@offerkit/server');
    const { sandboxServerIssuerClient } = await import('../sandboxIssuerClient.ts');
    let now = Date.parse('2026-03-02T15:00:00.000Z');
    const server = await startSandboxServer({ port: 0, clock: () => new Date(now) });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+/);
      const client = sandboxServerIssuerClient(server);
      const result = await client.uploads.uploadHistorical({
        files: ['history.jsonl.gz'],
        source: (file) =>
          createHistoricalTransactionsFile([cardRecord(1), cardRecord(2)], {
            kind: 'historicalTransaction',
            gzip: file.gzip,
          }),
      });
      expect(result.ids).toHaveLength(1);
      const puts = server.sandbox.requests.filter((request) => request.method === 'PUT');
      expect(puts.map((request) => request.status)).toEqual([201]);
      const [results] = await client.files.list('fileProcessingResult');
      expect(results).toBeDefined();
      const processed = parseProcessingResults(await (await client.files.download(results as never)).text());
      expect(processed.succeeded).toBe(true);
      now = Date.parse('2026-03-03T00:00:00.000Z');
      const [daily] = await client.files.list('dailyReconciliationFile');
      const { problems } = await parseDailyReconciliationFile(await client.files.download(daily as never));
      expect(problems).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
