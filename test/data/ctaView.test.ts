import { ctaView } from '@offerkit/data';

const action = { url: '/v2/issuers/o/users/u/offers/1/activate?include=offer', method: 'POST' };

describe('ctaView', () => {
  it.each([
    {
      name: 'maps PRIMARY with an action to an interactive primary button',
      cta: { buttonText: 'Activate', buttonStyle: 'PRIMARY', action, startIcon: '<svg/>' },
      view: { label: 'Activate', style: 'primary', interactive: true, icon: '<svg/>', action },
    },
    {
      name: 'maps SECONDARY to secondary',
      cta: { buttonText: 'Boost', buttonStyle: 'SECONDARY', action },
      view: { label: 'Boost', style: 'secondary', interactive: true, action },
    },
    {
      name: 'renders DISABLED but not interactive, without its action',
      cta: { buttonText: 'Activated', buttonStyle: 'DISABLED', action },
      view: { label: 'Activated', style: 'disabled', interactive: false },
    },
    {
      name: 'is not interactive without an action',
      cta: { buttonText: 'Activate', buttonStyle: 'PRIMARY' },
      view: { label: 'Activate', style: 'primary', interactive: false },
    },
  ])('$name', ({ cta, view }) => {
    expect(ctaView(cta)).toEqual(view);
  });

  it('renders an unknown style as secondary', () => {
    expect(ctaView({ buttonText: 'Go', buttonStyle: 'TERTIARY', action })?.style).toBe('secondary');
    expect(ctaView({ buttonText: 'Go', buttonStyle: 'toString', action })?.style).toBe('secondary');
  });

  it('gives nothing when there is no cta', () => {
    expect(ctaView(undefined)).toBeUndefined();
  });
});
