import { ctaView } from '@offerkit/data';

const action = { url: '/v2/issuers/o/users/u/offers/1/activate?include=offer', method: 'POST' };

describe('ctaView', () => {
  it('maps PRIMARY with an action to an interactive primary button', () => {
    expect(ctaView({ buttonText: 'Activate', buttonStyle: 'PRIMARY', action, startIcon: '<svg/>' })).toEqual({
      label: 'Activate',
      style: 'primary',
      interactive: true,
      icon: '<svg/>',
      action,
    });
  });

  it('maps SECONDARY to secondary', () => {
    expect(ctaView({ buttonText: 'Boost', buttonStyle: 'SECONDARY', action })).toEqual({
      label: 'Boost',
      style: 'secondary',
      interactive: true,
      action,
    });
  });

  it('renders DISABLED but not interactive, without its action', () => {
    expect(ctaView({ buttonText: 'Activated', buttonStyle: 'DISABLED', action })).toEqual({
      label: 'Activated',
      style: 'disabled',
      interactive: false,
    });
  });

  it('is not interactive without an action', () => {
    expect(ctaView({ buttonText: 'Activate', buttonStyle: 'PRIMARY' })).toEqual({
      label: 'Activate',
      style: 'primary',
      interactive: false,
    });
  });

  it('renders an unknown style as secondary', () => {
    expect(ctaView({ buttonText: 'Go', buttonStyle: 'TERTIARY', action })?.style).toBe('secondary');
    expect(ctaView({ buttonText: 'Go', buttonStyle: 'toString', action })?.style).toBe('secondary');
  });

  it('gives nothing when there is no cta', () => {
    expect(ctaView(undefined)).toBeUndefined();
  });
});
