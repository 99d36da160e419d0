import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { workspaceAliases } from '../../workspace-aliases.ts';
import { OUT_DIR } from '../lib/bundle.ts';
import type { Row } from '../lib/report.ts';
import { median } from '../lib/stats.ts';
import type { BankReady, BankStats } from '../proxy/bankProcess.ts';
import type { Load, LoadResult } from '../proxy/loadProcess.ts';
import type { FaultMix, SandboxReady, SandboxStats } from '../proxy/sandboxProcess.ts';
import type { Figure } from './context.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SCRIPTS = ['sandboxProcess', 'bankProcess', 'loadProcess'] as const;
type Script = (typeof SCRIPTS)[number];

/** How long the sandbox's tokens live: the bank's provider (1 s skew) renews them every few seconds. */
export const TOKEN_SECONDS = 4;
/** The issuer client's timeout per attempt in the bank's server. */
export const PROXY_TIMEOUT_MS = 1000;
/**
 * The longest a proxy answer may take while the service hangs: three attempts of the timeout (a GET is
 * retried twice), two backoffs of at most 200 ms, and 2 s for a loaded machine (a hang is 10 s and more).
 */
export const ANSWER_BOUND_MS = 3 * PROXY_TIMEOUT_MS + 2 * 200 + 2000;
/**
 * RSS growth allowed over a long run: the median of the last quarter of the samples against the median of
 * the second quarter (the first is warm-up), at most 10 % + 8 MB. A leak of a few hundred bytes per request
 * at these rates grows by tens of MB a minute.
 */
export const RSS_GROWTH = { ratio: 0.1, mb: 8 };
/**
 * Growth of the JS heap in use after a full GC over the long run: at most 20 % + 4 MB. More sensitive than
 * the RSS (which holds what V8 and the allocator keep for later): a leak of 1 KB per request shows within
 * the quick mode's few thousand requests.
 */
export const HEAP_GROWTH = { ratio: 0.2, mb: 4 };

/** The faults drawn while the service misbehaves (seeded in the sandbox process). */
const FAULT_MIX: FaultMix = {
  status5xx: 0.1,
  drop: 0.05,
  slow: 0.1,
  slowMs: 300,
  hang: 0.02,
  hangMs: 3 * PROXY_TIMEOUT_MS,
};

/** The three processes' scripts, bundled with the packages' sources for plain Node (autocannon stays a package). */
async function bundleScripts(): Promise<Record<Script, string>> {
  const outDir = `${OUT_DIR}proxy`;
  await build({
    configFile: false,
    root: ROOT,
    mode: 'production',
    logLevel: 'warn',
    resolve: { alias: workspaceAliases },
    ssr: { noExternal: true, external: ['autocannon'] },
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      minify: false,
      sourcemap: false,
      reportCompressedSize: false,
      rolldownOptions: {
        input: Object.fromEntries(
          SCRIPTS.map((name) => [name, fileURLToPath(new URL(`../proxy/${name}.ts`, import.meta.url))]),
        ),
        output: { entryFileNames: '[name].mjs' },
      },
    },
  });
  return Object.fromEntries(SCRIPTS.map((name) => [name, `${outDir}/${name}.mjs`])) as Record<Script, string>;
}

/** A forked process and a way to ask it something over IPC (answers arrive in order). */
interface Child {
  process: ChildProcess;
  ask<T>(message: object, answerType: string): Promise<T>;
}

function start<Ready>(
  script: string,
  env: Record<string, string>,
  execArgv: string[] = [],
): Promise<{ child: Child; ready: Ready }> {
  const child = fork(script, [], {
    execArgv,
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting: { type: string; resolve: (value: never) => void }[] = [];
  let readyResolve: (value: Ready) => void = () => undefined;
  let failed: (error: Error) => void = () => undefined;
  child.on('message', (message: { type: string }) => {
    if (message.type === 'ready') return readyResolve(message as Ready);
    const index = waiting.findIndex((entry) => entry.type === message.type);
    if (index >= 0) waiting.splice(index, 1)[0]?.resolve(message as never);
  });
  child.on('exit', (code, signal) => {
    const error = new Error(`${script} exited (${signal ?? code}) during the proxy figure.`);
    failed(error);
  });
  const handle: Child = {
    process: child,
    ask: <T>(message: object, answerType: string) =>
      new Promise<T>((resolve, reject) => {
        failed = reject;
        waiting.push({ type: answerType, resolve: resolve as (value: never) => void });
        child.send(message);
      }),
  };
  return new Promise((resolve, reject) => {
    failed = reject;
    readyResolve = (ready) => resolve({ child: handle, ready });
  });
}

/** The resident set of a process, in MB (Linux `/proc`). */
function rssMb(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match === null ? Number.NaN : Number(match[1]) / 1024;
}

/** Samples a process's RSS every `everyMs` until stopped; returns the samples in order. */
function sampleRss(pid: number, everyMs = 250): () => number[] {
  const samples: number[] = [];
  const timer = setInterval(() => samples.push(rssMb(pid)), everyMs);
  return () => {
    clearInterval(timer);
    return samples;
  };
}

/** Medians of the second and last quarters of the samples and whether the growth stays within {@link RSS_GROWTH}. */
export function rssGrowth(samples: readonly number[]): { q2: number; q4: number; ok: boolean } {
  const quarter = Math.max(1, Math.floor(samples.length / 4));
  const q2 = median(samples.slice(quarter, 2 * quarter));
  const q4 = median(samples.slice(samples.length - quarter));
  return { q2, q4, ok: q4 <= q2 * (1 + RSS_GROWTH.ratio) + RSS_GROWTH.mb };
}

const errorCount = (result: LoadResult) => result.errors + result.timeouts;
const non2xx = (result: LoadResult) =>
  Object.entries(result.statuses).reduce(
    (sum, [status, count]) => sum + (status.startsWith('2') ? 0 : count),
    0,
  );
const ms = (value: number) => Math.round(value * 100) / 100;

/**
 * Figure 8: the user-scoped proxy under load. Three processes on 127.0.0.1 — the sandbox
 * (`startSandboxServer`), the bank's server as the server README writes it, and autocannon — and the same
 * offers request sent direct to the sandbox and through the proxy, alternating rounds: the throughput
 * ratio and the latency the proxy adds (one connection, so no queueing), the activate POST, the 401 path,
 * a burst right after the token expired (one exchange), upstream faults (every request answered with a
 * JSON document within the bound, recovery after), and the proxy's RSS over a long run. Counts gate
 * (`bench:ci`): 0 errors, 1 exchange, answers within the bound, RSS growth within {@link RSS_GROWTH}.
 */
export const proxyFigure: Figure = {
  name: 'proxy',
  browser: false,
  ci: true,
  async run({ ci, log }) {
    const figure = '8 proxy';
    const rows: Row[] = [];
    const scripts = await bundleScripts();
    const session = `bench-${process.pid}`;
    const children: Child[] = [];
    try {
      const sandbox = await start<SandboxReady>(scripts.sandboxProcess, {
        OFFERKIT_BENCH_TOKEN_SECONDS: String(TOKEN_SECONDS),
      });
      children.push(sandbox.child);
      const service = sandbox.ready;
      const bankOrigin = 'http://bank.bench.test';
      const bank = await start<BankReady>(
        scripts.bankProcess,
        {
          OFFERKIT_BENCH_SESSION: session,
          OFFERKIT_BENCH_USER_ID: service.userId,
          OFFERKIT_BENCH_TIMEOUT_MS: String(PROXY_TIMEOUT_MS),
          OFFERKIT_BENCH_TOKEN_URL: service.tokenUrl,
          OFFERKIT_BENCH_CLIENT_ID: service.clientId,
          OFFERKIT_BENCH_CLIENT_SECRET: service.clientSecret,
          OFFERKIT_BENCH_SERVICE_URL: service.url,
          OFFERKIT_BENCH_ORGANIZATION_ID: service.organizationId,
          OFFERKIT_BENCH_ORIGIN: bankOrigin,
        },
        ['--expose-gc'],
      );
      children.push(bank.child);
      const loader = await start<{ type: 'ready' }>(scripts.loadProcess, {});
      children.push(loader.child);

      let nextId = 0;
      const load = async (what: string, spec: Load): Promise<LoadResult> => {
        const id = ++nextId;
        const answer = await loader.child.ask<{ result?: LoadResult; error?: string }>(
          { type: 'run', id, load: spec },
          'result',
        );
        if (answer.result === undefined) throw new Error(`autocannon failed (${what}): ${answer.error}`);
        const r = answer.result;
        log(
          `proxy: ${what}: ${r.requests} answers, ${Math.round(r.rps)}/s, p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms, errors ${r.errors}, timeouts ${r.timeouts}, statuses ${JSON.stringify(r.statuses)}${spec.checkBodies ? `, not JSON ${r.notJson}` : ''}`,
        );
        return r;
      };
      const sandboxStats = () => sandbox.child.ask<SandboxStats>({ type: 'stats' }, 'stats');
      const setFaults = (mix: FaultMix | null) => sandbox.child.ask({ type: 'faults', mix }, 'faults-set');

      const offersPath = `/v2/issuers/${service.organizationId}/users/${service.userId}/offers?page%5Bsize%5D=20`;
      const direct = (extra: Partial<Load>): Load => ({
        url: `${service.url}${offersPath}`,
        headers: { authorization: `Bearer ${service.token}`, accept: 'application/vnd.api+json' },
        connections: 8,
        timeout: 10,
        ...extra,
      });
      const proxied = (extra: Partial<Load>): Load => ({
        url: `${bank.ready.url}/api/rewards${offersPath}`,
        headers: { cookie: `session=${session}`, accept: 'application/vnd.api+json' },
        connections: 8,
        timeout: 10,
        ...extra,
      });

      // Warm-up (JIT, connection pools, the first token).
      await load('warm-up direct', direct({ duration: 1 }));
      await load('warm-up proxy', proxied({ duration: 2 }));

      // Throughput: rounds alternate which side goes first.
      const rounds = ci ? 2 : 5;
      const seconds = ci ? 3 : 8;
      const throughput = { direct: [] as LoadResult[], proxy: [] as LoadResult[] };
      for (let round = 0; round < rounds; round += 1) {
        const order = round % 2 === 0 ? (['proxy', 'direct'] as const) : (['direct', 'proxy'] as const);
        for (const side of order) {
          const spec = side === 'proxy' ? proxied({ duration: seconds }) : direct({ duration: seconds });
          throughput[side].push(await load(`throughput ${side} round ${round + 1}`, spec));
        }
      }
      // Latency added: one connection (no queueing in either server), alternating too.
      const latency = { direct: [] as LoadResult[], proxy: [] as LoadResult[] };
      for (let round = 0; round < rounds; round += 1) {
        const order = round % 2 === 0 ? (['direct', 'proxy'] as const) : (['proxy', 'direct'] as const);
        for (const side of order) {
          const spec = { duration: ci ? 2 : 5, connections: 1 };
          latency[side].push(
            await load(`latency ${side} round ${round + 1}`, side === 'proxy' ? proxied(spec) : direct(spec)),
          );
        }
      }
      const rps = (side: 'direct' | 'proxy') => median(throughput[side].map((r) => r.rps));
      const lat = (side: 'direct' | 'proxy', key: 'p50' | 'p99') => median(latency[side].map((r) => r[key]));
      const steadyFailures = [...throughput.proxy, ...latency.proxy, ...throughput.direct, ...latency.direct]
        .map((r) => errorCount(r) + non2xx(r))
        .reduce((a, b) => a + b, 0);
      rows.push(
        {
          figure,
          measure: 'GET offers, 8 connections: requests/s (proxy vs direct to the sandbox)',
          value: Math.round(rps('proxy')),
          baseline: Math.round(rps('direct')),
          ratio: rps('proxy') / rps('direct'),
        },
        {
          figure,
          measure: 'GET offers, 1 connection: p50 latency ms (added by the proxy)',
          value: ms(lat('proxy', 'p50')),
          baseline: ms(lat('direct', 'p50')),
          target: `+${ms(lat('proxy', 'p50') - lat('direct', 'p50'))} ms`,
        },
        {
          figure,
          measure: 'GET offers, 1 connection: p99 latency ms (added by the proxy)',
          value: ms(lat('proxy', 'p99')),
          baseline: ms(lat('direct', 'p99')),
          target: `+${ms(lat('proxy', 'p99') - lat('direct', 'p99'))} ms`,
        },
        {
          figure,
          measure: 'GET offers: errors and non-2xx answers, both sides',
          value: steadyFailures,
          target: '= 0',
          ok: steadyFailures === 0,
          gate: true,
        },
      );

      // Activate POST (activating again is allowed: each answers 200).
      const activate = await load(
        'activate POST proxy',
        proxied({
          url: `${bank.ready.url}/api/rewards/v2/issuers/${service.organizationId}/users/${service.userId}/offers/${service.offerId}/activate`,
          method: 'POST',
          headers: { cookie: `session=${session}`, origin: bankOrigin, accept: 'application/vnd.api+json' },
          duration: ci ? 2 : 5,
        }),
      );
      rows.push({
        figure,
        measure: `POST activate through the proxy: requests/s ${Math.round(activate.rps)}, p99 ${activate.p99} ms; errors and non-2xx`,
        value: errorCount(activate) + non2xx(activate),
        target: '= 0',
        ok: errorCount(activate) + non2xx(activate) === 0 && activate.requests > 0,
        gate: true,
      });

      // No session: 401 from the proxy, and nothing reaches the service. The window opens once the service
      // has been quiet for 250 ms: the activate load stops with POSTs still on their way upstream (6 of
      // them once landed inside this window and were counted against it).
      for (let round = 0; round < 40; round += 1) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        if ((await sandboxStats()).apiRequests === 0) break;
      }
      const noSession = await load(
        '401 no session',
        proxied({ headers: { accept: 'application/vnd.api+json' }, duration: ci ? 2 : 4, checkBodies: true }),
      );
      const upstreamOn401 = (await sandboxStats()).apiRequests;
      const not401 =
        noSession.requests - (noSession.statuses['401'] ?? 0) + errorCount(noSession) + noSession.notJson;
      rows.push(
        {
          figure,
          measure: `no session: requests/s ${Math.round(noSession.rps)}; answers that are not a 401 JSON document`,
          value: not401,
          target: '= 0',
          ok: not401 === 0 && noSession.requests > 0,
          gate: true,
        },
        {
          figure,
          measure: 'no session: requests that reached the service',
          value: upstreamOn401,
          target: '= 0',
          ok: upstreamOn401 === 0,
          gate: true,
        },
      );

      // A burst right after the token expired: the provider renews it once for all of them.
      await load('token warm', proxied({ amount: 1, connections: 1 }));
      await new Promise((resolve) => setTimeout(resolve, TOKEN_SECONDS * 1000 + 500));
      const before = (await sandboxStats()).exchanges;
      const burst = await load('burst after token expiry', proxied({ amount: 200, connections: 50 }));
      const exchanges = (await sandboxStats()).exchanges - before;
      rows.push(
        {
          figure,
          measure: 'burst of 200 (50 at once) after the token expired: token exchanges',
          value: exchanges,
          target: '= 1',
          ok: exchanges === 1,
          gate: true,
        },
        {
          figure,
          measure: 'that burst: errors and non-2xx',
          value: errorCount(burst) + non2xx(burst),
          target: '= 0',
          ok: errorCount(burst) + non2xx(burst) === 0,
          gate: true,
        },
      );

      // The service revokes the token the provider still holds: the burst gets 401s and must not stampede
      // the token endpoint (each 401 invalidating the token, and the exchange in flight with it).
      await load('token warm', proxied({ amount: 1, connections: 1 }));
      const beforeRevoke = (await sandboxStats()).exchanges;
      await sandbox.child.ask({ type: 'revoke-tokens' }, 'revoked');
      const revoked = await load(
        'burst after the service revoked the token',
        proxied({ amount: 200, connections: 50 }),
      );
      const afterRevoke = await sandboxStats();
      const revokeExchanges = afterRevoke.exchanges - beforeRevoke;
      // Each request the service answered 401 was sent again with the new token.
      const refused = afterRevoke.apiRequests - revoked.requests;
      rows.push(
        {
          figure,
          measure: `burst of 200 (50 at once) after the service revoked the token (${refused} answered 401 first): token exchanges`,
          value: revokeExchanges,
          target: '≤ 2',
          ok: revokeExchanges <= 2,
          gate: true,
        },
        {
          figure,
          measure: 'that burst: errors and non-2xx',
          value: errorCount(revoked) + non2xx(revoked),
          target: '= 0',
          ok: errorCount(revoked) + non2xx(revoked) === 0,
          gate: true,
        },
      );

      // Upstream faults, then recovery, sampling the proxy's RSS throughout.
      const faultSeconds = ci ? 6 : 30;
      const stopFaultRss = sampleRss(bank.ready.pid);
      await setFaults(FAULT_MIX);
      const faulted = await load(
        'upstream faults',
        proxied({
          duration: faultSeconds,
          connections: 16,
          timeout: ANSWER_BOUND_MS / 1000,
          checkBodies: true,
        }),
      );
      await setFaults(null);
      const faultRss = stopFaultRss();
      const faultStats = await sandboxStats();
      const recovery = await load('recovery', proxied({ duration: ci ? 3 : 8 }));
      const unanswered = errorCount(faulted) + faulted.notJson;
      const faultGrowth = rssGrowth(faultRss);
      rows.push(
        {
          figure,
          measure: `upstream faults (${faultStats.faults} injected: 5xx, resets, slow, hangs): requests that got no JSON answer`,
          value: unanswered,
          target: '= 0',
          ok: unanswered === 0 && faulted.requests > 0,
          gate: true,
        },
        {
          figure,
          measure: `upstream faults: slowest answer ms (${Object.entries(faulted.statuses)
            .map(([status, count]) => `${count}× ${status}`)
            .join(', ')})`,
          value: faulted.max,
          target: `≤ ${ANSWER_BOUND_MS}`,
          ok: faulted.max <= ANSWER_BOUND_MS,
          gate: true,
        },
        {
          figure,
          measure: 'upstream faults: RSS MB, 2nd → last quarter median',
          value: `${faultGrowth.q2.toFixed(0)} → ${faultGrowth.q4.toFixed(0)}`,
          target: `≤ +${RSS_GROWTH.ratio * 100} % + ${RSS_GROWTH.mb}`,
          ok: faultGrowth.ok,
          gate: true,
        },
        {
          figure,
          measure: `recovery after the faults: requests/s ${Math.round(recovery.rps)} (${((100 * recovery.rps) / rps('proxy')).toFixed(0)} % of before); errors and non-2xx`,
          value: errorCount(recovery) + non2xx(recovery),
          target: '= 0',
          ok: errorCount(recovery) + non2xx(recovery) === 0 && recovery.requests > 0,
          gate: true,
        },
      );

      // The long run: RSS must level off.
      const longSeconds = ci ? 20 : 120;
      const exchangesBefore = (await sandboxStats()).exchanges;
      const heap = () =>
        bank.child.ask<{ heapMb: number }>({ type: 'heap' }, 'heap').then((answer) => answer.heapMb);
      const heapBefore = await heap();
      const stopRss = sampleRss(bank.ready.pid);
      const long = await load(
        `long run ${longSeconds} s`,
        proxied({ duration: longSeconds, connections: 8 }),
      );
      const longRss = stopRss();
      const heapAfter = await heap();
      const longExchanges = (await sandboxStats()).exchanges - exchangesBefore;
      const growth = rssGrowth(longRss);
      // One exchange per renewal period, plus one of slack for a renewal on the edge of the run.
      const renewals = Math.ceil(longSeconds / (TOKEN_SECONDS - 1)) + 2;
      rows.push(
        {
          figure,
          measure: `long run ${longSeconds} s (${long.requests} requests): RSS MB, 2nd → last quarter median`,
          value: `${growth.q2.toFixed(0)} → ${growth.q4.toFixed(0)}`,
          target: `≤ +${RSS_GROWTH.ratio * 100} % + ${RSS_GROWTH.mb}`,
          ok: growth.ok,
          gate: true,
        },
        {
          figure,
          measure: 'long run: JS heap in use after a full GC, MB, before → after',
          value: `${heapBefore.toFixed(1)} → ${heapAfter.toFixed(1)}`,
          target: `≤ +${HEAP_GROWTH.ratio * 100} % + ${HEAP_GROWTH.mb}`,
          ok: heapAfter <= heapBefore * (1 + HEAP_GROWTH.ratio) + HEAP_GROWTH.mb,
          gate: true,
        },
        {
          figure,
          measure: 'long run: errors and non-2xx',
          value: errorCount(long) + non2xx(long),
          target: '= 0',
          ok: errorCount(long) + non2xx(long) === 0,
          gate: true,
        },
        {
          figure,
          measure: `long run: token exchanges (a ${TOKEN_SECONDS} s token renewed under load)`,
          value: longExchanges,
          target: `≤ ${renewals}`,
          ok: longExchanges <= renewals,
          gate: true,
        },
      );
      const bankErrors = await bank.child.ask<BankStats>({ type: 'stats' }, 'stats');
      log(`proxy: onError by kind over the whole run: ${JSON.stringify(bankErrors.errors)}`);
      return rows;
    } finally {
      for (const child of children) {
        child.process.removeAllListeners('exit');
        child.process.kill('SIGTERM');
      }
    }
  },
};
