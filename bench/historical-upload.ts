/**
 * Writes N historical transaction records through `createHistoricalTransactionsFile` into a sink that
 * only counts bytes (as an upload body would be sent), in this process alone, and prints one JSON line:
 * records/s, bytes and the peak RSS of the process. Run by figure 7 (`bench/figures/historicalUpload.ts`)
 * in a fresh Node process per variant so that each peak RSS is its own; also runs by hand:
 *
 *   node --conditions=@offerkit/source --import tsx bench/historical-upload.ts 1000000 gzip
 */
import { readFileSync } from 'node:fs';
import type { HistoricalTransaction } from '@offerkit/data/backend';
import { createHistoricalTransactionsFile } from '@offerkit/server';

const count = Number(process.argv[2] ?? 1_000_000);
const gzip = process.argv[3] === 'gzip';
if (!(Number.isInteger(count) && count > 0)) {
  console.error(`historical-upload: the record count must be a positive integer, got ${process.argv[2]}.`);
  process.exit(2);
}

/** Records as an issuer's database cursor would yield them: one at a time, all distinct. */
function* records(total: number): Generator<HistoricalTransaction> {
  for (let n = 1; n <= total; n += 1) {
    yield {
      type: 'historicalTransaction',
      id: `rec-${n}`,
      attributes: {
        userId: `user-${n % 50_000}`,
        transactionId: `txn-${n}`,
        amount: 100 + (n % 25_000),
        currency: 'USD',
        status: n % 10 === 0 ? 'APPROVED' : 'SETTLED',
        direction: 'DEBIT',
        description: `Merchant ${n % 997}`,
        mcc: '5812',
        cardBIN: '411111',
        cardLastFour: String(1000 + (n % 9000)),
        authorizationDate: new Date(Date.UTC(2025, 0, 1) + n * 60_000).toISOString(),
        merchant: { id: `m-${n % 997}`, name: `Merchant ${n % 997}`, addrCity: 'Austin', addrState: 'TX' },
      },
    };
  }
}

/**
 * The peak resident set of this process image. Linux's VmHWM is reset by exec; `resourceUsage().maxRSS`
 * is not — a child spawned by the bench runner would report the runner's own RSS, copied at fork.
 * Elsewhere, the largest RSS sampled while writing.
 */
let sampledPeak = 0;
const sampleRss = (): void => {
  sampledPeak = Math.max(sampledPeak, process.memoryUsage.rss());
};
function peakRssMb(): number {
  try {
    const match = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'));
    if (match !== null) return Number(match[1]) / 1024;
  } catch {
    // Not Linux: the sampled peak below.
  }
  sampleRss();
  return sampledPeak / 1024 / 1024;
}

const started = performance.now();
const file = createHistoricalTransactionsFile(records(count), { kind: 'historicalTransaction', gzip });
let bytes = 0;
let chunks = 0;
await file.body.pipeTo(
  new WritableStream<Uint8Array>({
    write(chunk) {
      bytes += chunk.byteLength;
      chunks += 1;
      if (chunks % 16 === 0) sampleRss();
    },
  }),
);
const result = await file.result;
const seconds = (performance.now() - started) / 1000;
console.log(
  JSON.stringify({
    records: result.written,
    invalid: result.invalid,
    gzip,
    seconds,
    recordsPerSecond: result.written / seconds,
    bytes,
    peakRssMb: peakRssMb(),
  }),
);
