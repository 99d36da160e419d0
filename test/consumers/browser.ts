import { access } from 'node:fs/promises';
import { type Browser, chromium, type Page } from 'playwright';
import { chromiumArgs, chromiumExecutablePath } from '../browser/chromium.ts';

/** Debian's Chromium with the suite's offline flags; fails (never skips) when it is not installed. */
export async function launchChromium(): Promise<Browser> {
  try {
    await access(chromiumExecutablePath);
  } catch {
    throw new Error(
      `Chromium is not at ${chromiumExecutablePath}: run \`bash scripts/ensure-chromium.sh\` (or set CHROMIUM_PATH).`,
    );
  }
  return chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs, headless: true });
}

/** What the page reported: console errors and warnings, failed responses and uncaught exceptions. */
export interface PageReport {
  problems: string[];
  /** Requests the page made, as `METHOD path?query`. */
  requests: string[];
}

/** Records a page's console errors and warnings, failed responses, uncaught errors and requests from now on. */
export function watchPage(page: Page): PageReport {
  const report: PageReport = { problems: [], requests: [] };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      report.problems.push(`console.${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => report.problems.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) report.problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    report.requests.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return report;
}
