import type { IncomingMessage } from 'node:http';
import { Hono } from 'hono';
import { createOffersProxy, type OffersProxyOptions } from './createOffersProxy.ts';

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
  return app;
}
