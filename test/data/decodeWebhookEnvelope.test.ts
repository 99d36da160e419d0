import { RewardsDecodeError } from '@offerkit/data';
import { decodeWebhookEnvelope } from '@offerkit/data/backend';

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
