import { type ChildProcess, spawn } from 'node:child_process';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface RunOptions {
  cwd?: string;
  /** What the command does, for error messages. */
  label: string;
  /** Added to the inherited environment. */
  env?: Record<string, string>;
  /** Milliseconds before the command is killed and the run fails. */
  timeoutMs?: number;
}

export interface RunResult {
  stdout: string;
  stderr: string;
}

const tail = (text: string, lines = 40) => text.trimEnd().split('\n').slice(-lines).join('\n');

/** Runs a command to completion; rejects with its exit code and the end of its output when it fails. */
export function run(command: string, args: readonly string[], options: RunOptions): Promise<RunResult> {
  const { cwd, label, env, timeoutMs = 540_000 } = options;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(
          `${label} took longer than ${timeoutMs / 1000} s and was stopped.\n${tail(stdout + stderr)}`,
        ),
      );
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(
        new Error(
          `${label}: could not start \`${command}\` (${error.message}); is it installed and on PATH?`,
        ),
      );
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve({ stdout, stderr });
      else
        reject(
          new Error(
            `${label} failed (${signal ?? `exit ${code}`}) in ${cwd ?? process.cwd()}:\n${tail(`${stdout}\n${stderr}`)}`,
          ),
        );
    });
  });
}

/** A long-running process (a server) started by {@link start}. */
export interface Started {
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves with the first stdout line that `match` accepts; rejects when the process exits first. */
  line(match: (line: string) => boolean, timeoutMs?: number): Promise<string>;
  /** Stops the process and its children (its own process group) and waits for it to exit. */
  stop(): Promise<void>;
}

/** Starts a server process in its own process group, so that stopping it also stops what it spawned. */
export function start(command: string, args: readonly string[], options: RunOptions): Started {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  let pending = '';
  const lineListeners = new Set<(line: string) => void>();
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) for (const listener of lineListeners) listener(line);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    output: () => output,
    line(match, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const done = () => {
          lineListeners.delete(listener);
          clearTimeout(timer);
        };
        const listener = (line: string) => {
          if (match(line)) {
            done();
            resolve(line);
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(
            new Error(`${options.label} printed no expected line in ${timeoutMs / 1000} s:\n${tail(output)}`),
          );
        }, timeoutMs);
        lineListeners.add(listener);
        exited.then(() => {
          done();
          reject(new Error(`${options.label} exited before it was ready:\n${tail(output)}`));
        });
      });
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return; // Already gone.
      }
      const killer = setTimeout(() => {
        try {
          if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Exited meanwhile.
        }
      }, 5_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

/** Waits until `url` answers (any status), or fails after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(5_000) });
      return;
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s (${String(lastError)}).`);
}

/** Every file under `directory` whose name passes `keep`, recursively. */
export async function filesUnder(directory: string, keep: (name: string) => boolean): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(path, keep)));
    else if (keep(entry.name)) found.push(path);
  }
  return found;
}

/** Sum of the gzip sizes of `files` (each compressed on its own, as a server sends them), in bytes. */
export async function gzipSize(files: readonly string[]): Promise<number> {
  let total = 0;
  for (const file of files) total += gzipSync(await readFile(file), { level: 9 }).length;
  return total;
}

/** `12.3 kB`. */
export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Whether a path exists. */
export async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
