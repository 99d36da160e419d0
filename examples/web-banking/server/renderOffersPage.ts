import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import type { SessionState } from '../src/fetchSession.ts';
import { OffersLoading } from '../src/OffersLoading.tsx';
import { OffersPage } from '../src/OffersPage.tsx';
import { RENDERED_OFFERS_ID, type RenderedOffers } from '../src/readRenderedOffers.ts';
import { RENDERED_SESSION_ID } from '../src/readRenderedSession.ts';
import { SignedInPage } from '../src/SignedInPage.tsx';
import { jsonScript } from './jsonScript.ts';
import type { PrefetchedOffers } from './prefetchFirstOffersPage.ts';

/** Where the built `index.html` leaves room for the page. */
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The offers page as the server sends it to a signed-in customer: the built `index.html` with the bank's
 * chrome rendered into its root, and in its main area either the first offers (`offers`, prefetched by
 * `prefetchFirstOffersPage`: the cards are drawn before any script runs, and the query cache they were
 * drawn from travels with them) or, without them, the offers' loading status. The page's script takes the
 * markup over (`App` draws the same tree first). It also carries the session it is for (so the script does
 * not ask `/api/session` first) and, with the loading status only, a `<link rel="modulepreload">` for each
 * of `preloads` the page does not announce already: the offers' own scripts (see `offersPagePreloads`),
 * which the browser then fetches beside the main script instead of after it ran. A page without an empty `<div id="root"></div>` or a
 * `</head>` is sent as it is (its script then asks for the session).
 */
export function renderOffersPage(
  indexHtml: string,
  session: Extract<SessionState, { signedIn: true }>,
  preloads: readonly string[],
  offers?: PrefetchedOffers,
): string {
  if (!indexHtml.includes(EMPTY_ROOT) || !indexHtml.includes('</head>')) return indexHtml;
  // Preloads only with the loading status: then the page has nothing to show until its scripts ran, so
  // they are fetched at once. A page drawn with its offers leaves the connection to its stylesheet (its
  // first paint waits for nothing else) and fetches the scripts after that paint.
  const links =
    offers !== undefined
      ? ''
      : preloads
          // Vite already announces the main script's own imports in the page.
          .filter((href) => !indexHtml.includes(`"${href}"`))
          .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
          .join('');
  const chrome = (main: ReturnType<typeof createElement>) =>
    createElement(SignedInPage, { customerName: session.customer.name }, main);
  let markup: string;
  let data = jsonScript(RENDERED_SESSION_ID, session);
  if (offers === undefined) {
    markup = renderToString(chrome(createElement(OffersLoading)));
  } else {
    // `App`'s signed-in tree: the offers page under a Suspense boundary (there, its chunk loads lazily).
    const main = createElement(
      Suspense,
      { fallback: createElement(OffersLoading) },
      createElement(OffersPage, {
        customer: session.customer,
        organizationId: session.organizationId,
        rewardsBaseUrl: session.rewardsBaseUrl,
        initialView: 'offers',
      }),
    );
    markup = renderToString(createElement(QueryClientProvider, { client: offers.queryClient }, chrome(main)));
    const rendered: RenderedOffers = {
      cache: dehydrate(offers.queryClient),
      diagnostics: offers.diagnostics,
    };
    data += jsonScript(RENDERED_OFFERS_ID, rendered);
  }
  // Replacer functions: a `$&` or `$'` in the service's text is text, not a replacement pattern.
  return indexHtml
    .replace('</head>', () => `${links}</head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>${data}`);
}
