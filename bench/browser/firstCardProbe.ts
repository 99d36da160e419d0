/**
 * Figure 9's probe, shared by both first-card pages: when the first `.ok-OfferCard` enters the DOM, it
 * waits for the next frame (`requestAnimationFrame`, whose callbacks run just before that frame's style,
 * layout and paint) and then for a `MessageChannel` task (which runs once that frame has been produced),
 * and records the time there: the first frame with a card in it. The offers response's arrival is the
 * `responseEnd` of its resource timing entry (the last byte received), on the same clock.
 */
import type { FirstCardResult } from './pageApi.ts';

/** The performance.mark set when the first card has been painted (the driver's trace ends there). */
export const FIRST_CARD_PAINTED_MARK = 'offerkit-first-card-painted';

/** The offers list request: `…/users/<id>/offers` with its query, not the locations or rewards. */
const isOffersRequest = (url: string) => new URL(url).pathname.endsWith('/offers');

/**
 * Sets `window.offerkitPageIdle` once the page has loaded and its main thread has had idle time: the
 * driver then lets the held offers response go, so the span starts on a page that has finished starting.
 */
function reportIdle(): void {
  const idle = () =>
    requestIdleCallback(() => {
      window.offerkitPageIdle = true;
    });
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

export function watchFirstCard(root: HTMLElement): void {
  reportIdle();
  const observer = new MutationObserver(() => {
    const card = root.querySelector('.ok-OfferCard');
    if (card === null) return;
    observer.disconnect();
    const inDom = performance.now();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const painted = performance.now();
        performance.mark(FIRST_CARD_PAINTED_MARK);
        const response = performance
          .getEntriesByType('resource')
          .find((entry) => isOffersRequest(entry.name)) as PerformanceResourceTiming | undefined;
        const result: FirstCardResult = {
          responseEnd: response?.responseEnd ?? Number.NaN,
          inDom,
          painted,
          cards: root.querySelectorAll('.ok-OfferCard').length,
          firstCard: card.outerHTML,
          requestUrl: response?.name ?? '',
        };
        window.offerkitFirstCard = result;
      };
      channel.port2.postMessage(null);
    });
  });
  observer.observe(root, { childList: true, subtree: true });
}
