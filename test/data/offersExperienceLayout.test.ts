import { DEFAULT_OFFERS_EXPERIENCE_SECTIONS, offersExperienceLayout } from '@offerkit/data';

describe('offersExperienceLayout', () => {
  it('turns every section on but the opt-in rewards view, with tabs for offers and nearby', () => {
    const layout = offersExperienceLayout(undefined, 'offers');
    expect(layout.sections).toEqual(DEFAULT_OFFERS_EXPERIENCE_SECTIONS);
    expect(layout.sections.rewards).toBe(false);
    expect(layout.views).toEqual(['offers', 'nearby']);
    expect(layout.view).toBe('offers');
    expect(layout.tabbed).toBe(true);
  });

  it("applies the host's choices over the defaults and keeps the tab order", () => {
    const layout = offersExperienceLayout({ rewards: true, search: false }, 'rewards');
    expect(layout.views).toEqual(['offers', 'nearby', 'rewards']);
    expect(layout.view).toBe('rewards');
    expect(layout.sections.search).toBe(false);
    expect(layout.sections.header).toBe(true);
  });

  it('never shows a view that is turned off: the first one on stands in', () => {
    expect(offersExperienceLayout({ offers: false }, 'offers')).toMatchObject({
      views: ['nearby'],
      view: 'nearby',
      tabbed: false,
    });
    expect(offersExperienceLayout({ nearby: false }, 'nearby').view).toBe('offers');
    expect(offersExperienceLayout(undefined, 'rewards').view).toBe('offers');
  });

  it('has no view and no tabs when every view is off', () => {
    const layout = offersExperienceLayout({ offers: false, nearby: false }, 'offers');
    expect(layout.views).toEqual([]);
    expect(layout.view).toBeUndefined();
    expect(layout.tabbed).toBe(false);
  });

  it('does not change the defaults it starts from', () => {
    offersExperienceLayout({ header: false }, 'offers');
    expect(DEFAULT_OFFERS_EXPERIENCE_SECTIONS.header).toBe(true);
  });
});
