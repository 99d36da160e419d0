import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { SessionState } from '../src/fetchSession.ts';
import { RENDERED_SESSION_ID } from '../src/readRenderedSession.ts';
import { SignInPage } from '../src/SignInPage.tsx';
import { jsonScript } from './jsonScript.ts';
import type { BankCustomer } from './readWebBankingConfig.ts';

/** Where the built `index.html` leaves room for the page. */
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The sign-in page as the server sends it: the built `index.html` with the page's own `SignInPage`
 * rendered into its root (a plain `<form method="post" action="/signin">` with the customers as choices,
 * so signing in works with JavaScript off) and the session it was rendered for, as JSON the page's script
 * reads to take the markup over. Names and descriptions are escaped by React; the JSON escapes `<` so no
 * value can close its `<script>` element. A page without an empty `<div id="root"></div>` is sent as it is
 * (its script then draws the form).
 */
export function renderSignInPage(
  indexHtml: string,
  customers: readonly BankCustomer[],
  errorCode: string | null,
): string {
  if (!indexHtml.includes(EMPTY_ROOT)) return indexHtml;
  const session: SessionState = {
    signedIn: false,
    customers: customers.map(({ id, name, description }) => ({ id, name, description })),
  };
  const form = renderToString(createElement(SignInPage, { customers: session.customers, errorCode }));
  // A replacer function: a `$&` in a customer's name is text, not a replacement pattern.
  return indexHtml.replace(
    EMPTY_ROOT,
    () => `<div id="root">${form}</div>${jsonScript(RENDERED_SESSION_ID, session)}`,
  );
}
