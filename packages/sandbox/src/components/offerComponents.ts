import type { Cta, LogoFlare, OfferComponents, SupportedComponent } from '@offerkit/data';
import { SANDBOX_ICONS } from '../catalog/icons.ts';
import { channelText, formatDate, formatMonthDay, formatReward, rewardText } from './format.ts';
import type { OfferSituation } from './offerSituation.ts';
import { progressBarFor } from './progressBarFor.ts';

/** A piece of offer state, how it reads in words, and which components show it without words. */
interface StateSignal {
  short: string;
  long: string;
  /** The components that express this state; when none of them was requested, words must. */
  shownBy: readonly SupportedComponent[];
  /** Always written into the descriptions (progress and remaining supply), whatever else was requested. */
  always?: boolean;
}

/** What the caller gets for one offer: its components (if any were requested) and its name. */
export interface ComputedComponents {
  /** `undefined` when no component was requested or none applies. */
  components?: OfferComponents;
  /** The catalog name, with state folded in when neither description was requested and state would be lost. */
  name: string;
}

/** Where a CTA's action points: a ready path and query. */
export type ActionUrl = (action: 'activate' | 'boost') => string;

/**
 * The components of an offer for a user, given the `supportedComponents` requested (an empty list when the
 * request named none). Implements the contract's rules: activatable → PRIMARY cta until activated, then
 * detailTags `Activated`; boostable → SECONDARY cta, then `boostedReward` + `baseReward` + `logoFlare`;
 * progress offers → `progressBar` with a matching `shortDescription`; limited supply → `Limited supply` tag
 * and remaining text; description-only callers get tap-to-activate / tap-to-boost texts; and state that
 * needs an unrequested component goes into the descriptions, or into the name if those are unrequested too.
 */
export function offerComponents(
  situation: OfferSituation,
  requested: readonly SupportedComponent[],
  actionUrl: ActionUrl,
): ComputedComponents {
  const wants = new Set(requested);
  const { offer } = situation;
  const progress = progressBarFor(situation);
  const baseRewardText = currentBaseReward(situation);
  const signals = stateSignals(situation, baseRewardText, progress);
  const missing = signals.filter((signal) => !signal.shownBy.some((component) => wants.has(component)));
  const described = signals.filter((signal) => signal.always === true || missing.includes(signal));

  const components: OfferComponents = {};
  if (wants.has('shortDescription')) {
    components.shortDescription =
      described.length > 0
        ? described.map((signal) => signal.short).join(' · ')
        : `${baseRewardText} ${channelText(offer.purchaseChannel)}`;
  }
  if (wants.has('longDescription')) {
    components.longDescription = [...described.map((signal) => signal.long), offer.description].join(' ');
  }
  if (wants.has('baseReward')) components.baseReward = baseRewardText;
  if (wants.has('boostedReward') && situation.boosted && offer.boost !== undefined) {
    components.boostedReward = rewardText(offer.boost.reward);
  }
  const cta = ctaFor(situation, actionUrl);
  if (wants.has('cta') && cta !== undefined) components.cta = cta;
  if (wants.has('tags')) components.tags = tagsFor(situation);
  if (wants.has('detailTags')) components.detailTags = detailTagsFor(situation);
  const flare = logoFlareFor(situation);
  if (wants.has('logoFlare') && flare !== undefined) components.logoFlare = flare;
  if (wants.has('progressBar') && progress !== undefined) components.progressBar = progress.bar;

  const describedSomewhere = wants.has('shortDescription') || wants.has('longDescription');
  const name =
    !describedSomewhere && missing.length > 0
      ? [offer.name, ...missing.map((signal) => signal.short)].join(' · ')
      : offer.name;
  const result: ComputedComponents = { name };
  if (Object.keys(components).length > 0) result.components = components;
  return result;
}

/** `baseReward`: the offer's reward, or a progressive offer's current tier. */
function currentBaseReward(situation: OfferSituation): string {
  const spec = situation.offer.progress;
  if (spec?.kind === 'progressive') {
    const reached = spec.tiers.filter((tier) => tier.thresholdCents <= situation.progress.spendCents);
    const tier = reached[reached.length - 1] ?? spec.tiers[0];
    if (tier !== undefined) return rewardText(tier.reward);
  }
  return rewardText(situation.offer.userReward);
}

function stateSignals(
  situation: OfferSituation,
  baseRewardText: string,
  progress: ReturnType<typeof progressBarFor>,
): StateSignal[] {
  const { offer } = situation;
  const signals: StateSignal[] = [];
  if (situation.notStarted) {
    signals.push({
      short: `Starts ${formatMonthDay(offer.startDate)}`,
      long: `This offer starts on ${formatDate(offer.startDate)}.`,
      shownBy: ['cta'],
    });
  } else if (situation.soldOut && !situation.activated) {
    signals.push({
      short: 'Sold out',
      long: 'Sold out: every redemption has been claimed.',
      shownBy: ['cta'],
    });
  } else if (situation.needsActivation) {
    signals.push({
      short: `Tap to activate ${baseRewardText}`,
      long: `Tap to activate and earn ${baseRewardText} at ${offer.name}.`,
      shownBy: ['cta'],
    });
  } else if (situation.boostAvailable && offer.boost !== undefined) {
    signals.push({
      short: `Tap to boost to ${rewardText(offer.boost.reward)}`,
      long: `Tap to boost your reward from ${baseRewardText} to ${rewardText(offer.boost.reward)}.`,
      shownBy: ['cta'],
    });
  }
  if (situation.activated) {
    signals.push({
      short: 'Activated',
      long: 'Activated: pay with your enrolled card to earn.',
      shownBy: ['detailTags'],
    });
  }
  if (situation.boosted && offer.boost !== undefined) {
    signals.push({
      short: `Boosted to ${rewardText(offer.boost.reward)}`,
      long: `Boosted: you now earn ${rewardText(offer.boost.reward)} instead of ${baseRewardText}.`,
      shownBy: ['boostedReward'],
    });
  }
  if (progress !== undefined) {
    signals.push({ short: progress.short, long: progress.long, shownBy: ['progressBar'], always: true });
  }
  if (situation.remaining !== undefined && offer.supply !== undefined) {
    const remaining = situation.remaining;
    signals.push({
      short: remaining > 0 ? `Only ${remaining} left` : 'None left',
      long:
        remaining > 0
          ? `Limited supply: ${remaining} of ${offer.supply.total} redemptions left.`
          : `Limited supply: all ${offer.supply.total} redemptions are taken.`,
      shownBy: ['tags'],
      always: true,
    });
  }
  return signals;
}

function ctaFor(situation: OfferSituation, actionUrl: ActionUrl): Cta | undefined {
  const { offer } = situation;
  if (situation.notStarted) {
    return {
      buttonText: `Starts ${formatMonthDay(offer.startDate)}`,
      buttonStyle: 'DISABLED',
      startIcon: SANDBOX_ICONS.clock,
    };
  }
  if (situation.soldOut && !situation.activated) return { buttonText: 'Sold out', buttonStyle: 'DISABLED' };
  if (situation.needsActivation) {
    return {
      buttonText: 'Activate',
      buttonStyle: 'PRIMARY',
      startIcon: SANDBOX_ICONS.activate,
      action: { url: actionUrl('activate'), method: 'POST' },
    };
  }
  if (situation.boostAvailable && offer.boost !== undefined) {
    return {
      buttonText: `Boost to ${formatReward(offer.boost.reward)}`,
      buttonStyle: 'SECONDARY',
      startIcon: SANDBOX_ICONS.bolt,
      action: { url: actionUrl('boost'), method: 'POST' },
    };
  }
  return undefined;
}

function tagsFor(situation: OfferSituation): string[] {
  const tags: string[] = [];
  const channels = situation.offer.purchaseChannel;
  if (channels.length === 1) tags.push(channels[0] === 'ONLINE' ? 'Online only' : 'In store only');
  if (situation.offer.supply !== undefined) tags.push('Limited supply');
  if (situation.soldOut) tags.push('Sold out');
  if (situation.offer.isTargeted) tags.push('Just for you');
  if (situation.boosted) tags.push('Boosted');
  if (situation.isNew) tags.push('New');
  if (situation.endsSoon) tags.push('Ends soon');
  return tags;
}

function detailTagsFor(situation: OfferSituation): string[] {
  const supply = situation.offer.supply !== undefined ? ['Limited supply'] : [];
  // The contract: once activated, detailTags is `Activated` (the supply tag stays, it is still true).
  if (situation.activated) return ['Activated', ...supply];
  // No channel tags: a detail page states where the offer can be used from `purchaseChannel` (its facts).
  return [...supply, ...(situation.boosted ? ['Boosted'] : []), ...(situation.endsSoon ? ['Ends soon'] : [])];
}

function logoFlareFor(situation: OfferSituation): LogoFlare | undefined {
  if (situation.boosted)
    return { borderColor: 'SECONDARY', badge: { icon: SANDBOX_ICONS.bolt, position: 'TOP_RIGHT' } };
  if (situation.offer.isTargeted)
    return { borderColor: 'PRIMARY', badge: { icon: SANDBOX_ICONS.star, position: 'TOP_LEFT' } };
  if (situation.offer.supply !== undefined && !situation.soldOut) {
    return { borderColor: 'PRIMARY', badge: { icon: SANDBOX_ICONS.hourglass, position: 'BOTTOM_RIGHT' } };
  }
  if (situation.isNew)
    return { borderColor: 'PRIMARY', badge: { icon: SANDBOX_ICONS.sparkle, position: 'BOTTOM_LEFT' } };
  if (situation.activated) return { borderColor: 'PRIMARY' };
  return undefined;
}
