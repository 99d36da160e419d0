import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { OUT_DIR } from './bundle.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The web-banking example running in a process of its own (its server beside the sandbox). */
export interface RunningExample {
  /** The bank's origin, `http://127.0.0.1:{port}`. */
  url: string;
  /** The user ids the example lets sign in, in its order (the new customer first). */
  customerIds: string[];
  /** Signs `customerId` in through the example's own form post and returns its session cookie (`name=value`). */
  signIn(customerId: string): Promise<string>;
  /** Stops the example (SIGTERM, then SIGKILL after 5 s). */
  stop(): Promise<void>;
}

/**
 * `pnpm example` as a bank would run it, in a child process: the page built in production mode (Vite,
 * into `bench/.out/web-banking/` unless it is up to date there), the sandbox and the bank's server on
 * 127.0.0.1. `WEB_BANKING_PORT` and `SANDBOX_PORT` fix their ports (any free one by default). Resolves once
 * the example printed its URL and customers.
 */
export async function startWebBankingExample(log: (line: string) => void): Promise<RunningExample> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@offerkit/source', 'examples/web-banking/server/runExample.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        WEB_BANKING_PORT: process.env.WEB_BANKING_PORT ?? '0',
        SANDBOX_PORT: process.env.SANDBOX_PORT ?? '0',
        WEB_BANKING_PAGE_DIR: `${OUT_DIR}web-banking`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stderr?.on('data', (chunk: Buffer) => log(`example: ${chunk.toString().trimEnd()}`));
  const printed = await readUntil(child, /Ctrl-C stops both/, 180_000);
  const url = /Open (http:\/\/127\.0\.0\.1:\d+)/.exec(printed)?.[1];
  const customerIds = [...printed.matchAll(/\(user id ([^)]+)\)/g)].map((match) => match[1] as string);
  if (url === undefined || customerIds.length === 0) {
    child.kill('SIGKILL');
    throw new Error(`The example did not print its URL and customers:\n${printed}`);
  }
  return {
    url,
    customerIds,
    signIn: (customerId) => signIn(url, customerId),
    stop: () => stop(child),
  };
}

async function signIn(url: string, customerId: string): Promise<string> {
  const response = await fetch(`${url}/signin`, {
    method: 'POST',
    // The example refuses form posts from any other origin (CSRF), as a browser sends them.
    headers: { origin: url, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ customer: customerId }),
    redirect: 'manual',
  });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('wb_session='));
  if (response.status !== 303 || cookie === undefined) {
    throw new Error(`Signing ${customerId} in answered ${response.status} without a session cookie.`);
  }
  return cookie.split(';')[0] as string;
}

function readUntil(child: ChildProcess, done: RegExp, ms: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The example did not start within ${ms / 1000} s:\n${text}`));
    }, ms);
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (done.test(text)) {
        clearTimeout(timer);
        resolve(text);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The example exited (${code}) before it was ready:\n${text}`));
    });
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}
