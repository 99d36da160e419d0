import { sandboxEnv } from '../../../sandboxEnv';

/**
 * The bank's backend route in its simplest form: forwards the browser's request to the rewards service
 * (here the sandbox) path and query unchanged, adding the service token on the server.
 */
async function forward(request: Request): Promise<Response> {
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
  });
  return new Response(upstream.body, {
    status: upstream.status,
    headers: { 'content-type': upstream.headers.get('content-type') ?? 'application/json' },
  });
}

export { forward as GET, forward as POST };
