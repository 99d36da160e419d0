import { serveStatic } from '@hono/node-server/serve-static';
import { createOffersProxyApp, type EarnedRewardsSource, type IssuerClient } from '@offerkit/server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { csrf } from 'hono/csrf';
import { secureHeaders } from 'hono/secure-headers';
import { parse as parseCookies } from 'hono/utils/cookie';
import { experienceViewFromSearch } from '../src/experienceViewFromSearch.ts';
import type { SessionState } from '../src/fetchSession.ts';
import { fetchInProcess } from './fetchInProcess.ts';
import { prefetchFirstOffersPage } from './prefetchFirstOffersPage.ts';
import type { BankCustomer } from './readWebBankingConfig.ts';
import { renderOffersPage } from './renderOffersPage.ts';
import { renderSignInPage } from './renderSignInPage.ts';
import { SESSION_COOKIE, type SessionStore, sessionStore } from './sessionStore.ts';

/** Where the browser reaches the rewards service: the bank's own route, never the service itself. */
export const REWARDS_BASE_PATH = '/api/rewards';

/** Where the rewards service delivers its signed webhooks. */
export const WEBHOOK_PATH = '/webhooks/offerkit';

/** Options of {@link createWebBankingApp}. */
export interface WebBankingAppOptions {
  /** The bank's own origin (`http://127.0.0.1:4200`): the only origin allowed to post forms or call the proxy. */
  origin: string;
  /** The issuer's organization id; the page needs it to build the proxy's paths (it is not a secret). */
  organizationId: string;
  /** Who may sign in. */
  customers: readonly BankCustomer[];
  /** The service client (`createIssuerClient` with the client-credentials token provider). */
  issuerClient: IssuerClient;
  /** The built page's `index.html`, as text (with an empty `<div id="root"></div>` for the page). */
  indexHtml: string;
  /** The directory of the built page; its `assets/` are served as static files. */
  pageDir: string;
  /**
   * The offers page's own scripts (`offersPagePreloads`), announced in `/offers` as module preloads so the
   * browser fetches them beside the main script.
   * @default none
   */
  offersPreloads?: readonly string[];
  /** Origins the offers' images load from (the service's asset host), for the Content-Security-Policy. */
  imageOrigins: readonly string[];
  /**
   * The rewards service's webhook endpoint (`createWebhookHandler`), served at {@link WEBHOOK_PATH}; it
   * reads the raw body itself, so nothing before it parses the body.
   */
  webhookHandler: (request: Request) => Promise<Response>;
  /** Where the proxy reads each customer's earned rewards (the webhook store), for the "Your rewards" view. */
  earnedRewards: EarnedRewardsSource;
  /**
   * Told about proxy failures the browser only sees as a 5xx (the messages carry no secret or token).
   * @default writes one line to stderr
   */
  onProxyError?: (error: unknown) => void;
  /**
   * Where sessions are kept.
   * @default a new in-memory `sessionStore()`
   */
  sessions?: SessionStore;
}

/**
 * The bank's web server as one Hono app: the built page, sign-in and sign-out with a server-held session
 * (HttpOnly, SameSite=Lax cookie), `GET /api/session` for the page, the Offerkit proxy at
 * `/api/rewards` acting for the signed-in customer only (earned rewards included), and the service's
 * signed webhooks at `/webhooks/offerkit`. Every response carries a strict
 * Content-Security-Policy; form posts from another origin are refused.
 */
export function createWebBankingApp(options: WebBankingAppOptions): Hono {
  const { origin, customers, issuerClient } = options;
  const sessions = options.sessions ?? sessionStore();
  const secure = new URL(origin).protocol === 'https:';
  const reportProxyError =
    options.onProxyError ??
    ((error: unknown) =>
      process.stderr.write(`web-banking proxy: ${error instanceof Error ? error.message : String(error)}\n`));
  const customerById = new Map(customers.map((customer) => [customer.id, customer]));

  // The customer of a request, from its session cookie alone (the proxy's only source of the user).
  const sessionUserId = (cookieHeader: string | null | undefined): string | undefined => {
    const id = cookieHeader ? parseCookies(cookieHeader, SESSION_COOKIE)[SESSION_COOKIE] : undefined;
    const userId = sessions.get(id)?.userId;
    return userId !== undefined && customerById.has(userId) ? userId : undefined;
  };

  // What the page learns about a signed-in customer: from `/api/session`, or rendered into `/offers`. The
  // proxy's URL is absolute, so the server's client for the first offers (which has no page to resolve a
  // path against) and the page's client key their caches alike.
  const rewardsBaseUrl = new URL(REWARDS_BASE_PATH, origin).href;
  const signedInSession = (customer: BankCustomer): Extract<SessionState, { signedIn: true }> => ({
    signedIn: true,
    customer: { id: customer.id, name: customer.name },
    organizationId: options.organizationId,
    rewardsBaseUrl,
  });

  const proxy = createOffersProxyApp({
    client: issuerClient,
    getUserId: (request) => sessionUserId(request.headers.get('cookie')),
    allowedOrigins: [origin],
    basePath: REWARDS_BASE_PATH,
    earnedRewards: options.earnedRewards,
    onError: (error) => reportProxyError(error),
  });

  const html = (body: string) =>
    new Response(body, {
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    });

  const app = new Hono();
  // gzip (or deflate) for whatever the browser accepts it for: the page's HTML, its hashed scripts and
  // stylesheet, and the JSON of /api/session and of the proxy (over 1 kB, compressible types only). It only
  // wraps the body: every header, the proxy's own CSP included, goes out as the handler set it, and a
  // `no-transform`, a HEAD or an already encoded answer is left alone. BREACH needs a secret and
  // attacker-chosen text in one compressed body; none of these carry a secret (the session cookie and the
  // service's token travel in headers, which are not compressed; there is no CSRF token in a page), and the
  // sign-in page reflects nothing of its query. The webhook endpoint talks to the service, not a browser.
  const compressBody = compress();
  app.use((c, next) => (c.req.path === WEBHOOK_PATH ? next() : compressBody(c, next)));
  const pageHeaders = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      scriptSrc: ["'self'"],
      // Components set CSS custom properties through style attributes (theme tokens, progress fills).
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', ...options.imageOrigins],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      formAction: ["'self'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'same-origin',
  });
  // The proxy's answers keep their own headers: its CSP (`default-src 'none'; sandbox`) is stricter than the
  // page's, which would replace it (and allow scripts from this origin) if it ran on them too.
  app.use((c, next) =>
    c.req.path === REWARDS_BASE_PATH || c.req.path.startsWith(`${REWARDS_BASE_PATH}/`)
      ? next()
      : pageHeaders(c, next),
  );
  // Sign-in and sign-out are plain form posts: only this origin may send them.
  app.use('/signin', csrf({ origin }));
  app.use('/signout', csrf({ origin }));

  // The sign-in form is in the HTML itself, so it works without JavaScript. The `error` parameter only
  // picks one of the page's fixed messages: nothing of the query is reflected into the markup.
  app.get('/', (c) =>
    sessionUserId(c.req.header('cookie'))
      ? c.redirect('/offers', 303)
      : html(renderSignInPage(options.indexHtml, customers, c.req.query('error') ?? null)),
  );
  app.get('/offers', async (c) => {
    const cookie = c.req.header('cookie');
    const userId = sessionUserId(cookie);
    const customer = userId === undefined ? undefined : customerById.get(userId);
    if (customer === undefined) return c.redirect('/', 303);
    const session = signedInSession(customer);
    // The offers view opens with the first offers drawn into the page. They are asked of the proxy in
    // this process, with this request's session cookie: the same route, checks and customer as the page's
    // own requests. The other views, and a service that fails or is slow, get the loading status.
    const offers =
      experienceViewFromSearch(new URL(c.req.url).search) === 'offers'
        ? await prefetchFirstOffersPage(session, fetchInProcess(proxy, cookie), (error) =>
            reportProxyError(
              new Error(
                `/offers was sent without its first offers (the page asks for them itself): ${error instanceof Error ? error.message : String(error)}`,
              ),
            ),
          )
        : undefined;
    return html(renderOffersPage(options.indexHtml, session, options.offersPreloads ?? [], offers));
  });

  app.post('/signin', async (c) => {
    const form = await c.req.parseBody();
    const customerId = typeof form.customer === 'string' ? form.customer : '';
    if (!customerById.has(customerId)) return c.redirect('/?error=unknown-customer', 303);
    // A new id at every sign-in (no session fixation); the previous session of this browser ends.
    sessions.destroy(getCookie(c, SESSION_COOKIE));
    setCookie(c, SESSION_COOKIE, sessions.create(customerId), {
      httpOnly: true,
      sameSite: 'Lax',
      secure,
      path: '/',
    });
    return c.redirect('/offers', 303);
  });

  app.post('/signout', (c) => {
    sessions.destroy(getCookie(c, SESSION_COOKIE));
    deleteCookie(c, SESSION_COOKIE, { path: '/', secure });
    return c.redirect('/', 303);
  });

  app.get('/api/session', (c) => {
    c.header('cache-control', 'no-store');
    const userId = sessionUserId(c.req.header('cookie'));
    const customer = userId === undefined ? undefined : customerById.get(userId);
    if (customer === undefined) {
      return c.json({
        signedIn: false,
        customers: customers.map(({ id, name, description }) => ({ id, name, description })),
      });
    }
    return c.json(signedInSession(customer));
  });

  app.route('/', proxy);
  // Server to server: no session, no Origin; the handler's HMAC signature check is the authentication.
  app.post(WEBHOOK_PATH, (c) => options.webhookHandler(c.req.raw));

  app.use('/assets/*', async (c, next) => {
    await next();
    // Vite names every asset by its content hash: a file at a name never changes.
    if (c.res.status === 200) c.header('cache-control', 'public, max-age=31536000, immutable');
  });
  app.use('/assets/*', serveStatic({ root: options.pageDir }));

  app.notFound((c) => c.text(`Nothing at ${c.req.path}: the web-banking pages are / and /offers.`, 404));
  return app;
}
