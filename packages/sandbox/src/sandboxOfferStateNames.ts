import { PROGRESS_BAR_ROLES } from './catalog/catalogTypes.ts';

/**
 * The offer states whose offer shows a progress bar, one per variant of the contract, in review order:
 * continuous, check nodes, punch card, progressive, stepper, the two `selection` kinds and the deprecated
 * `label`/`segmented` bar. Stories and tests that review progress bars iterate these.
 */
export const SANDBOX_PROGRESS_BAR_STATES = [...PROGRESS_BAR_ROLES, 'legacyProgressBar'] as const;

/**
 * Every offer state the contract defines, each the way the sandbox serves it to the new customer:
 * - `activatable` — PRIMARY activate cta, tags and detailTags;
 * - `activated` — the same offer after activation: no cta, detailTags `Activated`;
 * - `boostable` — SECONDARY boost cta; `boosted` — `boostedReward`, struck `baseReward`, `logoFlare`, no cta;
 * - `multiRedemptionContinuous` — more than 5 redemptions: continuous bar;
 * - `fewRedemptionsCheckNodes` — 5 or fewer: segmented nodes with a check icon;
 * - `punchCard` — nodes with partial fill; `progressive` — tiers with partial fill, no icon or separator;
 * - `stepper` — `LINE` separator, `FULL_WIDTH`, icons and titles;
 * - `selectionCurrent` / `selectionCurrentAndBelow` — nodes read by `selection`, no `progress` array;
 * - `legacyProgressBar` — only the deprecated `label` and `segmented`;
 * - `limitedSupply` — `Limited supply` tag and remaining text; `soldOut` — a DISABLED "Sold out" cta;
 * - `disabledCta` — an offer that has not started: DISABLED cta with a date;
 * - `targeted`, `newArrival`, `endsSoon` — flare badges at the other corners and their tags;
 * - `standard` — no action and no progress;
 * - `progressBoosted` — activated, part-way and boosted at once;
 * - `descriptionOnlyActivate` / `descriptionOnlyBoost` — only descriptions requested: tap-to-activate /
 *   tap-to-boost texts;
 * - `fallbackDescriptions` — boosted, without `boostedReward`: the boost is told in the descriptions;
 * - `fallbackName` / `fallbackNameProgress` — no component requested: the state folded into the name.
 */
export const SANDBOX_OFFER_STATES = [
  'activatable',
  'activated',
  'boostable',
  'boosted',
  ...SANDBOX_PROGRESS_BAR_STATES,
  'limitedSupply',
  'soldOut',
  'disabledCta',
  'targeted',
  'newArrival',
  'endsSoon',
  'standard',
  'progressBoosted',
  'descriptionOnlyActivate',
  'descriptionOnlyBoost',
  'fallbackDescriptions',
  'fallbackName',
  'fallbackNameProgress',
] as const;

export type SandboxOfferState = (typeof SANDBOX_OFFER_STATES)[number];
