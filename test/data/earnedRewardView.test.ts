import { type EarnedReward, earnedRewardView, isLoadableAssetUrl } from '@offerkit/data';

function reward(attributes: Partial<EarnedReward['attributes']> = {}): EarnedReward {
  return {
    type: 'earnedReward',
    id: 'txn_1',
    attributes: {
      status: 'PENDING',
      message: 'You earned $5 at Blue Bottle <b>Coffee</b>',
      transactionId: 'txn_1',
      transactionAmountInCents: 2550,
      transactionTimestamp: '2026-11-20T12:00:00Z',
      merchantName: 'Blue Bottle',
      updatedAt: '2026-11-20T16:00:00Z',
      ...attributes,
    },
  };
}

describe('earnedRewardView', () => {
  it('shows a pending reward with its word, the message as is, the purchase and no amount yet', () => {
    const view = earnedRewardView(reward(), { locale: 'en-US' });
    expect(view).toMatchObject({
      id: 'txn_1',
      state: 'pending',
      statusLabel: 'Pending',
      message: 'You earned $5 at Blue Bottle <b>Coffee</b>',
      merchantName: 'Blue Bottle',
      monogramName: 'Blue Bottle',
      amount: undefined,
      purchaseAmount: '$25.50',
      date: 'Nov 20, 2026',
    });
  });

  it('shows a settled reward with the commission in cents as currency', () => {
    const view = earnedRewardView(
      reward({ status: 'SETTLED', commissionEarned: { type: 'cents', value: 500 } }),
      { locale: 'en-US' },
    );
    expect(view?.state).toBe('settled');
    expect(view?.statusLabel).toBe('Earned');
    expect(view?.amount).toBe('$5.00');
    const euros = earnedRewardView(
      reward({ status: 'SETTLED', commissionEarned: { type: 'cents', value: 1234 } }),
      { locale: 'de-DE', currency: 'EUR', labels: { settled: 'Erhalten' } },
    );
    expect(euros?.amount).toBe('12,34\u00a0€');
    expect(euros?.statusLabel).toBe('Erhalten');
  });

  it('shows no amount for a commission in a unit it does not know', () => {
    const view = earnedRewardView(
      reward({ status: 'SETTLED', commissionEarned: { type: 'points', value: 5 } }),
    );
    expect(view?.amount).toBeUndefined();
  });

  it('never shows a rejected reward, nor a status it does not know', () => {
    expect(
      earnedRewardView(reward({ status: 'REJECTED', rejectionReason: 'USER_NOT_ENROLLED' })),
    ).toBeUndefined();
    expect(earnedRewardView(reward({ status: 'ON_HOLD' }))).toBeUndefined();
  });

  it('takes the logo from a LOGO_IMAGE asset only when the asset URL policy accepts it', () => {
    const logo = { url: 'https://cdn.example/logo.png?sig=a+b', alt: 'Blue Bottle logo', type: 'LOGO_IMAGE' };
    expect(earnedRewardView(reward({ assets: [logo] }))?.logo).toEqual({
      url: 'https://cdn.example/logo.png?sig=a+b',
      alt: 'Blue Bottle logo',
    });
    for (const url of [
      'javascript:alert(1)',
      '/relative.png',
      'data:text/html,<script>',
      'file:///etc/passwd',
    ]) {
      expect(isLoadableAssetUrl(url)).toBe(false);
      expect(earnedRewardView(reward({ assets: [{ ...logo, url }] }))?.logo).toBeUndefined();
    }
    expect(earnedRewardView(reward({ assets: [{ ...logo, type: 'BANNER_IMAGE' }] }))?.logo).toBeUndefined();
    const noName = earnedRewardView(
      reward({ merchantName: undefined, assets: [{ ...logo, alt: undefined }] }),
    );
    expect(noName?.logo?.alt).toBe('');
    expect(noName?.monogramName).toBe('You earned $5 at Blue Bottle <b>Coffee</b>');
  });

  it('leaves the date out when the timestamp is missing or not a date', () => {
    expect(earnedRewardView(reward({ transactionTimestamp: undefined }))?.date).toBeUndefined();
    expect(earnedRewardView(reward({ transactionTimestamp: 'yesterday' }))?.date).toBeUndefined();
  });
});
