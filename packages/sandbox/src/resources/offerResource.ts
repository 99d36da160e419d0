import type { OfferAttributes, StandardOffer, SupportedComponent } from '@offerkit/data';
import type { CatalogOffer } from '../catalog/catalogTypes.ts';
import { offerComponents } from '../components/offerComponents.ts';
import { offerSituation } from '../components/offerSituation.ts';
import type { SandboxState } from '../state.ts';

/** What rendering an offer for a request needs. */
export interface OfferRenderContext {
  state: SandboxState;
  organizationId: string;
  userId: string;
  /** The requested `supportedComponents`, in request order; empty when none was requested. */
  supportedComponents: readonly SupportedComponent[];
  /** Prefix of action paths (`''` for paths relative to the service's base address). */
  pathPrefix: string;
  /** Absolute URL prefix the asset images are served under (origin and base path). */
  assetBase: string;
}

/** The path of an offer action with `include=offer` and the requested components, ready to call as is. */
export function actionPath(
  context: OfferRenderContext,
  offerId: string,
  action: 'activate' | 'boost',
): string {
  const query = [
    'include=offer',
    ...context.supportedComponents.map((component) => `supportedComponents=${component}`),
  ];
  return `${context.pathPrefix}/v2/issuers/${encodeURIComponent(context.organizationId)}/users/${encodeURIComponent(
    context.userId,
  )}/offers/${encodeURIComponent(offerId)}/${action}?${query.join('&')}`;
}

/**
 * An asset URL under the sandbox, carrying the attribution query the contract describes: `IMPRESSION` for
 * the logo and banner a list or detail draws, `VIEW` for the `IMG_VIEW` asset a detail loads when it opens.
 * The medium is `WEB`, the surface these offers are served to; the client changes nothing in the URL.
 */
export function assetUrl(
  context: Pick<OfferRenderContext, 'assetBase' | 'userId'>,
  kind: 'logos' | 'banners',
  offerId: string,
  eventCode: 'IMPRESSION' | 'VIEW' = 'IMPRESSION',
): string {
  return `${context.assetBase}/assets/${kind}/${encodeURIComponent(offerId)}.svg?eventCode=${eventCode}&medium=WEB&userId=${encodeURIComponent(context.userId)}`;
}

/** The `standardOffer` resource of a catalog offer as the user sees it now. */
export function offerResource(offer: CatalogOffer, context: OfferRenderContext): StandardOffer {
  const { state } = context;
  const situation = offerSituation(
    offer,
    state.userOffer(context.userId, offer.id),
    state.remainingSupply(offer.id),
    state.now(),
  );
  const computed = offerComponents(situation, context.supportedComponents, (action) =>
    actionPath(context, offer.id, action),
  );
  const attributes: OfferAttributes = {
    name: computed.name,
    description: offer.description,
    userReward: { ...offer.userReward },
    purchaseChannel: [...offer.purchaseChannel],
    startDate: offer.startDate,
    expirationDate: offer.expirationDate,
    terms: offer.terms,
    isTargeted: offer.isTargeted,
    websiteUrl: offer.websiteUrl,
    assets: [
      { url: assetUrl(context, 'logos', offer.id), alt: `${offer.name} logo`, type: 'LOGO_IMAGE' },
      { url: assetUrl(context, 'banners', offer.id), alt: `${offer.name} banner`, type: 'BANNER_IMAGE' },
      { url: assetUrl(context, 'banners', offer.id, 'VIEW'), alt: `${offer.name} banner`, type: 'IMG_VIEW' },
    ],
  };
  if (offer.progress?.kind === 'redemptions') attributes.maxRedemptions = offer.progress.maxRedemptions;
  if (offer.minTransactionCents !== undefined) {
    attributes.minTransactionAmount = { type: 'CENTS', value: offer.minTransactionCents };
  }
  if (computed.components !== undefined) attributes.components = computed.components;
  return {
    type: 'standardOffer',
    id: offer.id,
    attributes,
    relationships: { category: { data: [{ type: 'category', id: offer.categoryId }] } },
  };
}
