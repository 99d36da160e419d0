import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SANDBOX_CLIENT_SECRET, SANDBOX_TOKEN, SANDBOX_WEBHOOK_KEY } from '@offerkit/sandbox';

const repository = fileURLToPath(new URL('../../', import.meta.url));

/** Resolves with everything the process printed once `marker` appears; rejects if it exits first. */
function waitForOutput(child: ChildProcess, marker: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(marker)) resolve(output);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`pnpm example exited (${code}) before "${marker}":\n${output}`)),
    );
  });
}

describe('pnpm example (the root script)', () => {
  let pageDir: string;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    pageDir = await mkdtemp(join(tmpdir(), 'offerkit-example-page-'));
  });
  afterAll(async () => {
    // If the test failed half-way: stop the example and anything it started (its own process group).
    if (child?.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    await rm(pageDir, { recursive: true, force: true });
  });

  it('builds the page, starts the sandbox and the bank, prints the URL and the sign-in choices, and stops on SIGTERM', async () => {
    // The root package.json's `example` script as pnpm runs it. It must run under Node with tsx as a loader,
    // not under the tsx CLI: that CLI relays SIGINT/SIGTERM through a 30 ms IPC handshake that a loaded
    // machine misses, and then signals again or kills the example with SIGKILL mid-shutdown.
    const { scripts } = JSON.parse(await readFile(join(repository, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.example).toMatch(/^node --import tsx /);
    const command = `exec ${scripts.example as string}`;
    child = spawn('sh', ['-c', command], {
      cwd: repository,
      env: {
        ...process.env,
        PATH: `${join(repository, 'node_modules', '.bin')}:${process.env.PATH}`,
        WEB_BANKING_PORT: '0',
        SANDBOX_PORT: '0',
        WEB_BANKING_PAGE_DIR: pageDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const output = await waitForOutput(child, 'Ctrl-C stops both.');
    expect(output).toContain('Building the web-banking page (vite build)…');
    expect(output).toContain(
      '- Alex Morgan: New customer: no offer activated yet (user id sandbox-offerkit-new-customer)',
    );
    expect(output).toContain('- Sam Rivera: Lapsed customer');
    expect(output).toContain('(user id sandbox-offerkit-lapsed-customer)');
    expect(output).toMatch(/Rewards service: the Offerkit sandbox at http:\/\/127\.0\.0\.1:\d+/);
    expect(output).toMatch(
      /Webhooks: earned rewards arrive signed at http:\/\/127\.0\.0\.1:\d+\/webhooks\/offerkit/,
    );
    // What the README's reward recipe needs: the organization id and the sandbox's public token (it opens
    // this local sandbox only).
    expect(output).toContain('    Organization id: org-sandbox\n');
    expect(output).toContain(`    Sandbox token:   ${SANDBOX_TOKEN} (`);
    // Secrets stay out of the console.
    expect(output).not.toContain(SANDBOX_CLIENT_SECRET);
    expect(output).not.toContain(SANDBOX_WEBHOOK_KEY);

    const url = /Open (http:\/\/127\.0\.0\.1:\d+) and sign in as:/.exec(output)?.[1];
    expect(url).toBeDefined();
    const page = await fetch(`${url}/`);
    expect(page.status).toBe(200);
    // The sign-in form is in the page itself (it works without JavaScript).
    expect(await page.text()).toMatch(/<form\b[^>]*action="\/signin"/);
    const signIn = await fetch(`${url}/signin`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: url as string, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'customer=sandbox-offerkit-new-customer',
    });
    expect(signIn.status).toBe(303);
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] as string;
    const offers = await fetch(
      `${url}/api/rewards/v2/issuers/org-sandbox/users/sandbox-offerkit-new-customer/offers?page%5Bsize%5D=1`,
      { headers: { cookie } },
    );
    expect(offers.status).toBe(200);
    expect(((await offers.json()) as { data: unknown[] }).data).toHaveLength(1);

    const exited = new Promise<number | null>((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    // Both servers are down.
    await expect(fetch(`${url}/`)).rejects.toThrow();
  }, 120_000);
});
