import type { Diagnostic } from '@offerkit/data';
import {
  createIssuerClient,
  listFiles,
  parseDailyReconciliationFile,
  parseMonthlyReconciliationFile,
  parseProcessingResults,
  uploadHistorical,
} from '@offerkit/server';

// A card number (plain, spaced, dashed), an email and phone numbers: none may reach a message or a
// diagnostic, whatever field they were typed into (issue 26, item 4).
const PERSONAL = [
  '4111111111111111',
  '4111 1111 1111 1111',
  '4111-1111-1111-1111',
  'jane.doe@example.com',
  '+1 (555) 123-4567',
  '555.123.4567',
];
const VALUES: unknown[] = [...PERSONAL, 4111111111111111, 15551234567];

/** Every way a message could show one of the values. */
function expectNoPersonalData(messages: readonly string[]): void {
  expect(messages.length).toBeGreaterThan(0);
  for (const message of messages) {
    for (const value of PERSONAL) expect(message, message).not.toContain(value);
    const digits = message.replace(/\D/g, '');
    expect(digits, message).not.toContain('4111111111111111');
    expect(digits, message).not.toContain('5551234567');
    expect(message, message).not.toMatch(/jane|example\.com/i);
  }
}

/** The message of a rejection, and of each error in its `cause` chain. */
async function rejectionMessages(promise: Promise<unknown>): Promise<string[]> {
  const messages: string[] = [];
  let error: unknown = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(Error);
  while (error instanceof Error) {
    messages.push(error.message, String(error));
    error = error.cause;
  }
  return messages;
}

describe('reconciliation parsers never quote personal data', () => {
  const FIELDS = [
    'transactionId',
    'paymentStatus',
    'userId',
    'offerId',
    'merchantName',
    'transactionAmountInCents',
    'rewardAmountInCents',
    'settledDate',
    'paidDate',
  ];

  it('daily: a PAN, an email or a phone number in any field (or as the entry) is described, not shown', async () => {
    const entries: unknown[] = [...VALUES];
    for (const field of FIELDS) {
      for (const value of VALUES) {
        // Each entry is also broken elsewhere (an amount with a fraction), so every one is rejected.
        const broken = field === 'rewardAmountInCents' ? 'transactionAmountInCents' : 'rewardAmountInCents';
        const entry = { transactionId: 't', paymentStatus: 'PENDING', [broken]: 1.5 };
        entries.push({ ...entry, [field]: value }, { ...entry, [field]: [value] });
      }
    }
    const { records, problems } = await parseDailyReconciliationFile(JSON.stringify({ data: entries }));
    expect(records).toEqual([]);
    expect(problems).toHaveLength(entries.length);
    expectNoPersonalData(problems.map((problem) => problem.message));
  });

  it('monthly: personal data in cells, in broken quotes and in amounts is described, not shown', async () => {
    const lines = ['transactionId,paymentStatus,merchantName,rewardAmountInCents,userId'];
    for (const value of PERSONAL) {
      lines.push(`t,PENDING,"${value}",${value.replace(/\D/g, '')},${value}`);
      lines.push(`t,PENDING,x,1.5,"${value}"`);
      lines.push(`t,PENDING,a${value}"b,1,u`);
      lines.push(`t,PENDING,"${value}"x${value},1,u`);
      lines.push(`,${value},x,1,u`);
      lines.push(`t,PENDING,x,1,u,${value}`);
    }
    const { problems } = await parseMonthlyReconciliationFile(`${lines.join('\n')}\n`);
    expect(problems.length).toBeGreaterThanOrEqual(PERSONAL.length * 4);
    expectNoPersonalData(problems.map((problem) => problem.message));
  });
});

describe('upload results, file listings and upload sessions never quote personal data', () => {
  it('parseProcessingResults: its TypeError and its problems', () => {
    const messages: string[] = [];
    for (const value of VALUES) {
      try {
        parseProcessingResults({
          data: {
            type: 'fileProcessingResult',
            id: value,
            attributes: { fileType: 1, fileName: [value], fileId: value },
          },
        });
      } catch (error) {
        messages.push((error as Error).message);
      }
      const results = parseProcessingResults({
        data: {
          type: 'fileProcessingResult',
          id: 'r',
          attributes: { fileType: 'h', fileName: 'f', fileId: 'i' },
        },
        errors: [{ status: [value], title: 4111111111111111, detail: { value } }, value],
      });
      messages.push(...results.problems);
    }
    expect(messages).toHaveLength(VALUES.length * 3);
    expectNoPersonalData(messages);
  });

  it('listFiles problems and the issuer client’s dropped files, users and upload sessions', async () => {
    const diagnostics: Diagnostic[] = [];
    const fetch = (async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('/files')) {
        return Response.json({
          data: VALUES.flatMap((value) => [
            { type: 'file', id: value, attributes: { downloadUrl: value } },
            { type: 'file', id: value, attributes: {} },
            value,
          ]),
        });
      }
      if (url.includes('/transactions/uploads')) {
        return Response.json({
          data: [{ type: 'historicalTransactionsFile', id: '4111111111111111', attributes: {} }],
        });
      }
      return Response.json({ data: { type: 'user', id: 'jane.doe@example.com', attributes: 'x' } });
    }) as typeof globalThis.fetch;
    const listing = await listFiles(
      { baseUrl: 'https://rewards.test', organizationId: 'org-1', fetch },
      'dailyReconciliationFile',
    );
    expect(listing.problems).toHaveLength(VALUES.length * 3);
    const client = createIssuerClient({
      baseUrl: 'https://rewards.test',
      organizationId: 'org-1',
      getAccessToken: () => 't',
      fetch,
      onDiagnostic: (diagnostic) => diagnostics.push(diagnostic),
    });
    await client.files.list('dailyReconciliationFile');
    await client.uploads.requestUrls(['a.jsonl']);
    const userError = await rejectionMessages(client.users.get('u1'));
    const flagError = await rejectionMessages(
      client.users.update('4111111111111111', { historicalTransactionsSent: false }),
    );
    expect(diagnostics.length).toBeGreaterThan(VALUES.length);
    expectNoPersonalData([
      ...listing.problems,
      ...diagnostics.map((diagnostic) => diagnostic.reason),
      ...userError,
      ...flagError,
    ]);
  });

  it('uploadHistorical: a malformed upload session and a failed user update', async () => {
    const sessions = (url: unknown) =>
      (async (input: RequestInfo | URL, init: RequestInit = {}) => {
        if (String(input).endsWith('/transactions/uploads')) {
          return Response.json({
            data: [{ type: 'historicalTransactionsFile', id: 'u', attributes: { url, expiresIn: 900 } }],
          });
        }
        if (init.method === 'PUT' && String(input).includes('/users/'))
          return new Response('', { status: 500 });
        return new Response(null, { status: 201 });
      }) as typeof globalThis.fetch;
    const messages: string[] = [];
    for (const value of VALUES) {
      messages.push(
        ...(await rejectionMessages(
          uploadHistorical(
            { baseUrl: 'https://rewards.test', organizationId: 'org-1', fetch: sessions(value) },
            { files: ['a.jsonl'], source: () => 'x\n' },
          ),
        )),
      );
    }
    messages.push(
      ...(await rejectionMessages(
        uploadHistorical(
          {
            baseUrl: 'https://rewards.test',
            organizationId: 'org-1',
            fetch: sessions('https://storage.test/p'),
          },
          { files: ['a.jsonl'], source: () => 'x\n', markUsersSent: ['4111111111111111'] },
        ),
      )),
    );
    expectNoPersonalData(messages);
  });
});
