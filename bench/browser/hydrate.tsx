/**
 * Figure 5b in Chromium: the page arrives with 100 server-rendered cards in `#root` (Offerkit's or the
 * baseline's markup from bench/ssr/renderCards.tsx, `data-side` says which) and hydrates them with the
 * same element tree (bench/ssr/cardLists.tsx). Recorded on `window.offerkitHydration` (see pageApi.ts).
 */
import '@offerkit/components/styles.css';
import { sanitizeSvg } from '@offerkit/components';
import type { Offer } from '@offerkit/data';
import { type ReactNode, useEffect, useLayoutEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { plainCard } from '../baseline/plainCard.ts';
import { expandOffers } from '../fixtures/expandOffers.ts';
import { baselineList, LOCALE, libraryList } from '../ssr/cardLists.tsx';
import { HYDRATE_INTERACTIVE_MARK, HYDRATE_START_MARK, type HydrationResult } from './pageApi.ts';

const root = document.getElementById('root') as HTMLElement;
const side = root.dataset.side === 'baseline' ? 'baseline' : 'library';
const times = { start: Number.NaN, committed: Number.NaN, handled: Number.NaN };
const recoverableErrors: string[] = [];

/** The CTA click that proves the cards answer: its handler's time is "interactive". */
const handled = () => {
  if (!Number.isNaN(times.handled)) return;
  times.handled = performance.now();
  performance.mark(HYDRATE_INTERACTIVE_MARK);
  const result: HydrationResult = {
    side,
    cards: root.querySelectorAll('.ok-OfferCard').length,
    commitMs: times.committed - times.start,
    interactiveMs: times.handled - times.start,
    pendingIcons: root.querySelectorAll('.ok-SafeSvg[data-state="pending"]').length,
    recoverableErrors,
  };
  window.offerkitHydration = result;
};

/**
 * Renders its children only (no DOM of its own): its layout effect runs in the hydration's commit, and its
 * passive effect after the cards' own (effects run children first), where it queues the CTA click in a
 * task of its own: the hydration, its effects and the renders they scheduled synchronously (the icons
 * replacing their placeholders) come first.
 */
function Probe({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    times.committed = performance.now();
  }, []);
  useEffect(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const ctas = root.querySelectorAll<HTMLButtonElement>('button.ok-CtaButton:not([aria-disabled])');
      const last = ctas[ctas.length - 1];
      if (last === undefined) throw new Error('hydrate: no interactive CTA to click');
      last.click();
      if (Number.isNaN(times.handled)) throw new Error('hydrate: the CTA click was not handled');
    };
    channel.port2.postMessage(null);
  }, []);
  return children;
}

async function main() {
  const response = await fetch('/__bench/states');
  const offers = expandOffers((await response.json()) as Offer[], Number(root.dataset.cards));
  // A page's first `Intl.NumberFormat` loads the locale's data (tens of ms on a cold page): a cost of the
  // page, not of the cards (the bank's app has paid it), paid here on both sides before the timing.
  new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 }).format(1.5);
  // The baseline's strings and sanitized icons are computed before the timing, as in figures 1 and 5.
  const list =
    side === 'library'
      ? libraryList(offers, handled)
      : baselineList(
          offers.map((offer) => plainCard(offer, LOCALE, (icon) => sanitizeSvg(icon))),
          { server: 'hydrate', onAction: handled },
        );
  // bench/profile.ts starts its profiler first: with `?hold`, the hydration waits for its go.
  if (new URLSearchParams(location.search).has('hold')) {
    await new Promise<void>((go) => {
      window.offerkitHydrateGo = go;
    });
  }
  times.start = performance.now();
  performance.mark(HYDRATE_START_MARK);
  hydrateRoot(root, <Probe>{list}</Probe>, {
    onRecoverableError: (error) => {
      recoverableErrors.push(String((error as Error)?.message ?? error).slice(0, 300));
    },
  });
}

void main();
