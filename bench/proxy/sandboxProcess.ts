/**
 * The rewards service of the proxy figure (`bench/figures/proxy.ts`), in a process of its own: an
 * `@offerkit/sandbox` served by `startSandboxServer` on 127.0.0.1, whose tokens live
 * `OFFERKIT_BENCH_TOKEN_SECONDS` (so the bank's provider renews them during the run). Driven over the IPC
 * channel of `child_process.fork`:
 *
 * - `{type: 'faults', mix}` — from now on, each request to the offers and activate routes draws one fault
 *   of the sandbox's own grammar (`status=503`, `drop`, `latency=…`) with the given probabilities (seeded);
 *   `mix: null` stops them;
 * - `{type: 'revoke-tokens'}` — every token issued so far is refused from now on (the service revoked
 *   them before their announced expiry): the next API call with one gets 401;
 * - `{type: 'stats'}` — answers the tokens issued so far (the token exchanges) and the API requests received
 *   since the last `stats`, then forgets those requests (the log must not grow over a long run).
 */
import { createSandbox, FAULT_HEADER } from '@offerkit/sandbox';
import { startSandboxServer } from '@offerkit/sandbox/server';

/** Probabilities (0..1) of each fault per request; the rest are answered normally. */
export interface FaultMix {
  /** A 503 error document. */
  status5xx: number;
  /** The connection is destroyed without an answer (a reset). */
  drop: number;
  /** A slow answer: `slowMs` first. */
  slow: number;
  slowMs: number;
  /** No answer within the proxy's timeout: `hangMs` first. */
  hang: number;
  hangMs: number;
}

export type SandboxCommand =
  | { type: 'faults'; mix: FaultMix | null }
  | { type: 'stats' }
  | { type: 'revoke-tokens' };

export interface SandboxReady {
  type: 'ready';
  url: string;
  organizationId: string;
  userId: string;
  offerId: string;
  token: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
}

export interface SandboxStats {
  type: 'stats';
  exchanges: number;
  apiRequests: number;
  faults: number;
}

const FAULTED_PATH = /\/v2\/issuers\/[^/]+\/users\/[^/]+\/offers(\/[^/]+\/activate)?$/;

// A small seeded generator (mulberry32): the same mix draws the same faults run after run.
let seed = 0x2f6b_1d3a;
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}

function draw(mix: FaultMix): string | undefined {
  let roll = random();
  for (const [chance, fault] of [
    [mix.status5xx, 'status=503; retry-after=0'],
    [mix.drop, 'drop'],
    [mix.slow, `latency=${mix.slowMs}`],
    [mix.hang, `latency=${mix.hangMs}`],
  ] as const) {
    if (roll < chance) return fault;
    roll -= chance;
  }
  return undefined;
}

const tokenSeconds = Number(process.env.OFFERKIT_BENCH_TOKEN_SECONDS ?? 3600);
const sandbox = createSandbox({ tokenLifetimeSeconds: tokenSeconds });
let mix: FaultMix | null = null;
let faults = 0;

// The served app: each offers/activate request draws its fault from the mix and carries it in the
// sandbox's fault header, so the sandbox's own fault injection applies it (and logs it).
const inner = sandbox.app;
const faulting = {
  fetch: (request: Request) => {
    const fault = mix !== null && FAULTED_PATH.test(new URL(request.url).pathname) ? draw(mix) : undefined;
    if (fault === undefined) return inner.fetch(request);
    faults += 1;
    const headers = new Headers(request.headers);
    headers.set(FAULT_HEADER, fault);
    // The faulted routes carry no body (GET offers, POST activate).
    return inner.fetch(new Request(request.url, { method: request.method, headers }));
  },
};
const served = await startSandboxServer({
  port: 0,
  sandbox: { ...sandbox, app: faulting as unknown as typeof sandbox.app },
});

const requests = sandbox.requests as unknown[];
process.on('message', (command: SandboxCommand) => {
  if (command.type === 'faults') {
    mix = command.mix;
    process.send?.({ type: 'faults-set' });
  } else if (command.type === 'revoke-tokens') {
    sandbox.oauth.expireIssuedTokens();
    process.send?.({ type: 'revoked' });
  } else if (command.type === 'stats') {
    const apiRequests = requests.length;
    requests.length = 0;
    const stats: SandboxStats = {
      type: 'stats',
      exchanges: sandbox.oauth.issuedCount,
      apiRequests,
      faults,
    };
    process.send?.(stats);
  }
});
process.on('disconnect', () => {
  served.close().finally(() => process.exit(0));
});

const origin = new URL(served.url).origin;
const ready: SandboxReady = {
  type: 'ready',
  url: served.url,
  organizationId: sandbox.organizationId,
  userId: sandbox.newCustomerId,
  offerId: sandbox.catalog.roles.activatable,
  token: sandbox.token,
  tokenUrl: `${origin}${sandbox.oauth.tokenPath}`,
  clientId: sandbox.oauth.clientId,
  clientSecret: sandbox.oauth.clientSecret,
};
process.send?.(ready);
