import { type SandboxServer, startSandboxServer } from '@offerkit/sandbox/server';
import {
  createIssuerClient,
  type IssuerClient,
  parseDailyReconciliationFile,
  parseMonthlyReconciliationFile,
} from '@offerkit/server';

/**
 * The bank's data on its way out, against the sandbox's hostile storage (`hostile: {storage: true}`): the
 * historical upload and the reconciliation downloads of `@offerkit/server` must never follow the service
 * to an internal address, and must read a gzip bomb or a huge CSV cell with a limit and flat memory.
 * These checks name the defect of the "data on its way out" issue they catch: 2 (presigned URLs used as
 * given, redirects followed) and 3 (downloads read without a limit).
 */
let server: SandboxServer;
let client: IssuerClient;

/** What the bomb inflates to here: beyond any sane download limit, small enough not to hurt the machine. */
const BOMB_BYTES = 256 * 1024 * 1024;
const HUGE_CELL_BYTES = 32 * 1024 * 1024;

beforeAll(async () => {
  server = await startSandboxServer({
    port: 0,
    hostile: { storage: true, gzipBombBytes: BOMB_BYTES, hugeCellBytes: HUGE_CELL_BYTES },
  });
  client = createIssuerClient({
    baseUrl: server.url,
    organizationId: server.sandbox.organizationId,
    tokenProvider: { getAccessToken: async () => server.sandbox.token, invalidate: () => {} },
  });
});

afterAll(async () => {
  await server?.close();
});

/** The internal canary's hits so far, as `METHOD path (n bytes)` lines. */
function internalHits(): string[] {
  return (server.internal?.hits ?? []).map((hit) => `${hit.method} ${hit.path} (${hit.bodyBytes} bytes)`);
}

/** Runs `work` while sampling RSS every 10 ms; resolves with its outcome and the peak growth in bytes. */
async function peakRssGrowth<T>(
  work: () => Promise<T>,
): Promise<{ outcome: PromiseSettledResult<T>; growth: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const [outcome] = await Promise.allSettled([work()]);
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { outcome, growth: peak - before };
}

describe('@offerkit/server against the hostile storage of the sandbox', () => {
  it('a historical upload whose presigned URL answers 307 to an internal address fails, and no customer data reaches it (defect 2)', async () => {
    const hitsBefore = internalHits().length;
    const run = client.uploads.uploadHistorical({
      files: ['history.jsonl'],
      source: () =>
        `${JSON.stringify({ transactionId: 'txn-1', userId: 'customer-1', cardLastFour: '4242' })}\n`,
    });
    await expect(run, 'the upload followed the redirect and reported success (defect 2)').rejects.toThrow();
    // It got as far as the presigned URL: the service handed it out.
    expect(
      server.sandbox.requests.some(
        (request) => request.path.endsWith('/transactions/uploads') && request.status === 201,
      ),
    ).toBe(true);
    expect(
      internalHits().slice(hitsBefore),
      'the customer transactions reached the internal address (defect 2)',
    ).toEqual([]);
  });

  it('a reconciliation download that redirects to an internal address is refused (defect 2)', async () => {
    const hitsBefore = internalHits().length;
    for (const fileType of ['dailyReconciliationFile', 'monthlyReconciliationFile'] as const) {
      const files = await client.files.list(fileType);
      const redirecting = files.find((file) => file.attributes.downloadUrl.includes('/download-redirect/'));
      if (redirecting === undefined) throw new Error(`the hostile sandbox listed no redirecting ${fileType}`);
      await expect(
        client.files.download(redirecting),
        `the ${fileType} download followed the redirect (defect 2)`,
      ).rejects.toThrow();
    }
    expect(internalHits().slice(hitsBefore), 'a download reached the internal address (defect 2)').toEqual(
      [],
    );
  });

  it('a daily file sent as a gzip bomb is refused at a byte limit, with flat memory (defect 3)', async () => {
    const files = await client.files.list('dailyReconciliationFile');
    const bomb = files.find((file) => file.attributes.downloadUrl.includes('/gzip-bomb/'));
    if (bomb === undefined) throw new Error('the hostile sandbox listed no gzip bomb');
    const { outcome, growth } = await peakRssGrowth(async () =>
      parseDailyReconciliationFile(await client.files.download(bomb)),
    );
    expect.soft(outcome.status, 'the gzip bomb was read whole (defect 3)').toBe('rejected');
    if (outcome.status === 'rejected') {
      expect(String(outcome.reason), 'the refusal does not name the byte limit (defect 3)').toMatch(
        /maxBytes|limit|bytes/i,
      );
    }
    expect.soft(growth, 'memory grew with the inflated bomb (defect 3)').toBeLessThan(150 * 1024 * 1024);
  }, 60_000);

  it('a monthly CSV with a 32 MiB cell is refused, with flat memory (defect 3)', async () => {
    const files = await client.files.list('monthlyReconciliationFile');
    const huge = files.find((file) => file.attributes.downloadUrl.includes('/huge-cell/'));
    if (huge === undefined) throw new Error('the hostile sandbox listed no huge CSV');
    const { outcome, growth } = await peakRssGrowth(async () =>
      parseMonthlyReconciliationFile(await client.files.download(huge)),
    );
    expect.soft(outcome.status, 'a 32 MiB CSV cell was read whole (defect 3)').toBe('rejected');
    expect.soft(growth, 'memory grew with the huge cell (defect 3)').toBeLessThan(100 * 1024 * 1024);
  }, 60_000);
});
