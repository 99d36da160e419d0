import { sandboxEnv } from './sandboxEnv';

/**
 * The bank's backend route in its simplest form: takes a request for `/api/rewards/…` on the bank's own
 * origin and sends it to the rewards service (here the sandbox), path and query unchanged, with the service
 * token added on the server. The route handler calls it for the browser; the page calls it in-process while
 * it prefetches, so server and browser clients share one base URL (and so one query key).
 */
export async function forwardToRewardsService(request: Request): Promise<Response> {
  const env = sandboxEnv();
  const incoming = new URL(request.url);
  const target = `${new URL(env.url).origin}${incoming.pathname}${incoming.search}`;
  const headers = new Headers({ accept: 'application/json', authorization: `Bearer ${env.token}` });
  const contentType = request.headers.get('content-type');
  if (contentType !== null) headers.set('content-type', contentType);
  const upstream = await fetch(target, {
    method: request.method,
    headers,
    body: request.method === 'GET' ? undefined : await request.arrayBuffer(),
    signal: request.signal,
  });
  return new Response(upstream.body, {
    status: upstream.status,
    headers: { 'content-type': upstream.headers.get('content-type') ?? 'application/json' },
  });
}
