/**
 * The webhook pipeline under failure (`pnpm test:chaos`, run by `.ci/run`): two instances of the
 * web-banking example's server process (test/chaos/chaosInstance.ts) share one PostgreSQL webhook store;
 * an `@offerkit/sandbox` emits a few thousand signed earned-reward webhooks — approved, settled, rejected,
 * out of order, plus redeliveries of the same envelope id — and delivers each attempt alternately to one
 * instance and the other (a round-robin balancer that does not know which is down), with its retry policy
 * on. Meanwhile, at seeded random points: SIGKILL of an instance (restarted after a moment), several times;
 * one restart of PostgreSQL (a cluster of this test's own, scripts/chaos-postgres.sh, so no other test's
 * database restarts); one side effect (`onEvent`) that throws once; a few side effects slower than the
 * store's lease.
 *
 * Then it checks, and exits 1 on any miss:
 * - lost 0: every envelope id the sandbox emitted is marked processed in the store;
 * - every transaction's earned reward is stored once, with the final status (settled over approved in any
 *   order, rejected over both), and the proxy never shows a rejected one;
 * - every event's side effect ran at least once; each further run is explained (the injected throw, an
 *   instance killed before it marked the id done, the store failing after the side effect), and none ran
 *   while another run of the same id was still going (a lease must not expire under a running onEvent).
 *
 *   pnpm test:chaos [--transactions 1200] [--seconds 60] [--seed 27]
 *
 * PostgreSQL: started by scripts/chaos-postgres.sh (127.0.0.1:54339); without it the test fails.
 */
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startSandboxServer } from '@offerkit/sandbox/server';
import pg from 'pg';
import { build } from 'vite';
import { workspaceAliases } from '../../workspace-aliases.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const arg = (name: string, fallback: number): number => {
  const index = process.argv.indexOf(`--${name}`);
  const value = index < 0 ? fallback : Number(process.argv[index + 1]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} takes a positive number.`);
  return value;
};
const TRANSACTIONS = arg('transactions', 1200);
const SECONDS = arg('seconds', 60);
const SEED = arg('seed', 27);
const KILLS = 5;
const LEASE_MS = 3000;
// Longer than the lease and than the sandbox's timeout per attempt: a retry arrives while it still runs.
const SLOW_MS = 4 * LEASE_MS;
const DELIVERY = { maxAttempts: 25, baseDelayMs: 250, maxDelayMs: 4000, timeoutMs: 10_000 };
const CONCURRENT = 'ran concurrently: a second run started while the first was still running';
const LEASE_LAPSED =
  'the first run ended but its delivery had not marked the id done when the lease lapsed and another claimed it';
const say = (line: string) => process.stderr.write(`chaos: ${line}\n`);

// mulberry32: the same seed, the same run plan.
let state = SEED >>> 0;
function random(): number {
  state = (state + 0x6d2b79f5) | 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}
const between = (min: number, max: number) => min + random() * (max - min);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

type EventType = 'earnedRewardApproved' | 'earnedRewardSettled' | 'earnedRewardRejected';
const RANK: Record<EventType, number> = {
  earnedRewardApproved: 1,
  earnedRewardSettled: 2,
  earnedRewardRejected: 3,
};
const STATUS: Record<EventType, string> = {
  earnedRewardApproved: 'PENDING',
  earnedRewardSettled: 'SETTLED',
  earnedRewardRejected: 'REJECTED',
};
/** What happens to one purchase, in the order the service sends it (weights sum to 100). */
const SCENARIOS: { weight: number; events: EventType[] }[] = [
  { weight: 30, events: ['earnedRewardApproved', 'earnedRewardSettled'] },
  { weight: 20, events: ['earnedRewardSettled', 'earnedRewardApproved'] }, // out of order
  { weight: 15, events: ['earnedRewardApproved', 'earnedRewardRejected'] },
  { weight: 5, events: ['earnedRewardSettled', 'earnedRewardRejected'] },
  { weight: 5, events: ['earnedRewardRejected', 'earnedRewardApproved'] }, // out of order
  { weight: 10, events: ['earnedRewardSettled'] },
  { weight: 10, events: ['earnedRewardApproved'] },
  { weight: 5, events: ['earnedRewardRejected'] },
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<number> {
  // PostgreSQL of this test's own; no database, no test.
  let databaseUrl: string;
  try {
    const line = execFileSync('bash', ['scripts/chaos-postgres.sh', 'start'], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    })
      .trim()
      .split('\n')
      .pop();
    databaseUrl = line?.replace(/^OFFERKIT_TEST_POSTGRES=/, '') ?? '';
    if (!databaseUrl.startsWith('postgres://')) throw new Error(`it printed ${JSON.stringify(line)}`);
  } catch (error) {
    say(`FAILED: PostgreSQL could not be started (${(error as Error).message}); the chaos test needs it.`);
    return 1;
  }
  const schema = `chaos_${Date.now()}_${process.pid}`;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  pool.on('error', () => undefined); // idle connections die with the restart
  const dir = mkdtempSync(join(tmpdir(), 'offerkit-chaos-'));
  const journal = join(dir, 'journal.jsonl');
  writeFileSync(journal, '');
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>chaos</title>');
  say(`PostgreSQL ${databaseUrl.replace(/\/\/[^@]*@/, '//')}, schema ${schema}, files in ${dir}`);

  // The instance, bundled once for plain Node (a restart then takes a second, not a TypeScript loader's
  // several): next to node_modules, where it finds pg.
  const bundleDir = join(ROOT, 'node_modules/.cache/offerkit-chaos');
  await build({
    configFile: false,
    root: ROOT,
    mode: 'production',
    logLevel: 'warn',
    resolve: { alias: workspaceAliases },
    ssr: { noExternal: true, external: ['pg'] },
    build: {
      ssr: join(ROOT, 'test/chaos/chaosInstance.ts'),
      outDir: bundleDir,
      emptyOutDir: true,
      minify: false,
      sourcemap: false,
      reportCompressedSize: false,
      rolldownOptions: { output: { entryFileNames: '[name].mjs' } },
    },
  });
  const instanceScript = join(bundleDir, 'chaosInstance.mjs');

  // The instances: fixed ports so a restart comes back where the balancer sends.
  const ports = [await freePort(), await freePort()];
  interface Instance {
    name: string;
    port: number;
    child?: ChildProcess;
    up: boolean;
    starts: number;
  }
  const instances: Instance[] = ports.map((port, index) => ({
    name: index === 0 ? 'A' : 'B',
    port,
    up: false,
    starts: 0,
  }));

  let turn = 0;
  const served = await startSandboxServer({
    port: 0,
    webhookDelivery: DELIVERY,
    // The balancer: each attempt to the next instance in turn, up or not.
    webhookFetch: async (request) => {
      const target = instances[turn++ % instances.length] as Instance;
      const url = new URL(request.url);
      url.port = String(target.port);
      return fetch(url, {
        method: request.method,
        headers: request.headers,
        body: await request.text(),
        signal: request.signal,
      });
    },
  });
  const { sandbox } = served;
  const origin = new URL(served.url).origin;
  const users = [
    sandbox.newCustomerId,
    sandbox.lapsedCustomerId,
    ...Array.from({ length: 18 }, (_, n) => `chaos-user-${n + 1}`),
  ];

  // The plan: transactions, their events over the window, redeliveries, slow ones.
  interface Emit {
    at: number;
    user: string;
    transactionId: string;
    type: EventType;
    id?: string;
  }
  const emits: Emit[] = [];
  const expected = new Map<string, { user: string; transactionId: string; type: EventType }>();
  const finalType = new Map<string, EventType>();
  const windowMs = SECONDS * 1000;
  for (let n = 1; n <= TRANSACTIONS; n += 1) {
    const roll = random() * 100;
    let sum = 0;
    const scenario =
      SCENARIOS.find((candidate) => {
        sum += candidate.weight;
        return roll < sum;
      }) ?? (SCENARIOS[0] as (typeof SCENARIOS)[0]);
    const user = pick(users);
    const transactionId = `txn-${String(n).padStart(5, '0')}`;
    let at = between(0, windowMs * 0.9);
    for (const type of scenario.events) {
      emits.push({ at, user, transactionId, type });
      at += between(0, 3000);
    }
    const key = `${user}/${transactionId}`;
    finalType.set(
      key,
      scenario.events.reduce((a, b) => (RANK[b] > RANK[a] ? b : a)),
    );
  }
  emits.sort((a, b) => a.at - b.at);
  const redeliveries = emits
    .filter(() => random() < 0.15)
    .map((emit) => ({ emit, at: emit.at + between(200, 8000) }))
    .sort((a, b) => a.at - b.at);
  // Event ids are assigned in emission order: evt_000001, ...; pick by index.
  const slowIndexes = new Set([0.2, 0.5, 0.75].map((f) => Math.floor(f * emits.length)));
  // And each slow one is redelivered once its lease would have lapsed, while its first run still goes on.
  for (const index of slowIndexes) {
    const emit = emits[index] as Emit;
    redeliveries.push({ emit, at: emit.at + LEASE_MS + 1000 });
  }
  redeliveries.sort((a, b) => a.at - b.at);
  const throwIndex = Math.floor(between(0.3, 0.6) * emits.length);
  const idOf = (index: number) => `evt_${String(index + 1).padStart(6, '0')}`;
  // One kill at a random point of each of KILLS equal slices of the window (so they never bunch up).
  const slice = (0.8 * windowMs) / KILLS;
  const kills = Array.from({ length: KILLS }, (_, n) => 0.1 * windowMs + (n + between(0.1, 0.9)) * slice);
  const postgresRestartAt = between(0.35, 0.65) * windowMs;

  const env = {
    ...process.env,
    OFFERKIT_BASE_URL: served.url,
    OFFERKIT_ORGANIZATION_ID: sandbox.organizationId,
    OFFERKIT_TOKEN_URL: `${origin}${sandbox.oauth.tokenPath}`,
    OFFERKIT_CLIENT_ID: sandbox.oauth.clientId,
    OFFERKIT_CLIENT_SECRET: sandbox.oauth.clientSecret,
    OFFERKIT_WEBHOOK_KEY: sandbox.webhooks.key,
    WEB_BANKING_NEW_CUSTOMER_ID: sandbox.newCustomerId,
    WEB_BANKING_LAPSED_CUSTOMER_ID: sandbox.lapsedCustomerId,
    WEB_BANKING_PAGE_DIR: dir,
    WEB_BANKING_REGISTER_WEBHOOKS: 'false',
    OFFERKIT_WEBHOOK_STORE_URL: databaseUrl,
    OFFERKIT_WEBHOOK_STORE_SCHEMA: schema,
    OFFERKIT_WEBHOOK_LEASE_MS: String(LEASE_MS),
    CHAOS_JOURNAL: journal,
    CHAOS_THROW_EVENT: idOf(throwIndex),
    CHAOS_SLOW_EVENTS: [...slowIndexes].map(idOf).join(','),
    CHAOS_SLOW_MS: String(SLOW_MS),
  };
  const killed = new Map<number, number>(); // pid → kill time
  const startInstance = (instance: Instance): Promise<void> => {
    instance.starts += 1;
    const child = spawn(process.execPath, [instanceScript], {
      cwd: ROOT,
      env: { ...env, WEB_BANKING_PORT: String(instance.port), CHAOS_INSTANCE: instance.name },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    instance.child = child;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`instance ${instance.name} did not start within 60 s`)),
        60_000,
      );
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('ready ')) {
          clearTimeout(timer);
          instance.up = true;
          resolve();
        }
      });
      child.once('exit', (code, signal) => {
        if (instance.child === child) instance.up = false;
        clearTimeout(timer);
        if (!killed.has(child.pid ?? -1) && !stopping) {
          reject(new Error(`instance ${instance.name} exited by itself (${signal ?? code})`));
        }
      });
    });
  };
  let stopping = false;

  const failures: string[] = [];
  const counts = { kills: 0, restarts: 0, postgresRestarts: 0 };
  try {
    await Promise.all(instances.map(startInstance));
    for (const type of ['earnedRewardApproved', 'earnedRewardSettled', 'earnedRewardRejected']) {
      sandbox.webhooks.subscribe({ eventType: type, url: `http://127.0.0.1:${ports[0]}/webhooks/offerkit` });
    }
    say(
      `${TRANSACTIONS} transactions, ${emits.length} events and ${redeliveries.length} redeliveries over ${SECONDS} s; ` +
        `${KILLS} kills, 1 PostgreSQL restart, 1 throwing side effect (${idOf(throwIndex)}), ` +
        `${slowIndexes.size} side effects of ${SLOW_MS} ms (lease ${LEASE_MS} ms)`,
    );

    // The chaos, on its own timeline.
    const started = Date.now();
    const killing = (async () => {
      for (const at of kills) {
        await sleep(Math.max(0, started + at - Date.now()));
        const running = instances.filter((instance) => instance.up);
        if (running.length === 0) continue;
        const victim = pick(running);
        const pid = victim.child?.pid ?? -1;
        killed.set(pid, Date.now());
        victim.child?.kill('SIGKILL');
        counts.kills += 1;
        say(`SIGKILL ${victim.name} (pid ${pid}) at ${((Date.now() - started) / 1000).toFixed(1)} s`);
        await sleep(between(300, 1500));
        const restarting = Date.now();
        await startInstance(victim);
        counts.restarts += 1;
        say(`  ${victim.name} is back after ${((Date.now() - restarting) / 1000).toFixed(1)} s`);
      }
    })();
    const restartingPostgres = (async () => {
      await sleep(Math.max(0, started + postgresRestartAt - Date.now()));
      say(`restarting PostgreSQL at ${((Date.now() - started) / 1000).toFixed(1)} s`);
      // Asynchronously: deliveries go on (and fail) while it restarts.
      await promisify(execFile)('bash', ['scripts/chaos-postgres.sh', 'restart'], { cwd: ROOT });
      counts.postgresRestarts += 1;
    })();

    // The service's side: emit and redeliver on schedule.
    const emitting = (async () => {
      let next = 0;
      let nextRedelivery = 0;
      while (next < emits.length || nextRedelivery < redeliveries.length) {
        const now = Date.now() - started;
        while (next < emits.length && (emits[next] as Emit).at <= now) {
          const emit = emits[next] as Emit;
          const event = sandbox.webhooks.emit(emit.type, attributesOf(emit, origin), { userId: emit.user });
          emit.id = event.id;
          expected.set(event.id, emit);
          next += 1;
        }
        while (nextRedelivery < redeliveries.length) {
          const redelivery = redeliveries[nextRedelivery] as (typeof redeliveries)[0];
          if (redelivery.at > now || redelivery.emit.id === undefined) break;
          sandbox.webhooks.redeliver(redelivery.emit.id);
          nextRedelivery += 1;
        }
        await sleep(20);
      }
    })();
    await Promise.all([killing, restartingPostgres, emitting]);

    // Until every event was acknowledged once (or the retries ran out).
    const deadline = Date.now() + 180_000;
    const acknowledged = () =>
      new Set(sandbox.webhooks.deliveries.filter((d) => d.outcome === 'delivered').map((d) => d.eventId));
    const exhausted = () =>
      sandbox.webhooks.deliveries.some((d) => d.outcome === 'failed' && d.attempt >= DELIVERY.maxAttempts);
    while (acknowledged().size < expected.size && Date.now() < deadline) {
      if (exhausted() && sandbox.webhooks.deliveries.every((d) => d.outcome !== 'in-flight')) break;
      await sleep(500);
    }
    await sleep(DELIVERY.maxDelayMs + 1000); // redelivery chains still retrying settle as duplicates
    sandbox.webhooks.stop();
    await sandbox.webhooks.idle();
    say(`deliveries settled ${((Date.now() - started) / 1000).toFixed(1)} s after the start`);

    // The proxy never shows a rejected reward, and shows the others with their final status.
    const instanceA = instances[0] as Instance;
    if (!instanceA.up) await startInstance(instanceA);
    const shown = new Map<string, Map<string, string>>();
    for (const customer of [sandbox.newCustomerId, sandbox.lapsedCustomerId]) {
      shown.set(
        customer,
        await earnedRewardsShown(`http://127.0.0.1:${instanceA.port}`, customer, sandbox.organizationId),
      );
    }
    stopping = true;
    await Promise.all(
      instances.map(
        (instance) =>
          new Promise<void>((resolve) => {
            if (!instance.up || instance.child === undefined) return resolve();
            instance.child.once('exit', () => resolve());
            instance.child.kill('SIGTERM');
          }),
      ),
    );

    // The store.
    const done = await pool.query<{ event_id: string }>(
      `SELECT event_id FROM "${schema}".offerkit_webhook_deliveries WHERE done_at IS NOT NULL`,
    );
    const doneIds = new Set(done.rows.map((row) => row.event_id));
    const lost = [...expected.keys()].filter((id) => !doneIds.has(id));
    const rewards = await pool.query<{ user_id: string; transaction_id: string; status: string }>(
      `SELECT user_id, transaction_id, status FROM "${schema}".offerkit_earned_rewards`,
    );
    const stored = new Map<string, string[]>();
    for (const row of rewards.rows) {
      const key = `${row.user_id}/${row.transaction_id}`;
      stored.set(key, [...(stored.get(key) ?? []), row.status]);
    }
    let wrongStatus = 0;
    let missing = 0;
    let storedTwice = 0;
    for (const [key, type] of finalType) {
      const statuses = stored.get(key);
      if (statuses === undefined) missing += 1;
      else if (statuses.length > 1) storedTwice += 1;
      else if (statuses[0] !== STATUS[type]) {
        wrongStatus += 1;
        if (wrongStatus <= 5) say(`  ${key}: stored ${statuses[0]}, expected ${STATUS[type]}`);
      }
    }
    const extra = [...stored.keys()].filter((key) => !finalType.has(key)).length;
    let proxyWrong = 0;
    for (const [customer, entries] of shown) {
      for (const [key, type] of finalType) {
        if (!key.startsWith(`${customer}/`)) continue;
        const transactionId = key.slice(customer.length + 1);
        const want = type === 'earnedRewardRejected' ? undefined : STATUS[type];
        if (entries.get(transactionId) !== want) proxyWrong += 1;
      }
      for (const transactionId of entries.keys()) {
        if (!finalType.has(`${customer}/${transactionId}`)) proxyWrong += 1;
      }
    }
    const shownCount = [...shown.values()].reduce((sum, entries) => sum + entries.size, 0);

    // The side effects.
    const records = readFileSync(journal, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map(
        (line) => JSON.parse(line) as { kind: string; id: string; pid: number; t: number; instance: string },
      );
    const runs = new Map<string, { pid: number; start: number; end?: number; threw?: boolean }[]>();
    const storeFailed = records.filter((r) => r.kind === 'store-failed');
    for (const r of records) {
      if (r.kind === 'start') runs.set(r.id, [...(runs.get(r.id) ?? []), { pid: r.pid, start: r.t }]);
      else if (r.kind === 'end' || r.kind === 'throw') {
        const run = (runs.get(r.id) ?? []).find(
          (candidate) => candidate.pid === r.pid && candidate.end === undefined,
        );
        if (run !== undefined) {
          run.end = r.t;
          if (r.kind === 'throw') run.threw = true;
        }
      }
    }
    const causes: Record<string, number> = {};
    const unexplained: string[] = [];
    let neverRan = 0;
    for (const id of expected.keys()) {
      const list = (runs.get(id) ?? []).sort((a, b) => a.start - b.start);
      if (!list.some((run) => run.end !== undefined && !run.threw)) neverRan += 1;
      for (let index = 1; index < list.length; index += 1) {
        const previous = list[index - 1] as (typeof list)[0];
        const run = list[index] as (typeof list)[0];
        const killedAt = killed.get(previous.pid);
        let cause: string;
        if (previous.end === undefined || previous.end > run.start) {
          cause =
            killedAt !== undefined && killedAt <= run.start
              ? 'instance killed while onEvent ran'
              : CONCURRENT;
        } else if (previous.threw) cause = 'the injected onEvent failure (the service redelivered)';
        else if (storeFailed.some((r) => r.id === id && r.pid === previous.pid && r.t >= previous.start)) {
          cause = 'the store failed after onEvent (PostgreSQL restart): not marked done, redelivered';
        } else if (killedAt !== undefined && killedAt >= previous.start && killedAt <= previous.end + 2000) {
          cause = 'instance killed after onEvent, before the id was marked done';
        } else if (run.start - previous.start >= LEASE_MS) {
          cause = LEASE_LAPSED;
        } else {
          cause = 'unexplained';
          unexplained.push(id);
        }
        causes[cause] = (causes[cause] ?? 0) + 1;
      }
    }
    const totalRuns = [...runs.values()].reduce((sum, list) => sum + list.length, 0);
    const duplicates = Object.values(causes).reduce((a, b) => a + b, 0);
    const concurrent = causes[CONCURRENT] ?? 0;
    const lapsed = causes[LEASE_LAPSED] ?? 0;

    const deliveries = sandbox.webhooks.deliveries;
    const failedAttempts = deliveries.filter((d) => d.outcome === 'failed');
    const failureKinds: Record<string, number> = {};
    for (const d of failedAttempts) {
      const kind =
        d.status !== undefined
          ? `answered ${d.status}`
          : /abort|timeout/i.test(d.error ?? '')
            ? 'timed out'
            : 'no connection';
      failureKinds[kind] = (failureKinds[kind] ?? 0) + 1;
    }
    const threw = records.some((r) => r.kind === 'throw');
    const summary: [string, string | number][] = [
      ['transactions', TRANSACTIONS],
      ['events emitted (distinct envelope ids)', expected.size],
      ['redeliveries requested', redeliveries.length],
      ['deliveries (attempts sent)', deliveries.length],
      ['retries (attempts after a failed one)', deliveries.filter((d) => d.attempt > 1).length],
      [
        'failed attempts',
        `${failedAttempts.length} (${Object.entries(failureKinds)
          .map(([k, v]) => `${v} ${k}`)
          .join(', ')})`,
      ],
      ['kills (SIGKILL) / restarts', `${counts.kills} / ${counts.restarts}`],
      ['PostgreSQL restarts', counts.postgresRestarts],
      ['injected onEvent failure', threw ? 'thrown once' : 'NOT thrown'],
      ['onEvent runs', totalRuns],
      ['duplicates (runs beyond the first)', duplicates],
      ...Object.entries(causes).map(([cause, count]): [string, number] => [`  ${cause}`, count]),
      ['events whose onEvent never completed', neverRan],
      ['lost (emitted, not processed in the store)', lost.length],
      ['earned rewards stored / expected', `${rewards.rows.length} / ${finalType.size}`],
      [
        '  missing / stored twice / extra / wrong status',
        `${missing} / ${storedTwice} / ${extra} / ${wrongStatus}`,
      ],
      ['proxy (2 customers): shown / wrong or rejected shown', `${shownCount} / ${proxyWrong}`],
    ];
    const width = Math.max(...summary.map(([label]) => label.length));
    console.log(`\nwebhook chaos (seed ${SEED})\n`);
    for (const [label, value] of summary) console.log(`${label.padEnd(width)}  ${value}`);

    if (lost.length > 0) failures.push(`${lost.length} events lost (first: ${lost.slice(0, 5).join(', ')})`);
    if (missing + storedTwice + extra + wrongStatus > 0)
      failures.push('earned rewards not stored exactly once with their final status');
    if (proxyWrong > 0) failures.push('the proxy showed a wrong or rejected reward');
    if (neverRan > 0) failures.push(`${neverRan} events whose onEvent never completed`);
    if (concurrent > 0)
      failures.push(
        `${concurrent} onEvent runs started while another run of the same id was going (the lease expired under it)`,
      );
    if (lapsed > 0)
      failures.push(
        `${lapsed} onEvent runs after the lease of a delivery still being processed lapsed (it was not renewed)`,
      );
    if (unexplained.length > 0)
      failures.push(
        `${unexplained.length} unexplained duplicate runs (first: ${unexplained.slice(0, 5).join(', ')})`,
      );
    if (counts.kills < KILLS || counts.postgresRestarts !== 1 || !threw)
      failures.push('the chaos did not happen as planned');
  } catch (error) {
    failures.push(`the run broke off: ${(error as Error).stack ?? String(error)}`);
  } finally {
    stopping = true;
    for (const instance of instances) if (instance.up) instance.child?.kill('SIGKILL');
    sandbox.webhooks.stop();
    await served.close();
    await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).catch(() => undefined);
    await pool.end();
  }
  if (failures.length > 0) {
    console.log(`\nFAILED:\n- ${failures.join('\n- ')}`);
    return 1;
  }
  console.log('\nok: 0 lost, every reward stored once with its final status, every duplicate explained');
  return 0;
}

/** Attributes of an earned-reward event as the service sends them. */
function attributesOf(emit: { transactionId: string; type: EventType; user: string }, origin: string) {
  const base = {
    transactionId: emit.transactionId,
    transactionAmountInCents: 2500,
    transactionTimestamp: '2026-03-02T15:00:00.000Z',
  };
  if (emit.type === 'earnedRewardRejected') {
    return {
      ...base,
      message: 'The transaction matched an offer but does not earn a reward.',
      reason: 'SETTLEMENT_REJECTED',
    };
  }
  const settled = emit.type === 'earnedRewardSettled';
  const logo = `${origin}/assets/logos/ofr_chaos.svg?eventCode=IMPRESSION&medium=PUSH&userId=${encodeURIComponent(emit.user)}`;
  return {
    ...base,
    message: settled
      ? 'You earned $1.25 cash back at Chaos Coffee.'
      : 'Your cash back from Chaos Coffee is pending.',
    attributionUrl: logo,
    name: 'Chaos Coffee',
    userReward: { type: 'PERCENT', value: 5 },
    purchaseChannel: ['INSTORE'],
    assets: [{ url: logo, alt: 'Chaos Coffee logo', type: 'LOGO_IMAGE' }],
    categoryName: 'Dining',
    ...(settled ? { commissionEarned: { type: 'cents', value: 125 } } : {}),
  };
}

/** Signs in as `customer` on an instance and reads "Your rewards" through its proxy: transaction → status. */
async function earnedRewardsShown(
  base: string,
  customer: string,
  organizationId: string,
): Promise<Map<string, string>> {
  const signIn = await fetch(`${base}/signin`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ customer }),
    redirect: 'manual',
  });
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const response = await fetch(
    `${base}/api/rewards/v2/issuers/${organizationId}/users/${encodeURIComponent(customer)}/earned-rewards`,
    { headers: { cookie, accept: 'application/vnd.api+json' } },
  );
  if (!response.ok) throw new Error(`earned rewards of ${customer} through the proxy: ${response.status}`);
  const body = (await response.json()) as {
    data: { attributes: { transactionId: string; status: string } }[];
  };
  return new Map(body.data.map((entry) => [entry.attributes.transactionId, entry.attributes.status]));
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
