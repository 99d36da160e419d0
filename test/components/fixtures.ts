import type { Location, Offer, OfferAttributes, OfferComponents } from '@offerkit/data';
import { fixtureOfferTerms } from '../data/fixtures.ts';

/**
 * Offers in the states the contract describes, for presentational tests. The data-bound tests use the
 * sandbox instead, so these only need to look like decoded offers.
 */

export const ACTION_URL =
  '/v2/issuers/org-1/users/u-1/offers/o-1/activate?include=offer&supportedComponents=cta&supportedComponents=tags';

/** An attribution-tracking URL with characters a re-encoder would change. */
export const LOGO_URL = 'https://img.example.test/logo.png?eventCode=VIEW&medium=CTA&sig=a%2Bb%3D%3D&x=1 2';
export const BANNER_URL = 'https://img.example.test/banner.jpg?sig=Zm9v%2F&eventCode=IMPRESSION';

export const BADGE_ICON =
  '<svg viewBox="0 0 16 16" onload="alert(1)"><script>alert(2)</script><path d="M8 0l2 6h6l-5 4 2 6-5-4-5 4 2-6-5-4h6z"/></svg>';
export const CTA_ICON = '<svg viewBox="0 0 16 16"><circle cx="8" cy="8" r="6"/></svg>';

let counter = 0;

export function makeOffer(
  components: OfferComponents | undefined,
  attributes: Partial<OfferAttributes> = {},
  id = `offer-${++counter}`,
): Offer {
  return {
    type: 'standardOffer',
    id,
    attributes: {
      name: 'Blue Bottle Coffee',
      description: 'Coffee roasted in Oakland.',
      ...fixtureOfferTerms(),
      expirationDate: '2026-12-31T12:00:00Z',
      terms: 'One reward per purchase.\nExcludes gift cards.',
      websiteUrl: 'https://bluebottle.example.test/',
      assets: [
        { type: 'LOGO_IMAGE', url: LOGO_URL, alt: 'Blue Bottle logo' },
        { type: 'BANNER_IMAGE', url: BANNER_URL, alt: 'Coffee cups on a table' },
      ],
      ...(components !== undefined ? { components } : {}),
      ...attributes,
    },
    categories: [{ type: 'category', id: 'c-1', attributes: { name: 'Food & Beverage' } }],
  };
}

/** A standard offer before activation: PRIMARY CTA with an action, list and detail texts. */
export const activatable = (id?: string) =>
  makeOffer(
    {
      shortDescription: 'Tap to activate 5% back.',
      longDescription: 'Activate to earn 5% back on every purchase this year.',
      baseReward: '5% back',
      cta: { buttonText: 'Activate', buttonStyle: 'PRIMARY', action: { url: ACTION_URL, method: 'POST' } },
      tags: ['New'],
      detailTags: ['Online', 'In store'],
    },
    {},
    id,
  );

/** The same offer after activation: no CTA, detail tag `Activated`. */
export const activated = (id?: string) =>
  makeOffer(
    {
      shortDescription: 'Earn 5% back.',
      longDescription: 'You earn 5% back on every purchase this year.',
      baseReward: '5% back',
      tags: ['Activated'],
      detailTags: ['Activated'],
    },
    {},
    id,
  );

/** A boostable offer: SECONDARY boost CTA. */
export const boostable = (id?: string) =>
  makeOffer(
    {
      shortDescription: 'Tap to boost to 10% back.',
      baseReward: '5% back',
      cta: {
        buttonText: 'Boost',
        buttonStyle: 'SECONDARY',
        startIcon: CTA_ICON,
        action: { url: ACTION_URL.replace('activate', 'boost'), method: 'POST' },
      },
      tags: [],
    },
    {},
    id,
  );

/** After boosting: boosted reward with the base struck, a logo flare, no CTA. */
export const boosted = (id?: string) =>
  makeOffer(
    {
      shortDescription: 'Boosted to 10% back.',
      baseReward: '5% back',
      boostedReward: '10% back',
      logoFlare: { borderColor: 'SECONDARY', badge: { icon: BADGE_ICON, position: 'BOTTOM_LEFT' } },
      tags: ['Boosted'],
    },
    {},
    id,
  );

/** A CTA that is shown but not interactive. */
export const disabledCta = (id?: string) =>
  makeOffer(
    {
      shortDescription: 'Activation opens soon.',
      cta: {
        buttonText: 'Coming soon',
        buttonStyle: 'DISABLED',
        action: { url: ACTION_URL, method: 'POST' },
      },
    },
    {},
    id,
  );

/** A multi-redemption offer with a progress bar. */
export const withProgress = (id?: string) =>
  makeOffer(
    {
      shortDescription: '2 of 4 purchases made.',
      progressBar: {
        total: 4,
        currentProgress: 2,
        labels: { default: { left: '2 of 4', right: '$5 back' } },
        segments: { default: { position: 'FULL_WIDTH' }, details: { position: 'FULL_WIDTH' } },
      },
    },
    {},
    id,
  );

/** No components requested: texts fall back to `description`, then the name alone. */
export const noComponents = (attributes: Partial<OfferAttributes> = {}, id?: string) =>
  makeOffer(undefined, attributes, id);

export const makeOffers = (count: number): Offer[] =>
  Array.from({ length: count }, (_, index) =>
    makeOffer(
      { shortDescription: `Offer number ${index + 1}` },
      { name: `Merchant ${index + 1}` },
      `bulk-${index}`,
    ),
  );

export function makeLocation(offers: Offer[], overrides: Partial<Location['attributes']> = {}): Location {
  return {
    type: 'location',
    id: `loc-${++counter}`,
    attributes: {
      name: 'Blue Bottle Mission',
      address: { street: '1 Valencia St', city: 'San Francisco', state: 'CA', zipCode: '94103' },
      coordinates: { latitude: 37.7749, longitude: -122.4194 },
      phone: '+1 (415) 555-0100',
      operationHours: {
        weekdayText: ['Monday: 7:00 AM – 5:00 PM', 'Tuesday: 7:00 AM – 5:00 PM'],
      },
      ...overrides,
    },
    offers,
    categories: [],
  };
}
