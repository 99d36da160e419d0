import { rewardView } from '@offerkit/data';
import { makeOffer } from './fixtures.ts';

describe('rewardView', () => {
  it('shows boostedReward as active with baseReward struck', () => {
    const offer = makeOffer({}, { baseReward: '5% back', boostedReward: '10% back' });
    expect(rewardView(offer)).toEqual({ active: '10% back', struck: '5% back', isBoosted: true });
  });

  it('shows baseReward alone when not boosted', () => {
    const offer = makeOffer({ userReward: { type: 'PERCENT', value: 7 } }, { baseReward: '5% back' });
    expect(rewardView(offer)).toEqual({ active: '5% back', isBoosted: false });
  });

  it('shows a boosted reward without a struck one when baseReward is absent', () => {
    expect(rewardView(makeOffer({}, { boostedReward: '10% back' }))).toEqual({
      active: '10% back',
      isBoosted: true,
    });
  });

  it('falls back to the formatted userReward', () => {
    expect(
      rewardView(makeOffer({ userReward: { type: 'PERCENT', value: 2.5 } }), { locale: 'en-US' }),
    ).toEqual({
      active: '2.5%',
      isBoosted: false,
    });
    expect(
      rewardView(makeOffer({ userReward: { type: 'FLAT', value: 1050 } }, {}), { locale: 'en-US' }).active,
    ).toBe('$10.50');
    expect(
      rewardView(makeOffer({ userReward: { type: 'FLAT', value: 1000 } }), {
        locale: 'en-GB',
        currency: 'GBP',
      }).active,
    ).toBe('£10');
  });

  it('treats blank component strings as absent', () => {
    const offer = makeOffer(
      { userReward: { type: 'PERCENT', value: 5 } },
      { baseReward: ' ', boostedReward: '' },
    );
    expect(rewardView(offer, { locale: 'en-US' })).toEqual({ active: '5%', isBoosted: false });
  });

  it('has no active reward when nothing is known', () => {
    expect(rewardView(makeOffer())).toEqual({ isBoosted: false });
  });
});
