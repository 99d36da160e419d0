import type { ProgressBar } from '@offerkit/data';
import { SANDBOX_ICONS } from '../catalog/icons.ts';
import { formatCents, formatReward, ordinal, rewardText } from './format.ts';
import { type OfferSituation, purchaseSteps } from './offerSituation.ts';

/** An offer's progress bar with the texts that say the same thing in words. */
export interface ProgressView {
  bar: ProgressBar;
  /** For `shortDescription` (and the name, when folded). */
  short: string;
  /** For `longDescription`. */
  long: string;
}

const dollars = (cents: number): number => Math.floor(cents / 100);
const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));

/**
 * The progress bar of an offer that counts progress, in the variant its kind calls for:
 * - redemptions > 5: continuous (no `segments`);
 * - redemptions ≤ 5: segmented nodes with a check icon (binary `progress`);
 * - legacy redemptions: only the deprecated `label` and `segmented`;
 * - punch card: equal nodes with partial fill, no icon and no separator;
 * - progressive: tiers with partial fill, no icon and no separator;
 * - stepper: `LINE` separator, `FULL_WIDTH`, check icons and titles, `selection: CURRENT`;
 * - streak: `selection: CURRENT` without a `progress` array;
 * - status: `selection: CURRENT_AND_BELOW` without a `progress` array.
 */
export function progressBarFor(situation: OfferSituation): ProgressView | undefined {
  const { offer, progress } = situation;
  const spec = offer.progress;
  if (spec === undefined) return undefined;
  switch (spec.kind) {
    case 'redemptions': {
      const total = spec.maxRedemptions;
      const done = Math.min(progress.purchases, total);
      const short = `${done} of ${total} purchases rewarded`;
      const long = `${done} of ${total} purchases rewarded so far; each earns ${rewardText(offer.userReward)}.`;
      if (spec.legacy === true) {
        return { bar: { total, currentProgress: done, label: short, segmented: true }, short, long };
      }
      const labels = {
        default: { left: `${done} of ${total} purchases`, right: `${formatReward(offer.userReward)} each` },
        details: { left: `${done} of ${total} rewarded purchases`, right: `${total - done} left` },
      };
      if (total > 5) return { bar: { total, currentProgress: done, labels }, short, long };
      return {
        bar: {
          total,
          currentProgress: done,
          labels,
          segments: {
            default: { position: 'RIGHT', icon: SANDBOX_ICONS.check },
            details: {
              position: 'FULL_WIDTH',
              icon: SANDBOX_ICONS.check,
              labels: Array.from({ length: total }, (_, index) => ({
                title: ordinal(index + 1),
                description: `Purchase ${index + 1}`,
              })),
            },
            progress: Array.from({ length: total }, (_, index) => ({
              completed: index < done ? 1 : 0,
              total: 1,
            })),
          },
        },
        short,
        long,
      };
    }
    case 'punchCard': {
      const per = spec.spendPerNodeCents;
      const spent = Math.min(progress.spendCents, spec.nodes * per);
      const full = Math.min(spec.nodes, Math.floor(spent / per));
      const short = `${full} of ${spec.nodes} punches`;
      const nextPunch =
        full < spec.nodes ? ` ${formatCents(per - (spent - full * per))} to the next punch.` : '';
      return {
        bar: {
          total: spec.nodes,
          currentProgress: full,
          labels: {
            default: { left: short, right: formatReward(offer.userReward) },
            details: { left: `${formatCents(spent)} spent`, right: `${formatCents(per)} per punch` },
          },
          segments: {
            // No icon and no separator: icon nodes read as binary, and a punch card shows partial fill.
            default: { position: 'FULL_WIDTH' },
            details: {
              position: 'FULL_WIDTH',
              labels: Array.from({ length: spec.nodes }, (_, index) => ({
                title: `Punch ${index + 1}`,
                description: `Spend ${formatCents(per)}`,
              })),
            },
            progress: Array.from({ length: spec.nodes }, (_, index) => ({
              completed: dollars(clamp(spent - index * per, 0, per)),
              total: dollars(per),
            })),
          },
        },
        short,
        long: `${full} of ${spec.nodes} punches: every ${formatCents(per)} you spend fills one.${nextPunch}`,
      };
    }
    case 'progressive': {
      const spent = progress.spendCents;
      const reached = spec.tiers.filter((tier) => tier.thresholdCents <= spent).length;
      const next = spec.tiers[reached];
      const short =
        next === undefined
          ? `Top tier: ${rewardText(spec.tiers[spec.tiers.length - 1]?.reward ?? offer.userReward)}`
          : `${formatCents(next.thresholdCents - spent)} more for ${rewardText(next.reward)}`;
      return {
        bar: {
          total: spec.tiers.length,
          currentProgress: reached,
          labels: {
            default: {
              left: `${formatCents(spent)} spent`,
              right: next === undefined ? 'Top tier' : `Next: ${formatReward(next.reward)}`,
            },
          },
          segments: {
            default: {
              position: 'FULL_WIDTH',
              labels: spec.tiers.map((tier) => ({
                title: formatReward(tier.reward),
                description: `At ${formatCents(tier.thresholdCents)}`,
              })),
            },
            progress: spec.tiers.map((tier, index) => {
              const floor = index === 0 ? 0 : (spec.tiers[index - 1]?.thresholdCents ?? 0);
              const span = tier.thresholdCents - floor;
              return { completed: dollars(clamp(spent - floor, 0, span)), total: dollars(span) };
            }),
          },
        },
        short,
        long: `${formatCents(spent)} spent so far. ${short}.`,
      };
    }
    case 'stepper': {
      const count = spec.steps.length;
      const middle = purchaseSteps(count);
      const bought = Math.min(progress.purchases, middle);
      const done = (situation.activated ? 1 : 0) + bought + (situation.activated && bought >= middle ? 1 : 0);
      const current = spec.steps[done];
      const short =
        current === undefined ? 'All steps done' : `Step ${done + 1} of ${count}: ${current.title}`;
      return {
        bar: {
          total: count,
          currentProgress: done,
          labels: { default: { left: short } },
          segments: {
            default: {
              position: 'FULL_WIDTH',
              separator: 'LINE',
              selection: 'CURRENT',
              icon: SANDBOX_ICONS.check,
              labels: spec.steps.map((step) => ({ title: step.title })),
            },
            details: {
              position: 'FULL_WIDTH',
              separator: 'LINE',
              selection: 'CURRENT',
              icon: SANDBOX_ICONS.check,
              labels: spec.steps.map((step) => ({ title: step.title, description: step.description })),
            },
          },
        },
        short,
        long:
          current === undefined
            ? `All ${count} steps done: ${rewardText(offer.userReward)} earned.`
            : `${done} of ${count} steps done. Next: ${current.description}.`,
      };
    }
    case 'streak': {
      const weeks = Math.min(progress.purchases, spec.weeks);
      const short = `${weeks} of ${spec.weeks} weeks in a row`;
      return {
        bar: {
          total: spec.weeks,
          currentProgress: weeks,
          labels: {
            default: { right: `${weeks}-week streak` },
            details: { left: short, right: `${spec.weeks - weeks} to go` },
          },
          segments: { default: { position: 'LEFT', selection: 'CURRENT' } },
        },
        short,
        long: `Shop once a week: ${short} so far.`,
      };
    }
    case 'status': {
      const top = spec.levels.length - 1;
      const level = Math.min(progress.purchases, top);
      const name = spec.levels[level] ?? '';
      const short = `${name} status`;
      const up = spec.levels[level + 1];
      return {
        bar: {
          total: spec.levels.length,
          currentProgress: level,
          labels: {
            default: { left: short },
            details: { left: short, right: up === undefined ? 'Top status' : `1 more trip to ${up}` },
          },
          segments: {
            default: {
              position: 'RIGHT',
              selection: 'CURRENT_AND_BELOW',
              labels: spec.levels.map((title) => ({ title })),
            },
          },
        },
        short,
        long:
          up === undefined
            ? `${name} status: the top level.`
            : `${name} status. One more trip reaches ${up}.`,
      };
    }
  }
}
