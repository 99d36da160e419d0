import { formatOfferDate } from '../format/formatOfferDate.ts';
import type { Offer, PurchaseChannel } from '../types/offer.ts';
import { safeExternalUrl } from '../url/safeExternalUrl.ts';
import { type OfferCommonView, type OfferViewOptions, offerCommonView } from './offerCommonView.ts';
import { offerViewUrl } from './offerViewUrl.ts';
import { presentText } from './presentText.ts';

/** Options of {@link offerDetailView}. */
export interface OfferDetailViewOptions extends OfferViewOptions {
  /**
   * IANA time zone the start and expiration dates are shown in.
   * @default the runtime's time zone
   */
  timeZone?: string;
}

/** A date fact: the text to show and the machine-readable value for `<time dateTime>`. */
export interface OfferDateFact {
  /** Formatted for the locale and time zone, e.g. `"Mar 31, 2026"`. */
  text: string;
  /** The timestamp exactly as the service sent it (ISO 8601). */
  dateTime: string;
}

/** The facts list of a detail page; each entry is absent (or empty) when there is nothing to show. */
export interface OfferFactsView {
  /** `startDate`, when it is a parseable date. */
  startDate?: OfferDateFact;
  /** `expirationDate`, when it is a parseable date. */
  expirationDate?: OfferDateFact;
  /** `purchaseChannel` codes (`INSTORE`, `ONLINE`, or ones this version does not know), blank ones left out. */
  purchaseChannels: PurchaseChannel[];
  /**
   * The one channel the offer is limited to, when `purchaseChannels` holds exactly one: word it as a card's
   * channel tag does ("In store only", not "In store"), so the card and its detail say it alike.
   */
  onlyChannel?: PurchaseChannel;
  /** The names of the offer's categories, empty names left out. */
  categories: string[];
}

/** What to draw for an offer's detail page (`OfferDetail`); the progress bar goes in its `details` layout. */
export interface OfferDetailView extends OfferCommonView {
  /** Dates, purchase channels and categories. */
  facts: OfferFactsView;
  /** `true` when at least one fact is present: draw the facts list only then. */
  hasFacts: boolean;
  /** `terms`, when not blank. */
  terms?: string;
  /** `websiteUrl` when the external-link policy ({@link safeExternalUrl}) lets it be a link. */
  websiteUrl?: string;
  /**
   * The URL to load once when the detail opens, recording its `VIEW` ({@link offerViewUrl}), when the
   * offer has an `IMG_VIEW` asset the detail does not already draw as its banner.
   */
  viewUrl?: string;
}

function dateFact(iso: string | undefined, options: OfferDetailViewOptions): OfferDateFact | undefined {
  const text = formatOfferDate(iso, options.locale, { timeZone: options.timeZone });
  return text === undefined || iso === undefined ? undefined : { text, dateTime: iso };
}

/**
 * The detail page of an offer: every text, fallback, fact and link a detail page draws, computed once so
 * the page only maps it to markup (the texts and fallbacks are those of `offerTextView(offer, 'detail')`).
 */
export function offerDetailView(offer: Offer, options: OfferDetailViewOptions = {}): OfferDetailView {
  const { attributes } = offer;
  const facts: OfferFactsView = {
    purchaseChannels: (attributes.purchaseChannel ?? []).filter((channel) => channel.trim() !== ''),
    categories: offer.categories.map((category) => category.attributes.name).filter(Boolean),
  };
  const [first, ...others] = facts.purchaseChannels;
  if (first !== undefined && others.length === 0) facts.onlyChannel = first;
  const starts = dateFact(attributes.startDate, options);
  if (starts !== undefined) facts.startDate = starts;
  const expires = dateFact(attributes.expirationDate, options);
  if (expires !== undefined) facts.expirationDate = expires;
  const view: OfferDetailView = {
    ...offerCommonView(offer, 'detail', options),
    facts,
    hasFacts:
      starts !== undefined ||
      expires !== undefined ||
      facts.purchaseChannels.length > 0 ||
      facts.categories.length > 0,
  };
  const terms = presentText(attributes.terms);
  if (terms !== undefined) view.terms = terms;
  const website = safeExternalUrl(attributes.websiteUrl);
  if (website !== undefined) view.websiteUrl = website;
  const viewUrl = offerViewUrl(offer);
  if (viewUrl !== undefined) view.viewUrl = viewUrl;
  return view;
}
