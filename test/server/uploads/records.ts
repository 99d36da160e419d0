import type { CoreHistoricalTransaction, HistoricalTransaction } from '@offerkit/data/backend';

/** A valid card-issuer record number `n`. */
export function cardRecord(n: number, attributes: Record<string, unknown> = {}): HistoricalTransaction {
  return {
    type: 'historicalTransaction',
    id: `rec-${n}`,
    attributes: {
      userId: `user-${n % 7}`,
      transactionId: `txn-${n}`,
      amount: 1000 + (n % 500),
      currency: 'USD',
      status: 'SETTLED',
      direction: 'DEBIT',
      description: `Coffee shop ${n % 13}`,
      cardBIN: '411111',
      cardLastFour: '1234',
      authorizationDate: '2026-01-15T10:00:00Z',
      merchant: { id: `m-${n % 11}`, name: 'Coffee shop', addrCity: 'Austin' },
      ...attributes,
    } as HistoricalTransaction['attributes'],
  };
}

/** A valid core-banking record number `n`. */
export function coreRecord(n: number, attributes: Record<string, unknown> = {}): CoreHistoricalTransaction {
  return {
    type: 'coreHistoricalTransaction',
    id: `core-${n}`,
    attributes: {
      userId: `user-${n % 5}`,
      transactionId: `core-txn-${n}`,
      amount: 2500,
      currency: 'USD',
      description: 'Grocery',
      direction: 'DEBIT',
      status: 'SETTLED',
      settledDate: '2026-01-16T10:00:00Z',
      authorizationDate: '2026-01-15T10:00:00Z',
      cardLastFours: ['1234'],
      ...attributes,
    } as CoreHistoricalTransaction['attributes'],
  };
}

/** Reads a byte stream to text, gunzipping it first when asked (DecompressionStream). */
export async function readText(body: ReadableStream<Uint8Array>, gunzip = false): Promise<string> {
  const stream = gunzip
    ? body.pipeThrough(new DecompressionStream('gzip') as unknown as TransformStream<Uint8Array, Uint8Array>)
    : body;
  return new Response(stream).text();
}
