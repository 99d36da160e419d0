/**
 * Figures 1 and 2 in Chromium: the bench page that mounts offer cards (Offerkit's `OfferCard` from the
 * built packages, and the hand-written baseline), checks both draw the same DOM, counts sanitizer calls
 * and re-renders. The drivers in bench/figures/ call `window.offerkitBench` (see pageApi.ts).
 */
import '@offerkit/components/styles.css';
import { ConnectedOfferCard, ConnectedOfferList, OfferCard, sanitizeSvg } from '@offerkit/components';
import { type CtaAction, createRewardsClient, type Offer, SUPPORTED_COMPONENTS } from '@offerkit/data';
import { OfferkitProvider, useOffers } from '@offerkit/hooks';
import { Profiler, type ProfilerOnRenderCallback, type ReactNode, useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { HandOfferCard } from '../baseline/HandOfferCard.tsx';
import { type PlainCard, plainCard } from '../baseline/plainCard.ts';
import { expandOffers, offerIcons, statesWithIcons } from '../fixtures/expandOffers.ts';
import { canonicalHtml, firstDifference } from '../lib/canonicalHtml.ts';
import { libraryList } from '../ssr/cardLists.tsx';
import createDOMPurify, { resetSanitizeStats, sanitizeStats } from './countingDompurify.ts';
import type {
  ActivationResult,
  ActivationScenario,
  ActivationSide,
  EquivalenceResult,
  MountResult,
  MountTimes,
  OfferkitBench,
  SanitizerResult,
} from './pageApi.ts';
import { watchRenderedCards } from './renderedCards.ts';

const LOCALE = 'en-US';
const SANDBOX_BASE = '/api';
const ORGANIZATION_ID = 'org-sandbox';
const USER_ID = 'sandbox-offerkit-new-customer';
const TOKEN = 'offerkit-sandbox-token';

const container = document.getElementById('root') as HTMLElement;
const onAction = (_action: CtaAction, _offer: Offer) => {};
const onBaselineAction = (_id: string) => {};

/** The next frame, then a task; a timer stands in when the browser produces no frame for a second. */
const nextFrame = () =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 1000);
    requestAnimationFrame(() => {
      clearTimeout(timer);
      setTimeout(resolve, 0);
    });
  });
/** Waits some frames, collecting garbage first when Chromium exposes `gc` (bench/lib/chromium.ts). */
const settle = async (frames = 3) => {
  (window as { gc?: () => void }).gc?.();
  for (let frame = 0; frame < frames; frame += 1) await nextFrame();
};

async function loadStates(): Promise<Offer[]> {
  const response = await fetch('/__bench/states');
  if (!response.ok) throw new Error(`the bench server has no states fixture (${response.status})`);
  return (await response.json()) as Offer[];
}

/** The sanitized markup of each distinct icon, computed once: what the baseline inserts as is. */
function sanitizedOnce(): (icon: string) => string {
  const markup = new Map<string, string>();
  return (icon) => {
    let html = markup.get(icon);
    if (html === undefined) {
      html = sanitizeSvg(icon);
      markup.set(icon, html);
    }
    return html;
  };
}

// Logos drawn at once, as the baseline does (see `libraryList`; the viewability policy itself is measured
// by the long-list figure and the impressions end-to-end test).
const LibraryList = ({ offers }: { offers: readonly Offer[] }) => libraryList(offers, onAction);

const BaselineList = ({ cards, prefix = 'b' }: { cards: readonly PlainCard[]; prefix?: string }) => (
  <div className="bench-list">
    {cards.map((card, index) => (
      <HandOfferCard key={card.id} card={card} idPrefix={`${prefix}${index}-`} onAction={onBaselineAction} />
    ))}
  </div>
);

async function equivalence(): Promise<EquivalenceResult> {
  const states = await loadStates();
  const svg = sanitizedOnce();
  const root = createRoot(container);
  const mismatches: string[] = [];
  for (const [index, state] of states.entries()) {
    flushSync(() => root.render(<LibraryList offers={[state]} />));
    const library = canonicalHtml(container.innerHTML);
    flushSync(() => root.render(<BaselineList cards={[plainCard(state, LOCALE, svg)]} />));
    const baseline = canonicalHtml(container.innerHTML);
    const difference = firstDifference(library, baseline);
    if (difference !== undefined) mismatches.push(`state #${index} (${state.id}):\n${difference}`);
  }
  root.unmount();
  return { compared: states.length, mismatches };
}

async function mount({ cards, rounds, warmup }: { cards: number; rounds: number; warmup: number }) {
  const offers = expandOffers(await loadStates(), cards);
  const svg = sanitizedOnce();
  const plain = offers.map((offer) => plainCard(offer, LOCALE, svg));
  const root = createRoot(container);
  const times = (): MountTimes => ({ script: [], total: [], elements: 0 });
  const result: MountResult = { cards, library: times(), baseline: times() };

  const measure = (side: MountTimes, element: ReactNode, record: boolean) => {
    const start = performance.now();
    flushSync(() => root.render(element));
    const rendered = performance.now();
    // Reading layout makes the browser recalculate style and lay the new DOM out now.
    void container.offsetHeight;
    const laidOut = performance.now();
    if (record) {
      side.script.push(rendered - start);
      side.total.push(laidOut - start);
      side.elements = container.querySelectorAll('*').length;
    }
    flushSync(() => root.render(null));
  };

  for (let round = 0; round < warmup + rounds; round += 1) {
    const record = round >= warmup;
    // Alternate which side goes first, so neither always runs on a freshly collected heap.
    const order = round % 2 === 0 ? (['library', 'baseline'] as const) : (['baseline', 'library'] as const);
    for (const side of order) {
      await settle(2);
      if (side === 'library') measure(result.library, <LibraryList offers={offers} />, record);
      else measure(result.baseline, <BaselineList cards={plain} />, record);
    }
  }
  root.unmount();
  return result;
}

async function sanitizer({ cards, icons, rounds }: { cards: number; icons: number; rounds: number }) {
  const chosen = statesWithIcons(await loadStates(), icons);
  const offers = expandOffers(chosen.states, cards);
  const distinct = new Set(offers.flatMap(offerIcons));
  const root = createRoot(container);

  resetSanitizeStats();
  flushSync(() => root.render(<LibraryList offers={offers} />));
  const calls = sanitizeStats.calls;
  const maxCallsPerString = Math.max(0, ...sanitizeStats.perString.values());
  const mountSanitizeMs = sanitizeStats.ms;
  flushSync(() => root.render(null));
  root.unmount();

  // Per-call cost, in batches of calls (the browser's clock is coarse): cold = an input the cache has not
  // seen (the icon with a unique trailing comment, which the sanitizer drops). The median batch is kept.
  const list = [...distinct];
  const perCall = (call: (icon: string) => void, repeat: number, before?: () => void) => {
    const samples: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const start = performance.now();
      for (let time = 0; time < repeat; time += 1) {
        for (const icon of list) {
          before?.();
          call(icon);
        }
      }
      samples.push((performance.now() - start) / (repeat * list.length));
    }
    samples.sort((a, b) => a - b);
    return samples[Math.floor(samples.length / 2)] as number;
  };
  const plain = createDOMPurify(window);
  const profile = { USE_PROFILES: { svg: true, svgFilters: true } };
  let unseen = 0;
  const libraryColdCall = perCall((icon) => {
    unseen += 1;
    sanitizeSvg(`${icon}<!--${unseen}-->`, { idPrefix: 'p-' });
  }, 1);
  const libraryWarmCall = perCall((icon) => sanitizeSvg(icon, { idPrefix: 'p-' }), 100);
  const baselineCall = perCall((icon) => plain.sanitize(icon, profile), 1);

  const result: SanitizerResult = {
    cards: offers.length,
    distinctIcons: distinct.size,
    calls,
    maxCallsPerString,
    mountSanitizeMs,
    libraryColdCall,
    libraryWarmCall,
    baselineCall,
  };
  return result;
}

/**
 * Records, between `start()` and `stop()`, which cards rendered (from the committed fibers, see
 * renderedCards.ts) and what the commits cost (the list's `<Profiler>`).
 */
function renderRecorder() {
  const cards = watchRenderedCards(({ elementType, type, props }) => {
    if (elementType === OfferCard || type === OfferCard) return (props?.offer as Offer | undefined)?.id;
    if (elementType === HandOfferCard) return (props?.card as PlainCard | undefined)?.id;
    return undefined;
  });
  let recording = false;
  let commits = 0;
  let updateMs = 0;
  const onList: ProfilerOnRenderCallback = (_id, _phase, actualDuration) => {
    if (!recording) return;
    commits += 1;
    updateMs += actualDuration;
  };
  return {
    onList,
    start() {
      cards.start();
      recording = true;
    },
    stop(mountedCards: number): ActivationSide {
      recording = false;
      const rendered = cards.stop();
      return {
        mountedCards,
        renderedCards: rendered.cards.length,
        renderedIds: rendered.cards.slice(0, 5),
        cardsPerCommit: rendered.perCommit,
        commits,
        updateMs,
      };
    },
  };
}

/** A host that maps `useOffers().offers` to cards, as most would write it. */
function MappedList({ pageSize }: { pageSize: number }) {
  const { offers, status, error } = useOffers({ pageSize });
  return (
    <div className="bench-list" data-status={status} data-error={error?.message}>
      {offers.map((offer) => (
        <div key={offer.id} className="bench-item" data-offer={offer.id}>
          <ConnectedOfferCard offer={offer} />
        </div>
      ))}
    </div>
  );
}

/**
 * A host that keeps each card's element while its offer object is unchanged, so React skips the cards
 * the host did not change: whatever still re-renders is the library's own doing (context, cache
 * subscriptions).
 */
function StableList({ pageSize }: { pageSize: number }) {
  const { offers, status, error } = useOffers({ pageSize });
  const [elements] = useState(() => new WeakMap<Offer, ReactNode>());
  return (
    <div className="bench-list" data-status={status} data-error={error?.message}>
      {offers.map((offer) => {
        let element = elements.get(offer);
        if (element === undefined) {
          element = (
            <div key={offer.id} className="bench-item" data-offer={offer.id}>
              <ConnectedOfferCard offer={offer} />
            </div>
          );
          elements.set(offer, element);
        }
        return element;
      })}
    </div>
  );
}

function BaselineActivationList({ cards, activated }: { cards: readonly PlainCard[]; activated: PlainCard }) {
  const [list, setList] = useState(cards);
  const [pending, setPending] = useState<string | null>(null);
  const act = useCallback(
    (id: string) => {
      setPending(id);
      // The response arrives in a later task, as a real one would.
      setTimeout(() => {
        setList((current) => current.map((card) => (card.id === id ? activated : card)));
        setPending(null);
      }, 0);
    },
    [activated],
  );
  return (
    <div className="bench-list">
      {list.map((card, index) => (
        <div key={card.id} className="bench-item" data-offer={card.id}>
          <HandOfferCard card={card} idPrefix={`a${index}-`} pending={pending === card.id} onAction={act} />
        </div>
      ))}
    </div>
  );
}

async function waitFor(condition: () => boolean, what: string | (() => string), timeoutMs = 10_000) {
  const start = performance.now();
  while (!condition()) {
    if (performance.now() - start > timeoutMs) {
      throw new Error(`timed out waiting for ${typeof what === 'string' ? what : what()}`);
    }
    await nextFrame();
  }
}

/**
 * Activates the second offer of a `cards`-long list and records what re-rendered. The list comes from
 * the bench server's offers override (the sandbox's display states, expanded); the activation goes to
 * the sandbox, whose response carries the updated offer (`include=offer`).
 */
async function activation({
  cards,
  scenario,
}: {
  cards: number;
  scenario: ActivationScenario;
}): Promise<ActivationResult> {
  const target = (await (await fetch('/__bench/activation')).json()) as { id: string; activated: Offer };
  const recorder = renderRecorder();
  let requests = 0;
  let root: Root | undefined = createRoot(container);
  const client = createRewardsClient({
    baseUrl: `${location.origin}${SANDBOX_BASE}`,
    organizationId: ORGANIZATION_ID,
    // The sandbox serves its logos from this page's origin, which the asset policy refuses unless listed.
    assetOrigins: [location.origin],
    headers: { authorization: `Bearer ${TOKEN}` },
    fetch: (input, init) => {
      requests += 1;
      return fetch(input, init);
    },
  });

  if (scenario === 'baseline') {
    const offers = (await (await fetch('/__bench/activation-list')).json()) as Offer[];
    const svg = sanitizedOnce();
    const plain = offers.map((offer) => plainCard(offer, LOCALE, svg));
    const activated = plainCard(target.activated, LOCALE, svg);
    root.render(
      <Profiler id="list" onRender={recorder.onList}>
        <BaselineActivationList cards={plain} activated={activated} />
      </Profiler>,
    );
  } else {
    const list =
      scenario === 'mapped' ? (
        <MappedList pageSize={cards} />
      ) : scenario === 'stable' ? (
        <StableList pageSize={cards} />
      ) : (
        <ConnectedOfferList params={{ pageSize: cards }} layout="list" />
      );
    root.render(
      <OfferkitProvider
        client={client}
        userId={USER_ID}
        supportedComponents={SUPPORTED_COMPONENTS}
        locale={LOCALE}
      >
        <Profiler id="list" onRender={recorder.onList}>
          {list}
        </Profiler>
      </OfferkitProvider>,
    );
  }
  // The target is the list's second offer; ConnectedOfferList draws its own items.
  const item = () =>
    container.querySelector<HTMLElement>(
      scenario === 'connected'
        ? '.ok-OfferList-item[aria-posinset="2"]'
        : `[data-offer="${CSS.escape(target.id)}"]`,
    );
  await waitFor(
    () => item()?.querySelector('.ok-CtaButton') != null,
    () => `the target card and its CTA (${container.innerHTML.slice(0, 300)})`,
  );
  await settle(5);
  const mountedCards = container.querySelectorAll('.ok-OfferCard').length;
  const before = requests;

  recorder.start();
  item()?.querySelector<HTMLButtonElement>('.ok-CtaButton')?.click();
  await waitFor(
    () => item()?.querySelector('.ok-OfferCard')?.getAttribute('data-cta') === 'none',
    'the CTA to go',
  );
  // Trailing commits (announcements, invalidations) land within a few frames.
  await settle(10);
  const side = recorder.stop(mountedCards);
  const sent = requests - before;
  root.unmount();
  root = undefined;
  return { side, requests: sent };
}

/** The element `mountOne` mounts, made by `prepareMountOne` so that setup stays out of its profile. */
let prepared: ReactNode = null;

/** Builds one side's list of `cards` (fixtures, baseline strings, a warm sanitizer cache) for `mountOne`. */
async function prepareMountOne({ side, cards }: { side: 'library' | 'baseline'; cards: number }) {
  const offers = expandOffers(await loadStates(), cards);
  const svg = sanitizedOnce();
  const plain = offers.map((offer) => plainCard(offer, LOCALE, svg));
  for (const icon of new Set(offers.flatMap(offerIcons))) sanitizeSvg(icon);
  prepared = side === 'library' ? <LibraryList offers={offers} /> : <BaselineList cards={plain} />;
}

/**
 * The prepared side alone, mounted (render, commit, style and layout) and unmounted `rounds` times: what
 * `bench/profile.ts` records a CPU profile of. Resolves to the total ms of the mounts.
 */
async function mountOne({ rounds }: { rounds: number }) {
  const root = createRoot(container);
  let elapsed = 0;
  for (let round = 0; round < rounds; round += 1) {
    await settle(1);
    const start = performance.now();
    flushSync(() => root.render(prepared));
    void container.offsetHeight;
    elapsed += performance.now() - start;
    flushSync(() => root.render(null));
  }
  root.unmount();
  return elapsed;
}

/**
 * The CPU-time mount, driven step by step from `bench/figures/render.ts`, which reads the main thread's
 * CPU time (DevTools `Performance.getMetrics`, `threadTicks`) between the steps: each step is one task,
 * so the time a loaded machine spends running other processes is not counted.
 */
let steps: { root: Root; library: ReactNode; baseline: ReactNode } | undefined;

async function prepareSteps({ cards }: { cards: number }) {
  const offers = expandOffers(await loadStates(), cards);
  const svg = sanitizedOnce();
  const plain = offers.map((offer) => plainCard(offer, LOCALE, svg));
  steps = {
    root: createRoot(container),
    library: <LibraryList offers={offers} />,
    baseline: <BaselineList cards={plain} />,
  };
}

const preparedSteps = () => {
  if (steps === undefined) throw new Error('render: call prepareSteps before the mount steps');
  return steps;
};

/**
 * Runs `work` in a task of its own (a timer) and resolves after it: Chromium counts a timer callback's
 * script time in `ScriptDuration`, whereas code run by the protocol's `evaluate` counts as DevTools time.
 */
const inTask = (work: () => void) =>
  new Promise<void>((resolve, reject) => {
    setTimeout(() => {
      try {
        work();
        resolve();
      } catch (error) {
        reject(error);
      }
    }, 0);
  });

/** Renders and commits one side's list (the step timed as render + commit). */
function mountStep(side: 'library' | 'baseline') {
  const { root, [side]: element } = preparedSteps();
  return inTask(() => flushSync(() => root.render(element)));
}

/** Forces style and layout of the mounted list (the step added for "+ style and layout"). */
function layoutStep() {
  return inTask(() => {
    void container.offsetHeight;
  });
}

/** Unmounts the list and settles (not timed). */
async function unmountStep() {
  flushSync(() => preparedSteps().root.render(null));
  await settle(2);
}

const bench: OfferkitBench = {
  equivalence,
  mount,
  sanitizer,
  activation,
  prepareMountOne,
  mountOne,
  prepareSteps,
  mountStep,
  layoutStep,
  unmountStep,
};
window.offerkitBench = bench;
document.documentElement.dataset.ready = 'true';
