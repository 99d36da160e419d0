import {
  matchServiceRoute,
  SERVICE_ROUTES,
  type ServiceRoute,
  type ServiceRouteName,
} from '@offerkit/data/backend';
import { FAULT_HEADER } from './constants.ts';

/**
 * A fault the sandbox injects into a response, for tests and stories. Several may combine: the latency
 * comes first, then `drop` wins over `status`, which wins over `malformed`.
 */
export interface SandboxFault {
  /** Milliseconds to wait before answering. */
  latency?: number;
  /** Answer with this status (400–599) and a proper error document instead of running the route. */
  status?: number;
  /**
   * `Retry-After` seconds sent with `status`.
   * @default 1 for 429 and 503, none otherwise
   */
  retryAfter?: number;
  /** Run the route, then cut its body in half: the status and headers are right, the JSON is not. */
  malformed?: boolean;
  /**
   * Drop the connection: no response at all. Through `sandbox.fetch` the call rejects with a `TypeError`,
   * through MSW the handler returns a network error, and the Node server destroys the socket.
   */
  drop?: boolean;
}

/** The sandbox's routes: every route of the table but the ones the bank's proxy answers itself. */
export const SANDBOX_SERVED_ROUTES: readonly ServiceRoute[] = SERVICE_ROUTES.filter(
  (route) => route.access !== 'proxy',
);

/**
 * The routes a fault rule can target, by their name in the route table: every route the sandbox answers
 * (the service's, the token endpoint, uploads and their presigned storage, files, webhook subscriptions
 * and notifications, assets, the sandbox's controls), and `issuer`, which it answers 404.
 */
export const SANDBOX_ROUTES: readonly SandboxRoute[] = SANDBOX_SERVED_ROUTES.map(
  (route) => route.name as SandboxRoute,
);

/** The name of a route the sandbox answers: `offers`, `activate`, `token`, `uploads`, `uploadFile`… */
export type SandboxRoute = Exclude<ServiceRouteName, 'earnedRewards'>;

/** A fault for some routes, configured up front (`faults` option) or at run time (`sandbox.faults.add`). */
export interface SandboxFaultRule {
  /** The routes it applies to; every route when absent. */
  route?: SandboxRoute | readonly SandboxRoute[];
  /** The fault, as an object or in the header grammar (`'status=503; retry-after=2'`). */
  fault: SandboxFault | string;
  /** How many matching requests it applies to before it is used up; unlimited when absent. */
  times?: number;
}

/**
 * Parses the fault grammar used by the `x-offerkit-sandbox-fault` request header and by string faults:
 * directives separated by `;` or `,`, each one of
 * - `latency=<ms>` — wait that long first (0–600000);
 * - `status=<code>` — answer with that status (400–599) and an error document;
 * - `retry-after=<seconds>` — `Retry-After` for `status` (default 1 for 429 and 503);
 * - `malformed` — a truncated JSON body;
 * - `drop` — no response (network error).
 *
 * Example: `latency=200; status=429; retry-after=2`. Throws a `SyntaxError` naming the bad directive.
 */
export function parseFault(text: string): SandboxFault {
  const fault: SandboxFault = {};
  const directives = text
    .split(/[;,]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (directives.length === 0) throw new SyntaxError(`${FAULT_HEADER} is empty; give e.g. "status=500".`);
  for (const directive of directives) {
    const [rawName = '', rawValue, ...rest] = directive.split('=').map((part) => part.trim());
    const name = rawName.toLowerCase();
    const value = rawValue === undefined ? undefined : Number(rawValue);
    const integer = (min: number, max: number): number => {
      if (rest.length > 0 || value === undefined || !Number.isInteger(value) || value < min || value > max) {
        throw new SyntaxError(
          `"${directive}" in ${FAULT_HEADER}: ${name} takes a whole number from ${min} to ${max}.`,
        );
      }
      return value;
    };
    const flag = (): true => {
      if (rawValue !== undefined)
        throw new SyntaxError(`"${directive}" in ${FAULT_HEADER}: ${name} takes no value.`);
      return true;
    };
    if (name === 'latency') fault.latency = integer(0, 600_000);
    else if (name === 'status') fault.status = integer(400, 599);
    else if (name === 'retry-after') fault.retryAfter = integer(0, 86_400);
    else if (name === 'malformed') fault.malformed = flag();
    else if (name === 'drop') fault.drop = flag();
    else {
      throw new SyntaxError(
        `"${directive}" in ${FAULT_HEADER} is not a fault; use latency=<ms>, status=<code>, retry-after=<s>, malformed or drop.`,
      );
    }
  }
  return fault;
}

/** The route a request addresses (path after the base path), for fault rules and the request log. */
export function routeOf(method: string, path: string): SandboxRoute | undefined {
  return matchServiceRoute(path, method, SANDBOX_SERVED_ROUTES)?.route.name as SandboxRoute | undefined;
}

interface ActiveRule {
  routes?: readonly SandboxRoute[];
  fault: SandboxFault;
  remaining: number;
}

/** The fault rules of one sandbox; rules are tried in the order added and the first that applies wins. */
export class SandboxFaults {
  private rules: ActiveRule[] = [];

  constructor(initial: readonly SandboxFaultRule[] = []) {
    for (const rule of initial) this.add(rule);
  }

  /** Adds a rule; returns a function that removes it again. */
  add(rule: SandboxFaultRule): () => void {
    const fault = typeof rule.fault === 'string' ? parseFault(rule.fault) : { ...rule.fault };
    for (const route of typeof rule.route === 'string' ? [rule.route] : (rule.route ?? [])) {
      if (!SANDBOX_ROUTES.includes(route)) {
        throw new TypeError(
          `A fault rule names route ${JSON.stringify(route)}, which the sandbox does not have; routes: ${SANDBOX_ROUTES.join(', ')}.`,
        );
      }
    }
    const active: ActiveRule = { fault, remaining: rule.times ?? Number.POSITIVE_INFINITY };
    if (rule.route !== undefined)
      active.routes = typeof rule.route === 'string' ? [rule.route] : [...rule.route];
    this.rules.push(active);
    return () => {
      this.rules = this.rules.filter((candidate) => candidate !== active);
    };
  }

  /** Removes every rule. */
  clear(): void {
    this.rules = [];
  }

  /** The number of rules still in force. */
  get size(): number {
    return this.rules.length;
  }

  /** The fault for a request to `route`, using up one application of the rule. */
  take(route: SandboxRoute | undefined): SandboxFault | undefined {
    const rule = this.rules.find(
      (candidate) =>
        candidate.remaining > 0 &&
        (candidate.routes === undefined || (route !== undefined && candidate.routes.includes(route))),
    );
    if (rule === undefined) return undefined;
    rule.remaining -= 1;
    if (rule.remaining <= 0) this.rules = this.rules.filter((candidate) => candidate !== rule);
    return rule.fault;
  }
}
