import type { Context, MiddlewareHandler } from 'hono';
import { FAULT_HEADER } from '../constants.ts';
import { parseFault, routeOf, type SandboxFault, type SandboxFaults } from '../faults.ts';
import type { SandboxRequestRecord } from '../SandboxRequestRecord.ts';
import { errorObject, errorResponse } from './errors.ts';

/** Response header marking a dropped connection for the adapters (never reaches a client). */
export const DROP_MARKER_HEADER = 'x-offerkit-sandbox-dropped';

/** What {@link faultInjection} needs from its sandbox. */
export interface FaultInjectionOptions {
  basePath: string;
  faults: SandboxFaults;
  /** The request log the middleware appends to. */
  requests: SandboxRequestRecord[];
  /** The latency added to every request, in milliseconds (drawn again for each request). */
  baseLatency: () => number;
}

/**
 * Logs every request with the route it addressed and its status, and applies a fault when one is asked
 * for: by the `x-offerkit-sandbox-fault` header (a malformed one → 400) or by the first matching fault
 * rule. Latency first, then a dropped connection, a simulated status, or a truncated body. Preflights pass
 * through unfaulted.
 */
export function faultInjection(options: FaultInjectionOptions): MiddlewareHandler {
  const { basePath, faults, requests, baseLatency } = options;
  return async (context, next) => {
    const url = new URL(context.req.url);
    const method = context.req.method;
    const inner = url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) : undefined;
    const route = inner === undefined ? undefined : routeOf(method, inner);
    const record: SandboxRequestRecord = { method, path: `${url.pathname}${url.search}`, status: 0 };
    // Token exchanges are logged without a route: counting the API calls a test made leaves them out.
    if (route !== undefined && route !== 'token') record.route = route;
    requests.push(record);
    if (method === 'OPTIONS') {
      await next();
      record.status = context.res.status;
      return;
    }
    const header = context.req.header(FAULT_HEADER);
    let fault: SandboxFault | undefined;
    if (header !== undefined) {
      try {
        fault = parseFault(header);
      } catch (error) {
        record.status = 400;
        return errorResponse(400, [
          errorObject(400, (error as Error).message, { source: { header: FAULT_HEADER } }),
        ]);
      }
    } else {
      fault = faults.take(route);
    }
    if (fault !== undefined) record.fault = fault;
    const delay = (fault?.latency ?? 0) + baseLatency();
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    if (fault?.drop === true) {
      return new Response(null, { status: 503, headers: { [DROP_MARKER_HEADER]: '1' } });
    }
    if (fault?.status !== undefined) {
      record.status = fault.status;
      return faultResponse(fault.status, fault.retryAfter);
    }
    await next();
    if (fault?.malformed === true) await truncateBody(context);
    record.status = context.res.status;
  };
}

/** The error document of a simulated status, with `Retry-After` where one belongs. */
function faultResponse(status: number, retryAfter: number | undefined): Response {
  const seconds = retryAfter ?? (status === 429 || status === 503 ? 1 : undefined);
  const headers: Record<string, string> = seconds === undefined ? {} : { 'retry-after': String(seconds) };
  const detail =
    status === 429
      ? `Too many requests (simulated by the sandbox); retry after ${seconds} s.`
      : `Simulated ${status} from the sandbox's fault injection (${FAULT_HEADER} or a fault rule).`;
  return errorResponse(status, [errorObject(status, detail)], headers);
}

/** Replaces the response body with its first half: same status and headers, broken JSON. */
async function truncateBody(context: Context): Promise<void> {
  const response = context.res;
  const text = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const empty = response.status === 204 || response.status === 304;
  context.res = new Response(empty ? null : text.slice(0, Math.max(1, Math.floor(text.length / 2))), {
    status: response.status,
    headers,
  });
}
