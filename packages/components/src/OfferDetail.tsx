'use client';
import { type OfferDateFact, offerDetailView } from '@offerkit/data';
import { useViewEvent } from '@offerkit/hooks';
import { clsx } from 'clsx';
import type { ReactElement, ReactNode } from 'react';
import { Heading, type HeadingLevel } from './internal/Heading.tsx';
import { logoFlareFrame } from './internal/logoFlareFrame.tsx';
import type { OfferViewProps } from './internal/OfferViewProps.ts';
import { offerActionsElement } from './internal/offerActionsElement.tsx';
import { rewardLine } from './internal/rewardLine.tsx';
import { tagItems } from './internal/tagItems.tsx';
import { useOfferViewParts } from './internal/useOfferViewParts.ts';
import { componentMessages } from './messages/defaultMessages.ts';
import { OfferBanner } from './OfferBanner.tsx';
import { OfferLogo } from './OfferLogo.tsx';
import { ProgressBar } from './ProgressBar.tsx';

export interface OfferDetailProps extends OfferViewProps {
  /**
   * Level of the offer's title; section headings (terms) use the next level.
   * @default 2
   */
  headingLevel?: Exclude<HeadingLevel, 6>;
  /**
   * BCP 47 locale for dates, rewards formatted from `userReward` and the progress bar.
   * @default the runtime's default locale (`ConnectedOfferDetail`: the `OfferkitProvider`'s locale)
   */
  locale?: string;
  /**
   * IANA time zone the start and expiration dates are shown in.
   * @default the runtime's time zone
   */
  timeZone?: string;
  /** Extra class names (the root always has `ok-OfferDetail`). */
  className?: string;
}

/**
 * An offer's detail page: banner, logo with flare, name, reward, detail tags, long description, the
 * progress bar in its `details` layout, the CTA or the status line (`Activated`) in its place, dates,
 * purchase channels (one channel worded as "In store only", as a card's tag does), categories, terms, and the
 * merchant website as a safe external link (http(s) only, new tab, `rel="noopener noreferrer"`). Texts,
 * fallbacks, facts and the link come from `offerDetailView(offer)`, which holds every rule; the page only
 * maps it to markup.
 *
 * Presentational: it draws its props and reads no provider. `ConnectedOfferDetail` shows an offer by id,
 * bound to an `OfferkitProvider`'s cache with its CTA live (or pass `useBoundOffer(offer)`'s result).
 */
export function OfferDetail({
  offer,
  onAction,
  pending = false,
  error,
  headingLevel = 2,
  locale,
  timeZone,
  currency,
  className,
  messages,
}: OfferDetailProps): ReactElement {
  const view = offerDetailView(offer, { locale, timeZone, currency, pending, error });
  const { facts, terms, websiteUrl } = view;
  const { text, titleProps, actions, failureProps, statusProps } = useOfferViewParts(
    'ok-OfferDetail',
    view,
    { offer, onAction, pending, messages },
    componentMessages,
  );
  const subLevel = (headingLevel + 1) as HeadingLevel;
  // An open detail is a `VIEW`: its `IMG_VIEW` asset loads once, exactly as given.
  useViewEvent(view.viewUrl);

  return (
    <article
      className={clsx('ok-OfferDetail', className)}
      aria-labelledby={titleProps.id}
      data-cta={view.ctaStyle}
      data-boosted={view.reward.isBoosted}
      data-state={view.state}
    >
      <OfferBanner offer={offer} decorative loading="eager" className="ok-OfferDetail-banner" />
      <header className="ok-OfferDetail-header">
        {logoFlareFrame(view.logoFlare, <OfferLogo offer={offer} decorative loading="eager" />)}
        <div className="ok-OfferDetail-heading">
          <Heading level={headingLevel} className="ok-OfferDetail-title" {...titleProps}>
            {view.title}
          </Heading>
          {rewardLine(view.reward, text, 'ok-Reward ok-OfferDetail-reward')}
        </div>
      </header>
      {tagItems(view.tags, 'ok-TagList ok-OfferDetail-tags')}
      {view.description !== undefined && <p className="ok-OfferDetail-description">{view.description}</p>}
      {view.progressBar !== undefined && (
        <ProgressBar progressBar={view.progressBar} layout="details" locale={locale} />
      )}
      {offerActionsElement(actions)}
      {failureProps && <p {...failureProps} />}
      <p {...statusProps} />
      {view.hasFacts && (
        <dl className="ok-OfferDetail-facts">
          {facts.startDate !== undefined && (
            <Fact name="start-date" term={text.startDate}>
              {factTime(facts.startDate)}
            </Fact>
          )}
          {facts.expirationDate !== undefined && (
            <Fact name="expiration-date" term={text.expirationDate}>
              {factTime(facts.expirationDate)}
            </Fact>
          )}
          {facts.purchaseChannels.length > 0 && (
            <Fact name="purchase-channels" term={text.purchaseChannels}>
              {facts.onlyChannel !== undefined
                ? text.purchaseChannelOnly(facts.onlyChannel)
                : facts.purchaseChannels.map((channel) => text.purchaseChannel(channel)).join(', ')}
            </Fact>
          )}
          {facts.categories.length > 0 && (
            <Fact name="categories" term={text.categories}>
              {facts.categories.join(', ')}
            </Fact>
          )}
        </dl>
      )}
      {terms !== undefined && (
        <section className="ok-OfferDetail-terms" aria-labelledby={`${titleProps.id}-terms`}>
          <Heading level={subLevel} id={`${titleProps.id}-terms`} className="ok-OfferDetail-termsTitle">
            {text.terms}
          </Heading>
          <p className="ok-OfferDetail-termsText">{terms}</p>
        </section>
      )}
      {websiteUrl !== undefined && (
        <a className="ok-OfferDetail-website" href={websiteUrl} target="_blank" rel="noopener noreferrer">
          {text.website} <span className="ok-visually-hidden">{text.opensInNewTab}</span>
        </a>
      )}
    </article>
  );
}

/** One entry of the facts list; `data-fact` names it for styles and tests. */
function Fact({ name, term, children }: { name: string; term: string; children: ReactNode }): ReactElement {
  return (
    <div className="ok-OfferDetail-fact" data-fact={name}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A date fact as machine-readable `<time>` around the text the view model formatted. */
function factTime(date: OfferDateFact): ReactElement {
  return <time dateTime={date.dateTime}>{date.text}</time>;
}
