import type { Hono, MiddlewareHandler } from 'hono';
import { jsonResponse } from '../http/jsonResponse.ts';
import { sandboxRoute } from '../http/sandboxRoute.ts';
import type { SandboxRuntime } from '../runtime.ts';
import { type SandboxAttributionFilter, selectAttributionEvents } from '../selectAttributionEvents.ts';

/**
 * `GET {basePath}/sandbox/attribution-events`: the attribution events recorded so far (activate, boost,
 * and every asset load with its `eventCode` and `medium`), oldest first, for tests and a bank's QA. It
 * exists only in the sandbox (the contract's events endpoint is not shown), reads and never changes
 * anything, and takes the same bearer token as the API, since the events name users. Filters (exact
 * matches, all optional): `userId`, `entityId`, `eventCode`, `medium`, `source` (`action` or `asset`).
 */
export function registerAttributionRoutes(api: Hono, runtime: SandboxRuntime, auth: MiddlewareHandler): void {
  api.on(...sandboxRoute('attributionEvents'), auth, (context) => {
    const query = new URL(context.req.url).searchParams;
    const filter: SandboxAttributionFilter = {};
    for (const name of ['userId', 'entityId', 'eventCode', 'medium', 'source'] as const) {
      const value = query.get(name);
      if (value !== null) filter[name] = value;
    }
    const events = selectAttributionEvents(runtime.state.attributionEvents, filter);
    return jsonResponse(
      {
        data: events.map(({ event, index }) => ({
          type: 'sandboxAttributionEvent',
          id: String(index + 1),
          attributes: event,
        })),
        meta: { count: events.length },
      },
      200,
      { 'cache-control': 'no-store' },
    );
  });
}
