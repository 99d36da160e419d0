import type { SessionState } from '../src/fetchSession.ts';
import { renderedSessionScript } from './renderedSessionScript.ts';

/** Where the built `index.html` leaves room for the page. */
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The offers page as the server sends it to a signed-in customer: the built `index.html` with the session
 * it is for (so the page's script draws the offers at once, without asking `/api/session` first) and a
 * `<link rel="modulepreload">` for each of `preloads`, the offers' own scripts (see `offersPagePreloads`),
 * which the browser then fetches beside the page's main script instead of after it ran. A page without an
 * empty `<div id="root"></div>` or a `</head>` is sent as it is (its script then asks for the session).
 */
export function renderOffersPage(
  indexHtml: string,
  session: SessionState,
  preloads: readonly string[],
): string {
  if (!indexHtml.includes(EMPTY_ROOT) || !indexHtml.includes('</head>')) return indexHtml;
  const links = preloads
    // Vite already announces the main script's own imports in the page.
    .filter((href) => !indexHtml.includes(`"${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
    .join('');
  return indexHtml
    .replace('</head>', `${links}</head>`)
    .replace(EMPTY_ROOT, `${EMPTY_ROOT}${renderedSessionScript(session)}`);
}
