/**
 * Issue 25, item 12: numbers and text a hostile service could use to mislead. A negative or absurd amount
 * (not finite, below zero, over the documented ceiling, or a percentage over 100) is a broken entry: it is
 * dropped with a diagnostic and the rest of the offer (or the earned-rewards list) is kept. Bidi embedding,
 * override and isolate controls (U+202A–U+202E, U+2066–U+2069) are stripped from the service's display text
 * at decode, so a name cannot reverse what follows it ("Purchase" + a reversed amount); ids and URLs stay
 * exactly as sent.
 */
import {
  type Diagnostic,
  decodeEarnedRewardsDocument,
  decodeLocationsDocument,
  decodeOffersDocument,
  earnedRewardView,
  MAX_AMOUNT,
  offerCardView,
} from '@offerkit/data';
import { rawCategory, rawLocation, rawOffer } from './fixtures.ts';

function decodeOne(extra: Record<string, unknown>) {
  const diagnostics: Diagnostic[] = [];
  const document = decodeOffersDocument(
    { data: [rawOffer('o1', extra)], included: [rawCategory('cat-food', 'Food')] },
    { onDiagnostic: (diagnostic) => diagnostics.push(diagnostic) },
  );
  const offer = document.offers[0];
  if (offer === undefined) throw new Error('the offer was dropped');
  return { offer, diagnostics };
}

const reward = (attributes: Record<string, unknown>) => ({
  type: 'earnedReward',
  id: 't1',
  attributes: {
    status: 'SETTLED',
    message: 'You earned a reward',
    transactionId: 't1',
    transactionAmountInCents: 2500,
    updatedAt: '2026-11-20T00:00:00Z',
    commissionEarned: { type: 'cents', value: 500 },
    ...attributes,
  },
});

describe('amounts', () => {
  it('documents its ceiling: 100,000,000,000 (one billion in a two-decimal currency)', () => {
    expect(MAX_AMOUNT).toBe(100_000_000_000);
  });

  it.each([
    ['a negative FLAT reward', { type: 'FLAT', value: -500 }],
    ['a 300-digit FLAT reward', { type: 'FLAT', value: 1e300 }],
    ['a reward just over the ceiling', { type: 'FLAT', value: 100_000_000_001 }],
    ['a negative percentage', { type: 'PERCENT', value: -5 }],
    ['a percentage over 100', { type: 'PERCENT', value: 250 }],
  ])('drops %s with a diagnostic and keeps the offer', (_why, userReward) => {
    const { offer, diagnostics } = decodeOne({ userReward });
    expect(offer.attributes.userReward).toBeUndefined();
    expect(offer.attributes.name).toBe('Merchant o1');
    expect(offerCardView(offer, { locale: 'en-US' }).reward.active).not.toMatch(/-|\d{13}/);
    expect(diagnostics).toEqual([
      expect.objectContaining({ path: '/data/0/attributes/userReward', severity: 'dropped' }),
    ]);
  });

  it.each(['minRewardAmount', 'maxRewardAmount', 'minTransactionAmount', 'maxTransactionAmount'])(
    'drops a negative or absurd %s alone',
    (key) => {
      for (const value of [-1, 1e300]) {
        const { offer, diagnostics } = decodeOne({ [key]: { type: 'CENTS', value } });
        expect(offer.attributes[key as 'minRewardAmount']).toBeUndefined();
        expect(diagnostics.map((diagnostic) => diagnostic.path)).toEqual([`/data/0/attributes/${key}`]);
      }
    },
  );

  it('keeps amounts from zero up to the ceiling', () => {
    const { offer, diagnostics } = decodeOne({
      userReward: { type: 'FLAT', value: 100_000_000_000 },
      minTransactionAmount: { type: 'CENTS', value: 0 },
    });
    expect(offer.attributes.userReward?.value).toBe(100_000_000_000);
    expect(offer.attributes.minTransactionAmount?.value).toBe(0);
    expect(
      decodeOne({ userReward: { type: 'PERCENT', value: 100 } }).offer.attributes.userReward?.value,
    ).toBe(100);
    expect(diagnostics).toEqual([]);
  });

  it('drops an earned reward whose purchase is negative or absurd, and a negative commission alone', () => {
    const document = decodeEarnedRewardsDocument({
      data: [
        reward({ transactionAmountInCents: -100_000 }),
        { ...reward({ transactionAmountInCents: 1e300 }), id: 't2' },
        { ...reward({ commissionEarned: { type: 'cents', value: -500 } }), id: 't3' },
        { ...reward({}), id: 't4' },
      ],
    });
    expect(document.data.map((entry) => entry.id)).toEqual(['t3', 't4']);
    expect(document.data[0]?.attributes.commissionEarned).toBeUndefined();
    expect(document.diagnostics.map((diagnostic) => diagnostic.path)).toEqual([
      '/data/0/attributes',
      '/data/1/attributes',
      '/data/2/attributes/commissionEarned',
    ]);
    const views = document.data.map((entry) => earnedRewardView(entry, { locale: 'en-US' }));
    expect(views.map((view) => [view?.amount, view?.purchaseAmount])).toEqual([
      [undefined, '$25.00'],
      ['$5.00', '$25.00'],
    ]);
  });
});

describe('bidi controls in service text', () => {
  const RLO = '\u202e';
  const CONTROLS = '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069';

  it('strips them from offer texts, components, alt text and category names, and from nothing else', () => {
    const action = {
      url: `/v2/issuers/org-1/users/user-1/offers/o1/activate?include=offer&x=${RLO}`,
      method: 'POST',
    };
    const { offer } = decodeOne({
      name: `Coffee ${RLO}00.000,1$- esahcruP`,
      description: `a${CONTROLS}b`,
      terms: `${RLO}terms`,
      assets: [{ url: `https://cdn.example/logo.png?n=${RLO}`, alt: `${RLO}Logo`, type: 'LOGO_IMAGE' }],
      components: {
        shortDescription: `${RLO}short`,
        longDescription: `${RLO}long`,
        baseReward: `${RLO}5% back`,
        boostedReward: `${RLO}10% back`,
        tags: [`${RLO}New`],
        detailTags: [`${RLO}Online`],
        cta: { buttonText: `${RLO}Activate`, buttonStyle: 'PRIMARY', action },
        progressBar: {
          total: 2,
          currentProgress: 1,
          label: `${RLO}label`,
          labels: { default: { left: `${RLO}left`, right: `${RLO}right` } },
          segments: {
            default: { position: 'LEFT', labels: [{ title: `${RLO}t`, description: `${RLO}d` }, {}] },
          },
        },
      },
    });
    const { attributes } = offer;
    expect(attributes.name).toBe('Coffee 00.000,1$- esahcruP');
    expect(attributes.description).toBe('ab');
    expect(attributes.terms).toBe('terms');
    expect(attributes.assets?.[0]).toEqual({
      url: `https://cdn.example/logo.png?n=${RLO}`,
      alt: 'Logo',
      type: 'LOGO_IMAGE',
    });
    const components = attributes.components;
    expect([
      components?.shortDescription,
      components?.longDescription,
      components?.baseReward,
      components?.boostedReward,
      components?.tags?.[0],
      components?.detailTags?.[0],
      components?.cta?.buttonText,
      components?.progressBar?.label,
      components?.progressBar?.labels?.default.left,
      components?.progressBar?.labels?.default.right,
      components?.progressBar?.segments?.default?.labels?.[0]?.title,
      components?.progressBar?.segments?.default?.labels?.[0]?.description,
    ]).toEqual([
      'short',
      'long',
      '5% back',
      '10% back',
      'New',
      'Online',
      'Activate',
      'label',
      'left',
      'right',
      't',
      'd',
    ]);
    // Exact as sent: the action URL and ids.
    expect(components?.cta?.action?.url).toBe(action.url);
  });

  it('strips them from category, location and earned-reward texts, never from ids', () => {
    const offers = decodeOffersDocument({
      data: [rawOffer(`o${RLO}1`)],
      included: [rawCategory('cat-food', `${RLO}Food`)],
    });
    expect(offers.offers[0]?.id).toBe(`o${RLO}1`);
    expect(offers.offers[0]?.categories[0]?.attributes.name).toBe('Food');
    const location = rawLocation('l1', ['o1']) as { attributes: Record<string, unknown> };
    location.attributes.name = `${RLO}Store`;
    location.attributes.phone = `${RLO}555`;
    location.attributes.address = { street: `${RLO}Main St`, city: `${RLO}Town` };
    const locations = decodeLocationsDocument({
      data: [location],
      included: [rawOffer('o1'), rawCategory('cat-food', 'Food')],
    });
    const attributes = locations.locations[0]?.attributes;
    expect([
      attributes?.name,
      attributes?.phone,
      attributes?.address?.street,
      attributes?.address?.city,
    ]).toEqual(['Store', '555', 'Main St', 'Town']);
    const rewards = decodeEarnedRewardsDocument({
      data: [reward({ message: `${RLO}You earned`, merchantName: `${RLO}Shop`, categoryName: `${RLO}Food` })],
    });
    const earned = rewards.data[0]?.attributes;
    expect([earned?.message, earned?.merchantName, earned?.categoryName]).toEqual([
      'You earned',
      'Shop',
      'Food',
    ]);
  });
});
