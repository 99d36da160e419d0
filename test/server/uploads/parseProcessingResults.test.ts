import { parseProcessingResults } from '@offerkit/server';

const data = {
  type: 'fileProcessingResult',
  id: 'fpr-1',
  attributes: { fileType: 'historicalTransactionsFile', fileName: 'h.jsonl', fileId: 'up-1', future: 1 },
};

describe('parseProcessingResults', () => {
  it('reads a fully successful file', () => {
    const results = parseProcessingResults(JSON.stringify({ data, errors: [] }));
    expect(results).toEqual({
      id: 'fpr-1',
      fileType: 'historicalTransactionsFile',
      fileName: 'h.jsonl',
      fileId: 'up-1',
      succeeded: true,
      errors: [],
      problems: [],
    });
    expect(parseProcessingResults({ data }).succeeded).toBe(true);
  });

  it('gives each failed line its line number, body and transaction id, tolerating unknown fields', () => {
    const line =
      '{"type":"historicalTransaction","id":"r2","attributes":{"transactionId":"txn-2","amount":"x"}}';
    const results = parseProcessingResults({
      data,
      meta: { unknown: true },
      errors: [
        {
          status: '400',
          title: 'Invalid Request',
          detail: `Line 2: attributes.amount is "x". Line body: ${line}`,
          id: 'txn-2',
          code: 'E1',
        },
        { status: 400, title: 'Invalid Request', detail: `amount must be an integer: ${line}` },
        {
          status: '400',
          title: 'Invalid Request',
          detail: 'Line 9: the line is not valid JSON. Line body: {oops',
        },
        { status: '400', detail: 'no title' },
      ],
    });
    expect(results.succeeded).toBe(false);
    expect(results.errors).toEqual([
      {
        status: '400',
        title: 'Invalid Request',
        detail: expect.any(String),
        line: 2,
        lineBody: line,
        transactionId: 'txn-2',
      },
      {
        status: '400',
        title: 'Invalid Request',
        detail: expect.any(String),
        lineBody: line,
        transactionId: 'txn-2',
      },
      { status: '400', title: 'Invalid Request', detail: expect.any(String), line: 9, lineBody: '{oops' },
    ]);
    expect(results.problems).toEqual([
      expect.stringMatching(/^errors\[3\] was left out: it needs string status, title and detail/),
    ]);
  });

  it('refuses what is not a results file, saying what it expected', () => {
    expect(() => parseProcessingResults('not json')).toThrow(/not JSON/);
    expect(() => parseProcessingResults({ data: { type: 'other', id: 'x', attributes: {} } })).toThrow(
      /not a results file .*fileProcessingResult/,
    );
  });
});
