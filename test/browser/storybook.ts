import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

/** Port of the static server that serves storybook-static/ to the Playwright suites (`STORYBOOK_STATIC_PORT`). */
export const STORYBOOK_STATIC_PORT = Number(process.env.STORYBOOK_STATIC_PORT ?? 6007);

/**
 * The built Storybook the suites test: `storybook-static/` at the repository root, or `STORYBOOK_STATIC_DIR`
 * (relative to the root), so a run on a shared machine can test its own build while others rebuild theirs.
 */
export const STORYBOOK_STATIC_DIR = resolve(
  fileURLToPath(new URL('../../', import.meta.url)),
  process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static',
);

/**
 * Screenshot comparison settings, shared by the visual suite and its guard tests.
 *
 * - `comparator: 'ssim-cie94'` is the per-pixel colour threshold: a pixel differs when its colour moves by
 *   more than one "just noticeable difference" (CIE94 ΔE > 1) and the change is not anti-aliasing (local
 *   structural similarity below 0.99). Playwright's default (pixelmatch, threshold 0.2) missed a PRIMARY CTA
 *   drawn 15 % lighter altogether (0 pixels).
 * - `maxDiffPixels: 100` and `maxDiffPixelRatio: 0.0002` are the budget: an image fails when more than
 *   100 pixels, or more than 0.02 % of its pixels (61 in a 375 × 812 screenshot), differ, whichever is fewer.
 *   It absorbs the edge and glyph anti-aliasing that differs between Chromium builds. Measured on 88 images
 *   (44 stories): Debian's Chromium 150 against 156 differs in at most 73 raw pixels of an image, and the
 *   comparator counts none of them.
 * - A real regression is far above it: in the largest component sheet, a card moved by 1 px counts
 *   about 6,150 pixels and a PRIMARY CTA 15 % lighter about 4,650 (visual-guard.spec.ts proves both fail).
 *
 * No budget can absorb a Chromium that lays text out differently: headless-shell builds (Debian's
 * chromium-headless-shell, Playwright's own) position glyphs differently, which moves text and changes
 * page heights. The references are made with Debian's `chromium` (CHROMIUM_VERSION beside them).
 */
export const VISUAL_THRESHOLD = {
  comparator: 'ssim-cie94',
  maxDiffPixels: 100,
  maxDiffPixelRatio: 0.0002,
} as const;

/** Widths every story is screenshotted at: a phone and a desktop. */
export const VIEWPORTS = [
  { name: 'mobile', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

export type Theme = 'light' | 'dark' | 'brand';

/** One story of the built Storybook's index.json. */
export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  tags: string[];
}

const indexPath = resolve(STORYBOOK_STATIC_DIR, 'index.json');

/** Every story (not docs page) in the build's index.json, in index order. */
export function loadStories(): StoryEntry[] {
  let raw: string;
  try {
    raw = readFileSync(indexPath, 'utf8');
  } catch {
    throw new Error(`${indexPath} is missing: build Storybook first (pnpm build-storybook).`);
  }
  const index = JSON.parse(raw) as { entries: Record<string, StoryEntry & { type: string }> };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map(({ id, title, name, tags }) => ({ id, title, name, tags }));
}

/**
 * Composed pages (titles under `Pages/`) are judged in the light theme only, and so are stories tagged
 * `fixed-theme` (they set their own theme through story globals, e.g. the brand theme sheet); every other
 * story is a component story and is checked light and dark.
 */
export function themesFor(story: StoryEntry): Theme[] {
  return story.title.startsWith('Pages/') || story.tags.includes('fixed-theme')
    ? ['light']
    : ['light', 'dark'];
}

/** What the preview reported about the story it rendered (collected by {@link watchStoryEvents}). */
interface StoryReport {
  finished: { storyId: string; status: string } | null;
  errors: string[];
}

const watchedPages = new WeakSet<Page>();

/**
 * Listens to the preview's channel from the moment Storybook creates it (the channel is assigned to
 * `__STORYBOOK_ADDONS_CHANNEL__`), recording when the story finished and any render or play-function error.
 * Installed once per page; it runs again on every navigation.
 */
async function watchStoryEvents(page: Page): Promise<void> {
  if (watchedPages.has(page)) return;
  watchedPages.add(page);
  await page.addInitScript(() => {
    type Channel = { on(event: string, listener: (payload: unknown) => void): void };
    const report: StoryReport = { finished: null, errors: [] };
    const message = (payload: unknown) =>
      typeof payload === 'object' && payload !== null && 'message' in payload
        ? String((payload as { message: unknown }).message)
        : JSON.stringify(payload);
    let current: Channel | undefined;
    Object.defineProperty(window, '__offerkitStoryReport', { value: report });
    // Any error this document leaves uncaught, at any time (not only those Storybook reports while it
    // renders and plays), as Storybook's Vitest story tests fail on them. Listeners of this document: an
    // error thrown while the previous story's document is torn down is not this story's.
    window.addEventListener('error', (event) => {
      report.errors.push(
        `uncaught: ${event.message || String(event.error)} (${event.filename}:${event.lineno})`,
      );
    });
    // Except one that belongs to the harness: on every page load MSW asks the browser to update its
    // existing service worker and never handles that promise (`registration.update()` in msw's
    // getWorkerInstance). A check that fails (a few loads in a full run) surfaces here, although the
    // worker already serves the story.
    const mswUpdateCheck = /^Failed to update a ServiceWorker .*\/mockServiceWorker\.js/;
    window.addEventListener('unhandledrejection', (event) => {
      const text = message(event.reason);
      if (!mswUpdateCheck.test(text)) report.errors.push(`unhandled rejection: ${text}`);
    });
    Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
      configurable: true,
      get: () => current,
      set: (next: Channel) => {
        if (next === current) return;
        current = next;
        next.on('storyFinished', (payload) => {
          report.finished = payload as StoryReport['finished'];
        });
        next.on('playFunctionThrewException', (payload) =>
          report.errors.push(`play function: ${message(payload)}`),
        );
        next.on('storyThrewException', (payload) => report.errors.push(`render: ${message(payload)}`));
        next.on('storyErrored', (payload) => report.errors.push(`story errored: ${JSON.stringify(payload)}`));
        next.on('unhandledErrorsWhilePlaying', (payload) =>
          report.errors.push(`unhandled errors while playing: ${JSON.stringify(payload)}`),
        );
      },
    });
  });
}

/** The story and globals each page's preview document was last asked for (see {@link openStory}). */
const openDocuments = new WeakMap<Page, { storyId: string; globals: string }>();

/**
 * Opens one story in the preview iframe with the given toolbar globals and waits until Storybook has
 * finished it: loaders (MSW), render, play function and after-each hooks; then until fonts and images are in.
 * Fails, with Storybook's message, if the story threw while rendering or in its play function.
 *
 * With `reuseDocument`, a page whose preview already shows another story with the same globals switches to
 * this one through the preview's channel (`setCurrentStory`, as Storybook's own manager does when a reviewer
 * picks a story in the sidebar) instead of loading the preview again: Storybook unmounts the last story,
 * runs its cleanup, and runs this story's loaders, render and play function as on a fresh load. Only for a
 * caller that leaves the document as the story made it (the stories suite); a test that injects styles or
 * scripts opens a fresh document every time.
 */
export async function openStory(
  page: Page,
  storyId: string,
  globals: { theme?: Theme; direction?: 'ltr' | 'rtl' } = {},
  { reuseDocument = false }: { reuseDocument?: boolean } = {},
): Promise<void> {
  await watchStoryEvents(page);
  // `a11y.manual`: the a11y addon's own automatic axe run is skipped here; stories.spec.ts runs axe itself.
  const globalParam = [
    ...Object.entries(globals).map(([key, value]) => `${key}:${value}`),
    'a11y.manual:!true',
  ].join(';');
  const open = openDocuments.get(page);
  const switched =
    reuseDocument &&
    open !== undefined &&
    open.globals === globalParam &&
    open.storyId !== storyId &&
    (await switchStory(page, storyId));
  if (!switched) {
    await page.goto(`/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=${globalParam}`);
  }
  openDocuments.set(page, { storyId, globals: globalParam });
  const handle = await page.waitForFunction(
    (id) => {
      const report = (window as unknown as { __offerkitStoryReport: StoryReport }).__offerkitStoryReport;
      return report.finished?.storyId === id ? report : null;
    },
    storyId,
    { timeout: 30_000 },
  );
  const report = (await handle.jsonValue()) as StoryReport;
  expect(report.errors, `story ${storyId} failed`).toEqual([]);
  expect(report.finished?.status, `story ${storyId} finished with an error`).toBe('success');
  await settleStory(page);
}

/**
 * Asks the open preview to show another story, starting a fresh report for it. False when the document has
 * no Storybook channel to ask (the caller then loads the story).
 */
async function switchStory(page: Page, storyId: string): Promise<boolean> {
  return page.evaluate((id) => {
    const target = window as unknown as {
      __offerkitStoryReport: StoryReport;
      __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void };
    };
    const channel = target.__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) return false;
    target.__offerkitStoryReport.finished = null;
    target.__offerkitStoryReport.errors.length = 0;
    // A fresh load starts at the top with nothing focused; so does a switched story.
    window.scrollTo(0, 0);
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
    return true;
  }, storyId);
}

/**
 * Every error the open story's document has reported so far: Storybook's render and play-function errors,
 * and anything the page left uncaught since it loaded (a later resize, the checks). Empty for a sound story.
 */
export async function storyErrors(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { __offerkitStoryReport: StoryReport }).__offerkitStoryReport.errors,
  );
}

/**
 * Waits until every image has loaded (or failed) and fonts are in, then two frames, so components can react
 * to load/error events. After a story opens and after a resize.
 */
export async function settleStory(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Lazy images outside the viewport would never load; a full-page screenshot must show them all.
    const pending = Array.from(document.images).filter((image) => !image.complete);
    await Promise.all(
      pending.map(
        (image) =>
          new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
            image.loading = 'eager';
          }),
      ),
    );
    await document.fonts.ready;
    // Let components react to load/error events (e.g. the logo's monogram fallback) and repaint.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}
