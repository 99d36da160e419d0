import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

/** Port of the static server that serves storybook-static/ to the Playwright suites (`STORYBOOK_STATIC_PORT`). */
export const STORYBOOK_STATIC_PORT = Number(process.env.STORYBOOK_STATIC_PORT ?? 6007);

/**
 * Screenshot comparison settings, shared by the visual suite and its guard test.
 *
 * - `comparator: 'ssim-cie94'`: a pixel differs when its colour moves by more than one "just noticeable
 *   difference" (CIE94 ΔE > 1) and the change is not anti-aliasing noise (local structural similarity below
 *   0.99). Playwright's default comparator (pixelmatch) discards every pixel it classifies as anti-aliased,
 *   and that swallows a 1 px move of a rounded edge, such as the end of a pill-shaped progress node.
 * - `maxDiffPixels: 0`: a single differing pixel fails. Rendering here is CPU-only and deterministic, so
 *   an unchanged story reproduces its reference exactly.
 *
 * visual-guard.spec.ts proves that a one-pixel-wide change in a progress node fails with these settings.
 */
export const VISUAL_THRESHOLD = { comparator: 'ssim-cie94', maxDiffPixels: 0 } as const;

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

const indexPath = fileURLToPath(new URL('../../storybook-static/index.json', import.meta.url));

/** Every story (not docs page) in storybook-static/index.json, in index order. */
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

/**
 * Opens one story in the preview iframe with the given toolbar globals and waits until Storybook has
 * finished it: loaders (MSW), render, play function and after-each hooks; then until fonts and images are in.
 * Fails, with Storybook's message, if the story threw while rendering or in its play function.
 */
export async function openStory(
  page: Page,
  storyId: string,
  globals: { theme?: Theme; direction?: 'ltr' | 'rtl' } = {},
): Promise<void> {
  await watchStoryEvents(page);
  // `a11y.manual`: the a11y addon's own automatic axe run is skipped here; stories.spec.ts runs axe itself.
  const globalParam = [
    ...Object.entries(globals).map(([key, value]) => `${key}:${value}`),
    'a11y.manual:!true',
  ].join(';');
  await page.goto(`/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=${globalParam}`);
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
