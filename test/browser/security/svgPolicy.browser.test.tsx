/**
 * The inline-SVG policy in real Chromium, beyond script (xss.browser.test.tsx covers that): a sanitized icon
 * loads nothing from anywhere (escaped `url(` and image functions in presentation attributes included), it
 * cannot cover the page even where the Offerkit stylesheet is not loaded (this project loads none), and an
 * icon whose `<use>` elements would fan out into a freezing number of nodes is dropped, with a diagnostic.
 *
 * Each family has a control: the same markup written raw into the page does load from evil.example, or
 * does cover the page, so the checks on `SafeSvg`'s output are meaningful.
 */
import { SafeSvg } from '@offerkit/components';
import type { Diagnostic } from '@offerkit/data';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import type {} from './commands.ts';

const EVIL = 'https://evil.example';
const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24">';
const SHAPE = '<rect width="24" height="24" fill="#2a6"/>';

/** Presentation attributes whose value CSS reads as an external load, hidden from a plain `url(` check. */
const LOADING_ATTRIBUTES: readonly [string, string][] = [
  ['fill with an escaped u', `<rect width="24" height="24" fill="\\75 rl(${EVIL}/fill-escaped-u#g)"/>`],
  ['filter with an escaped r', `<rect width="24" height="24" filter="u\\72l(${EVIL}/filter-escaped-r#f)"/>`],
  [
    'mask with image-set()',
    `<rect width="24" height="24" mask="image-set('${EVIL}/mask-image-set.png' 1x)"/>`,
  ],
  [
    'mask with -webkit-image-set()',
    `<rect width="24" height="24" mask="-webkit-image-set('${EVIL}/mask-webkit-image-set.png' 1x)"/>`,
  ],
  ['mask with an escaped url(', `<rect width="24" height="24" mask="\\000075rl(${EVIL}/mask-escaped.png)"/>`],
  [
    'clip-path with a comment in url(',
    `<rect width="24" height="24" clip-path="url/**/(${EVIL}/clip-comment#c)"/>`,
  ],
  [
    'cursor with an escaped url(',
    `<rect width="24" height="24" cursor="\\75rl(${EVIL}/cursor-escaped.png), auto"/>`,
  ],
  [
    'marker-start with an escaped url(',
    `<path d="M0 0L9 9" stroke="red" marker-start="\\75 rl(${EVIL}/marker-escaped#m)"/>`,
  ],
];

/** Roots (and children) that try to lay the icon over the page. */
const COVERING_ICONS: readonly [string, string][] = [
  [
    'a fixed root over the whole page',
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" style="position:fixed;inset:0;z-index:2147483647;width:100vw;height:100vh">${SHAPE}</svg>`,
  ],
  [
    'a root moved by a CSS transform',
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" transform="translate(300 300) scale(40)">${SHAPE}</svg>`,
  ],
  [
    'overflow:visible with a huge child',
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" overflow="visible"><rect x="-5000" y="-5000" width="10000" height="10000" fill="#2a6"/></svg>`,
  ],
  [
    'a root with a host-page class that positions it',
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" class="host-overlay">${SHAPE}</svg>`,
  ],
  [
    'a root whose filter paints a copy far away',
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" filter="drop-shadow(300px 300px 0 #2a6)">${SHAPE}</svg>`,
  ],
];

/** `levels` nested groups, each made of `fanOut` `<use>` of the one before: fanOut^levels rendered nodes. */
function useFanOut(fanOut: number, levels: number): string {
  let defs = '<g id="l0"><rect width="1" height="1"/></g>';
  for (let level = 1; level <= levels; level += 1) {
    const uses = Array.from({ length: fanOut }, () => `<use href="#l${level - 1}"/>`).join('');
    defs += `<g id="l${level}">${uses}</g>`;
  }
  return `${SVG_OPEN}<defs>${defs}</defs><use href="#l${levels}"/></svg>`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let host: HTMLElement;
let root: Root | undefined;

async function renderIcon(svg: string, onDiagnostic?: (diagnostic: Diagnostic) => void) {
  root?.unmount();
  host.replaceChildren();
  root = createRoot(host);
  await act(async () => {
    root?.render(
      // The host's own icon box: what a bank without the Offerkit stylesheet gives an icon.
      <span data-index="0" className="host-icon-box">
        <SafeSvg svg={svg} className="host-icon" onDiagnostic={onDiagnostic} />
      </span>,
    );
  });
  await sleep(300);
}

beforeAll(async () => {
  const style = document.createElement('style');
  // The host page's own CSS (Offerkit's stylesheet is not loaded): a sized inline box per icon, a target far
  // from the icons, and a class of the host's that an attacker would like to borrow.
  style.textContent = `
    .host-icon-box { display: inline-block; width: 24px; height: 24px; vertical-align: top; }
    .host-icon { display: block; width: 24px; height: 24px; }
    .host-overlay { position: fixed; inset: 0; z-index: 2147483647; width: 100vw; height: 100vh; }
    #target { position: fixed; left: 200px; top: 200px; width: 400px; height: 300px; }
  `;
  document.head.append(style);
  const target = document.createElement('button');
  target.id = 'target';
  target.textContent = 'Transfer';
  document.body.append(target);
  host = document.createElement('div');
  host.style.cssText = 'position: absolute; left: 0; top: 0;';
  document.body.append(host);
  await commands.securityWatchStart();
});

afterAll(async () => {
  root?.unmount();
  await commands.securityWatchStop();
});

describe('presentation attributes load nothing (escaped url( and image functions)', () => {
  it('control: written raw, every vector reaches evil.example', async () => {
    await commands.securityWatchReport();
    const probe = document.createElement('div');
    probe.innerHTML = LOADING_ATTRIBUTES.map(([, body]) => `${SVG_OPEN}${body}</svg>`).join('');
    document.body.append(probe);
    await sleep(800);
    const { offOrigin } = await commands.securityWatchReport();
    probe.remove();
    // Which vectors Chromium really fetches: each one that does must be refused by the sanitizer below.
    const reached = LOADING_ATTRIBUTES.filter(([, body]) => {
      const path = new RegExp(`${EVIL.replace(/\./g, '\\.')}/([a-z-]+)`).exec(body)?.[1] ?? '';
      return offOrigin.some((line) => line.includes(`/${path}`));
    }).map(([why]) => why);
    expect(reached).toEqual(
      expect.arrayContaining([
        'fill with an escaped u',
        'filter with an escaped r',
        'mask with image-set()',
        'mask with -webkit-image-set()',
      ]),
    );
  });

  it.each(LOADING_ATTRIBUTES)('%s: 0 requests once sanitized', async (_why, body) => {
    await commands.securityWatchReport();
    await renderIcon(`${SVG_OPEN}${body}</svg>`);
    expect(host.querySelector('.ok-SafeSvg svg')).not.toBeNull();
    expect((await commands.securityWatchReport()).offOrigin).toEqual([]);
  });

  it('keeps url(#fragment) references in presentation attributes', async () => {
    await renderIcon(
      `${SVG_OPEN}<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs><rect width="24" height="24" fill="url(#g)"/></svg>`,
    );
    expect(host.querySelector('.ok-SafeSvg rect')?.getAttribute('fill')).toMatch(/^url\(#ok[0-9a-z]+-g\)$/);
  });
});

/** What covers the target's middle, and whether the icon's root stays in its box. */
function coverage(index: number) {
  const box = host.querySelector(`[data-index="${index}"]`) as HTMLElement;
  const svg = box.querySelector('svg');
  const target = document.getElementById('target') as HTMLElement;
  const middle = target.getBoundingClientRect();
  const hit = document.elementFromPoint(middle.left + 150, middle.top + 150);
  const outer = box.getBoundingClientRect();
  const inner = svg?.getBoundingClientRect();
  const style = svg === null ? undefined : getComputedStyle(svg);
  return {
    hitsTarget: hit === target,
    inBox:
      inner !== undefined &&
      inner.left >= outer.left &&
      inner.top >= outer.top &&
      inner.right <= outer.right &&
      inner.bottom <= outer.bottom,
    painted: {
      position: style?.position,
      transform: style?.transform,
      filter: style?.filter,
      overflow: style?.overflow,
    },
  };
}

describe('an icon cannot cover the page, without the Offerkit stylesheet', () => {
  it.each(COVERING_ICONS)('control: %s, written raw, does leave its box', async (_why, svg) => {
    root?.unmount();
    root = undefined;
    host.replaceChildren();
    const box = document.createElement('span');
    box.className = 'host-icon-box';
    box.dataset.index = '0';
    box.innerHTML = svg;
    host.append(box);
    const seen = coverage(0);
    expect(
      !seen.hitsTarget ||
        !seen.inBox ||
        seen.painted.transform !== 'none' ||
        seen.painted.filter !== 'none' ||
        seen.painted.overflow === 'visible',
    ).toBe(true);
  });

  it.each(COVERING_ICONS)('%s: stays inside its box once sanitized', async (_why, svg) => {
    await renderIcon(svg);
    expect(host.querySelector('.ok-SafeSvg svg')).not.toBeNull();
    expect(coverage(0)).toEqual({
      hitsTarget: true,
      inBox: true,
      painted: { position: 'static', transform: 'none', filter: 'none', overflow: 'hidden' },
    });
  });
});

describe('<use> fan-out', () => {
  it('drops an icon whose <use> elements fan out (3 per level x 10 levels), with a diagnostic', async () => {
    const diagnostics: Diagnostic[] = [];
    const started = performance.now();
    await renderIcon(useFanOut(3, 10), (diagnostic) => diagnostics.push(diagnostic));
    const took = performance.now() - started;
    expect(host.querySelector('.ok-SafeSvg')).toHaveAttribute('data-state', 'refused');
    expect(host.querySelectorAll('.ok-SafeSvg *')).toHaveLength(0);
    expect(diagnostics).toEqual([
      expect.objectContaining({ severity: 'dropped', reason: expect.stringMatching(/<use>/) }),
    ]);
    expect(took).toBeLessThan(3000);
  });

  it('keeps an icon with a few <use> elements', async () => {
    const diagnostics: Diagnostic[] = [];
    await renderIcon(useFanOut(2, 3), (diagnostic) => diagnostics.push(diagnostic));
    expect(host.querySelector('.ok-SafeSvg')).toHaveAttribute('data-state', 'ready');
    expect(host.querySelectorAll('.ok-SafeSvg use')).toHaveLength(7);
    expect(diagnostics).toEqual([]);
  });
});
