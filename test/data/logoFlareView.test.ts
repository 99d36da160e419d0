import { logoFlareView } from '@offerkit/data';

describe('logoFlareView', () => {
  it('draws no border without a flare', () => {
    expect(logoFlareView(undefined)).toEqual({ border: 'none' });
  });

  it('maps PRIMARY and SECONDARY borders', () => {
    expect(logoFlareView({ borderColor: 'PRIMARY' })).toEqual({ border: 'primary' });
    expect(logoFlareView({ borderColor: 'SECONDARY' })).toEqual({ border: 'secondary' });
  });

  it('draws an unknown border colour as primary, also for inherited property names', () => {
    expect(logoFlareView({ borderColor: 'GOLD' }).border).toBe('primary');
    expect(logoFlareView({ borderColor: 'toString' }).border).toBe('primary');
  });

  it('maps the four badge corners', () => {
    const corners = {
      TOP_RIGHT: 'top-right',
      TOP_LEFT: 'top-left',
      BOTTOM_RIGHT: 'bottom-right',
      BOTTOM_LEFT: 'bottom-left',
    } as const;
    for (const [position, expected] of Object.entries(corners)) {
      expect(logoFlareView({ borderColor: 'PRIMARY', badge: { position, icon: '<svg/>' } }).badge).toEqual({
        position: expected,
        icon: '<svg/>',
      });
    }
  });

  it('draws a badge at an unknown position at the top right', () => {
    expect(
      logoFlareView({ borderColor: 'SECONDARY', badge: { position: 'CENTER', icon: '<svg/>' } }),
    ).toEqual({ border: 'secondary', badge: { position: 'top-right', icon: '<svg/>' } });
    expect(
      logoFlareView({ borderColor: 'PRIMARY', badge: { position: '__proto__', icon: '<svg/>' } }).badge,
    ).toEqual({ position: 'top-right', icon: '<svg/>' });
  });

  it('leaves out a badge without an icon or with an empty one', () => {
    expect(logoFlareView({ borderColor: 'PRIMARY', badge: { position: 'TOP_LEFT' } })).toEqual({
      border: 'primary',
    });
    expect(logoFlareView({ borderColor: 'PRIMARY', badge: { position: 'TOP_LEFT', icon: '' } })).toEqual({
      border: 'primary',
    });
  });
});
