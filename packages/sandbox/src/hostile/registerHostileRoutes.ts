import type { Category, StandardOffer } from '@offerkit/data';
import type { Context, Hono } from 'hono';
import { errorObject, errorResponse } from '../http/errors.ts';
import { jsonResponse } from '../http/jsonResponse.ts';
import { RECONCILIATION_COLUMNS } from '../reconciliation/reconciliationFiles.ts';
import { assetBase, pathPrefix, type SandboxRuntime } from '../runtime.ts';
import { dribbledBody, gzipBombBlock, gzipBombBody, paddedBody } from './hostileBodies.ts';
import { HOSTILE_OFFER_IDS, hostileOffers } from './hostileOffers.ts';
import { SANDBOX_HOSTILE_CANARY, SANDBOX_HOSTILE_TRIGGERS } from './hostileTriggers.ts';
import type { SandboxHostileSwitches } from './SandboxHostileOptions.ts';

/** Where the hostile storage answers live, under the sandbox's base path. */
const STORAGE = '/storage/hostile';

/** The JavaScript every hostile script answer runs: it marks the page as executed. */
const canaryScript = (name: string) =>
  `window.${SANDBOX_HOSTILE_CANARY}=(window.${SANDBOX_HOSTILE_CANARY}||[]).concat(${JSON.stringify(name)});`;

/** The relative URL of the `hostile-js` answer from any offers URL: it resolves through whatever proxy served the page. */
const JS_SRC = `offers?filter%5Bsearch%5D=${SANDBOX_HOSTILE_TRIGGERS.js}`;

const htmlPage = (name: string) =>
  `<!doctype html><html><head><title>Offers</title><script>${canaryScript(`${name}-inline`)}</script><script src="${JS_SRC}"></script></head><body><h1>Offers</h1><img src="x" onerror="${canaryScript(`${name}-onerror`).replaceAll('"', '&quot;')}"></body></html>`;

const svgPage = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><script>${canaryScript('svg-inline')}</script><script href="${JS_SRC}"/><rect width="24" height="24"/></svg>`;

/** Every request header, `name: value` per line, as a gateway that echoes the request would quote them. */
function echoedHeaders(context: Context): string {
  return [...context.req.raw.headers].map(([name, value]) => `${name}: ${value}`).join('\n');
}

function echoResponse(context: Context): Response {
  return errorResponse(403, [
    errorObject(
      403,
      `Forbidden. The request we received was:\n${context.req.method} ${context.req.url}\n${echoedHeaders(context)}`,
    ),
  ]);
}

/**
 * The benign images of the hostile offers (and the target of the credentialed asset URL), registered before
 * the sandbox's asset routes. Internal.
 */
export function registerHostileAssets(api: Hono): void {
  api.get(
    '/assets/:kind{logos|banners}/hostile.svg',
    () =>
      new Response(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="#6b7280"/></svg>',
        { headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'no-store' } },
      ),
  );
}

/** What {@link registerHostileRoutes} needs from its sandbox. */
export interface HostileRoutesContext {
  hostile: SandboxHostileSwitches;
  seed: number | string;
}

/**
 * The hostile-service mode's routes and middleware, registered before the sandbox's own routes so that they
 * answer first: the Get Offers triggers, the hostile offers on the first page of every list, the hostile
 * action answers, and hostile storage (uploads, reconciliation files). Internal.
 */
export function registerHostileRoutes(
  api: Hono,
  runtime: SandboxRuntime,
  { hostile, seed }: HostileRoutesContext,
): void {
  const internal = (path: string) => new URL(path, hostile.internalUrl).href;

  api.use('/v2/issuers/:org/users/:userId/offers', async (context, next) => {
    if (context.req.method !== 'GET') return next();
    const search = new URL(context.req.url).searchParams.get('filter[search]');
    const triggers = SANDBOX_HOSTILE_TRIGGERS;
    if (hostile.mediaTypes) {
      if (search === triggers.html) return html(200, htmlPage('html'));
      if (search === triggers.errorHtml) return html(500, htmlPage('error-html'));
      if (search === triggers.js) {
        return new Response(canaryScript('script-src'), {
          headers: { 'content-type': 'text/javascript; charset=utf-8' },
        });
      }
      if (search === triggers.svg) {
        return new Response(svgPage(), { headers: { 'content-type': 'image/svg+xml' } });
      }
    }
    if (hostile.redirects && (search === triggers.redirect302 || search === triggers.redirect307)) {
      return new Response(null, {
        status: search === triggers.redirect302 ? 302 : 307,
        headers: { location: internal('iam/security-credentials/') },
      });
    }
    if (hostile.oversizedBytes > 0 && search === triggers.oversized) {
      return new Response(
        paddedBody(
          '{"data":[],"included":[],"links":{"self":null,"prev":null,"next":null},"meta":{"padding":"',
          ' ',
          hostile.oversizedBytes,
          '"}}',
        ),
        { headers: { 'content-type': 'application/json; charset=utf-8' } },
      );
    }
    if (hostile.slowBody !== undefined && search === triggers.slow) {
      const { chunkBytes, intervalMs } = hostile.slowBody;
      return new Response(
        dribbledBody(
          '{"data":[],"included":[],"links":{"self":null,"prev":null,"next":null}}',
          chunkBytes,
          intervalMs,
        ),
        { headers: { 'content-type': 'application/json; charset=utf-8' } },
      );
    }
    if (hostile.echoHeaders && search === triggers.echo) return echoResponse(context);
    await next();
    const url = new URL(context.req.url);
    const firstPage = !url.searchParams.has('page[after]') && !url.searchParams.has('page[before]');
    if (!hostile.offers || !firstPage || context.res.status !== 200) return;
    const document = (await context.res.clone().json()) as { data: StandardOffer[]; included?: Category[] };
    const added = hostileOffers({
      organizationId: runtime.organizationId,
      userId: context.req.param('userId'),
      pathPrefix: pathPrefix(runtime),
      assetBase: assetBase(runtime, context),
      seed,
      useFanOut: hostile.useFanOut,
      actions: { redirect: hostile.redirects, echo: hostile.echoHeaders, html: hostile.mediaTypes },
    });
    // After the good offers, so that a page showing the list draws good ones first.
    document.data = [...document.data, ...added.offers];
    document.included = [...(document.included ?? []), ...added.categories];
    context.res = jsonResponse(document);
  });

  api.post(
    '/v2/issuers/:org/users/:userId/offers/:offerId/:action{activate|boost}',
    async (context, next) => {
      const offerId = context.req.param('offerId');
      if (hostile.redirects && offerId === HOSTILE_OFFER_IDS.redirectAction) {
        return new Response(null, { status: 307, headers: { location: internal('activate') } });
      }
      if (hostile.echoHeaders && offerId === HOSTILE_OFFER_IDS.echoAction) return echoResponse(context);
      if (hostile.mediaTypes && offerId === HOSTILE_OFFER_IDS.htmlAction)
        return html(502, htmlPage('action-html'));
      return next();
    },
  );

  if (!hostile.storage) return;

  // Upload URLs: even indexes 307 (from the sandbox) to the internal address, odd ones are it, over http:.
  api.use('/v2/issuers/:org/transactions/uploads', async (context, next) => {
    await next();
    if (context.req.method !== 'POST' || context.res.status !== 201) return;
    const document = (await context.res.clone().json()) as {
      data: { id: string; attributes: { url: string } }[];
    };
    const origin = `${new URL(context.req.url).origin}${runtime.basePath}`;
    document.data.forEach((item, index) => {
      item.attributes.url =
        index % 2 === 0
          ? `${origin}${STORAGE}/upload-redirect/${encodeURIComponent(item.id)}`
          : internal(`upload/${encodeURIComponent(item.id)}`);
    });
    context.res = jsonResponse(document, 201);
  });
  // A redirect to the internal address, under `folder`, of the name in the path's last segment.
  const redirectInside = (status: 302 | 307, folder: string) => (context: Context) =>
    new Response(null, {
      status,
      headers: { location: internal(`${folder}/${encodeURIComponent(context.req.param('name') ?? '')}`) },
    });
  api.put(`${STORAGE}/upload-redirect/:name`, redirectInside(307, 'upload'));

  // Reconciliation files: a redirecting download of each type, a gzip bomb (daily) and a huge cell (monthly).
  api.get('/v2/issuers/:org/files', async (context, next) => {
    const fileType = context.req.query('fileType');
    if (fileType !== 'dailyReconciliationFile' && fileType !== 'monthlyReconciliationFile') return next();
    const origin = `${new URL(context.req.url).origin}${runtime.basePath}${STORAGE}`;
    const daily = fileType === 'dailyReconciliationFile';
    const files = daily
      ? [
          {
            name: 'cardlinked-reconciliation-260301',
            url: `${origin}/gzip-bomb/cardlinked-reconciliation-260301`,
          },
          {
            name: 'cardlinked-reconciliation-260302',
            url: `${origin}/download-redirect/cardlinked-reconciliation-260302`,
          },
        ]
      : [
          {
            name: 'cardlinked-reconciliation-2602',
            url: `${origin}/huge-cell/cardlinked-reconciliation-2602`,
          },
          {
            name: 'cardlinked-reconciliation-2601',
            url: `${origin}/download-redirect/cardlinked-reconciliation-2601`,
          },
        ];
    return jsonResponse({
      data: files.map((file) => ({
        type: 'file',
        id: file.name,
        attributes: {
          fileType,
          fileName: file.name,
          createdAt: '2026-03-02T06:00:00.000Z',
          downloadUrl: file.url,
        },
      })),
    });
  });
  api.get(`${STORAGE}/download-redirect/:name`, redirectInside(302, 'reconciliation'));
  let bomb: ReturnType<typeof gzipBombBlock> | undefined;
  api.get(`${STORAGE}/gzip-bomb/:name`, () => {
    bomb ??= gzipBombBlock();
    const body = gzipBombBody(
      bomb,
      hostile.gzipBombBytes,
      '{"data":[{"type":"reconciliationRecord","id":"bomb","attributes":{"transactionId":"',
      '"}}]}',
    );
    return new Response(body, {
      headers: { 'content-type': 'application/json; charset=utf-8', 'content-encoding': 'gzip' },
    });
  });
  api.get(`${STORAGE}/huge-cell/:name`, () => {
    const header = `${RECONCILIATION_COLUMNS.join(',')}\r\ntxn-huge,sandbox-offerkit-new-customer,ofr-huge,"`;
    const rest = '",2500,125,2026-02-10,PENDING,\r\n';
    return new Response(paddedBody(header, 'A', header.length + hostile.hugeCellBytes + rest.length, rest), {
      headers: { 'content-type': 'text/csv; charset=utf-8' },
    });
  });
}

function html(status: number, body: string): Response {
  return new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });
}
