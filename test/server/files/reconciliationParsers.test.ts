import { parseDailyReconciliationFile, parseMonthlyReconciliationFile } from '@offerkit/server';

const header =
  'transactionId,userId,offerId,merchantName,transactionAmountInCents,rewardAmountInCents,settledDate,paymentStatus,paidDate';

describe('parseMonthlyReconciliationFile (csv-parse, streaming)', () => {
  it('reads every good row, keeps unknown statuses and columns, and reports bad rows by line number', async () => {
    const csv = [
      `${header},batch`,
      't-1,u-1,o-1,"Coffee, Tea & Co",1200,120,2026-02-03T00:00:00.000Z,PENDING,,b1',
      't-2,u-1,o-2,Books,5000,250,2026-02-04T00:00:00.000Z,PAID_IN_FULL,2026-03-06T00:00:00.000Z,b1',
      't-3,u-2,o-3,Shoes,12.5,10,2026-02-05T00:00:00.000Z,PENDING,,b1',
      't-4,u-2,o-3,Shoes,900,45,2026-02-06T00:00:00.000Z,CLAWED_BACK,,b2',
      't-5,u-3,too,few',
      ',u-3,o-4,Gas,100,5,2026-02-07T00:00:00.000Z,PENDING,,b2',
      't-7,u-4,o-5,"Broken ""quote,100,5,2026-02-08T00:00:00.000Z,PENDING,,b2',
    ].join('\r\n');
    const { records, problems } = await parseMonthlyReconciliationFile(csv);
    expect(records.map((record) => record.transactionId)).toEqual(['t-1', 't-2', 't-4']);
    expect(records[0]).toEqual({
      transactionId: 't-1',
      userId: 'u-1',
      offerId: 'o-1',
      merchantName: 'Coffee, Tea & Co',
      transactionAmountInCents: 1200,
      rewardAmountInCents: 120,
      settledDate: '2026-02-03T00:00:00.000Z',
      paymentStatus: 'PENDING',
      batch: 'b1',
    });
    expect(records[1]).toMatchObject({ paymentStatus: 'PAID_IN_FULL', paidDate: '2026-03-06T00:00:00.000Z' });
    expect(records[2]?.paymentStatus).toBe('CLAWED_BACK');
    expect(problems.map((problem) => problem.row)).toEqual([4, 6, 7, 8]);
    expect(problems[0]?.message).toMatch(/^Line 4 was left out: transactionAmountInCents is "12\.5"/);
    expect(problems[1]?.message).toMatch(/^Line 6 was left out: .*(column|record)/i);
    expect(problems[2]?.message).toMatch(/^Line 7 was left out: transactionId is ""/);
  });

  it('streams a large file from a ReadableStream of bytes in small chunks', async () => {
    const rows = Array.from(
      { length: 5_000 },
      (_, i) => `t-${i},u,o,M,${i},1,2026-02-01T00:00:00.000Z,PENDING,`,
    );
    const bytes = new TextEncoder().encode(`\uFEFF${header}\n${rows.join('\n')}\n`);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let start = 0; start < bytes.length; start += 777)
          controller.enqueue(bytes.slice(start, start + 777));
        controller.close();
      },
    });
    const { records, problems } = await parseMonthlyReconciliationFile(stream);
    expect(problems).toEqual([]);
    expect(records).toHaveLength(5_000);
    expect(records[4_999]).toMatchObject({ transactionId: 't-4999', transactionAmountInCents: 4_999 });
  });
});

describe('parseDailyReconciliationFile', () => {
  it('reads JSON:API entries and flat entries, reporting the unreadable ones by position', async () => {
    const json = JSON.stringify({
      data: [
        {
          type: 'reconciliationRecord',
          id: 'r1',
          attributes: { transactionId: 't-1', paymentStatus: 'PENDING', transactionAmountInCents: 100 },
        },
        { transactionId: 't-2', paymentStatus: 'PAID_IN_FULL', rewardAmountInCents: 5, extra: true },
        { type: 'reconciliationRecord', attributes: { paymentStatus: 'PENDING' } },
        'junk',
        { transactionId: 't-5', paymentStatus: 'PENDING', transactionAmountInCents: 1.5 },
      ],
    });
    const { records, problems } = await parseDailyReconciliationFile(new Response(json));
    expect(records).toEqual([
      { id: 'r1', transactionId: 't-1', paymentStatus: 'PENDING', transactionAmountInCents: 100 },
      { transactionId: 't-2', paymentStatus: 'PAID_IN_FULL', rewardAmountInCents: 5, extra: true },
    ]);
    expect(problems.map((problem) => problem.row)).toEqual([3, 4, 5]);
    expect(problems[0]?.message).toMatch(/Entry 3 was left out: transactionId is missing/);
  });

  it('refuses a body that is not JSON or holds no list, saying what it expected', async () => {
    await expect(parseDailyReconciliationFile('<html>')).rejects.toThrow(/not JSON/);
    await expect(parseDailyReconciliationFile('{"data": {}}')).rejects.toThrow(/no list of transactions/);
  });
});

describe('reconciliation amounts are exact (issue 26, item 6)', () => {
  const row = (amount: unknown) => ({
    transactionId: 't-1',
    paymentStatus: 'PENDING',
    transactionAmountInCents: amount,
  });

  it.each(['9007199254740993', '1234567890123456', '99999999999999999999', '1e3', '+5', ' 5', '0x10'])(
    'a daily entry with the amount string %j is a rejected line with a diagnostic',
    async (amount) => {
      const { records, problems } = await parseDailyReconciliationFile(
        JSON.stringify({ data: [row(amount)] }),
      );
      expect(records).toEqual([]);
      expect(problems).toHaveLength(1);
      expect(problems[0]?.message).toMatch(/^Entry 1 was left out: transactionAmountInCents .*whole cents/);
    },
  );

  it.each([
    '1e308',
    '-1e20',
    '9007199254740992',
    '-9007199254740992',
    '9007199254740993',
    '1.5',
    '1.7976931348623157e308',
  ])('a daily entry with the JSON number %s as amount is a rejected line', async (token) => {
    const text = `{"data":[{"transactionId":"t-1","paymentStatus":"PENDING","transactionAmountInCents":${token}}]}`;
    const { records, problems } = await parseDailyReconciliationFile(text);
    expect(records).toEqual([]);
    expect(problems[0]?.message).toMatch(/transactionAmountInCents/);
  });

  it('keeps safe integers and digit strings of up to 15 digits exactly, negative ones too', async () => {
    const { records, problems } = await parseDailyReconciliationFile(
      JSON.stringify({
        data: [
          row('999999999999999'),
          row('-999999999999999'),
          row(2 ** 53 - 1),
          row(-42),
          { ...row(''), rewardAmountInCents: '007' },
        ],
      }),
    );
    expect(problems).toEqual([]);
    expect(records.map((record) => record.transactionAmountInCents)).toEqual([
      999999999999999,
      -999999999999999,
      2 ** 53 - 1,
      -42,
      undefined,
    ]);
    expect(records[4]?.rewardAmountInCents).toBe(7);
  });

  it('the monthly CSV rejects an amount of 16 digits with a diagnostic, keeping the other rows', async () => {
    const csv = [
      'transactionId,paymentStatus,rewardAmountInCents',
      't-1,PENDING,9007199254740993',
      't-2,PENDING,120',
    ].join('\n');
    const { records, problems } = await parseMonthlyReconciliationFile(csv);
    expect(records.map((record) => record.rewardAmountInCents)).toEqual([120]);
    expect(problems).toEqual([
      { row: 2, message: expect.stringMatching(/^Line 2 was left out: rewardAmountInCents .*whole cents/) },
    ]);
  });
});

describe('reconciliation files from a hostile service (pen test)', () => {
  it('refuses a monthly header that names a column twice (the later cell would silently win)', async () => {
    const csv = 'transactionId,paymentStatus,rewardAmountInCents,transactionId\nt-1,PENDING,5,t-2\n';
    await expect(parseMonthlyReconciliationFile(csv)).rejects.toThrow(
      /header row names the column "transactionId" twice/,
    );
  });

  it('keeps no member named like an Object.prototype property (toString, hasOwnProperty, __proto__…)', async () => {
    const csv =
      'transactionId,paymentStatus,toString,hasOwnProperty,valueOf,__proto__,constructor,batch\nt-1,PENDING,a,b,c,d,e,b1\n';
    const monthly = await parseMonthlyReconciliationFile(csv);
    const daily = await parseDailyReconciliationFile(
      '{"data":[{"transactionId":"t-1","paymentStatus":"PENDING","toString":"a","hasOwnProperty":"b","valueOf":"c","__proto__":{"x":1},"constructor":"e","batch":"b1"}]}',
    );
    for (const { records } of [monthly, daily]) {
      expect(records).toEqual([{ transactionId: 't-1', paymentStatus: 'PENDING', batch: 'b1' }]);
      const record = records[0] as object;
      expect(Object.keys(record)).toEqual(['transactionId', 'paymentStatus', 'batch']);
      expect(String(record)).toBe('[object Object]');
      expect(Object.hasOwn(record, 'toString')).toBe(false);
      expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
    }
  });
});
