import { submitTransactions, TRANSPORTS, transaction, useHarness } from './harness.ts';

interface Listing {
  data: {
    type: string;
    id: string;
    attributes: { fileType: string; fileName: string; createdAt: string; downloadUrl: string };
  }[];
}
interface Daily {
  data: { type: string; id: string; attributes: Record<string, string | number> }[];
}

/** Rows of the sandbox's CSV (no quoted commas in these fixtures), by header. */
function csvRows(text: string): Record<string, string>[] {
  const [header, ...rows] = text.trimEnd().split('\r\n');
  const columns = (header ?? '').split(',');
  return rows.map((row) => Object.fromEntries(row.split(',').map((cell, index) => [columns[index], cell])));
}

describe.each(TRANSPORTS)('reconciliation files over %s', (kind) => {
  let now = Date.parse('2026-03-02T15:00:00.000Z');
  // Registered before the harness's reset, which reads the clock (the lapsed customer's history).
  beforeEach(() => {
    now = Date.parse('2026-03-02T15:00:00.000Z');
  });
  const harness = useHarness(kind, { clock: () => new Date(now) });

  const list = (fileType: string) =>
    harness.request<Listing>('GET', `${harness.orgPath('/files')}?fileType=${fileType}`);

  /** Settles one purchase for the lapsed customer on `settledDate` at an offer that counts it. */
  async function settle(id: string, settledDate: string): Promise<string> {
    const user = harness.sandbox.lapsedCustomerId;
    for (const offer of harness.sandbox.catalog.offers) {
      const response = await submitTransactions(
        harness,
        transaction(`${id}-${offer.id}`, user, offer.name, 5000, 'SETTLED', { settledDate }),
      );
      if (response.body.meta.results[0]?.outcome === 'matched') return `${id}-${offer.id}`;
    }
    throw new Error('no offer counted the purchase');
  }

  it('lists daily files after midnight UTC and monthly files on the 15th, with the contract names', async () => {
    const march = await settle('mar', '2026-03-20T10:00:00.000Z');
    const april = await settle('apr', '2026-04-10T10:00:00.000Z');
    now = Date.parse('2026-05-20T00:00:00.000Z');

    const daily = await list('dailyReconciliationFile');
    expect(daily.status).toBe(200);
    expect(daily.body.data.map((file) => file.id)).toEqual([
      'cardlinked-reconciliation-260302', // the seeded history, settled
      'cardlinked-reconciliation-260320',
      'cardlinked-reconciliation-260401', // the seeded history, paid 30 days later
      'cardlinked-reconciliation-260410',
      'cardlinked-reconciliation-260419',
      'cardlinked-reconciliation-260510',
    ]);
    const dayOfPayment = (await (
      await fetch(daily.body.data[4]?.attributes.downloadUrl as string)
    ).json()) as Daily;
    expect(dayOfPayment.data.map((entry) => entry.attributes)).toEqual([
      expect.objectContaining({
        transactionId: march,
        paymentStatus: 'PAID_IN_FULL',
        paidDate: '2026-04-19T10:00:00.000Z',
      }),
    ]);

    const monthly = await list('monthlyReconciliationFile');
    expect(monthly.body.data.map((file) => [file.id, file.attributes.createdAt])).toEqual([
      ['cardlinked-reconciliation-2603', '2026-04-15T00:00:00.000Z'],
      ['cardlinked-reconciliation-2604', '2026-05-15T00:00:00.000Z'],
    ]);
    const marchFile = await fetch(monthly.body.data[0]?.attributes.downloadUrl as string);
    expect(marchFile.headers.get('content-type')).toMatch(/^text\/csv/);
    const marchRows = csvRows(await marchFile.text());
    // March: its 21 settled purchases; the one of 20 March is not paid by 15 April (Net 30 → 19 April).
    expect(marchRows).toHaveLength(21);
    expect(marchRows.find((row) => row.transactionId === march)).toMatchObject({
      paymentStatus: 'PENDING',
      paidDate: '',
    });
    expect(marchRows.filter((row) => row.paymentStatus === 'PAID_IN_FULL')).toHaveLength(20);
    // April: its own purchase (paid 10 May) and the March ones paid in full during April.
    const aprilRows = csvRows(
      await (await fetch(monthly.body.data[1]?.attributes.downloadUrl as string)).text(),
    );
    expect(aprilRows).toHaveLength(22);
    expect(aprilRows.map((row) => row.paymentStatus)).toEqual(Array(22).fill('PAID_IN_FULL'));
    expect(aprilRows.find((row) => row.transactionId === april)).toMatchObject({
      settledDate: '2026-04-10T10:00:00.000Z',
      transactionAmountInCents: '5000',
    });
  });

  it('marks a purchase PENDING in its month file when it is paid after the file is made (31 March → 30 April)', async () => {
    const late = await settle('late', '2026-03-31T23:00:00.000Z');
    now = Date.parse('2026-04-15T00:00:00.000Z');
    const [marchFile] = (await list('monthlyReconciliationFile')).body.data;
    const rows = csvRows(await (await fetch(marchFile?.attributes.downloadUrl as string)).text());
    expect(rows.find((row) => row.transactionId === late)?.paymentStatus).toBe('PENDING');
  });

  it('needs the bearer token to list, and a known fileType', async () => {
    expect(
      (
        await harness.request('GET', `${harness.orgPath('/files')}?fileType=dailyReconciliationFile`, {
          token: null,
        })
      ).status,
    ).toBe(401);
    const missing = await harness.request<{ errors: { detail: string; source: unknown }[] }>(
      'GET',
      harness.orgPath('/files'),
    );
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0]).toMatchObject({
      source: { parameter: 'fileType' },
      detail: expect.stringMatching(/fileType is missing; use dailyReconciliationFile/),
    });
  });
});
