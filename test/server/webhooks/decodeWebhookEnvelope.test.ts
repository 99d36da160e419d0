import { RewardsDecodeError } from '@offerkit/data';
import { decodeWebhookEnvelope } from '@offerkit/server';

const user = { user: { data: { type: 'user', id: 'user-1' } } };
const common = { message: 'You earned a reward', transactionId: 't-1', transactionAmountInCents: 2500 };

describe('decodeWebhookEnvelope', () => {
  it('decodes an earnedRewardApproved event', () => {
    const body = {
      data: {
        type: 'earnedRewardApproved',
        id: 'evt-1',
        attributes: {
          ...common,
          transactionTimestamp: '2026-05-01T12:00:00Z',
          attributionUrl: 'https://t.example/a',
          name: 'Coffee House',
          categoryName: 'Food & Beverage',
          userReward: { type: 'PERCENT', value: 5 },
          purchaseChannel: ['INSTORE'],
          assets: [{ url: 'https://cdn.example/l.png', type: 'LOGO_IMAGE' }],
        },
        relationships: user,
      },
    };
    expect(decodeWebhookEnvelope(body)).toEqual({ ...body, diagnostics: [] });
  });

  it('decodes earnedRewardSettled with commissionEarned', () => {
    const attributes = { ...common, commissionEarned: { type: 'cents', value: 125 } };
    const { data } = decodeWebhookEnvelope({ data: { type: 'earnedRewardSettled', id: 'e', attributes } });
    expect(data).toEqual({ type: 'earnedRewardSettled', id: 'e', attributes });
  });

  it('keeps an unknown rejection reason, reporting it', () => {
    const { data, diagnostics } = decodeWebhookEnvelope({
      data: { type: 'earnedRewardRejected', id: 'e', attributes: { ...common, reason: 'CARD_EXPIRED' } },
    });
    expect(data.type === 'earnedRewardRejected' && data.attributes.reason).toBe('CARD_EXPIRED');
    expect(diagnostics).toEqual([
      {
        path: '/data/attributes/reason',
        reason: expect.stringContaining('"CARD_EXPIRED"'),
        severity: 'tolerated',
      },
    ]);
  });

  it('decodes fileProcessingResult', () => {
    const attributes = {
      fileName: 'history.jsonl',
      sentAt: '2026-05-01T00:00:00Z',
      lastModified: '2026-05-01T01:00:00Z',
      downloadUrl: 'https://files.example/r?sig=1',
    };
    expect(
      decodeWebhookEnvelope({ data: { type: 'fileProcessingResult', id: 'f', attributes } }).data,
    ).toEqual({
      type: 'fileProcessingResult',
      id: 'f',
      attributes,
    });
  });

  it('drops a malformed optional attribute alone', () => {
    const { data, diagnostics } = decodeWebhookEnvelope({
      data: { type: 'earnedRewardApproved', id: 'e', attributes: { ...common, userReward: 'five' } },
    });
    expect(data.attributes).not.toHaveProperty('userReward');
    expect(diagnostics.map((d) => d.path)).toEqual(['/data/attributes/userReward']);
  });

  it.each([
    [
      'an unknown event type',
      { data: { type: 'offerUpdated', id: 'e', attributes: {} } },
      /Unknown webhook event type/,
    ],
    ['no id', { data: { type: 'earnedRewardApproved', attributes: common } }, /idempotency/],
    [
      'a missing required attribute',
      { data: { type: 'earnedRewardRejected', id: 'e', attributes: common } },
      /reason/,
    ],
    ['no data', {}, /data/],
  ])('throws RewardsDecodeError for %s', (_case, json, message) => {
    expect(() => decodeWebhookEnvelope(json)).toThrow(RewardsDecodeError);
    expect(() => decodeWebhookEnvelope(json)).toThrow(message);
  });
});

describe('decodeWebhookEnvelope never quotes personal data (issue 26, item 4)', () => {
  const PERSONAL = [
    '4111111111111111',
    '4111 1111 1111 1111',
    '4111-1111-1111-1111',
    'jane.doe@example.com',
    '+1 (555) 123-4567',
  ];
  const VALUES: unknown[] = [...PERSONAL, 4111111111111111, 15551234567];
  const expectClean = (message: string) => {
    for (const value of PERSONAL) expect(message, message).not.toContain(value);
    expect(message.replace(/\D/g, ''), message).not.toContain('4111111111111111');
    expect(message.replace(/\D/g, ''), message).not.toContain('5551234567');
    expect(message, message).not.toMatch(/jane|example\.com/i);
  };

  it('describes the shape of a bad value in every diagnostic and error, never the value', () => {
    const messages: string[] = [];
    const attributes = { ...common, reason: 'SETTLEMENT_REJECTED' };
    for (const value of VALUES) {
      const bodies: unknown[] = [
        value,
        { data: value },
        { data: { type: value, id: 'e', attributes } },
        { data: { type: 'earnedRewardApproved', id: [value], attributes } },
        { data: { type: 'earnedRewardApproved', id: 'e', attributes: { ...common, message: [value] } } },
        {
          data: {
            type: 'earnedRewardApproved',
            id: 'e',
            attributes: { ...common, transactionId: { value } },
          },
        },
        {
          data: {
            type: 'earnedRewardApproved',
            id: 'e',
            attributes: {
              ...common,
              transactionTimestamp: [value],
              attributionUrl: { value },
              name: 4111111111111111,
              categoryName: [value],
              userReward: value,
              purchaseChannel: [value, 4111111111111111],
              surveyUrl: [value],
              assets: value,
            },
            relationships: { user: { data: { type: 'user', id: 4111111111111111 } } },
          },
        },
        {
          data: {
            type: 'earnedRewardSettled',
            id: 'e',
            attributes: {
              ...common,
              assets: [value, { url: value }],
              commissionEarned: { type: value, value },
            },
            relationships: value,
          },
        },
        { data: { type: 'earnedRewardRejected', id: 'e', attributes: { ...common, reason: value } } },
        { data: { type: 'fileProcessingResult', id: 'e', attributes: { fileName: 'f', sentAt: value } } },
      ];
      for (const body of bodies) {
        try {
          const decoded = decodeWebhookEnvelope(body, {
            onDiagnostic: (diagnostic) => messages.push(diagnostic.reason),
          });
          messages.push(...decoded.diagnostics.map((diagnostic) => diagnostic.reason));
        } catch (error) {
          messages.push((error as Error).message);
          messages.push(...(error as RewardsDecodeError).diagnostics.map((diagnostic) => diagnostic.reason));
        }
      }
    }
    expect(messages.length).toBeGreaterThan(VALUES.length * 10);
    for (const message of messages) expectClean(message);
  });

  it('still says what was expected and where', () => {
    const { diagnostics } = decodeWebhookEnvelope({
      data: { type: 'earnedRewardApproved', id: 'e', attributes: { ...common, name: 4111111111111111 } },
    });
    expect(diagnostics).toEqual([
      {
        path: '/data/attributes/name',
        reason: 'Dropped attribute name: expected string, received a 16-digit integer.',
        severity: 'dropped',
      },
    ]);
  });
});

describe('where decodeWebhookEnvelope lives', () => {
  it('is exported by @offerkit/server (the bank server decodes webhooks) and by neither entry of @offerkit/data', async () => {
    const data = await import('@offerkit/data');
    const backend = await import('@offerkit/data/backend');
    expect(data).not.toHaveProperty('decodeWebhookEnvelope');
    expect(backend).not.toHaveProperty('decodeWebhookEnvelope');
    expect(typeof decodeWebhookEnvelope).toBe('function');
  });
});
