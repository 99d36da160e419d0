import type { IncomingMessage } from 'node:http';
import { Hono } from 'hono';
import { createOffersProxy, type OffersProxyOptions } from './createOffersProxy.ts';
import { problem } from './proxyResponse.ts';

/**
 * The offers proxy as a Hono sub-app answering every path under `basePath` (default `/api/rewards`):
 * mount it with `app.route('/', createOffersProxyApp({...}))`. Same rules as {@link createOffersProxy};
 * on @hono/node-server it checks the raw request target too.
 */
export function createOffersProxyApp(options: OffersProxyOptions): Hono {
  const handler = createOffersProxy(options);
  const basePath = (options.basePath ?? '/api/rewards').trim().replace(/\/+$/, '');
  const app = new Hono();
  app.all(`${basePath}/*`, (context) => {
    const incoming = (context.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    return typeof incoming?.url === 'string'
      ? handler(context.req.raw, { rawUrl: incoming.url })
      : handler(context.req.raw);
  });
  // The handler throws only for a request whose caller has gone (its signal aborted: a browser that left,
  // a server render that stopped waiting): nobody reads the answer, and nothing failed that the bank must
  // hear of. Hono's default would log it with its stack and answer in plain text. Anything else thrown is
  // reported through `onError`; the answer is JSON either way.
  app.onError((error, context) => {
    if (!context.req.raw.signal.aborted) options.onError?.(error);
    return problem(500, 'The bank’s rewards proxy could not answer; try again.');
  });
  return app;
}
