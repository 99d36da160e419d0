import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repository = fileURLToPath(new URL('../../', import.meta.url));

/** `pid → {ppid, pgid, args}` of every process on the machine (Linux `ps`). */
function processTable(): Map<number, { ppid: number; pgid: number; args: string }> {
  const table = new Map<number, { ppid: number; pgid: number; args: string }>();
  const lines = execFileSync('ps', ['-A', '-o', 'pid=,ppid=,pgid=,args='], { encoding: 'utf8' }).split('\n');
  for (const line of lines) {
    const match = /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/.exec(line);
    if (match !== null) {
      table.set(Number(match[1]), {
        ppid: Number(match[2]),
        pgid: Number(match[3]),
        args: match[4] as string,
      });
    }
  }
  return table;
}

/** Every process below `root` (children, grandchildren…). */
function descendants(root: number): number[] {
  const table = processTable();
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [pid, { ppid }] of table) {
      if (ppid === parent) {
        found.push(pid);
        walk(pid);
      }
    }
  };
  walk(root);
  return found;
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Whether something accepts connections on 127.0.0.1:`port`. */
const listening = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

async function waitUntil(check: () => boolean | Promise<boolean>, what: string, ms = 60_000): Promise<void> {
  const giveUpAt = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > giveUpAt) throw new Error(`Timed out waiting until ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * `pnpm example` itself, through the real pnpm: pnpm runs the script in a process group of its own (the
 * terminal's foreground group when there is one) and watches it. What stops both servers is a signal that
 * reaches that group: the terminal's Ctrl-C, or SIGTERM / SIGHUP sent to pnpm (which relays them).
 */
describe('pnpm example, stopped through pnpm', () => {
  let pageDir: string;
  let pnpm: ChildProcess | undefined;
  let started: number[] = [];

  beforeAll(async () => {
    pageDir = await mkdtemp(join(tmpdir(), 'offerkit-example-pnpm-'));
  });
  afterEach(() => {
    // A failed test leaves nothing running: pnpm's group and everything it started.
    for (const pid of [...started, pnpm?.pid ?? 0]) if (pid > 0 && alive(pid)) process.kill(pid, 'SIGKILL');
  });
  afterAll(() => rm(pageDir, { recursive: true, force: true }));

  /** Starts `pnpm example` on free ports; resolves with the two ports once the banner is printed. */
  async function startExample(): Promise<{ bankPort: number; sandboxPort: number; output: () => string }> {
    let output = '';
    pnpm = spawn('pnpm', ['example'], {
      cwd: repository,
      env: { ...process.env, WEB_BANKING_PORT: '0', SANDBOX_PORT: '0', WEB_BANKING_PAGE_DIR: pageDir },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    pnpm.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    pnpm.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    await waitUntil(
      () => output.includes('Ctrl-C stops both.'),
      `pnpm example printed its banner:\n${output}`,
      120_000,
    );
    const bankPort = Number(/Open http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1]);
    const sandboxPort = Number(/the Offerkit sandbox at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1]);
    expect(await listening(bankPort)).toBe(true);
    expect(await listening(sandboxPort)).toBe(true);
    started = descendants(pnpm.pid as number);
    expect(started.length).toBeGreaterThan(0);
    return { bankPort, sandboxPort, output: () => output };
  }

  async function expectAllStopped(bankPort: number, sandboxPort: number): Promise<void> {
    await waitUntil(() => pnpm?.exitCode !== null || pnpm?.signalCode !== null, 'pnpm exited');
    await waitUntil(
      () => started.every((pid) => !alive(pid)),
      `no process pnpm started is left (${started})`,
    );
    expect(await listening(bankPort)).toBe(false);
    expect(await listening(sandboxPort)).toBe(false);
  }

  it("Ctrl-C in a terminal (SIGINT to the script's foreground process group) stops both servers and leaves no process", async () => {
    const { bankPort, sandboxPort, output } = await startExample();
    // The group pnpm put the script in (beside its watchdog's): what a terminal signals on Ctrl-C.
    const table = processTable();
    const scriptGroup = started
      .map((pid) => table.get(pid))
      .find((entry) => entry?.args.includes('runExample.ts'))?.pgid;
    expect(scriptGroup).toBeDefined();
    expect(scriptGroup).not.toBe(pnpm?.pid);
    process.kill(-(scriptGroup as number), 'SIGINT');
    await expectAllStopped(bankPort, sandboxPort);
    expect(output()).not.toMatch(/Error|ELIFECYCLE/);
  }, 180_000);

  it('SIGTERM to pnpm (a service manager, a container runtime) stops both servers and leaves no process', async () => {
    const { bankPort, sandboxPort } = await startExample();
    process.kill(pnpm?.pid as number, 'SIGTERM');
    await expectAllStopped(bankPort, sandboxPort);
  }, 180_000);
});
