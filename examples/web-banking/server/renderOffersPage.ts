import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { SessionState } from '../src/fetchSession.ts';
import { OffersLoading } from '../src/OffersLoading.tsx';
import { SignedInPage } from '../src/SignedInPage.tsx';
import { renderedSessionScript } from './renderedSessionScript.ts';

/** Where the built `index.html` leaves room for the page. */
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The offers page as the server sends it to a signed-in customer: the built `index.html` with the bank's
 * chrome and the offers' loading status rendered into its root (the page is drawn before its scripts run;
 * they take the markup over and draw the offers in place of the status), the session it is for (so the
 * script does not ask `/api/session` first) and a `<link rel="modulepreload">` for each of `preloads` the
 * page does not announce already: the offers' own scripts (see `offersPagePreloads`), which the browser
 * then fetches beside the main script instead of after it ran. A page without an empty
 * `<div id="root"></div>` or a `</head>` is sent as it is (its script then asks for the session).
 */
export function renderOffersPage(
  indexHtml: string,
  session: Extract<SessionState, { signedIn: true }>,
  preloads: readonly string[],
): string {
  if (!indexHtml.includes(EMPTY_ROOT) || !indexHtml.includes('</head>')) return indexHtml;
  const links = preloads
    // Vite already announces the main script's own imports in the page.
    .filter((href) => !indexHtml.includes(`"${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
    .join('');
  const chrome = renderToString(
    createElement(SignedInPage, { customerName: session.customer.name }, createElement(OffersLoading)),
  );
  return indexHtml
    .replace('</head>', `${links}</head>`)
    .replace(EMPTY_ROOT, `<div id="root">${chrome}</div>${renderedSessionScript(session)}`);
}
