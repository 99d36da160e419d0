/**
 * The load generator of the proxy figure (`bench/figures/proxy.ts`), in a process of its own: autocannon,
 * driven over the IPC channel of `child_process.fork`. `{type: 'run', id, load}` runs one load and
 * answers `{type: 'result', id, result}`: requests per second, latency percentiles, connection errors and
 * timeouts, answers by status, and — with `checkBodies` — the answers that were not a JSON document
 * (every proxy answer must be one, error answers included).
 */
import autocannon from 'autocannon';

export interface Load {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  connections: number;
  /** Seconds; or `amount` requests. */
  duration?: number;
  amount?: number;
  /** Seconds autocannon waits for an answer before it counts a timeout. */
  timeout: number;
  /** Parse every body as JSON and check the media type (costs CPU in this process). */
  checkBodies?: boolean;
}

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  statuses: Record<string, number>;
  /** Answers that were not JSON (`checkBodies` only). */
  notJson: number;
  seconds: number;
}

async function run(load: Load): Promise<LoadResult> {
  let notJson = 0;
  const onResponse = (_status: number, body: string, _context: unknown, headers: Record<string, string>) => {
    const type = headers['content-type'] ?? headers['Content-Type'] ?? '';
    try {
      if (!/^application\/(vnd\.api\+)?json\b/i.test(type)) throw new Error(type);
      JSON.parse(body);
    } catch {
      notJson += 1;
    }
  };
  const options: autocannon.Options = {
    url: load.url,
    method: load.method ?? 'GET',
    headers: load.headers ?? {},
    connections: load.connections,
    timeout: load.timeout,
  };
  if (load.amount !== undefined) options.amount = load.amount;
  else options.duration = load.duration ?? 5;
  if (load.checkBodies) {
    options.requests = [
      { method: load.method ?? 'GET', headers: load.headers ?? {}, onResponse } as autocannon.Request,
    ];
  }
  const result = await autocannon(options);
  const statuses: Record<string, number> = {};
  for (const [status, { count }] of Object.entries(result.statusCodeStats ?? {})) {
    statuses[status] = Number(count);
  }
  const requests = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  return {
    requests,
    rps: requests / Math.max(result.duration, 0.001),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
    notJson,
    seconds: result.duration,
  };
}

process.on('message', (message: { type: 'run'; id: number; load: Load }) => {
  if (message.type !== 'run') return;
  run(message.load).then(
    (result) => process.send?.({ type: 'result', id: message.id, result }),
    (error: unknown) => process.send?.({ type: 'result', id: message.id, error: String(error) }),
  );
});
process.on('disconnect', () => process.exit(0));
process.send?.({ type: 'ready' });
