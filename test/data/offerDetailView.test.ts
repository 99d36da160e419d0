import { type Category, offerDetailView, type ProgressBar } from '@offerkit/data';
import { makeOffer, offerCta } from './fixtures.ts';

const category = (id: string, name: string): Category => ({ type: 'category', id, attributes: { name } });
const bar: ProgressBar = { currentProgress: 2, total: 4 };
const cta = offerCta('boost');

describe('offerDetailView', () => {
  it('takes the detail texts: longDescription first, detailTags', () => {
    const view = offerDetailView(
      makeOffer(
        { description: 'Plain' },
        { shortDescription: 'Short', longDescription: 'Long', tags: ['New'], detailTags: ['In store', ''] },
      ),
    );
    expect(view.title).toBe('Coffee House');
    expect(view.description).toBe('Long');
    expect(view.tags.map((tag) => tag.text)).toEqual(['In store']);
  });

  it('falls back to shortDescription, then description; detailTags to tags', () => {
    const view = offerDetailView(
      makeOffer({ description: 'Plain' }, { shortDescription: 'Short', tags: ['New'] }),
    );
    expect(view.description).toBe('Short');
    expect(view.tags.map((tag) => tag.text)).toEqual(['New']);
    expect(offerDetailView(makeOffer({ description: 'Plain' }, { longDescription: '' })).description).toBe(
      'Plain',
    );
  });

  it('formats the dates for the locale and time zone, keeping the ISO value for <time>', () => {
    const view = offerDetailView(
      makeOffer({ startDate: '2026-01-01T03:00:00Z', expirationDate: '2026-12-31T23:59:59Z' }),
      { locale: 'en-US', timeZone: 'UTC' },
    );
    expect(view.facts.startDate).toEqual({ text: 'Jan 1, 2026', dateTime: '2026-01-01T03:00:00Z' });
    expect(view.facts.expirationDate).toEqual({ text: 'Dec 31, 2026', dateTime: '2026-12-31T23:59:59Z' });
    expect(
      offerDetailView(makeOffer({ startDate: '2026-01-01T03:00:00Z' }), {
        locale: 'en-US',
        timeZone: 'America/Los_Angeles',
      }).facts.startDate?.text,
    ).toBe('Dec 31, 2025');
    expect(view.hasFacts).toBe(true);
  });

  it('leaves out absent and unparseable dates', () => {
    const view = offerDetailView(makeOffer({ startDate: 'soon', expirationDate: '' }));
    expect(view.facts).toEqual({ purchaseChannels: [], categories: [] });
    expect(view.hasFacts).toBe(false);
  });

  it('lists purchase channels as codes, blank ones left out, unknown ones kept', () => {
    const view = offerDetailView(makeOffer({ purchaseChannel: ['INSTORE', ' ', 'ONLINE', 'PHONE'] }));
    expect(view.facts.purchaseChannels).toEqual(['INSTORE', 'ONLINE', 'PHONE']);
    expect(view.hasFacts).toBe(true);
  });

  it('lists category names, empty ones left out', () => {
    const offer = makeOffer();
    offer.categories = [category('c1', 'Food & Beverage'), category('c2', ''), category('c3', 'Gas')];
    const view = offerDetailView(offer);
    expect(view.facts.categories).toEqual(['Food & Beverage', 'Gas']);
    expect(view.hasFacts).toBe(true);
  });

  it('shows terms only when not blank', () => {
    expect(offerDetailView(makeOffer({ terms: 'One per customer.' })).terms).toBe('One per customer.');
    expect('terms' in offerDetailView(makeOffer({ terms: '  ' }))).toBe(false);
  });

  it('links the website only through the external-link policy', () => {
    expect(offerDetailView(makeOffer({ websiteUrl: ' https://merchant.example/x ' })).websiteUrl).toBe(
      'https://merchant.example/x',
    );
    expect(offerDetailView(makeOffer({ websiteUrl: 'javascript:alert(1)' })).websiteUrl).toBeUndefined();
    expect(offerDetailView(makeOffer({ websiteUrl: '/relative' })).websiteUrl).toBeUndefined();
    expect(offerDetailView(makeOffer()).websiteUrl).toBeUndefined();
  });

  it('computes reward, flare, CTA style and progress bar like the card', () => {
    const view = offerDetailView(
      makeOffer(
        {},
        {
          baseReward: '5%',
          boostedReward: '8%',
          logoFlare: { borderColor: 'PRIMARY', badge: { position: 'BOTTOM_LEFT', icon: '<svg/>' } },
          progressBar: bar,
          cta,
        },
      ),
    );
    expect(view.reward).toEqual({ active: '8%', struck: '5%', struckShown: '5%', isBoosted: true });
    expect(view.logoFlare).toEqual({ border: 'primary', badge: { position: 'bottom-left', icon: '<svg/>' } });
    expect(view.progressBar).toBe(bar);
    expect(view.cta).toBe(cta);
    expect(view.ctaStyle).toBe('secondary');
    expect(offerDetailView(makeOffer()).ctaStyle).toBe('none');
  });

  it('states the action: pending wins over an earlier error', () => {
    expect(offerDetailView(makeOffer(), { error: new Error('x') })).toMatchObject({
      state: 'error',
      failed: true,
    });
    expect(offerDetailView(makeOffer(), { error: new Error('x'), pending: true })).toMatchObject({
      state: 'pending',
      failed: false,
    });
    expect(offerDetailView(makeOffer())).toMatchObject({ state: 'idle', failed: false });
  });
});

describe('offerDetailView: the channel worded once', () => {
  it('names the only channel an offer is limited to, so it reads like the card’s channel tag', () => {
    expect(offerDetailView(makeOffer({ purchaseChannel: ['INSTORE'] })).facts.onlyChannel).toBe('INSTORE');
    expect(offerDetailView(makeOffer({ purchaseChannel: ['ONLINE', ' '] })).facts.onlyChannel).toBe('ONLINE');
    expect(
      'onlyChannel' in offerDetailView(makeOffer({ purchaseChannel: ['INSTORE', 'ONLINE'] })).facts,
    ).toBe(false);
    expect('onlyChannel' in offerDetailView(makeOffer({ purchaseChannel: [] })).facts).toBe(false);
  });

  it('keeps the description on a detail page even when it begins with the reward', () => {
    const offer = makeOffer({}, { baseReward: '5% cash back', longDescription: '5% cash back on bread.' });
    expect(offerDetailView(offer).description).toBe('5% cash back on bread.');
  });
});
