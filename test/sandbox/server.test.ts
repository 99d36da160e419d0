import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { SANDBOX_WEBHOOK_KEY } from '@offerkit/sandbox';
import { startSandboxServer } from '@offerkit/sandbox/server';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Starts `pnpm sandbox`'s command and resolves with its printed lines once all five are there. */
function startCli(
  args: string[],
  env: Record<string, string> = {},
): { child: ChildProcess; lines: Promise<Map<string, string>> } {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@offerkit/source', 'packages/sandbox/src/cli.ts', ...args],
    { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const lines = new Promise<Map<string, string>>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const entries = output
        .split('\n')
        .filter((line) => line.includes('='))
        .map(
          (line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as [string, string],
        );
      if (entries.length >= 5) resolve(new Map(entries));
    });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString('utf8');
    });
    child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}: ${errors}`)));
  });
  return { child, lines };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

describe('pnpm sandbox', () => {
  it('serves on 127.0.0.1 and prints baseUrl, organizationId, token and the two fixed user ids', async () => {
    const { child, lines } = startCli(['--port', '0']);
    try {
      const printed = await lines;
      expect([...printed.keys()]).toEqual([
        'baseUrl',
        'organizationId',
        'token',
        'tokenUrl',
        'clientId',
        'clientSecret',
        'webhookKey',
        'newCustomerId',
        'lapsedCustomerId',
      ]);
      expect(printed.get('webhookKey')).toBe(SANDBOX_WEBHOOK_KEY);
      const baseUrl = printed.get('baseUrl') ?? '';
      expect(baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const response = await fetch(
        `${baseUrl}/v2/issuers/${printed.get('organizationId')}/users/${printed.get('lapsedCustomerId')}`,
        { headers: { authorization: `Bearer ${printed.get('token')}` } },
      );
      expect(response.status).toBe(200);
    } finally {
      await stop(child);
    }
  }, 20_000);

  it('takes the port from PORT when --port is absent', async () => {
    const probe = await startSandboxServer({ port: 0 });
    const port = probe.port;
    await probe.close();
    const { child, lines } = startCli([], { PORT: String(port) });
    try {
      expect((await lines).get('baseUrl')).toBe(`http://127.0.0.1:${port}`);
    } finally {
      await stop(child);
    }
  }, 20_000);
});

describe('startSandboxServer', () => {
  it('listens on 127.0.0.1 only and refuses any other host', async () => {
    await expect(startSandboxServer({ host: '0.0.0.0' as '127.0.0.1', port: 0 })).rejects.toThrow(
      /127\.0\.0\.1 only/,
    );
    const server = await startSandboxServer({ port: 0, basePath: '/api' });
    try {
      expect(server.url).toBe(`http://127.0.0.1:${server.port}/api`);
      const response = await fetch(
        `${server.url}/v2/issuers/${server.sandbox.organizationId}/users/${server.sandbox.newCustomerId}`,
        {
          headers: { authorization: `Bearer ${server.sandbox.token}` },
        },
      );
      expect(response.status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('rejects when the port is taken', async () => {
    const first = await startSandboxServer({ port: 0 });
    try {
      await expect(startSandboxServer({ port: first.port })).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await first.close();
    }
  });
});
