import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

// A tiny entry on runServerCli: `start` serves nothing and resolves, or rejects when asked to.
const ENTRY = `
import { runServerCli } from '@offerkit/sandbox/server';
runServerCli('probe', async () => {
  if (process.env.PROBE_FAIL === '1') throw new Error('port 1 is taken: pick another');
  const timer = setInterval(() => {}, 1000);
  process.stdout.write('ready\\n');
  setTimeout(() => process.stdout.write(\`listening \${process.listenerCount('SIGINT')}\\n\`), 50);
  return { close: async () => { clearInterval(timer); if (process.env.PROBE_CLOSE_FAIL === '1') throw new Error('stuck'); } };
});
`;

function runEntry(
  env: Record<string, string>,
  signal?: NodeJS.Signals,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@offerkit/source', '--input-type=module', '--eval', ENTRY],
    { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
    // The entry prints "listening" once runServerCli has installed its signal handlers.
    if (signal !== undefined && stdout.includes('listening')) child.kill(signal);
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

describe('runServerCli', () => {
  it('closes the servers and exits 0 on SIGINT and on SIGTERM', async () => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      const result = await runEntry({}, signal);
      expect(result.stdout).toBe('ready\nlistening 1\n');
      expect(result.code).toBe(0);
    }
  }, 30_000);

  it('exits 1 when closing fails', async () => {
    const result = await runEntry({ PROBE_CLOSE_FAIL: '1' }, 'SIGTERM');
    expect(result.code).toBe(1);
  }, 30_000);

  it('prints "{name}: {message}" and exits 1 when start rejects', async () => {
    const result = await runEntry({ PROBE_FAIL: '1' });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('probe: port 1 is taken: pick another\n');
  }, 30_000);
});
