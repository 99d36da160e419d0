/**
 * Writes N historical transaction records through `createHistoricalTransactionsFile` into a sink that
 * only counts bytes (as an upload body would be sent), in this process alone, and prints one JSON line:
 * records/s, bytes and the peak RSS of the process. Run by figure 7 (`bench/figures/historicalUpload.ts`)
 * in a fresh Node process per variant so that each peak RSS is its own; also runs by hand:
 *
 *   node --conditions=@offerkit/source --import tsx bench/historical-upload.ts 1000000 gzip
 */
import type { HistoricalTransaction } from '@offerkit/data';
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

const started = performance.now();
const file = createHistoricalTransactionsFile(records(count), { kind: 'historicalTransaction', gzip });
let bytes = 0;
await file.body.pipeTo(
  new WritableStream<Uint8Array>({
    write(chunk) {
      bytes += chunk.byteLength;
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
    // resourceUsage().maxRSS is in kilobytes: the process's peak resident set.
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  }),
);
