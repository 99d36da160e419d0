/** How an offer's name opens the offer: a link to its page, a button that tells the host, or not at all. */
export type OfferOpenKind = 'link' | 'button' | 'none';

/**
 * The name of an offer (a card's title, an offer listed at a location) is a link when the host gives its
 * page's `href` (the host's open callback, if any, runs on the link's click, so a client-side router can take
 * over); a button when the host only gives the callback; plain text otherwise.
 */
export function offerOpenKind(href: string | undefined, hasOpenCallback: boolean): OfferOpenKind {
  if (href !== undefined) return 'link';
  return hasOpenCallback ? 'button' : 'none';
}
