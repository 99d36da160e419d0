'use client';
import { type ImpressionPolicyOptions, resolveImpressionPolicy } from '@offerkit/data';
import { type ReactElement, type ReactNode, useMemo } from 'react';
import { ImpressionPolicyContext } from './internal/ImpressionContext.ts';

export interface ImpressionPolicyProviderProps {
  /**
   * When offer images load, which records their impressions (see `ImpressionPolicyOptions`). A wrong value
   * throws, naming the option.
   * @default half of the element in the viewport for one continuous second, once per asset per page session
   */
  impressions?: ImpressionPolicyOptions;
  children?: ReactNode;
}

/**
 * Sets the impression policy of the offer images below it, for apps (or design tools) that render the
 * components without an `OfferkitProvider`; inside one, its `impressions` option does the same.
 */
export function ImpressionPolicyProvider({
  impressions,
  children,
}: ImpressionPolicyProviderProps): ReactElement {
  const { trigger, threshold, durationMs, once } = impressions ?? {};
  // Keyed by value, so an inline options object doesn't give every image a new policy on each render.
  const policy = useMemo(
    () => resolveImpressionPolicy({ trigger, threshold, durationMs, once }),
    [trigger, threshold, durationMs, once],
  );
  return <ImpressionPolicyContext.Provider value={policy}>{children}</ImpressionPolicyContext.Provider>;
}
