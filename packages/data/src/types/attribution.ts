import type { Open } from './open.ts';

export type AttributionEventCode = Open<'ACTIVATE' | 'BOOST' | 'IMPRESSION' | 'VIEW'>;
export type AttributionMedium = Open<'CTA'>;

/** Returned by activate and boost (`type: "offerAttribution"`). */
export interface OfferAttribution {
  type: 'offerAttribution';
  id: string;
  attributes: {
    /** The offer id. */
    entityId: string;
    eventCode: AttributionEventCode;
    medium: AttributionMedium;
    eventDate: string;
  };
}
