import type { Cta, ProgressBar } from '../types/components.ts';
import type { Offer } from '../types/offer.ts';
import { type CtaStyle, type CtaView, ctaView } from './ctaView.ts';
import { type LogoFlareView, logoFlareView } from './logoFlareView.ts';
import { type OfferActionState, offerActionState } from './offerActionState.ts';
import { type OfferStatusView, offerStatusView, withoutStatusTags } from './offerStatusView.ts';
import { type OfferLayout, offerTextView } from './offerTextView.ts';
import { presentText } from './presentText.ts';
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
   * `shortDescription` → `description`. Absent when none is present. On a card, also absent when it begins
   * with the reward the card already draws (`boostedReward` or `baseReward`): it would only restate that
   * reward, or, after a boost, contradict it with the former one ("3% cash back in store" under "8% cash back").
   */
  description?: string;
  /**
   * list: `tags`; detail: `detailTags`, falling back to `tags`. Blank ones left out, keyed for rendering.
   * Without the tag that `status` already states (`Activated`).
   */
  tags: TagItemView[];
  /** The offer's standing in words (`Activated`), drawn as a status line; absent for other offers. */
  status?: OfferStatusView;
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
  /**
   * The CTA button as drawn (`ctaView` of `cta`: label, style, whether it acts, icon, action), worked out
   * here once so the views only map it; absent with `cta`.
   */
  ctaButton?: CtaView;
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
  const status = offerStatusView(offer);
  const reward = rewardView(offer, { locale: options.locale, currency: options.currency });
  const ctaButton = ctaView(components?.cta);
  const view: OfferCommonView = {
    title,
    tags: tagListView(withoutStatusTags(tags, status)),
    reward,
    logoFlare: logoFlareView(components?.logoFlare),
    ctaStyle: ctaButton?.style ?? 'none',
    state,
    failed: state === 'error',
  };
  const rewardTexts = [presentText(components?.boostedReward), presentText(components?.baseReward)];
  if (description !== undefined && !(layout === 'list' && restatesReward(description, rewardTexts))) {
    view.description = description;
  }
  if (status !== undefined) view.status = status;
  if (components?.progressBar !== undefined) view.progressBar = components.progressBar;
  if (components?.cta !== undefined) view.cta = components.cta;
  if (ctaButton !== undefined) view.ctaButton = ctaButton;
  return view;
}

/**
 * Whether a card's description begins with a reward text the card draws from the reward components
 * (`boostedReward`, or `baseReward` drawn active or struck). A reward formatted from `userReward` does not
 * count: a description-only integration words the offer's state around it ("Tap to activate 5% cash back").
 */
function restatesReward(description: string, rewards: readonly (string | undefined)[]): boolean {
  const text = description.trimStart().toLowerCase();
  return rewards.some((reward) => reward !== undefined && text.startsWith(reward.trim().toLowerCase()));
}
