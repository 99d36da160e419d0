import type { Offer, OfferAttributes, OfferComponents, ProgressBar } from '@offerkit/data';

/** The organization and user the data tests use. */
export const ORG = 'org-1';
export const USER = 'user-1';
export const BASE = 'http://127.0.0.1:4010';
export const PREFIXED_BASE = 'http://127.0.0.1:4010/api/rewards';

/**
 * The reward, purchase channels and start date the fixture offers share (the same in the wire format and
 * decoded): 5% back, in store and online, from 1 January 2026. A fresh object each call.
 */
export const fixtureOfferTerms = (): Required<
  Pick<OfferAttributes, 'userReward' | 'purchaseChannel' | 'startDate'>
> => ({
  userReward: { type: 'PERCENT', value: 5 },
  purchaseChannel: ['INSTORE', 'ONLINE'],
  startDate: '2026-01-01T00:00:00Z',
});

/**
 * A progress bar's `segments.progress` from `[completed, total]` pairs:
 * `progressEntries([2, 2], [1, 4])` is `[{ completed: 2, total: 2 }, { completed: 1, total: 4 }]`.
 */
export const progressEntries = (...entries: readonly (readonly [completed: number, total: number])[]) =>
  entries.map(([completed, total]) => ({ completed, total }));

/**
 * The CTA of `makeOffer`'s offer for an action: `activate` is the `PRIMARY` Activate button, `boost` the
 * `SECONDARY` Boost button, each with the action's POST (`include=offer`).
 */
export const offerCta = (action: 'activate' | 'boost') => ({
  buttonText: action === 'activate' ? 'Activate' : 'Boost',
  buttonStyle: action === 'activate' ? 'PRIMARY' : 'SECONDARY',
  action: { url: `/v2/issuers/${ORG}/users/${USER}/offers/offer-1/${action}?include=offer`, method: 'POST' },
});

/**
 * A stepper progress bar (`LINE` separator, `FULL_WIDTH`): one node per label, each with `icon`, and
 * `currentProgress` of them done.
 */
export const stepperBar = (
  icon: string,
  currentProgress: number,
  labels: readonly { title: string; description?: string }[],
): ProgressBar => ({
  total: labels.length,
  currentProgress,
  labels: { default: {} },
  segments: { default: { position: 'FULL_WIDTH', separator: 'LINE', icon, labels: [...labels] } },
});

/** A decoded offer with the given attributes and components (test helper). */
export function makeOffer(attributes: Partial<OfferAttributes> = {}, components?: OfferComponents): Offer {
  const offer: Offer = {
    type: 'standardOffer',
    id: 'offer-1',
    attributes: { name: 'Coffee House', ...attributes },
    categories: [],
  };
  if (components !== undefined) offer.attributes.components = components;
  return offer;
}

/** A raw `standardOffer` resource as the service sends it, the contract's components included. */
export function rawOffer(id: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 'standardOffer',
    id,
    attributes: {
      name: `Merchant ${id}`,
      description: 'Earn cash back on every purchase.',
      ...fixtureOfferTerms(),
      expirationDate: '2026-12-31T23:59:59Z',
      terms: 'One per customer.',
      isTargeted: false,
      websiteUrl: 'https://merchant.example',
      assets: [
        { url: `https://cdn.example/${id}.png?eventCode=VIEW&medium=CTA`, alt: 'Logo', type: 'LOGO_IMAGE' },
      ],
      components: {
        shortDescription: 'Tap to activate',
        longDescription: 'Activate this offer to earn 5% back.',
        baseReward: '5% back',
        tags: ['New'],
        detailTags: ['In store', 'Online'],
        cta: {
          buttonText: 'Activate',
          buttonStyle: 'PRIMARY',
          startIcon: '<svg viewBox="0 0 1 1"></svg>',
          action: {
            url: `/v2/issuers/${ORG}/users/${USER}/offers/${id}/activate?include=offer&supportedComponents=cta`,
            method: 'POST',
          },
        },
      },
      ...extra,
    },
    relationships: { category: { data: [{ type: 'category', id: 'cat-food' }] } },
  };
}

/** A raw category resource. */
export function rawCategory(id: string, name: string): Record<string, unknown> {
  return { type: 'category', id, attributes: { name } };
}

/** A Get Offers by User page as the contract describes it. */
export function offersPage(ids: readonly string[] = ['o1', 'o2', 'o3']): Record<string, unknown> {
  return {
    data: ids.map((id) => rawOffer(id)),
    included: [rawCategory('cat-food', 'Food & Beverage')],
    links: {
      self: `/v2/issuers/${ORG}/users/${USER}/offers?page[size]=3`,
      prev: null,
      next: `/v2/issuers/${ORG}/users/${USER}/offers?page[size]=3&page[after]=abc%3D%3D`,
    },
    meta: {
      availableCategories: [rawCategory('cat-food', 'Food & Beverage'), rawCategory('cat-gas', 'Gas')],
    },
  };
}

/** An error document body. */
export function errorBody(status: number, title: string, detail: string): Record<string, unknown> {
  return { errors: [{ status: String(status), title, detail }] };
}

/** A raw location resource (gaps.md) redeeming the given offers. */
export function rawLocation(id: string, offerIds: readonly string[], categoryIds: readonly string[] = []) {
  return {
    type: 'location',
    id,
    attributes: {
      name: `Store ${id}`,
      address: { street: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' },
      coordinates: { latitude: 39.78, longitude: -89.65 },
      phone: '+12175550100',
      operationHours: {
        periods: [{ open: { day: 1, time: '0900' }, close: { day: 1, time: '1700' } }],
        weekdayText: ['Monday: 9:00 AM – 5:00 PM'],
      },
      partnerIds: [{ type: 'partner', id: 'p-1' }],
    },
    relationships: {
      offers: { data: offerIds.map((offerId) => ({ type: 'standardOffer', id: offerId })) },
      category: { data: categoryIds.map((categoryId) => ({ type: 'category', id: categoryId })) },
    },
  };
}

/** An activate/boost response, with the updated offer included unless `offer` is null. */
export function actionBody(offerId: string, eventCode = 'ACTIVATE', offer: unknown = undefined) {
  const included =
    offer === null ? undefined : [offer ?? rawOffer(offerId, { components: { detailTags: ['Activated'] } })];
  return {
    data: {
      type: 'offerAttribution',
      id: `attr-${offerId}`,
      attributes: { entityId: offerId, eventCode, medium: 'CTA', eventDate: '2026-05-01T12:00:00Z' },
    },
    ...(included === undefined ? {} : { included }),
  };
}
