/**
 * What the bench pages expose on `window.offerkitBench`, called by the Playwright drivers in
 * bench/figures/*.ts with `page.evaluate`. Every time is in milliseconds.
 */

/** Per-run times of one side of a mount. */
export interface MountTimes {
  /** React render + commit (+ layout effects), inside `flushSync`. */
  script: number[];
  /** The same plus the style recalculation and layout the browser then needs (forced by a layout read). */
  total: number[];
  /** Elements under the list container once mounted. */
  elements: number;
}

export interface MountResult {
  cards: number;
  library: MountTimes;
  baseline: MountTimes;
}

export interface EquivalenceResult {
  compared: number;
  /** One entry per card whose canonical markup differs from the baseline's, with where it first differs. */
  mismatches: string[];
}

export interface SanitizerResult {
  cards: number;
  /** Distinct SVG strings the cards hold. */
  distinctIcons: number;
  /** DOMPurify `sanitize` calls while the cards mounted. */
  calls: number;
  /** The most calls any one string got. */
  maxCallsPerString: number;
  /** Time inside DOMPurify while the cards mounted. */
  mountSanitizeMs: number;
  /** `sanitizeSvg` on a cold cache (DOMPurify + the library's hooks and post-processing), per call. */
  libraryColdCall: number;
  /** `sanitizeSvg` on a warm cache, per call. */
  libraryWarmCall: number;
  /** A plain `DOMPurify.sanitize(svg, {USE_PROFILES: {svg: true, svgFilters: true}})`, per call. */
  baselineCall: number;
}

export interface ActivationSide {
  /** Cards in the DOM when the CTA was pressed. */
  mountedCards: number;
  /** Distinct cards that rendered between the press and the settled update. */
  renderedCards: number;
  /** Ids of those cards (first few). */
  renderedIds: string[];
  /** How many cards rendered in each commit of that window. */
  cardsPerCommit: number[];
  /** React commits in that window (the list's Profiler). */
  commits: number;
  /** Sum of the list Profiler's `actualDuration` over those commits. */
  updateMs: number;
}

/** Which list an activation is measured in. */
export type ActivationScenario =
  /** A host mapping `useOffers().offers` to `OfferCard`s: every card mounted. */
  | 'mapped'
  /** The same host keeping each card's element while its offer is unchanged: only the library's own re-renders remain. */
  | 'stable'
  /** `ConnectedOfferList`: virtualized, only the cards near the viewport are mounted. */
  | 'connected'
  /** The hand-written list: memoized cards, host state replacing one offer, no network. */
  | 'baseline';

export interface ActivationResult {
  side: ActivationSide;
  /** Requests the client sent from the press until the update settled. */
  requests: number;
}

/** The `performance.mark`s around the long list's scroll: the driver's trace counts the tasks between them. */
export const SCROLL_START_MARK = 'offerkit-scroll-start';
export const SCROLL_END_MARK = 'offerkit-scroll-end';

export interface LongListResult {
  offers: number;
  /** The most cards in the DOM at any sampled moment of the scroll. */
  maxCards: number;
  /** Samples taken (one per scroll step). */
  samples: number;
  /** How far the scroll went, in pixels, and the list's scroll height. */
  scrolled: number;
  scrollHeight: number;
  /** Long tasks (over 50 ms) observed while scrolling, and the longest. */
  longTasks: number;
  longestTaskMs: number;
  /** Frames observed and the longest gap between two frames while scrolling. */
  frames: number;
  /** Waits for a frame that got none within 500 ms (the browser stopped rendering for a while). */
  missingFrames: number;
  longestFrameMs: number;
  /** Mount time of the list with all offers. */
  mountMs: number;
}

export interface OfferkitBench {
  equivalence(): Promise<EquivalenceResult>;
  mount(options: { cards: number; rounds: number; warmup: number }): Promise<MountResult>;
  sanitizer(options: { cards: number; icons: number; rounds: number }): Promise<SanitizerResult>;
  /** Run once per page load, on a fresh sandbox. */
  activation(options: { cards: number; scenario: ActivationScenario }): Promise<ActivationResult>;
  /** Builds one side's list of `cards` for `mountOne` (kept out of its profile). */
  prepareMountOne(options: { side: 'library' | 'baseline'; cards: number }): Promise<void>;
  /** Mounts the prepared side `rounds` times (for a CPU profile of that side alone); resolves to the total ms. */
  mountOne(options: { rounds: number }): Promise<number>;
  /** Builds both sides' lists of `cards` for the step-by-step (CPU time) mount. */
  prepareSteps(options: { cards: number }): Promise<void>;
  /** Renders and commits one side's prepared list, synchronously, in a timer task of its own. */
  mountStep(side: 'library' | 'baseline'): Promise<void>;
  /** Forces style and layout of what is mounted, in a timer task of its own. */
  layoutStep(): Promise<void>;
  /** Unmounts the list and waits a few frames. */
  unmountStep(): Promise<void>;
}

/** What a first-card page (figure 9) records; times are `performance.now()` ms of that page. */
export interface FirstCardResult {
  /** `responseEnd` of the offers request: its last byte received. */
  responseEnd: number;
  /** When the first card was found in the DOM (a MutationObserver callback right after the commit). */
  inDom: number;
  /** The first task after the frame that followed: the first card has been painted. */
  painted: number;
  /** Cards in the DOM at that moment. */
  cards: number;
  /** The first card's markup, to check both sides draw the same DOM. */
  firstCard: string;
  /** The offers request's URL (the baseline fetches the very same one). */
  requestUrl: string;
}

/** The `performance.mark`s of figure 5b: before `hydrateRoot`, and in the CTA click's handler. */
export const HYDRATE_START_MARK = 'offerkit-hydrate-start';
export const HYDRATE_INTERACTIVE_MARK = 'offerkit-hydrate-interactive';

/** What the hydration page (figure 5b) records; times are ms from just before `hydrateRoot`. */
export interface HydrationResult {
  side: 'library' | 'baseline';
  /** Cards in the DOM when the click was handled. */
  cards: number;
  /** The hydration's commit (a layout effect at the root). */
  commitMs: number;
  /** A click on the last interactive CTA, dispatched after the commit's effects, handled by its `onClick`. */
  interactiveMs: number;
  /** Icons still showing their server placeholder when the click was handled. */
  pendingIcons: number;
  /** What React's `onRecoverableError` reported (a hydration mismatch among them). */
  recoverableErrors: string[];
}

declare global {
  interface Window {
    offerkitFirstCard?: FirstCardResult;
    /** Set by the first-card pages once loaded and idle (the driver then releases the offers response). */
    offerkitPageIdle?: boolean;
    offerkitHydration?: HydrationResult;
    /** Starts the hydration of a page opened with `?hold` (for a profile of the hydration alone). */
    offerkitHydrateGo?: () => void;
    offerkitBench?: OfferkitBench;
    offerkitLongList?: {
      run(options: { offers: number; step: number; side: 'library' | 'baseline' }): Promise<LongListResult>;
      /** Mounts both lists alternately, `rounds` times each after `warmup`: ms per mount, per side. */
      mount(options: { offers: number; rounds: number; warmup: number }): Promise<{
        library: number[];
        baseline: number[];
      }>;
      /** Builds both lists of `offers` for `mountOne` (kept out of its profile). */
      prepareMountOne(options: { offers: number }): Promise<void>;
      /** Mounts one prepared side `rounds` times (for a CPU profile of that side alone); total ms. */
      mountOne(options: { side: 'library' | 'baseline'; rounds: number }): Promise<number>;
    };
  }
}
