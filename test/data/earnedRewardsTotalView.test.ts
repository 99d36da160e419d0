import { type EarnedReward, earnedRewardsTotalView } from '@offerkit/data';

let next = 0;
function reward(attributes: Partial<EarnedReward['attributes']> = {}): EarnedReward {
  const id = `txn_${next++}`;
  return {
    type: 'earnedReward',
    id,
    attributes: {
      status: 'PENDING',
      message: 'A reward',
      transactionId: id,
      transactionAmountInCents: 2550,
      updatedAt: '2026-11-20T16:00:00Z',
      ...attributes,
    },
  };
}

const settled = (cents: number) =>
  reward({ status: 'SETTLED', commissionEarned: { type: 'cents', value: cents } });

describe('earnedRewardsTotalView (issue 30, item 8)', () => {
  it('sums what settled rewards paid and counts the pending ones apart', () => {
    const view = earnedRewardsTotalView([settled(400), reward(), settled(150), reward()], {
      locale: 'en-US',
    });
    expect(view).toEqual({
      visible: true,
      earned: '$5.50',
      earnedCents: 550,
      earnedCount: 2,
      pendingCount: 2,
    });
  });

  it('never counts rejected entries, unknown statuses, or a settled entry without an amount in cents', () => {
    const view = earnedRewardsTotalView(
      [
        settled(1000),
        reward({ status: 'REJECTED', commissionEarned: { type: 'cents', value: 999 } }),
        reward({ status: 'CLAWED_BACK', commissionEarned: { type: 'cents', value: 999 } }),
        reward({ status: 'SETTLED', commissionEarned: { type: 'points', value: 999 } }),
        reward({ status: 'SETTLED', commissionEarned: { type: 'cents', value: Number.NaN } }),
      ],
      { locale: 'en-US' },
    );
    expect(view).toMatchObject({ earned: '$10.00', earnedCents: 1000, earnedCount: 1, pendingCount: 0 });
  });

  it('shows $0.00 earned while every reward is pending, and nothing when no reward is shown', () => {
    expect(earnedRewardsTotalView([reward()], { locale: 'en-US' })).toMatchObject({
      visible: true,
      earned: '$0.00',
      pendingCount: 1,
    });
    expect(earnedRewardsTotalView([reward({ status: 'REJECTED' })]).visible).toBe(false);
    expect(earnedRewardsTotalView([]).visible).toBe(false);
  });

  it('formats the sum in the list currency and locale', () => {
    expect(earnedRewardsTotalView([settled(123456)], { locale: 'de-DE', currency: 'EUR' }).earned).toBe(
      '1.234,56\u00a0€',
    );
  });
});
