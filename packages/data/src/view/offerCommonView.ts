import type { Cta, ProgressBar } from '../types/components.ts';
import type { Offer } from '../types/offer.ts';
import { type CtaStyle, ctaView } from './ctaView.ts';
import { type LogoFlareView, logoFlareView } from './logoFlareView.ts';
import { type OfferActionState, offerActionState } from './offerActionState.ts';
import { type OfferLayout, offerTextView } from './offerTextView.ts';
import { type RewardView, rewardView } from './rewardView.ts';
import { type TagItemView, tagListView } from './tagListView.ts';

/** Options of the offer view models ({@link offerCardView}, {@link offerDetailView}). */
export interface OfferViewOptions {
  /**
   * BCP 47 locale of the reward formatted from `userReward` (and of dates on a detail page).
   * @default the runtime's default locale
   */
  locale?: string;
  /**
   * Currency of `FLAT` `userReward` values.
   * @default 'USD'
   */
  currency?: string;
  /**
   * The CTA's action is running.
   * @default false
   */
  pending?: boolean;
  /** The CTA's last action failed (an error, or `true`); ignored while `pending`. */
  error?: unknown;
}

/** What a card and a detail page both draw for an offer. */
export interface OfferCommonView {
  /** `attributes.name` (see `offerTextView`). */
  title: string;
  /**
   * list: `shortDescription` → `longDescription` → `description`; detail: `longDescription` →
   * `shortDescription` → `description`. Absent when none is present.
   */
  description?: string;
  /** list: `tags`; detail: `detailTags`, falling back to `tags`. Blank ones left out, keyed for rendering. */
  tags: TagItemView[];
  /** The active and struck rewards. */
  reward: RewardView;
  /** The logo's border and badge. */
  logoFlare: LogoFlareView;
  /**
   * `components.progressBar`, to draw in the `default` layout on a card and `details` on a detail page;
   * absent when the offer has none.
   */
  progressBar?: ProgressBar;
  /** `components.cta`; absent once its action was taken (then the CTA disappears). */
  cta?: Cta;
  /** `data-cta`: the CTA's style, `none` without a CTA. */
  ctaStyle: CtaStyle | 'none';
  /** `data-state`: `pending` while the action runs, `error` after it failed, else `idle`. */
  state: OfferActionState;
  /** `true` when `state` is `error`: show the failure message under the CTA. */
  failed: boolean;
}

/** The part of an offer's view shared by its card and its detail page. Internal to the offer view models. */
export function offerCommonView(
  offer: Offer,
  layout: OfferLayout,
  options: OfferViewOptions,
): OfferCommonView {
  const { title, description, tags } = offerTextView(offer, layout);
  const components = offer.attributes.components;
  const state = offerActionState(options.pending, options.error);
  const view: OfferCommonView = {
    title,
    tags: tagListView(tags),
    reward: rewardView(offer, { locale: options.locale, currency: options.currency }),
    logoFlare: logoFlareView(components?.logoFlare),
    ctaStyle: ctaView(components?.cta)?.style ?? 'none',
    state,
    failed: state === 'error',
  };
  if (description !== undefined) view.description = description;
  if (components?.progressBar !== undefined) view.progressBar = components.progressBar;
  if (components?.cta !== undefined) view.cta = components.cta;
  return view;
}
