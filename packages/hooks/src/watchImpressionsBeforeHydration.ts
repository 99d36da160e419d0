import {
  createImpressionTracker,
  type ImpressionPolicyOptions,
  resolveImpressionPolicy,
} from '@offerkit/data';
import { dueBeforeHydration, visibleBeforeHydration } from './internal/ImpressionObserverScope.ts';

/** The attribute a server-drawn card carries while its logo's impression is pending: the asset URL. */
export const IMPRESSION_TARGET_ATTRIBUTE = 'data-ok-impression';

/**
 * Applies the impression policy to the cards a server drew, from the first paint until React has taken the
 * page over. Server-rendered markup holds no image (see `useImpression`), and on a slow phone a customer
 * can scroll past several cards before the page is live: without this, a card seen for the policy's full
 * second in that time never records its impression. A card that met the policy here draws its logo (and
 * so records the impression) as soon as it hydrates; for one still in view, the live page goes on
 * counting from when it came into view.
 *
 * Call it from the page's first, small script, with the element the server drew into and the same
 * `impressions` options as the `OfferkitProvider`; call the function it returns once the page is live.
 * It needs no React: it watches the elements `useImpression` marked with `data-ok-impression`. The
 * attribute is only a key: an image is only ever loaded from the offer’s own URL, by the hydrated card.
 */
export function watchImpressionsBeforeHydration(
  root: ParentNode,
  impressions?: ImpressionPolicyOptions,
): () => void {
  const policy = resolveImpressionPolicy(impressions);
  // The `render` trigger draws every image at once anyway; without an observer the images are due on
  // hydration (see `useImpression`).
  if (policy.trigger === 'render' || typeof IntersectionObserver === 'undefined') return () => {};
  const urls = new Map<Element, string>();
  for (const element of root.querySelectorAll(`[${IMPRESSION_TARGET_ATTRIBUTE}]`)) {
    const url = element.getAttribute(IMPRESSION_TARGET_ATTRIBUTE);
    if (url) urls.set(element, url);
  }
  const tracker = createImpressionTracker({
    policy,
    recorded: dueBeforeHydration,
    onDue: (url) => visibleBeforeHydration.delete(url),
  });
  let stopped = false;
  // Kept current for the live page's own tracker, which goes on counting from there (a card in view
  // for half a second before and half a second after the page went live was in view for a second).
  const handOver = (url: string) => {
    if (stopped) return;
    const since = tracker.visibleSince(url);
    if (since === undefined) visibleBeforeHydration.delete(url);
    else visibleBeforeHydration.set(url, since);
  };
  const onVisibility = () => {
    tracker.setPageVisible(document.visibilityState !== 'hidden');
    for (const url of urls.values()) handOver(url);
  };
  onVisibility();
  document.addEventListener('visibilitychange', onVisibility);
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const url = urls.get(entry.target);
        if (url === undefined) continue;
        tracker.report(url, entry.isIntersecting ? entry.intersectionRatio : 0);
        handOver(url);
      }
    },
    { threshold: [0, policy.threshold] },
  );
  for (const element of urls.keys()) observer.observe(element);
  return () => {
    stopped = true;
    observer.disconnect();
    tracker.dispose();
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
