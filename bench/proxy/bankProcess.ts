/**
 * The bank's server of the proxy figure (`bench/figures/proxy.ts`), in a process of its own and written as
 * the server README writes it: the client-credentials token provider, the issuer client,
 * `createOffersProxy` with the user from a session cookie, and `http.createServer(toNodeHandler(proxy))`
 * on 127.0.0.1. Its settings come from the environment (the sandbox's URLs and credentials, the session
 * cookie's value); the client's timeout and GET retries are set so a hung service is answered within
 * `OFFERKIT_BENCH_TIMEOUT_MS × 3` plus two backoffs. Over the IPC channel:
 *
 * - `{type: 'stats'}` — answers the failures `onError` was told about, by error name, since the start;
 * - `{type: 'heap'}` — collects garbage (the process runs with `--expose-gc`) and answers the heap in use.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createClientCredentialsTokenProvider,
  createIssuerClient,
  createOffersProxy,
  toNodeHandler,
} from '@offerkit/server';

export interface BankReady {
  type: 'ready';
  url: string;
  pid: number;
}

export interface BankStats {
  type: 'stats';
  errors: Record<string, number>;
}

const env = (name: string): string => {
  const value = process.env[name];
  if (value === undefined || value === '') throw new Error(`bench bank server: ${name} is not set.`);
  return value;
};

const sessions = new Map([[env('OFFERKIT_BENCH_SESSION'), env('OFFERKIT_BENCH_USER_ID')]]);
const timeoutMs = Number(env('OFFERKIT_BENCH_TIMEOUT_MS'));

const tokenProvider = createClientCredentialsTokenProvider({
  tokenUrl: env('OFFERKIT_BENCH_TOKEN_URL'),
  clientId: env('OFFERKIT_BENCH_CLIENT_ID'),
  clientSecret: env('OFFERKIT_BENCH_CLIENT_SECRET'),
  // The sandbox's tokens live a few seconds here, so renewals happen under load.
  refreshSkewSeconds: 1,
});
const client = createIssuerClient({
  baseUrl: env('OFFERKIT_BENCH_SERVICE_URL'),
  organizationId: env('OFFERKIT_BENCH_ORGANIZATION_ID'),
  tokenProvider,
  timeoutMs,
  retry: { retries: 2, baseDelayMs: 50, maxDelayMs: 200 },
});
const errors: Record<string, number> = {};
const proxy = createOffersProxy({
  client,
  getUserId: (request) => {
    const cookie = request.headers.get('cookie') ?? '';
    const session = /(?:^|;\s*)session=([^;]+)/.exec(cookie)?.[1];
    return session === undefined ? undefined : sessions.get(session);
  },
  allowedOrigins: [env('OFFERKIT_BENCH_ORIGIN')],
  onError: (error) => {
    const name = error instanceof Error ? error.name : typeof error;
    errors[name] = (errors[name] ?? 0) + 1;
  },
});

const server = createServer(toNodeHandler(proxy));
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  const ready: BankReady = { type: 'ready', url: `http://127.0.0.1:${port}`, pid: process.pid };
  process.send?.(ready);
});

process.on('message', (command: { type: string }) => {
  if (command.type === 'stats') process.send?.({ type: 'stats', errors } satisfies BankStats);
  if (command.type === 'heap') {
    (globalThis as { gc?: () => void }).gc?.();
    process.send?.({ type: 'heap', heapMb: process.memoryUsage().heapUsed / 1024 / 1024 });
  }
});
process.on('disconnect', () => {
  server.close();
  server.closeAllConnections();
  process.exit(0);
});
