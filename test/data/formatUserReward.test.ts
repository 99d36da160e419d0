import { formatUserReward } from '@offerkit/data';

describe('formatUserReward', () => {
  it.each([
    [{ type: 'PERCENT', value: 5 }, '5%'],
    [{ type: 'PERCENT', value: 2.5 }, '2.5%'],
    [{ type: 'PERCENT', value: 12.345 }, '12.35%'],
    [{ type: 'FLAT', value: 1000 }, '$10'],
    [{ type: 'FLAT', value: 1050 }, '$10.50'],
    [{ type: 'FLAT', value: 5 }, '$0.05'],
  ])('formats %o as %s in en-US', (reward, expected) => {
    expect(formatUserReward(reward, { locale: 'en-US' })).toBe(expected);
  });

  it('honours the locale and currency', () => {
    expect(formatUserReward({ type: 'FLAT', value: 1050 }, { locale: 'de-DE', currency: 'EUR' })).toBe(
      '10,50\u00a0€',
    );
    expect(formatUserReward({ type: 'PERCENT', value: 2.5 }, { locale: 'de-DE' })).toBe('2,5\u00a0%');
  });

  it('gives nothing for an unknown type, a non-finite value or no reward', () => {
    expect(formatUserReward({ type: 'POINTS', value: 5 }, { locale: 'en-US' })).toBeUndefined();
    expect(formatUserReward({ type: 'FLAT', value: Number.NaN })).toBeUndefined();
    expect(formatUserReward(undefined)).toBeUndefined();
  });
});
