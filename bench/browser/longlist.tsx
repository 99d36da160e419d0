/**
 * Figure 6 in Chromium: `OfferList` (from the built packages) with 10,000 offers, scrolled from top to
 * bottom one viewport at a time. Counts the cards in the DOM after every DOM change and watches for long
 * tasks (over 50 ms) and long frames while scrolling. Driven by bench/figures/longlist.ts.
 */
import '@offerkit/components/styles.css';
import { OfferList, sanitizeSvg } from '@offerkit/components';
import type { CtaAction, Offer } from '@offerkit/data';
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { HandVirtualList } from '../baseline/HandVirtualList.tsx';
import { plainCard } from '../baseline/plainCard.ts';
import { expandOffers } from '../fixtures/expandOffers.ts';
import { type LongListResult, SCROLL_END_MARK, SCROLL_START_MARK } from './pageApi.ts';

const container = document.getElementById('root') as HTMLElement;
const onAction = (_action: CtaAction, _offer: Offer) => {};
/**
 * The next animation frame, or `null` when none comes within `FRAME_TIMEOUT_MS`. Headless Chromium on a
 * loaded machine sometimes stops producing frames for a while (seen with the hand-written list as well);
 * the scroll then goes on by timers and the stall is reported instead of hanging the bench.
 */
const FRAME_TIMEOUT_MS = 500;
const nextFrame = () =>
  new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), FRAME_TIMEOUT_MS);
    requestAnimationFrame((time) => {
      clearTimeout(timer);
      resolve(time);
    });
  });
/** Consecutive missing frames after which the scroll stops: the browser is not rendering any more. */
const GIVE_UP_AFTER = 20;

/** The offers of the long list and the element of each side (the baseline's strings computed up front). */
async function lists(count: number) {
  const states = (await (await fetch('/__bench/states')).json()) as Offer[];
  const offers = expandOffers(states, count);
  const markup = new Map<string, string>();
  const svg = (icon: string) => {
    if (!markup.has(icon)) markup.set(icon, sanitizeSvg(icon));
    return markup.get(icon) as string;
  };
  const cards = offers.map((offer) => plainCard(offer, 'en-US', svg));
  return {
    offers,
    library: <OfferList offers={offers} locale="en-US" onAction={onAction} />,
    baseline: <HandVirtualList cards={cards} />,
  };
}

/** Synchronous first render of one side's list, in ms; the list is unmounted again. */
function timeMount(element: ReactElement): number {
  const root = createRoot(container);
  const start = performance.now();
  flushSync(() => root.render(element));
  const elapsed = performance.now() - start;
  root.unmount();
  return elapsed;
}

/** Settles a few frames, collecting garbage first when Chromium exposes `gc`. */
async function settle() {
  (window as { gc?: () => void }).gc?.();
  for (let frame = 0; frame < 3; frame += 1) await nextFrame();
}

/**
 * The mount of both lists, `rounds` times each after `warmup`, alternating which side goes first: the
 * medians and spread of figure 6's mount line.
 */
async function mount({ offers: count, rounds, warmup }: { offers: number; rounds: number; warmup: number }) {
  const { library, baseline } = await lists(count);
  const result = { library: [] as number[], baseline: [] as number[] };
  for (let round = 0; round < warmup + rounds; round += 1) {
    const order = round % 2 === 0 ? (['library', 'baseline'] as const) : (['baseline', 'library'] as const);
    for (const side of order) {
      await settle();
      const elapsed = timeMount(side === 'library' ? library : baseline);
      if (round >= warmup) result[side].push(elapsed);
    }
  }
  return result;
}

/** The lists `mountOne` mounts, built by `prepareMountOne` so that setup stays out of its profile. */
let prepared: Awaited<ReturnType<typeof lists>> | undefined;

/** Builds both lists of `count` offers for `mountOne`. */
async function prepareMountOne({ offers: count }: { offers: number }) {
  prepared = await lists(count);
}

/** One prepared side's mount `rounds` times with nothing else on the page (for `bench/profile.ts`); total ms. */
async function mountOne({ side, rounds }: { side: 'library' | 'baseline'; rounds: number }) {
  if (prepared === undefined) throw new Error('longlist: call prepareMountOne before mountOne');
  let elapsed = 0;
  for (let round = 0; round < rounds; round += 1) {
    await settle();
    elapsed += timeMount(prepared[side]);
  }
  return elapsed;
}

async function run({
  offers: count,
  step,
  side,
}: {
  offers: number;
  step: number;
  side: 'library' | 'baseline';
}): Promise<LongListResult> {
  const built = await lists(count);
  const { offers } = built;
  const list = built[side];
  const root = createRoot(container);
  const mountStart = performance.now();
  flushSync(() => root.render(list));
  const mountMs = performance.now() - mountStart;
  for (let frame = 0; frame < 10; frame += 1) await nextFrame();

  const countCards = () => container.querySelectorAll('.ok-OfferCard').length;
  let maxCards = countCards();
  const observer = new MutationObserver(() => {
    maxCards = Math.max(maxCards, countCards());
  });
  observer.observe(container, { childList: true, subtree: true });

  const longTasks: number[] = [];
  const taskObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  taskObserver.observe({ type: 'longtask' });

  let frames = 0;
  let longestFrameMs = 0;
  let missingFrames = 0;
  let last = performance.now();
  let scrolling = true;
  const watchFrames = async () => {
    while (scrolling) {
      const now = await nextFrame();
      if (now === null) continue;
      frames += 1;
      longestFrameMs = Math.max(longestFrameMs, now - last);
      last = now;
    }
  };
  const watching = watchFrames();

  performance.mark(SCROLL_START_MARK);
  let samples = 0;
  const scrollHeight = () => document.documentElement.scrollHeight;
  let missingInARow = 0;
  for (let y = step; ; y += step) {
    window.scrollTo(0, y);
    // The virtualizer hears the scroll event, renders, and the browser paints: two frames.
    for (let frame = 0; frame < 2; frame += 1) {
      if ((await nextFrame()) === null) {
        missingFrames += 1;
        missingInARow += 1;
      } else missingInARow = 0;
    }
    samples += 1;
    maxCards = Math.max(maxCards, countCards());
    if (window.scrollY + window.innerHeight >= scrollHeight() - 1 || missingInARow >= GIVE_UP_AFTER) break;
  }
  for (let frame = 0; frame < 5; frame += 1) await nextFrame();
  scrolling = false;
  await watching;
  performance.mark(SCROLL_END_MARK);
  observer.disconnect();
  // Entries still queued for the observer.
  for (const entry of taskObserver.takeRecords()) longTasks.push(entry.duration);
  taskObserver.disconnect();

  const result: LongListResult = {
    offers: offers.length,
    maxCards,
    samples,
    scrolled: window.scrollY,
    scrollHeight: scrollHeight(),
    longTasks: longTasks.length,
    longestTaskMs: Math.max(0, ...longTasks),
    frames,
    missingFrames,
    longestFrameMs,
    mountMs,
  };
  root.unmount();
  return result;
}

window.offerkitLongList = { run, mount, prepareMountOne, mountOne };
document.documentElement.dataset.ready = 'true';
