import { ctaView, offerCardView, type ProgressBar } from '@offerkit/data';
import { makeOffer, offerCta } from './fixtures.ts';

const bar: ProgressBar = { currentProgress: 1, total: 3 };
const cta = offerCta('activate');

describe('offerCardView', () => {
  it('takes the list texts: shortDescription first, tags (not detailTags)', () => {
    const view = offerCardView(
      makeOffer(
        { description: 'Plain' },
        {
          shortDescription: 'Short',
          longDescription: 'Long',
          tags: ['New', ' ', 'New'],
          detailTags: ['Detail'],
        },
      ),
    );
    expect(view.title).toBe('Coffee House');
    expect(view.description).toBe('Short');
    expect(view.tags).toEqual([
      { text: 'New', key: 'New\u00000' },
      { text: 'New', key: 'New\u00001' },
    ]);
  });

  it('falls back to longDescription, then to description, then to none', () => {
    expect(offerCardView(makeOffer({ description: 'Plain' }, { longDescription: 'Long' })).description).toBe(
      'Long',
    );
    expect(offerCardView(makeOffer({ description: 'Plain' }, { shortDescription: ' ' })).description).toBe(
      'Plain',
    );
    expect(offerCardView(makeOffer()).description).toBeUndefined();
    expect('description' in offerCardView(makeOffer())).toBe(false);
  });

  it('computes the reward once: boosted with the former one struck', () => {
    const view = offerCardView(makeOffer({}, { baseReward: '5% back', boostedReward: '10% back' }));
    expect(view.reward).toEqual({
      active: '10% back',
      struck: '5% back',
      struckShown: '5%',
      isBoosted: true,
    });
  });

  it('formats userReward with the given locale and currency when there is no reward component', () => {
    const offer = makeOffer({ userReward: { type: 'FLAT', value: 1000 } });
    expect(offerCardView(offer, { locale: 'en-GB', currency: 'GBP' }).reward).toEqual({
      active: '£10',
      isBoosted: false,
    });
    expect(offerCardView(offer, { locale: 'en-US' }).reward.active).toBe('$10');
  });

  it('maps the logo flare', () => {
    expect(offerCardView(makeOffer()).logoFlare).toEqual({ border: 'none' });
    expect(offerCardView(makeOffer({}, { logoFlare: { borderColor: 'SECONDARY' } })).logoFlare).toEqual({
      border: 'secondary',
    });
  });

  it('hands on the progress bar and the CTA only when present', () => {
    const view = offerCardView(makeOffer({}, { progressBar: bar, cta }));
    expect(view.progressBar).toBe(bar);
    expect(view.cta).toBe(cta);
    const bare = offerCardView(makeOffer({}, {}));
    expect('progressBar' in bare).toBe(false);
    expect('cta' in bare).toBe(false);
  });

  it("gives data-cta the CTA's style, an unknown style as secondary, and none without a CTA", () => {
    expect(offerCardView(makeOffer({}, { cta })).ctaStyle).toBe('primary');
    expect(offerCardView(makeOffer({}, { cta: { ...cta, buttonStyle: 'DISABLED' } })).ctaStyle).toBe(
      'disabled',
    );
    expect(offerCardView(makeOffer({}, { cta: { ...cta, buttonStyle: 'GLOWING' } })).ctaStyle).toBe(
      'secondary',
    );
    expect(offerCardView(makeOffer()).ctaStyle).toBe('none');
  });

  it('carries the finished CTA button (ctaView of the CTA), absent without a CTA', () => {
    expect(offerCardView(makeOffer({}, { cta })).ctaButton).toEqual(ctaView(cta));
    const disabled = { ...cta, buttonStyle: 'DISABLED' };
    expect(offerCardView(makeOffer({}, { cta: disabled })).ctaButton).toEqual(ctaView(disabled));
    expect('ctaButton' in offerCardView(makeOffer())).toBe(false);
  });

  it('states idle, pending and error; pending hides an earlier failure', () => {
    const offer = makeOffer({}, { cta });
    expect(offerCardView(offer)).toMatchObject({ state: 'idle', failed: false });
    expect(offerCardView(offer, { pending: true })).toMatchObject({ state: 'pending', failed: false });
    expect(offerCardView(offer, { error: new Error('503') })).toMatchObject({ state: 'error', failed: true });
    expect(offerCardView(offer, { error: true })).toMatchObject({ state: 'error', failed: true });
    expect(offerCardView(offer, { error: new Error('503'), pending: true })).toMatchObject({
      state: 'pending',
      failed: false,
    });
    expect(offerCardView(offer, { error: null })).toMatchObject({ state: 'idle', failed: false });
    expect(offerCardView(offer, { error: false })).toMatchObject({ state: 'idle', failed: false });
  });
});

describe('offerCardView: each fact once', () => {
  it('leaves out a description that begins with the reward the card draws', () => {
    // Before a boost: "3% cash back in store" under "3% cash back" only restates it.
    const base = { baseReward: '3% cash back', shortDescription: '3% cash back in store' };
    expect(offerCardView(makeOffer({}, base)).description).toBeUndefined();
    // After a boost it would contradict "8% cash back" with the former reward.
    expect(
      offerCardView(makeOffer({}, { ...base, boostedReward: '8% cash back' })).description,
    ).toBeUndefined();
    expect(
      offerCardView(
        makeOffer({}, { boostedReward: '8% Cash Back', shortDescription: ' 8% cash back online' }),
      ).description,
    ).toBeUndefined();
  });

  it('keeps a description that says something else, and the detail keeps its own', () => {
    const keep = (shortDescription: string) =>
      offerCardView(makeOffer({}, { baseReward: '5% cash back', shortDescription })).description;
    expect(keep('Tap to activate 5% cash back')).toBe('Tap to activate 5% cash back');
    expect(keep('2 of 5 purchases · Only 3 left')).toBe('2 of 5 purchases · Only 3 left');
    // A reward formatted from userReward is not a component: a description-only integration words around it.
    expect(
      offerCardView(
        makeOffer(
          { userReward: { type: 'PERCENT', value: 5 } },
          { shortDescription: '5% cash back in store' },
        ),
      ).description,
    ).toBe('5% cash back in store');
  });
});

describe('offerCardView: status', () => {
  it('states Activated from the contract’s detail tag, once, and keeps the other tags', () => {
    const view = offerCardView(
      makeOffer({}, { tags: ['In store only', 'activated '], detailTags: ['Activated', 'Limited supply'] }),
    );
    expect(view.status).toEqual({ kind: 'activated', text: 'Activated' });
    expect(view.tags.map((tag) => tag.text)).toEqual(['In store only']);
  });

  it('has no status for an offer not activated (a boost is told by its reward)', () => {
    expect('status' in offerCardView(makeOffer({}, { tags: ['Boosted'], boostedReward: '8%' }))).toBe(false);
    expect('status' in offerCardView(makeOffer())).toBe(false);
  });
});
