import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGzip } from 'node:zlib';
import {
  createIssuerClient,
  downloadFile,
  parseDailyReconciliationFile,
  parseMonthlyReconciliationFile,
} from '@offerkit/server';

const MiB = 1024 * 1024;

/** `head`, then `fillMiB` MiB of `fill`, then `tail`, gzipped as a stream (the plain text never exists whole). */
async function gzipBomb(head: string, fill: string, fillMiB: number, tail: string): Promise<Buffer> {
  const gzip = createGzip({ level: 9 });
  const chunks: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => gzip.on('end', resolve));
  const block = Buffer.from(fill.repeat(MiB / fill.length));
  gzip.write(head);
  for (let index = 0; index < fillMiB; index += 1) {
    if (!gzip.write(block)) await new Promise((resolve) => gzip.once('drain', resolve));
  }
  gzip.end(tail);
  await done;
  return Buffer.concat(chunks);
}

/** Serves `body` with `content-encoding: gzip` on 127.0.0.1; counts requests. */
async function serveGzip(body: Buffer) {
  let requests = 0;
  const server: Server = createServer((_request, response) => {
    requests += 1;
    response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Runs `work`, sampling RSS and external memory; returns the peak growth over the start, in MiB. */
async function peakGrowth(
  work: () => Promise<unknown>,
): Promise<{ rss: number; arrayBuffers: number; outcome: unknown }> {
  const start = process.memoryUsage();
  let peakRss = start.rss;
  let peakBuffers = start.arrayBuffers;
  const sample = () => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakBuffers = Math.max(peakBuffers, now.arrayBuffers);
  };
  const timer = setInterval(sample, 2);
  let outcome: unknown;
  try {
    outcome = await work();
  } catch (error) {
    outcome = error;
  } finally {
    clearInterval(timer);
    sample();
  }
  return {
    rss: (peakRss - start.rss) / MiB,
    arrayBuffers: (peakBuffers - start.arrayBuffers) / MiB,
    outcome,
  };
}

describe('downloaded files are read through a byte counter (issue 26, item 3)', () => {
  // About 300 KB on the wire that inflate to 300 MiB of valid JSON.
  let dailyBomb: Buffer;
  let csvBomb: Buffer;
  beforeAll(async () => {
    dailyBomb = await gzipBomb('{"data":[', ' ', 300, ']}');
    // One cell of 200 MiB.
    csvBomb = await gzipBomb('transactionId,paymentStatus,merchantName\nt-1,PENDING,"', 'A', 200, '"\n');
  });

  it('a 300 KB gzip body inflating to 300 MiB stops the daily parser at maxBytes, memory bounded', async () => {
    expect(dailyBomb.byteLength).toBeLessThan(400_000);
    const server = await serveGzip(dailyBomb);
    try {
      const client = createIssuerClient({
        baseUrl: server.origin,
        organizationId: 'org-1',
        getAccessToken: () => 't',
      });
      const small = await peakGrowth(async () =>
        parseDailyReconciliationFile(await client.files.download(`${server.origin}/daily`), {
          maxBytes: 4 * MiB,
        }),
      );
      expect(small.outcome).toBeInstanceOf(RangeError);
      expect((small.outcome as Error).message).toMatch(
        /larger than maxBytes \(4194304 bytes\).*parseDailyReconciliationFile/,
      );
      expect(small.rss).toBeLessThan(100);
      expect(small.arrayBuffers).toBeLessThan(32);

      // The default limit (64 MiB) holds too: the growth stays far below the 1.35 GB the unbounded read took.
      const byDefault = await peakGrowth(async () =>
        parseDailyReconciliationFile(
          await downloadFile({ baseUrl: server.origin }, `${server.origin}/daily`),
          {
            maxBytes: 1024 * MiB,
          },
        ).then(
          () => 'parsed',
          (error: unknown) => error,
        ),
      );
      // downloadFile's own default maxBytes (64 MiB) stops the body before the parser's larger limit.
      expect(byDefault.outcome).toBeInstanceOf(RangeError);
      expect((byDefault.outcome as Error).message).toMatch(
        /downloaded file is larger than maxBytes \(67108864 bytes\).*downloadFile/,
      );
      expect(byDefault.rss).toBeLessThan(300);
    } finally {
      await server.close();
    }
  });

  it('one 200 MiB CSV cell stops the monthly parser at maxRecordSize, and at maxBytes, memory bounded', async () => {
    const server = await serveGzip(csvBomb);
    try {
      const byRow = await peakGrowth(async () =>
        parseMonthlyReconciliationFile(
          await downloadFile({ baseUrl: server.origin }, `${server.origin}/monthly`),
        ),
      );
      expect(byRow.outcome).toBeInstanceOf(RangeError);
      expect((byRow.outcome as Error).message).toMatch(
        /Line 2 .* longer than maxRecordSize \(1048576 characters\).*parseMonthlyReconciliationFile/,
      );
      expect(byRow.rss).toBeLessThan(100);

      const byBytes = await peakGrowth(async () =>
        parseMonthlyReconciliationFile(
          await downloadFile({ baseUrl: server.origin }, `${server.origin}/monthly`),
          {
            maxBytes: 2 * MiB,
            maxRecordSize: 512 * MiB,
          },
        ),
      );
      expect(byBytes.outcome).toBeInstanceOf(RangeError);
      expect((byBytes.outcome as Error).message).toMatch(
        /monthly reconciliation file is larger than maxBytes \(2097152 bytes\)/,
      );
      expect(byBytes.rss).toBeLessThan(100);
    } finally {
      await server.close();
    }
  });

  it('downloadFile stops a body at its maxBytes however it is read', async () => {
    const server = await serveGzip(dailyBomb);
    try {
      const response = await downloadFile({ baseUrl: server.origin }, `${server.origin}/daily`, {
        maxBytes: MiB,
      });
      await expect(response.text()).rejects.toThrow(
        /downloaded file is larger than maxBytes \(1048576 bytes\)/,
      );
    } finally {
      await server.close();
    }
  });

  it('a file within the limits parses as before, and bad limits are refused', async () => {
    const text = JSON.stringify({ data: [{ transactionId: 't-1', paymentStatus: 'PENDING' }] });
    expect((await parseDailyReconciliationFile(text, { maxBytes: text.length })).records).toHaveLength(1);
    await expect(parseDailyReconciliationFile(text, { maxBytes: text.length - 1 })).rejects.toThrow(
      RangeError,
    );
    await expect(parseDailyReconciliationFile(text, { maxBytes: 0 })).rejects.toThrow(
      /maxBytes must be a positive integer/,
    );
    await expect(parseMonthlyReconciliationFile('a,b\n', { maxRecordSize: -1 })).rejects.toThrow(
      /maxRecordSize/,
    );
  });
});
