import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { OffersProxyHandler } from './createOffersProxy.ts';

/**
 * A Node `http` request listener for a Web-standard proxy handler (through @hono/node-server's
 * `getRequestListener`), passing the raw request target so that dot segments and backslashes are seen
 * before URL parsing resolves them: `http.createServer(toNodeHandler(createOffersProxy({...})))`, or
 * call it from Express/Fastify for paths under the proxy's base path.
 */
export function toNodeHandler(
  handler: OffersProxyHandler,
): (incoming: IncomingMessage, outgoing: ServerResponse) => Promise<void> {
  return getRequestListener(
    (request, env) => {
      const raw = (env as { incoming?: { url?: unknown } }).incoming?.url;
      return typeof raw === 'string' ? handler(request, { rawUrl: raw }) : handler(request);
    },
    // Keep the runtime's own Request/Response classes.
    { overrideGlobalObjects: false },
  ) as (incoming: IncomingMessage, outgoing: ServerResponse) => Promise<void>;
}
