import { createImpressionTracker, type ImpressionPolicy, type ImpressionTracker } from '@offerkit/data';

/** Asset URLs whose impression this page session recorded (`once: 'session'`), shared by every scope. */
const sessionRecorded = new Set<string>();

/**
 * Asset URLs whose element met the policy on the server-drawn page, before React took it over
 * (`watchImpressionsBeforeHydration`): their images are drawn, and so recorded, as soon as they hydrate.
 */
export const dueBeforeHydration = new Set<string>();

/** Asset URLs in view on the server-drawn page, with since when: a live page's count goes on from there. */
export const visibleBeforeHydration = new Map<string, number>();

/**
 * One `IntersectionObserver`, one impression tracker (one timer) and one `visibilitychange` listener for
 * every image target below it: a list's cards, or the page's stray images. Created on the client only
 * when the first target is observed; `dispose` lets go of all three, and a later `observe` starts again.
 */
export class ImpressionObserverScope {
  readonly policy: ImpressionPolicy;
  private readonly recorded: Set<string>;
  /** Each watched element with its asset URL and what to call when that impression is due. */
  private readonly targets = new Map<Element, { url: string; onDue: () => void }>();
  private observer: IntersectionObserver | undefined;
  private tracker: ImpressionTracker | undefined;
  private readonly onVisibility = () => {
    this.tracker?.setPageVisible(document.visibilityState !== 'hidden');
  };

  constructor(policy: ImpressionPolicy) {
    this.policy = policy;
    this.recorded = policy.once === 'session' ? sessionRecorded : new Set();
  }

  /** The impression of `url` was recorded: draw its image at once (a remount, the same asset again). */
  isRecorded(url: string): boolean {
    return this.recorded.has(url) || dueBeforeHydration.has(url);
  }

  /** Watches `element` for `url`'s impression; `onDue` runs once it is due. Returns the unsubscribe. */
  observe(element: Element, url: string, onDue: () => void): () => void {
    const tracker = this.start();
    this.targets.set(element, { url, onDue });
    this.observer?.observe(element);
    return () => {
      if (this.targets.get(element)?.onDue !== onDue) return;
      this.targets.delete(element);
      this.observer?.unobserve(element);
      for (const target of this.targets.values()) if (target.url === url) return;
      tracker.remove(url);
    };
  }

  dispose(): void {
    this.observer?.disconnect();
    this.observer = undefined;
    this.tracker?.dispose();
    this.tracker = undefined;
    this.targets.clear();
    document.removeEventListener('visibilitychange', this.onVisibility);
  }

  private start(): ImpressionTracker {
    if (this.tracker !== undefined) return this.tracker;
    const tracker = createImpressionTracker({
      policy: this.policy,
      recorded: this.recorded,
      visibleSince: visibleBeforeHydration,
      onDue: (url) => {
        for (const target of [...this.targets.values()]) if (target.url === url) target.onDue();
      },
    });
    this.tracker = tracker;
    tracker.setPageVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', this.onVisibility);
    this.observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const target = this.targets.get(entry.target);
          if (target !== undefined)
            tracker.report(target.url, entry.isIntersecting ? entry.intersectionRatio : 0);
        }
      },
      // Only the crossings that matter: in or out of the viewport, and over or under the threshold.
      { threshold: [0, this.policy.threshold] },
    );
    return tracker;
  }
}

/** The page's scope per policy, for images outside any `ImpressionScopeProvider` (a detail, a lone card). */
const pageScopes = new Map<string, ImpressionObserverScope>();

export function pageImpressionScope(policy: ImpressionPolicy): ImpressionObserverScope {
  const key = `${policy.threshold}|${policy.durationMs}|${policy.once}`;
  let scope = pageScopes.get(key);
  if (scope === undefined) {
    scope = new ImpressionObserverScope(policy);
    pageScopes.set(key, scope);
  }
  return scope;
}

/** Bounded: the decoded images a remount may reuse, newest last. */
const MAX_KEPT_IMAGES = 300;
const keptImages = new Map<string, HTMLImageElement>();

/**
 * Keeps the loaded image element of `url` alive, so its decoded image stays in the document's image list
 * and a card that remounts draws it without a new request. The oldest is let go past the bound.
 */
export function keepImage(url: string, image: HTMLImageElement): void {
  keptImages.delete(url);
  keptImages.set(url, image);
  if (keptImages.size > MAX_KEPT_IMAGES) {
    const oldest = keptImages.keys().next().value;
    if (oldest !== undefined) keptImages.delete(oldest);
  }
}

/** Loads `url` once per page session, exactly as given, with no element to draw it (the detail's `VIEW`). */
export function loadOncePerSession(url: string): boolean {
  const key = `view:${url}`;
  if (sessionRecorded.has(key)) return false;
  sessionRecorded.add(key);
  const image = new Image();
  image.decoding = 'async';
  image.src = url;
  keepImage(url, image);
  return true;
}
