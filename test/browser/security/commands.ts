/**
 * Vitest browser commands (they run in Node, next to Playwright) that watch the Chromium page the security
 * tests run in: every request for another origin than the page's own is recorded and blocked (Playwright
 * request interception), every dialog (alert, confirm, prompt, beforeunload) of any frame is recorded and
 * dismissed, and every popup window is recorded. The tests start the watch, render, and read the report.
 */
import type { BrowserContext, Dialog, Page, Request, Route } from 'playwright';
import type { BrowserCommand, BrowserCommandContext } from 'vitest/node';

/** What left, or tried to leave, the page since the watch started or was last read. */
export interface SecurityReport {
  /** The page's origin: the only one requests may go to. */
  origin: string;
  /** `METHOD url` of each request for another origin (blocked), each distinct one once. */
  offOrigin: string[];
  /** `type: message` of each dialog (dismissed). */
  dialogs: string[];
  /** URLs of windows the page opened. */
  popups: string[];
}

interface Watch extends SecurityReport {
  dispose: () => Promise<void>;
}

const watches = new Map<string, Watch>();

/** The Playwright page of a command context (the security project runs on the Playwright provider). */
const pageOf = (context: BrowserCommandContext): Page => {
  const page = (context as BrowserCommandContext & { page?: Page }).page;
  if (page === undefined) throw new Error('The security browser commands need the Playwright provider.');
  return page;
};

/** http(s) and ws(s) requests count; `data:`, `blob:` and the like never leave the browser. */
const isNetwork = (url: URL) => ['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol);

/** Starts (or restarts) watching the page of this test session. */
export const securityWatchStart: BrowserCommand<[]> = async (context) => {
  await watches.get(context.sessionId)?.dispose();
  const page = pageOf(context);
  const browserContext: BrowserContext = page.context();
  const frame = await (
    context as BrowserCommandContext & { frame: () => Promise<{ url(): string }> }
  ).frame();
  const origin = new URL(frame.url()).origin;
  const watch: Watch = { origin, offOrigin: [], dialogs: [], popups: [], dispose: async () => {} };

  const offOrigin = (url: URL) => isNetwork(url) && url.origin !== origin;
  // Each request is listed once, whichever of routing and the request event sees it first.
  const note = (request: Request) => {
    const line = `${request.method()} ${request.url()}`;
    if (!watch.offOrigin.includes(line)) watch.offOrigin.push(line);
  };
  const onRoute = async (route: Route) => {
    note(route.request());
    await route.abort('blockedbyclient');
  };
  // Requests that never reach routing (e.g. from other pages or workers) are still seen here.
  const onRequest = (request: Request) => {
    if (offOrigin(new URL(request.url()))) note(request);
  };
  const onDialog = (dialog: Dialog) => {
    watch.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => {});
  };
  const onPage = (popup: Page) => {
    watch.popups.push(popup.url());
  };

  await browserContext.route(offOrigin, onRoute);
  browserContext.on('request', onRequest);
  browserContext.on('dialog', onDialog);
  browserContext.on('page', onPage);
  watch.dispose = async () => {
    browserContext.off('request', onRequest);
    browserContext.off('dialog', onDialog);
    browserContext.off('page', onPage);
    await browserContext.unroute(offOrigin, onRoute);
  };
  watches.set(context.sessionId, watch);
};

/** Returns what was seen since the last report and starts afresh. */
export const securityWatchReport: BrowserCommand<[], SecurityReport> = (context) => {
  const watch = watches.get(context.sessionId);
  if (watch === undefined) throw new Error('securityWatchReport before securityWatchStart.');
  const report: SecurityReport = {
    origin: watch.origin,
    offOrigin: [...watch.offOrigin],
    dialogs: [...watch.dialogs],
    popups: [...watch.popups],
  };
  watch.offOrigin.length = 0;
  watch.dialogs.length = 0;
  watch.popups.length = 0;
  return report;
};

/** Stops watching. */
export const securityWatchStop: BrowserCommand<[]> = async (context) => {
  await watches.get(context.sessionId)?.dispose();
  watches.delete(context.sessionId);
};

export const securityCommands = { securityWatchStart, securityWatchReport, securityWatchStop };

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Starts recording (and blocking) off-origin requests, dialogs and popups of the test page. */
    securityWatchStart: () => Promise<void>;
    /** What was recorded since the last report. */
    securityWatchReport: () => Promise<SecurityReport>;
    /** Stops recording. */
    securityWatchStop: () => Promise<void>;
  }
}
