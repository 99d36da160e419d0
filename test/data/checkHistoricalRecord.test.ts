import { checkHistoricalRecord } from '@offerkit/data/backend';

const card = {
  type: 'historicalTransaction',
  id: 'r-1',
  attributes: {
    userId: 'u-1',
    transactionId: 't-1',
    amount: 1250,
    currency: 'USD',
    status: 'SETTLED',
    direction: 'DEBIT',
    description: 'Coffee',
    cardBIN: '411111',
    cardLastFour: '1234',
    authorizationDate: '2026-01-15T10:00:00Z',
    merchant: { name: 'Coffee', latitude: '30.26' },
  },
};
const core = {
  type: 'coreHistoricalTransaction',
  id: 'c-1',
  attributes: {
    userId: 'u-1',
    transactionId: 't-2',
    amount: 990,
    currency: 'USD',
    description: 'Groceries',
    direction: 'CREDIT',
    status: 'SETTLED',
    settledDate: '2026-01-16',
    authorizationDate: '2026-01-15T10:00:00.000+01:00',
  },
};
const withAttributes = (record: typeof card | typeof core, attributes: Record<string, unknown>) => ({
  ...record,
  attributes: { ...record.attributes, ...attributes },
});

describe('checkHistoricalRecord', () => {
  it('accepts both kinds with only the required fields, keeping unknown ones', () => {
    expect(checkHistoricalRecord(card)).toEqual({ ok: true, record: card });
    expect(checkHistoricalRecord(core, 'coreHistoricalTransaction').ok).toBe(true);
    const extra = withAttributes(card, { loyaltyTier: 'gold' });
    expect(checkHistoricalRecord(extra)).toEqual({ ok: true, record: extra });
  });

  it('names every broken field with what it must hold, and the ids it could read', () => {
    const check = checkHistoricalRecord(
      withAttributes(card, {
        amount: 12.5,
        currency: 'usd',
        cardLastFour: '12345',
        authorizationDate: 'soon',
        direction: 'OUT',
        merchant: { name: 7 },
      }),
    );
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.recordId).toBe('r-1');
    expect(check.transactionId).toBe('t-1');
    expect(Object.fromEntries(check.issues.map((issue) => [issue.path, issue.message]))).toEqual({
      'attributes.amount': 'attributes.amount is 12.5; it must be an integer number of cents.',
      'attributes.currency':
        'attributes.currency is "usd"; it must be a three-letter ISO 4217 code such as "USD".',
      'attributes.cardLastFour':
        'attributes.cardLastFour is a 5-digit string; it must be the last 4 digits of the card number.',
      'attributes.authorizationDate':
        'attributes.authorizationDate is a 4-character string; it must be an ISO 8601 timestamp such as "2026-03-02T12:00:00Z".',
      'attributes.direction': 'attributes.direction is "OUT"; it must be "DEBIT" or "CREDIT".',
      'attributes.merchant.name': 'attributes.merchant.name is a 1-digit integer; it must be a string.',
    });
  });

  it('reports missing required fields as missing', () => {
    const { merchant: _merchant, userId: _userId, ...rest } = card.attributes;
    const check = checkHistoricalRecord({ ...card, attributes: rest });
    expect(check.ok ? [] : check.issues.map((issue) => issue.message)).toEqual([
      expect.stringMatching(/^attributes\.userId is missing; it must be a non-empty string/),
      expect.stringMatching(/^attributes\.merchant is missing; it must be an object/),
    ]);
  });

  it('holds a core record to status SETTLED and 4-digit cardLastFours, and a file to one kind', () => {
    const check = checkHistoricalRecord(
      withAttributes(core, { status: 'APPROVED', cardLastFours: ['1234', 'x'] }),
    );
    expect(check.ok ? [] : check.issues.map((issue) => issue.path)).toEqual([
      'attributes.status',
      'attributes.cardLastFours.1',
    ]);
    const wrongKind = checkHistoricalRecord(card, 'coreHistoricalTransaction');
    expect(wrongKind.ok ? '' : wrongKind.issues[0]?.message).toBe(
      'type is "historicalTransaction"; it must be "coreHistoricalTransaction" (this file holds coreHistoricalTransaction records).',
    );
    expect(checkHistoricalRecord([card]).ok).toBe(false);
    expect(checkHistoricalRecord({ ...card, type: 'transaction' }).ok).toBe(false);
  });
});

describe('checkHistoricalRecord never echoes personal data (issue 26, item 4)', () => {
  const PERSONAL = [
    '4111111111111111',
    '4111 1111 1111 1111',
    '4111-1111-1111-1111',
    'jane.doe@example.com',
    '+1 (555) 123-4567',
    '555-123-4567',
  ];
  /** Whether a message shows any of the values, in any of their written forms. */
  const leaks = (message: string) =>
    PERSONAL.some((value) => message.includes(value)) ||
    message.replace(/\D/g, '').includes('4111111111111111') ||
    message.replace(/\D/g, '').includes('5551234567') ||
    /jane|example\.com/i.test(message);

  const paths = [
    ['type'],
    ['id'],
    ['attributes', 'userId'],
    ['attributes', 'transactionId'],
    ['attributes', 'amount'],
    ['attributes', 'subtotal'],
    ['attributes', 'currency'],
    ['attributes', 'status'],
    ['attributes', 'direction'],
    ['attributes', 'description'],
    ['attributes', 'cardBIN'],
    ['attributes', 'cardLastFour'],
    ['attributes', 'authorizationDate'],
    ['attributes', 'settledDate'],
    ['attributes', 'cardLastFours'],
    ['attributes', 'merchant'],
  ];
  const put = (record: Record<string, unknown>, path: string[], value: unknown) => {
    const copy = structuredClone(record);
    let node: Record<string, unknown> = copy;
    for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
    node[path.at(-1) as string] = value;
    return copy;
  };

  it('describes the shape of a PAN, an email or a phone number in any field, and never shows it', () => {
    let rejections = 0;
    for (const base of [card, core]) {
      for (const path of paths) {
        for (const personal of PERSONAL) {
          for (const value of [
            personal,
            Number(personal.replace(/\D/g, '')),
            [personal],
            { name: personal },
          ]) {
            const check = checkHistoricalRecord(put(base, path, value), base.type as 'historicalTransaction');
            if (check.ok) continue;
            rejections += 1;
            for (const issue of check.issues) expect(leaks(issue.message), issue.message).toBe(false);
          }
        }
        // A merchant member and a card last four in a list are free text too.
        const nested = checkHistoricalRecord(
          put(
            put(base, ['attributes', 'merchant'], {
              name: 4111111111111111,
              addrCity: ['jane.doe@example.com'],
            }),
            ['attributes', 'cardLastFours'],
            ['4111-1111-1111-1111'],
          ),
        );
        for (const issue of nested.ok ? [] : nested.issues)
          expect(leaks(issue.message), issue.message).toBe(false);
      }
    }
    expect(rejections).toBeGreaterThan(200);
    const pan = checkHistoricalRecord(withAttributes(card, { cardBIN: '4111111111111111' }));
    expect(pan.ok ? '' : pan.issues[0]?.message).toBe(
      'attributes.cardBIN is a 16-digit string; it must be the first 6 digits of the card number.',
    );
    const email = checkHistoricalRecord(withAttributes(card, { authorizationDate: 'jane.doe@example.com' }));
    expect(email.ok ? '' : email.issues[0]?.message).toMatch(
      /^attributes\.authorizationDate is a 20-character string;/,
    );
  });

  it('still quotes short, harmless values of enumerated fields, cut to 32 characters', () => {
    const check = checkHistoricalRecord(withAttributes(card, { status: 'X'.repeat(40), direction: 'OUT' }));
    const messages = check.ok ? [] : check.issues.map((issue) => issue.message);
    expect(messages).toContain('attributes.direction is "OUT"; it must be "DEBIT" or "CREDIT".');
    expect(checkHistoricalRecord(withAttributes(card, { status: 5 })).ok).toBe(false);
    const type = checkHistoricalRecord({ ...card, type: 'Y'.repeat(40) });
    expect(type.ok ? '' : type.issues[0]?.message).toContain(`"${'Y'.repeat(32)}…"`);
  });
});
