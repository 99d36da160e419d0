import type { OfferAttribution } from './attribution.ts';
import type { Category } from './category.ts';
import type { PageLinks } from './common.ts';
import type { Location } from './location.ts';
import type { Offer } from './offer.ts';

/** A decoded Get Offers by User page: offers with categories joined. */
export interface OffersDocument {
  offers: Offer[];
  /** Categories from `included`. */
  categories: Category[];
  /** `meta.availableCategories`, the categories a filter UI can offer (empty when absent). */
  availableCategories: Category[];
  links: PageLinks;
  /** What the decoder dropped or tolerated in this document. */
  diagnostics: Diagnostic[];
}

/** A decoded Get Locations by User page: locations with offers and categories joined. */
export interface LocationsDocument {
  locations: Location[];
  categories: Category[];
  /** Every offer in `included`, with its categories joined. */
  offers: Offer[];
  links: PageLinks;
  /** What the decoder dropped or tolerated in this document. */
  diagnostics: Diagnostic[];
}

/** A decoded activate/boost response. */
export interface OfferActionDocument {
  attribution: OfferAttribution;
  /** The offer as it now is, when the request asked for `include=offer`. */
  offer?: Offer;
  /** What the decoder dropped or tolerated in this document. */
  diagnostics: Diagnostic[];
}

/** One thing a decoder dropped or tolerated, with where and why. */
export interface Diagnostic {
  /** Where in the document, as a JSON pointer (`/data/3/attributes/components/cta`). */
  path: string;
  /** What was wrong and what was done about it. */
  reason: string;
  /** `dropped`: removed from the result. `tolerated`: kept, with an unknown value or a fallback. */
  severity: 'dropped' | 'tolerated';
}

export type DiagnosticListener = (diagnostic: Diagnostic) => void;
