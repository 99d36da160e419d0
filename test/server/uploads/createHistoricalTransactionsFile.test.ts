import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { checkHistoricalRecord } from '@offerkit/data/backend';
import {
  createHistoricalTransactionsFile,
  HistoricalTransactionsEncoder,
  type InvalidHistoricalRecord,
} from '@offerkit/server';
import { cardRecord, coreRecord, readText } from './records.ts';

// A full garbage collection on demand (`--expose-gc` set at run time; the function comes from a fresh context).
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** The heap in use after a full collection. */
function liveHeap(): number {
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

describe('createHistoricalTransactionsFile', () => {
  it('writes one JSON line per valid record, in order, as application/octet-stream', async () => {
    const records = [cardRecord(1), cardRecord(2), cardRecord(3)];
    const file = createHistoricalTransactionsFile(records, { kind: 'historicalTransaction' });
    expect(file.contentType).toBe('application/octet-stream');
    const text = await readText(file.body);
    expect(text.endsWith('\n')).toBe(true);
    const lines = text.trimEnd().split('\n');
    expect(lines.map((line) => JSON.parse(line))).toEqual(records);
    expect(await file.result).toEqual({ written: 3, invalid: 0, invalidRecords: [] });
  });

  it('leaves bad records out and reports each once with its line number, field and a fix', async () => {
    const seen: InvalidHistoricalRecord[] = [];
    const records: unknown[] = [
      cardRecord(1),
      cardRecord(2, { amount: 12.5 }),
      cardRecord(3),
      { ...cardRecord(4), attributes: { ...cardRecord(4).attributes, cardBIN: undefined } },
      'not an object',
      cardRecord(6, { direction: 'SIDEWAYS', authorizationDate: 'yesterday' }),
      coreRecord(7),
      cardRecord(8),
    ];
    const file = createHistoricalTransactionsFile(records, {
      kind: 'historicalTransaction',
      onInvalidRecord: (error) => seen.push(error),
    });
    const lines = (await readText(file.body)).trimEnd().split('\n');
    expect(lines.map((line) => JSON.parse(line).id)).toEqual(['rec-1', 'rec-3', 'rec-8']);
    const result = await file.result;
    expect(result.written).toBe(3);
    expect(result.invalid).toBe(5);
    expect(result.invalidRecords).toEqual(seen);
    expect(seen.map((error) => error.line)).toEqual([2, 4, 5, 6, 7]);
    expect(seen[0]).toMatchObject({
      line: 2,
      recordId: 'rec-2',
      transactionId: 'txn-2',
      issues: [{ path: 'attributes.amount' }],
    });
    expect(seen[0]?.message).toMatch(
      /Record 2 \(id "rec-2"\).*attributes\.amount is 12\.5; it must be an integer number of cents/,
    );
    expect(seen[0]?.message).toMatch(/Fix it at the source/);
    expect(seen[1]?.issues).toEqual([
      {
        path: 'attributes.cardBIN',
        message: expect.stringMatching(/cardBIN is missing; it must be the first 6 digits/),
      },
    ]);
    expect(seen[2]?.issues[0]?.message).toMatch(/must be a JSON object/);
    expect(seen[3]?.issues.map((issue) => issue.path).sort()).toEqual([
      'attributes.authorizationDate',
      'attributes.direction',
    ]);
    expect(seen[4]?.issues[0]?.message).toMatch(
      /"coreHistoricalTransaction".*must be "historicalTransaction"/,
    );
  });

  it('checks core-banking records by their own rules (status SETTLED, settledDate, cardLastFours)', async () => {
    const file = createHistoricalTransactionsFile(
      [coreRecord(1), coreRecord(2, { status: 'APPROVED' }), coreRecord(3, { cardLastFours: ['12'] })],
      { kind: 'coreHistoricalTransaction' },
    );
    const lines = (await readText(file.body)).trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    const { invalidRecords } = await file.result;
    expect(invalidRecords.map((error) => [error.line, error.issues[0]?.path])).toEqual([
      [2, 'attributes.status'],
      [3, 'attributes.cardLastFours.0'],
    ]);
  });

  it('keeps unknown fields of a valid record as they are', async () => {
    const record = { ...cardRecord(1), meta: { source: 'core-ledger' } };
    record.attributes = { ...record.attributes, issuerField: 'x' } as typeof record.attributes;
    const file = createHistoricalTransactionsFile([record], { kind: 'historicalTransaction' });
    expect(JSON.parse(await readText(file.body))).toEqual(record);
  });

  it('gzips when asked: application/gzip, and DecompressionStream gives back the same lines', async () => {
    const records = Array.from({ length: 2000 }, (_, index) => cardRecord(index + 1));
    const plain = await readText(
      createHistoricalTransactionsFile(records, { kind: 'historicalTransaction' }).body,
    );
    const gzipped = createHistoricalTransactionsFile(records, { kind: 'historicalTransaction', gzip: true });
    expect(gzipped.contentType).toBe('application/gzip');
    const bytes = new Uint8Array(await new Response(gzipped.body).arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
    expect(bytes.byteLength).toBeLessThan(plain.length / 5);
    expect(await readText(new Blob([bytes]).stream(), true)).toBe(plain);
    expect((await gzipped.result).written).toBe(2000);
  });

  it('accepts an async generator and a ReadableStream of records', async () => {
    async function* generate() {
      for (let n = 1; n <= 3; n += 1) yield cardRecord(n);
    }
    const fromGenerator = createHistoricalTransactionsFile(generate(), { kind: 'historicalTransaction' });
    expect((await readText(fromGenerator.body)).trimEnd().split('\n')).toHaveLength(3);
    const fromStream = createHistoricalTransactionsFile(
      new ReadableStream({
        start(controller) {
          controller.enqueue(cardRecord(1));
          controller.enqueue(cardRecord(2));
          controller.close();
        },
      }),
      { kind: 'historicalTransaction' },
    );
    expect((await readText(fromStream.body)).trimEnd().split('\n')).toHaveLength(2);
  });

  it('pulls records only as fast as the body is read (backpressure), over a large count', async () => {
    const total = 200_000;
    let pulled = 0;
    function* generate() {
      for (let n = 1; n <= total; n += 1) {
        pulled += 1;
        yield cardRecord(n);
      }
    }
    const file = createHistoricalTransactionsFile(generate(), { kind: 'historicalTransaction', gzip: true });
    const reader = file.body.getReader();
    await reader.read();
    // Let every stage fill whatever buffer it has: the source must still be far from the end.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const aheadAfterOneChunk = pulled;
    expect(aheadAfterOneChunk).toBeLessThan(5_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pulled).toBe(aheadAfterOneChunk);
    // Read the rest, watching how far the source runs ahead of the bytes read: the heap that stays in use
    // after a full collection (garbage not yet collected depends on the machine's load, not on the writer).
    const heapBefore = liveHeap();
    let maxHeap = heapBefore;
    let chunks = 0;
    for (;;) {
      const next = await reader.read();
      if (next.done) break;
      chunks += 1;
      if (chunks % 50 === 0) maxHeap = Math.max(maxHeap, liveHeap());
    }
    expect(pulled).toBe(total);
    expect((await file.result).written).toBe(total);
    // 200,000 records are about 60 MB of JSON; a streaming writer never holds more than a few chunks.
    expect(maxHeap - heapBefore).toBeLessThan(40 * 1024 * 1024);
  });

  it('rejects result and stops pulling when the body is cancelled', async () => {
    let pulled = 0;
    function* endless() {
      for (let n = 1; ; n += 1) {
        pulled += 1;
        yield cardRecord(n);
      }
    }
    const file = createHistoricalTransactionsFile(endless(), { kind: 'historicalTransaction' });
    const reader = file.body.getReader();
    await reader.read();
    await reader.cancel('stopped by the test');
    await expect(file.result).rejects.toThrow(/not read to its end: stopped by the test/);
    const after = pulled;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pulled).toBe(after);
  });

  it('reports a record that cannot be serialized instead of failing the file', async () => {
    const record = cardRecord(1, { extra: 10n });
    const file = createHistoricalTransactionsFile([record, cardRecord(2)], { kind: 'historicalTransaction' });
    expect((await readText(file.body)).trimEnd().split('\n')).toHaveLength(1);
    const { invalidRecords } = await file.result;
    expect(invalidRecords[0]).toMatchObject({ line: 1, recordId: 'rec-1', transactionId: 'txn-1' });
    expect(invalidRecords[0]?.message).toMatch(/cannot be written as JSON/);
  });
});

describe('HistoricalTransactionsEncoder', () => {
  it('keeps only keepInvalidRecords reports but counts every invalid record', async () => {
    const encoder = new HistoricalTransactionsEncoder({
      kind: 'historicalTransaction',
      keepInvalidRecords: 2,
    });
    const items: unknown[] = [1, 2, 3, 4, cardRecord(5)];
    const source = new ReadableStream<unknown>({
      start(controller) {
        for (const item of items) controller.enqueue(item);
        controller.close();
      },
    });
    await new Response(source.pipeThrough(encoder)).text();
    expect(encoder.stats).toEqual({ written: 1, invalid: 4 });
    expect(encoder.invalidRecords.map((error) => error.line)).toEqual([1, 2]);
  });

  it('refuses an unknown kind and a bad chunk size with a message that says what to use', () => {
    expect(() => new HistoricalTransactionsEncoder({ kind: 'transaction' as never })).toThrow(
      /use "historicalTransaction" or "coreHistoricalTransaction"/,
    );
    expect(() => new HistoricalTransactionsEncoder({ kind: 'historicalTransaction', chunkSize: 0 })).toThrow(
      /chunkSize must be a positive integer/,
    );
  });

  it('applies the same rules as checkHistoricalRecord from @offerkit/data', () => {
    expect(checkHistoricalRecord(cardRecord(1), 'historicalTransaction').ok).toBe(true);
    const check = checkHistoricalRecord(cardRecord(1, { currency: 'usd', merchant: undefined }));
    expect(check.ok).toBe(false);
    if (!check.ok)
      expect(check.issues.map((issue) => issue.path)).toEqual(['attributes.currency', 'attributes.merchant']);
  });
});

describe('chunking', () => {
  it('keeps multi-byte text intact across chunk boundaries and sends a line longer than a chunk whole', async () => {
    const records = Array.from({ length: 300 }, (_, index) =>
      cardRecord(index + 1, { description: `Café ☕ 東京 ${'é'.repeat(index % 40)}` }),
    );
    records.push(cardRecord(301, { description: 'x'.repeat(5000) }));
    const encoder = new HistoricalTransactionsEncoder({ kind: 'historicalTransaction', chunkSize: 1024 });
    const sizes: number[] = [];
    const text = await new Response(
      new ReadableStream<unknown>({
        start(controller) {
          for (const record of records) controller.enqueue(record);
          controller.close();
        },
      })
        .pipeThrough(encoder)
        .pipeThrough(
          new TransformStream<Uint8Array, Uint8Array>({
            transform(chunk, controller) {
              sizes.push(chunk.byteLength);
              controller.enqueue(chunk);
            },
          }),
        ),
    ).text();
    expect(
      text
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line)),
    ).toEqual(records);
    expect(sizes.slice(0, -1).every((size) => size <= 1024)).toBe(true);
    expect(sizes.at(-1)).toBeGreaterThan(5000);
  });
});

describe('JSONL lines and Unicode line breaks (issue 26, item 5)', () => {
  it('escapes U+2028, U+2029 and U+0085 so no reader sees extra lines; JSON.parse gives the same record', async () => {
    const breaks = 'a\u2028b\u2029c\u0085d';
    const record = cardRecord(1, {
      description: breaks,
      merchant: { name: `Café${breaks}`, 'key\u2028': 'x' },
    });
    for (const gzip of [false, true]) {
      const file = createHistoricalTransactionsFile([record, cardRecord(2)], {
        kind: 'historicalTransaction',
        gzip,
      });
      const body = gzip
        ? file.body.pipeThrough(
            new DecompressionStream('gzip') as unknown as TransformStream<Uint8Array, Uint8Array>,
          )
        : file.body;
      const text = await readText(body as ReadableStream<Uint8Array>);
      expect(text).not.toMatch(/[\u2028\u2029\u0085]/);
      expect(text).toContain('a\\u2028b\\u2029c\\u0085d');
      const lines = text.split(/\r\n|[\n\r\u2028\u2029\u0085]/).filter((line) => line !== '');
      expect(lines).toHaveLength(2);
      expect(JSON.parse(lines[0] as string)).toEqual(record);
    }
  });

  it('the encoder stream escapes them too', async () => {
    const record = cardRecord(3, { description: 'x\u2028y' });
    const text = await readText(
      new ReadableStream({
        start(controller) {
          controller.enqueue(record);
          controller.close();
        },
      }).pipeThrough(new HistoricalTransactionsEncoder({ kind: 'historicalTransaction' })),
    );
    expect(text).toBe(`${JSON.stringify(record).replace('\u2028', '\\u2028')}\n`);
    expect(JSON.parse(text)).toEqual(record);
  });
});

describe('invalid-record messages never carry personal data (issue 26, item 4)', () => {
  it('a PAN, an email or a phone number in the record id or any field is described, not shown', async () => {
    const personal = ['4111111111111111', '4111 1111 1111 1111', 'jane.doe@example.com', '+1 (555) 123-4567'];
    const records = personal.flatMap((value, index) => [
      cardRecord(index, { cardBIN: value, cardLastFour: value, authorizationDate: value }),
      { ...cardRecord(index, { amount: value, description: 7 }), id: value },
      { ...cardRecord(index), type: value },
    ]);
    const seen: InvalidHistoricalRecord[] = [];
    const file = createHistoricalTransactionsFile(records, {
      kind: 'historicalTransaction',
      onInvalidRecord: (error) => seen.push(error),
    });
    await readText(file.body);
    expect(seen).toHaveLength(records.length);
    for (const error of seen) {
      const text = [error.message, ...error.issues.map((issue) => issue.message)].join(' ');
      for (const value of personal) expect(text).not.toContain(value);
      expect(text.replace(/\D/g, '')).not.toContain('4111111111111111');
      expect(text.replace(/\D/g, '')).not.toContain('5551234567');
      expect(text).not.toMatch(/jane|example\.com/);
    }
    expect(seen[1]?.message).toMatch(/^Record 2 \(id a 16-digit string\)/);
    // The structured field still holds the id, for the bank's own reject file.
    expect(seen[1]?.recordId).toBe('4111111111111111');
  });
});
