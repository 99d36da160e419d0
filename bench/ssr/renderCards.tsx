/**
 * Figure 5, run by `bench/figures/ssr.ts` in a Node child process with NODE_ENV=production, bundled from
 * the built packages: renderToString of N offer cards, Offerkit's `OfferCard` against the hand-written
 * baseline, alternating, after a warm-up. Prints one JSON object on stdout.
 *
 *   node bench/.out/ssr/renderCards.js <states.json> <cards> <rounds> [library|baseline|html]
 *
 * With a side given, only that side renders (for a CPU profile) and the markup check is skipped; `html`
 * prints each side's markup once (`{library, baseline}`), for the hydration figure.
 */
import { readFileSync } from 'node:fs';
import type { CtaAction, Offer } from '@offerkit/data';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { plainCard } from '../baseline/plainCard.ts';
import { expandOffers } from '../fixtures/expandOffers.ts';
import { canonicalHtml, firstDifference } from '../lib/canonicalHtml.ts';
import { alternate, median } from '../lib/stats.ts';
import { baselineList, LOCALE, libraryList } from './cardLists.tsx';

const [statesFile, cardsArg = '100', roundsArg = '40', onlyArg] = process.argv.slice(2);
if (statesFile === undefined) {
  console.error('renderCards: pass the states JSON file, the number of cards and the number of rounds.');
  process.exit(2);
}
const states = JSON.parse(readFileSync(statesFile, 'utf8')) as Offer[];
const offers = expandOffers(states, Number(cardsArg));
// The server cannot sanitize (no DOM): both sides draw the icon placeholders SafeSvg renders there.
const cards = offers.map((offer) => plainCard(offer, LOCALE, () => ''));
const onAction = (_action: CtaAction, _offer: Offer) => {};
const onBaselineAction = (_id: string) => {};

const library = (list: readonly Offer[]) => libraryList(list, onAction);
const baseline = (list: typeof cards) => baselineList(list, { server: true, onAction: onBaselineAction });

if (onlyArg === 'html') {
  const html = { library: renderToString(library(offers)), baseline: renderToString(baseline(cards)) };
  // Exits once written: a pipe takes a large write in several turns, and exiting at once would cut it.
  await new Promise((written) => process.stdout.write(`${JSON.stringify(html)}\n`, written));
  process.exit(0);
}

// Same markup first, card by card (ids aside): otherwise the ratio would compare different work.
const mismatches: string[] = [];
states.forEach((state, index) => {
  const a = canonicalHtml(renderToStaticMarkup(library([state])));
  const b = canonicalHtml(renderToStaticMarkup(baseline([plainCard(state, LOCALE, () => '')])));
  const difference = firstDifference(a, b);
  if (difference !== undefined) mismatches.push(`state #${index} (${state.id}):\n${difference}`);
});

/**
 * One render's wall-clock time and the CPU time the process spent on it (user + system), both in ms. On a
 * loaded machine the wall clock also counts time spent waiting for a core; the CPU time does not.
 */
const time = (render: () => string) => () => {
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  const html = render();
  const wall = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  if (html.length === 0) throw new Error('renderCards: empty render');
  return { wall, cpu: (cpu.user + cpu.system) / 1000 };
};
const rounds = Number(roundsArg);
if (onlyArg === 'library' || onlyArg === 'baseline') {
  // One side alone (bench/profile.ts records a CPU profile of this): no markup check, no comparison.
  const render =
    onlyArg === 'library' ? () => renderToString(library(offers)) : () => renderToString(baseline(cards));
  const elapsed = Array.from({ length: rounds }, time(render));
  const ms = (key: 'wall' | 'cpu') => median(elapsed.map((run) => run[key]));
  process.stdout.write(`${JSON.stringify({ side: onlyArg, rounds, wall: ms('wall'), cpu: ms('cpu') })}\n`);
  process.exit(0);
}
const runs = alternate(
  rounds,
  Math.max(3, Math.round(rounds / 4)),
  time(() => renderToString(library(offers))),
  time(() => renderToString(baseline(cards))),
);
const bytes = {
  library: renderToString(library(offers)).length,
  baseline: renderToString(baseline(cards)).length,
};

process.stdout.write(
  `${JSON.stringify({
    cards: offers.length,
    rounds,
    library: runs.a.map((run) => run.wall),
    baseline: runs.b.map((run) => run.wall),
    cpu: { library: runs.a.map((run) => run.cpu), baseline: runs.b.map((run) => run.cpu) },
    bytes,
    statesCompared: states.length,
    mismatches,
  })}\n`,
);
