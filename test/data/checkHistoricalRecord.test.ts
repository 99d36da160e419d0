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
        'attributes.cardLastFour is "12345"; it must be the last 4 digits of the card number.',
      'attributes.authorizationDate':
        'attributes.authorizationDate is "soon"; it must be an ISO 8601 timestamp such as "2026-03-02T12:00:00Z".',
      'attributes.direction': 'attributes.direction is "OUT"; it must be "DEBIT" or "CREDIT".',
      'attributes.merchant.name': 'attributes.merchant.name is 7; it must be a string.',
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
