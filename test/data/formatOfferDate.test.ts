import { formatOfferDate } from '@offerkit/data';

describe('formatOfferDate', () => {
  it('formats an ISO timestamp in the given locale and time zone', () => {
    expect(formatOfferDate('2026-03-31T23:59:59Z', 'en-US', { timeZone: 'UTC' })).toBe('Mar 31, 2026');
    expect(formatOfferDate('2026-03-31T23:59:59Z', 'de-DE', { timeZone: 'UTC', dateStyle: 'short' })).toBe(
      '31.03.26',
    );
  });

  it('shows the date of the given time zone', () => {
    expect(formatOfferDate('2026-03-31T23:59:59Z', 'en-US', { timeZone: 'Asia/Tokyo' })).toBe('Apr 1, 2026');
  });

  it('gives nothing for an absent or unparseable value', () => {
    expect(formatOfferDate(undefined, 'en-US')).toBeUndefined();
    expect(formatOfferDate('', 'en-US')).toBeUndefined();
    expect(formatOfferDate('not a date', 'en-US')).toBeUndefined();
  });
});
