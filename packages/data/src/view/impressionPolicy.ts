/**
 * When an offer's image may load. Loading an asset URL records an impression with the issuer (which
 * reports it to the merchant), so the moment of the load is a counting rule, not a rendering detail.
 * - `viewable`: when at least `threshold` of the element has been in the viewport, on a visible page,
 *   for `durationMs` without a break (the IAB/MRC display standard: half, one second).
 * - `render`: as soon as the image is drawn (the browser's own lazy loading still applies). Every drawn
 *   card records an impression: for design review and screenshots, not for production.
 */
export type ImpressionTrigger = 'viewable' | 'render';

/** How long one recorded impression counts before the same asset may record another. */
export type ImpressionOnce = 'session' | 'mount';

/** A complete impression policy, as {@link resolveImpressionPolicy} returns it. */
export interface ImpressionPolicy {
  trigger: ImpressionTrigger;
  threshold: number;
  durationMs: number;
  once: ImpressionOnce;
}

/** What a host may set of the impression policy; anything left out keeps the standard. */
export interface ImpressionPolicyOptions {
  /**
   * `viewable` loads an image once it met the rule below; `render` loads it as soon as it is drawn
   * (design review only: every drawn card records an impression).
   * @default 'viewable'
   */
  trigger?: ImpressionTrigger;
  /**
   * The share of the element (0 < threshold ≤ 1) that must be inside the viewport.
   * @default 0.5
   */
  threshold?: number;
  /**
   * How long, in milliseconds, the element must stay at least `threshold` visible without a break.
   * @default 1000
   */
  durationMs?: number;
  /**
   * `session`: an asset records one impression per page session (a card that remounts, after a scroll,
   * a tab switch or a resize, shows the image it already has). `mount`: once per mount of the list, so
   * a list shown again counts again.
   * @default 'session'
   */
  once?: ImpressionOnce;
}

/** The standard: half of the element for one continuous second, once per asset per page session. */
export const DEFAULT_IMPRESSION_POLICY: Readonly<ImpressionPolicy> = Object.freeze({
  trigger: 'viewable',
  threshold: 0.5,
  durationMs: 1000,
  once: 'session',
});

/**
 * The policy from a host's options, every value checked: a wrong one throws a message that names it,
 * since a silently corrected threshold would change what merchants are billed for.
 */
export function resolveImpressionPolicy(options: ImpressionPolicyOptions = {}): ImpressionPolicy {
  const policy: ImpressionPolicy = {
    trigger: options.trigger ?? DEFAULT_IMPRESSION_POLICY.trigger,
    threshold: options.threshold ?? DEFAULT_IMPRESSION_POLICY.threshold,
    durationMs: options.durationMs ?? DEFAULT_IMPRESSION_POLICY.durationMs,
    once: options.once ?? DEFAULT_IMPRESSION_POLICY.once,
  };
  const { trigger, threshold, durationMs, once } = policy;
  // One check per option, one message shape: the option, what it must be, what it got.
  const wrong =
    trigger !== 'viewable' && trigger !== 'render'
      ? ['trigger', "'viewable' or 'render'", trigger]
      : !(threshold > 0 && threshold <= 1)
        ? ['threshold', 'a share above 0 and at most 1 (0.5 is half the element)', threshold]
        : !(durationMs >= 0 && Number.isFinite(durationMs))
          ? ['durationMs', 'a number of milliseconds, 0 or more', durationMs]
          : once !== 'session' && once !== 'mount'
            ? ['once', "'session' or 'mount'", once]
            : undefined;
  if (wrong !== undefined) {
    throw new RangeError(
      `impressions.${wrong[0]} must be ${wrong[1]}, got ${JSON.stringify(wrong[2]) ?? String(wrong[2])}.`,
    );
  }
  return policy;
}
