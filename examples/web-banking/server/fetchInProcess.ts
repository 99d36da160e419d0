/** What {@link fetchInProcess} sends to: a Hono app, or anything else that answers a `Request`. */
export interface RequestHandler {
  fetch(request: Request): Response | Promise<Response>;
}

/**
 * A `fetch` that hands each request to `handler` in this process instead of the network, with `cookie` as
 * its `Cookie` header (the customer's session, for the proxy to find the customer by), and that rejects
 * with the signal's reason once the request's signal aborts, as a network `fetch` does (a client's timeout
 * must end the call even when the handler is still waiting on the service).
 */
export function fetchInProcess(handler: RequestHandler, cookie: string | undefined): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    if (cookie !== undefined) headers.set('cookie', cookie);
    const request = new Request(input, { ...init, headers });
    const { signal } = request;
    if (signal.aborted) return Promise.reject(signal.reason);
    return new Promise<Response>((resolve, reject) => {
      const abort = () => reject(signal.reason);
      signal.addEventListener('abort', abort, { once: true });
      Promise.resolve()
        .then(() => handler.fetch(request))
        .then(resolve, reject)
        .finally(() => signal.removeEventListener('abort', abort));
    });
  };
}
