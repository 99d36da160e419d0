import { RewardsApiError } from '@offerkit/data';
import { createSandbox } from '@offerkit/sandbox';
import { parseDailyReconciliationFile, parseMonthlyReconciliationFile } from '@offerkit/server';
import { sandboxIssuerClient } from '../sandboxIssuerClient.ts';

function setup() {
  let now = Date.parse('2026-03-02T15:00:00.000Z');
  const sandbox = createSandbox({ clock: () => new Date(now) });
  const { client, fetch } = sandboxIssuerClient(sandbox);
  return {
    sandbox,
    client,
    fetch,
    setNow: (iso: string) => {
      now = Date.parse(iso);
    },
  };
}

describe('reconciliation files end to end: sandbox → files.list → files.download → parsers', () => {
  it('has no file before the day is over, then a daily JSON file of the settled purchases', async () => {
    const { client, setNow } = setup();
    expect(await client.files.list('dailyReconciliationFile')).toEqual([]);
    setNow('2026-03-03T00:00:00.000Z');
    const files = await client.files.list('dailyReconciliationFile');
    expect(files.map((file) => file.id)).toEqual(['cardlinked-reconciliation-260302']);
    const { records, problems } = await parseDailyReconciliationFile(
      await client.files.download(files[0] as never),
    );
    expect(problems).toEqual([]);
    // The lapsed customer's seeded history: 2+7+1+2+2+1+2+1+2 = 20 settled purchases, pending on the day.
    expect(records.length).toBe(20);
    for (const record of records) {
      expect(record).toMatchObject({ paymentStatus: 'PENDING', userId: 'sandbox-offerkit-lapsed-customer' });
      expect(record.transactionAmountInCents).toBeGreaterThan(0);
      expect(typeof record.merchantName).toBe('string');
    }
  });

  it('writes the monthly CSV on the 15th after the month, PAID_IN_FULL once paid (Net 30)', async () => {
    const { client, setNow } = setup();
    setNow('2026-04-14T23:59:59.000Z');
    expect(await client.files.list('monthlyReconciliationFile')).toEqual([]);
    setNow('2026-05-20T00:00:00.000Z');
    const files = await client.files.list('monthlyReconciliationFile');
    expect(files.map((file) => file.id)).toEqual([
      'cardlinked-reconciliation-2603',
      'cardlinked-reconciliation-2604',
    ]);
    const march = await client.files.download(files[0] as never);
    expect(march.headers.get('content-type')).toMatch(/^text\/csv/);
    const marchRows = await parseMonthlyReconciliationFile(march);
    expect(marchRows.problems).toEqual([]);
    expect(marchRows.records).toHaveLength(20);
    // Settled 2 March, paid 30 days later (1 April), before March's file is made on 15 April.
    expect(new Set(marchRows.records.map((record) => record.paymentStatus))).toEqual(
      new Set(['PAID_IN_FULL']),
    );
    expect(marchRows.records[0]?.paidDate).toBe('2026-04-01T15:00:00.000Z');
    // April's file: the March purchases paid in full during April.
    const april = await parseMonthlyReconciliationFile(await client.files.download(files[1] as never));
    expect(april.records.map((record) => record.paymentStatus)).toEqual(Array(20).fill('PAID_IN_FULL'));
  });

  it('serves files only by their presigned URL: 403 when expired or altered', async () => {
    const { client, setNow, fetch } = setup();
    setNow('2026-03-03T00:00:00.000Z');
    const [file] = await client.files.list('dailyReconciliationFile');
    const url = file?.attributes.downloadUrl as string;
    expect((await fetch(url.replace('260302', '260301'))).status).toBe(403);
    setNow('2026-03-03T00:15:00.000Z');
    const error = await client.files.download(url).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RewardsApiError);
    expect((error as RewardsApiError).status).toBe(403);
    expect((error as RewardsApiError).message).toMatch(/expired .* request a new one/);
  });

  it('answers 400 for a missing or unknown fileType, naming the allowed values', async () => {
    const { client } = setup();
    const error = await client.files.list('weeklyReconciliationFile').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RewardsApiError);
    expect((error as RewardsApiError).errors[0]).toMatchObject({
      status: '400',
      source: { parameter: 'fileType' },
      detail: expect.stringMatching(/dailyReconciliationFile .*monthlyReconciliationFile/),
    });
  });
});
