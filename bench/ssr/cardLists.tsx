/**
 * The 100-card lists of figures 5 and 5b, one element tree per side: rendered to a string in Node
 * (bench/ssr/renderCards.tsx) and hydrated from that string in Chromium (bench/browser/hydrate.tsx), so
 * both see the very same elements.
 */
import { OfferCard } from '@offerkit/components';
import type { CtaAction, Offer } from '@offerkit/data';
import { ImpressionPolicyProvider } from '@offerkit/hooks';
import { HandOfferCard, type HandOfferCardProps } from '../baseline/HandOfferCard.tsx';
import type { PlainCard } from '../baseline/plainCard.ts';

export const LOCALE = 'en-US';
// The baseline draws each logo at once; the library's default waits for the viewability policy (no image
// in server HTML). `trigger: 'render'` draws the same markup, so the ratio compares the same work.
const RENDER_AT_ONCE = { trigger: 'render' } as const;

export function libraryList(offers: readonly Offer[], onAction: (action: CtaAction, offer: Offer) => void) {
  return (
    <ImpressionPolicyProvider impressions={RENDER_AT_ONCE}>
      <div className="bench-list">
        {offers.map((offer) => (
          <OfferCard key={offer.id} offer={offer} locale={LOCALE} onAction={onAction} />
        ))}
      </div>
    </ImpressionPolicyProvider>
  );
}

/**
 * `props.server`: `true` on the server, `'hydrate'` in the browser (placeholders until hydrated, as
 * `SafeSvg`); figure 9 also passes what the experience's list draws (`onOpen`, `logoPending`).
 */
export function baselineList(
  cards: readonly PlainCard[],
  props: Omit<HandOfferCardProps, 'card' | 'idPrefix' | 'pending'>,
) {
  return (
    <div className="bench-list">
      {cards.map((card, index) => (
        <HandOfferCard key={card.id} card={card} idPrefix={`b${index}-`} {...props} />
      ))}
    </div>
  );
}
