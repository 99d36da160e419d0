'use client';
import { type SyntheticEvent, useCallback, useContext, useRef, useState, useSyncExternalStore } from 'react';
import { ImpressionPolicyContext, ImpressionScopeContext } from './internal/ImpressionContext.ts';
import { keepImage, pageImpressionScope } from './internal/ImpressionObserverScope.ts';
import { IMPRESSION_TARGET_ATTRIBUTE } from './watchImpressionsBeforeHydration.ts';

/** Spread on the target element: while the impression is pending, its asset URL (see below). */
export type ImpressionTargetAttributes = { readonly [IMPRESSION_TARGET_ATTRIBUTE]?: string };

/** What {@link useImpression} gives the element that counts and the image it gates. */
export interface UseImpressionResult {
  /** The image may be drawn now (its load records the impression). Before that, draw the placeholder. */
  due: boolean;
  /**
   * Put on the element whose visibility counts: the card for its logo, the banner itself in a detail.
   * It is watched until the impression is due.
   */
  targetRef: (element: Element | null) => void;
  /** Put on the image's `onLoad`: keeps the decoded image, so a remount draws it without a new request. */
  onImageLoad: (event: SyntheticEvent<HTMLImageElement>) => void;
  /**
   * Spread on the same element as `targetRef`: while the impression is pending it names the asset URL, so
   * that `watchImpressionsBeforeHydration` can apply the policy to server-drawn markup before it is live.
   */
  targetAttributes: ImpressionTargetAttributes;
}

const NO_ATTRIBUTES: ImpressionTargetAttributes = {};

const noop = () => {};
const subscribeNever = () => noop;
const onClient = () => true;
const onServer = () => false;

/**
 * Whether the image at `url` may load yet, under the impression policy above (see `ImpressionPolicyOptions`):
 * by default once at least half of the target has been in the viewport of a visible page for one
 * continuous second, then for the rest of the page session. Targets share their list's observer and
 * timer (`ImpressionScopeProvider`), else the page's.
 *
 * On the server and during hydration nothing is due: server-rendered markup holds no image, so the HTML
 * records no impression for cards nobody sees. Where the browser has no `IntersectionObserver`, or the
 * policy's `trigger` is `render`, the image is due as soon as it is drawn.
 */
export function useImpression(url: string | undefined): UseImpressionResult {
  const policy = useContext(ImpressionPolicyContext);
  const listScope = useContext(ImpressionScopeContext);
  const hydrated = useSyncExternalStore(subscribeNever, onClient, onServer);
  const [dueUrl, setDueUrl] = useState<string | undefined>(undefined);
  const scope = hydrated ? (listScope ?? pageImpressionScope(policy)) : null;

  const due =
    policy.trigger === 'render' ||
    (scope !== null &&
      (typeof IntersectionObserver === 'undefined' ||
        (url !== undefined && (dueUrl === url || scope.isRecorded(url)))));

  const unsubscribe = useRef<(() => void) | undefined>(undefined);
  const targetRef = useCallback(
    (element: Element | null) => {
      unsubscribe.current?.();
      unsubscribe.current = undefined;
      if (element === null || due || scope === null || url === undefined) return;
      unsubscribe.current = scope.observe(element, url, () => setDueUrl(url));
    },
    [scope, url, due],
  );
  const onImageLoad = useCallback(
    (event: SyntheticEvent<HTMLImageElement>) => {
      if (url !== undefined) keepImage(url, event.currentTarget);
    },
    [url],
  );
  const targetAttributes = due || url === undefined ? NO_ATTRIBUTES : { [IMPRESSION_TARGET_ATTRIBUTE]: url };
  return { due, targetRef, onImageLoad, targetAttributes };
}
