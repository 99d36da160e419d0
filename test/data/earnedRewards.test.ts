import {
  buildEarnedRewardsRequest,
  createRewardsClient,
  type Diagnostic,
  decodeEarnedRewardsDocument,
  RewardsDecodeError,
  RewardsRequestError,
} from '@offerkit/data';

const endpoint = { baseUrl: 'https://bank.example/api/rewards', organizationId: 'org 1' };

function entry(id: string, attributes: Record<string, unknown> = {}) {
  return {
    type: 'earnedReward',
    id,
    attributes: {
      status: 'PENDING',
      message: `You earned $5 at Blue Bottle (${id})`,
      transactionId: id,
      transactionAmountInCents: 2500,
      updatedAt: '2026-11-20T10:00:00Z',
      ...attributes,
    },
  };
}

describe('buildEarnedRewardsRequest', () => {
  it('is a GET of the user’s earned rewards under the base URL, ids encoded as segments', () => {
    expect(buildEarnedRewardsRequest(endpoint, 'user?42')).toEqual({
      method: 'GET',
      url: 'https://bank.example/api/rewards/v2/issuers/org%201/users/user%3F42/earned-rewards',
    });
  });

  it('refuses an empty user id before anything is sent', () => {
    expect(() => buildEarnedRewardsRequest(endpoint, '')).toThrow(RewardsRequestError);
    expect(() => buildEarnedRewardsRequest(endpoint, '')).toThrow(/userId must be a non-empty string/);
  });
});

describe('decodeEarnedRewardsDocument', () => {
  it('keeps every well-formed entry with its optional members', () => {
    const settled = entry('t2', {
      status: 'SETTLED',
      merchantName: 'Blue Bottle',
      commissionEarned: { type: 'cents', value: 500 },
      assets: [{ url: 'https://cdn.example/logo.png', alt: 'Blue Bottle', type: 'LOGO_IMAGE' }],
      purchaseChannel: ['INSTORE'],
      unknownField: 'ignored',
    });
    const document = decodeEarnedRewardsDocument({ data: [entry('t1'), settled] });
    expect(document.data.map((reward) => reward.id)).toEqual(['t1', 't2']);
    expect(document.data[1]?.attributes).toMatchObject({
      status: 'SETTLED',
      merchantName: 'Blue Bottle',
      commissionEarned: { type: 'cents', value: 500 },
      assets: [{ url: 'https://cdn.example/logo.png', alt: 'Blue Bottle', type: 'LOGO_IMAGE' }],
    });
    expect(document.data[1]?.attributes).not.toHaveProperty('unknownField');
    expect(document.diagnostics).toEqual([]);
  });

  it('drops only the broken entries and members, each reported with its JSON pointer', () => {
    const seen: Diagnostic[] = [];
    const document = decodeEarnedRewardsDocument(
      {
        data: [
          entry('t1'),
          { type: 'earnedReward', id: 't2', attributes: { status: 'PENDING' } },
          'not a resource',
          entry('t4', { commissionEarned: { type: 'cents', value: 'five' } }),
          entry('t5', { assets: [{ url: 'https://cdn.example/a.png', type: 'LOGO_IMAGE' }, { url: 7 }] }),
        ],
      },
      { onDiagnostic: (diagnostic) => seen.push(diagnostic) },
    );
    expect(document.data.map((reward) => reward.id)).toEqual(['t1', 't4', 't5']);
    expect(document.data[1]?.attributes.commissionEarned).toBeUndefined();
    expect(document.data[2]?.attributes.assets).toHaveLength(1);
    expect(document.diagnostics.map((diagnostic) => diagnostic.path)).toEqual([
      '/data/1/attributes',
      '/data/2',
      '/data/3/attributes/commissionEarned',
      '/data/4/attributes/assets/1',
    ]);
    expect(document.diagnostics.every((diagnostic) => diagnostic.severity === 'dropped')).toBe(true);
    expect(seen).toEqual(document.diagnostics);
  });

  it('keeps an unknown status (open enum) and reports it as tolerated', () => {
    const document = decodeEarnedRewardsDocument({ data: [entry('t1', { status: 'ON_HOLD' })] });
    expect(document.data[0]?.attributes.status).toBe('ON_HOLD');
    expect(document.diagnostics).toEqual([
      expect.objectContaining({ path: '/data/0/attributes/status', severity: 'tolerated' }),
    ]);
  });

  it('refuses a body that is not a document, saying what it got', () => {
    expect(() => decodeEarnedRewardsDocument('<html>')).toThrow(RewardsDecodeError);
    expect(() => decodeEarnedRewardsDocument({ data: {} })).toThrow(/data array, but data is an object/);
  });
});

describe('RewardsClient.getEarnedRewards', () => {
  it('GETs the route with the client’s headers and decodes the answer', async () => {
    const calls: Request[] = [];
    const client = createRewardsClient({
      ...endpoint,
      headers: { 'X-Session': 'abc' },
      fetch: async (input, init) => {
        calls.push(new Request(input, init));
        return Response.json({ data: [entry('t1')] });
      },
    });
    const document = await client.getEarnedRewards('u1');
    expect(document.data.map((reward) => reward.id)).toEqual(['t1']);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('GET');
    expect(calls[0]?.url).toBe('https://bank.example/api/rewards/v2/issuers/org%201/users/u1/earned-rewards');
    expect(calls[0]?.headers.get('X-Session')).toBe('abc');
  });
});
