'use client';
import { type Offer, offerCardView, offerOpenKind } from '@offerkit/data';
import { clsx } from 'clsx';
import { type MemoExoticComponent, type MouseEvent, memo, type ReactElement } from 'react';
import type { HeadingLevel } from './internal/Heading.tsx';
import { logoFlareFrame } from './internal/logoFlareFrame.tsx';
import type { OfferViewProps } from './internal/OfferViewProps.ts';
import { offerActionsElement } from './internal/offerActionsElement.tsx';
import { offerNameElement } from './internal/offerNameElement.tsx';
import { rewardLine } from './internal/rewardLine.tsx';
import { tagItems } from './internal/tagItems.tsx';
import { useOfferImage } from './internal/useOfferImage.tsx';
import { useOfferViewParts } from './internal/useOfferViewParts.ts';
import { offerMessages } from './messages/offerMessages.ts';
import { ProgressBar } from './ProgressBar.tsx';

export interface OfferCardProps extends OfferViewProps {
  /** Makes the title a link to the offer's page (the whole card is clickable; the CTA stays separate). */
  href?: string;
  /**
   * Called when the title is activated. Without `href` the title becomes a button. With `href` it runs on
   * the link's click, so a client-side router can `event.preventDefault()` and navigate itself.
   */
  onOpen?: (offer: Offer, event: MouseEvent<HTMLElement>) => void;
  /**
   * Level of the title heading, to fit the page outline.
   * @default 3
   */
  headingLevel?: HeadingLevel;
  /**
   * BCP 47 locale for rewards formatted from `userReward` and the progress bar.
   * @default the runtime's default locale (`ConnectedOfferCard`: the `OfferkitProvider`'s locale)
   */
  locale?: string;
  /** Extra class names (the card always has `ok-OfferCard`). */
  className?: string;
}

/** The tag of each heading level, written once: a tag name built per card would be a new string each time. */
const HEADING_TAGS = { 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5', 6: 'h6' } as const;

/**
 * An offer in a list: logo with its flare, name, short description (left out when it only restates the
 * reward), reward (boosted with the former one struck), tags, the progress bar in its `default` layout and the
 * CTA, or where the CTA was, the offer's status line (`Activated`, with a check mark). Every text, fallback and state
 * comes from `offerCardView(offer)`, which holds the rules; the card only maps it to markup. State for CSS:
 * `data-cta` (`primary|secondary|disabled|none`), `data-boosted`, `data-state` (`idle|pending|error`).
 *
 * Presentational: it draws its props and reads no provider, so a list of hundreds of cards pays for no
 * subscription. `ConnectedOfferCard` is the same card bound to an `OfferkitProvider`'s cache, with its CTA
 * live. Memoized: a list that re-renders after one offer changes re-renders only that card (the cache keeps
 * untouched offers).
 */
export const OfferCard: MemoExoticComponent<(props: OfferCardProps) => ReactElement> = memo(OfferCardView);

function OfferCardView({
  offer,
  onAction,
  pending = false,
  error,
  href,
  onOpen,
  headingLevel = 3,
  locale,
  currency,
  className,
  messages,
}: OfferCardProps): ReactElement {
  const view = offerCardView(offer, { locale, currency, pending, error });
  const { title } = view;
  const { text, titleProps, actions, failureProps, statusProps } = useOfferViewParts(
    'ok-OfferCard',
    view,
    { offer, onAction, pending, messages },
    offerMessages,
  );
  // The logo loads (and records its impression) once the card itself has been seen: see `useImpression`.
  const {
    element: logo,
    targetRef,
    targetAttributes,
  } = useOfferImage('logo', 'ok-OfferLogo', { offer, decorative: true }, 'host');

  const titleContent = offerNameElement({
    offer,
    name: title,
    href,
    onOpen,
    linkClass: 'ok-OfferCard-link',
    buttonClass: 'ok-OfferCard-link',
  });

  // The heading, the logo, the flare, the reward, the tags and the CTA are drawn here (or by functions)
  // rather than through `Heading`, `OfferLogo`, `LogoFlare`, `Reward`, `TagList` and `CtaButton`: a list
  // mounts hundreds of cards, and each of those components is one more fiber per card for the same markup.
  const HeadingTag = HEADING_TAGS[headingLevel];

  return (
    <article
      ref={targetRef}
      className={clsx('ok-OfferCard', className)}
      aria-labelledby={titleProps.id}
      data-cta={view.ctaStyle}
      data-boosted={view.reward.isBoosted}
      data-state={view.state}
      data-linked={offerOpenKind(href, onOpen !== undefined) !== 'none' || undefined}
      {...targetAttributes}
    >
      <div className="ok-OfferCard-media">{logoFlareFrame(view.logoFlare, logo)}</div>
      <div className="ok-OfferCard-body">
        <HeadingTag className="ok-OfferCard-title" {...titleProps}>
          {titleContent}
        </HeadingTag>
        {rewardLine(view.reward, text, 'ok-Reward ok-OfferCard-reward')}
        {view.description !== undefined && <p className="ok-OfferCard-description">{view.description}</p>}
        {tagItems(view.tags, 'ok-TagList ok-OfferCard-tags')}
        {view.progressBar !== undefined && (
          <ProgressBar
            progressBar={view.progressBar}
            layout="default"
            locale={locale}
            shownText={[view.description, view.reward.active]}
          />
        )}
      </div>
      {offerActionsElement(actions)}
      {failureProps && <p {...failureProps} />}
      <p {...statusProps} />
    </article>
  );
}
