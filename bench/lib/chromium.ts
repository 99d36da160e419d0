import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright';
import { chromiumArgs, chromiumExecutablePath } from '../../test/browser/chromium.ts';

/**
 * Debian's Chromium with the repository's flags (no network beyond 127.0.0.1, no background services),
 * plus `--expose-gc` so pages can collect garbage between timed runs.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumExecutablePath,
    args: [...chromiumArgs, '--js-flags=--expose-gc'],
    headless: true,
  });
}

/**
 * A fresh browser context (no cache, storage or compiled code shared with other pages): a desktop window
 * by default, or the screen in `device`.
 */
export function freshContext(
  browser: Browser,
  device: BrowserContextOptions = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
): Promise<BrowserContext> {
  return browser.newContext({ ...device, locale: 'en-US', timezoneId: 'UTC', serviceWorkers: 'block' });
}

/** A fresh page (its own context: no cache or storage shared with other figures) at `url`, once ready. */
export async function openPage(browser: Browser, url: string): Promise<Page> {
  const context = await freshContext(browser);
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    process.stderr.write(`bench: page error on ${url}: ${error.message}\n`);
  });
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true', undefined, {
    polling: 100,
  });
  return page;
}

/** Closes a page and its context. */
export async function closePage(page: Page): Promise<void> {
  await page.context().close();
}

/** `promise`, or a rejection naming `what` after `ms` (a page that stops answering must not hang the bench). */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not finish within ${Math.round(ms / 1000)} s`)),
      ms,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
