import { rewardView } from '@offerkit/data';
import { makeOffer } from './fixtures.ts';

describe('rewardView', () => {
  it('shows boostedReward as active with baseReward struck', () => {
    const offer = makeOffer({}, { baseReward: '5% back', boostedReward: '10% back' });
    expect(rewardView(offer)).toEqual({
      active: '10% back',
      struck: '5% back',
      struckShown: '5%',
      isBoosted: true,
    });
  });

  it('draws the former reward without the words it shares with the end of the active one', () => {
    const shown = (base: string, boostedReward: string) =>
      rewardView(makeOffer({}, { baseReward: base, boostedReward })).struckShown;
    expect(shown('3% cash back', '8% cash back')).toBe('3%');
    expect(shown('$5 back per visit', '$10 back per visit')).toBe('$5');
    // A unit sign or an amount is never taken away, however the words around it match.
    expect(shown('3 % de reembolso', '8 % de reembolso')).toBe('3 %');
    expect(shown('3%', '8%')).toBe('3%');
    // Nothing shared, or everything: the former reward as the service wrote it.
    expect(shown('3% back', '8% cash back in store')).toBe('3% back');
    expect(shown('Cash back', 'Cash back')).toBe('Cash back');
    expect(shown('Earn 3% cash back', '8% cash back')).toBe('Earn 3%');
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
