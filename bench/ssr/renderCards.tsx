/**
 * Figure 5, run by `bench/figures/ssr.ts` in a Node child process with NODE_ENV=production, bundled from
 * the built packages: renderToString of N offer cards, Offerkit's `OfferCard` against the hand-written
 * baseline, alternating, after a warm-up. Prints one JSON object on stdout.
 *
 *   node bench/.out/ssr/renderCards.js <states.json> <cards> <rounds> [library|baseline]
 *
 * With a side given, only that side renders (for a CPU profile) and the markup check is skipped.
 */
import { readFileSync } from 'node:fs';
import { OfferCard } from '@offerkit/components';
import type { CtaAction, Offer } from '@offerkit/data';
import { ImpressionPolicyProvider } from '@offerkit/hooks';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { HandOfferCard } from '../baseline/HandOfferCard.tsx';
import { plainCard } from '../baseline/plainCard.ts';
import { expandOffers } from '../fixtures/expandOffers.ts';
import { canonicalHtml, firstDifference } from '../lib/canonicalHtml.ts';
import { alternate, median } from '../lib/stats.ts';

const [statesFile, cardsArg = '100', roundsArg = '40', onlyArg] = process.argv.slice(2);
if (statesFile === undefined) {
  console.error('renderCards: pass the states JSON file, the number of cards and the number of rounds.');
  process.exit(2);
}
const LOCALE = 'en-US';
const RENDER_AT_ONCE = { trigger: 'render' } as const;
const states = JSON.parse(readFileSync(statesFile, 'utf8')) as Offer[];
const offers = expandOffers(states, Number(cardsArg));
// The server cannot sanitize (no DOM): both sides draw the icon placeholders SafeSvg renders there.
const cards = offers.map((offer) => plainCard(offer, LOCALE, () => ''));
const onAction = (_action: CtaAction, _offer: Offer) => {};
const onBaselineAction = (_id: string) => {};

// The baseline draws each logo at once; the library's default waits for the viewability policy (no image
// in server HTML). `trigger: 'render'` draws the same markup, so the ratio compares the same work.
const library = (list: readonly Offer[]) => (
  <ImpressionPolicyProvider impressions={RENDER_AT_ONCE}>
    <div className="bench-list">
      {list.map((offer) => (
        <OfferCard key={offer.id} offer={offer} locale={LOCALE} onAction={onAction} />
      ))}
    </div>
  </ImpressionPolicyProvider>
);
const baseline = (list: typeof cards) => (
  <div className="bench-list">
    {list.map((card, index) => (
      <HandOfferCard key={card.id} card={card} idPrefix={`b${index}-`} server onAction={onBaselineAction} />
    ))}
  </div>
);

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
