import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

/**
 * `pnpm start` (Storybook's dev server) shows no onboarding checklist: neither the sidebar widget nor the
 * "Onboarding guide" entry of the settings menu (`features` in .storybook/main.ts). Both exist only in the
 * dev server, so this starts the exact command of the `start` script, on STORYBOOK_DEV_PORT instead of
 * 6006, opens the manager as a reviewer would, and stops the server afterwards.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const port = Number(process.env.STORYBOOK_DEV_PORT ?? 6106);
const base = `http://127.0.0.1:${port}`;

/** The `start` script's arguments after `storybook`, with its port replaced by {@link port}. */
function startArguments(): string[] {
  const { scripts } = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as {
    scripts: Record<string, string>;
  };
  const words = (scripts.start ?? '').split(/\s+/).filter(Boolean);
  const portFlag = words.indexOf('--port');
  if (words[0] !== 'storybook' || words[1] !== 'dev' || portFlag < 0) {
    throw new Error(
      `package.json "start" is "${scripts.start}"; this test expects "storybook dev ... --port N". Update it to match.`,
    );
  }
  words[portFlag + 1] = String(port);
  return words.slice(1);
}

let server: ChildProcess | undefined;
let output = '';

async function waitForServer(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server?.exitCode !== null && server?.exitCode !== undefined) {
      throw new Error(`storybook dev exited with code ${server.exitCode} before serving:\n${output}`);
    }
    try {
      if ((await fetch(`${base}/index.json`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(
    `storybook dev did not serve ${base}/index.json within ${timeoutMs / 1000} s (is port ${port} taken? set STORYBOOK_DEV_PORT):\n${output}`,
  );
}

test.describe.configure({ timeout: 300_000 });

test.beforeAll(async () => {
  // Its own process group, so stopping it also stops the Vite workers it starts.
  server = spawn('pnpm', ['exec', 'storybook', ...startArguments()], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  await waitForServer(240_000);
});

test.afterAll(() => {
  if (server?.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
});

test('pnpm start shows no onboarding checklist in the sidebar or the settings menu', async ({ page }) => {
  await page.goto(`${base}/?path=/story/components-ctabutton--primary`);
  // The sidebar has loaded the stories index (the checklist widget would render next to it).
  await expect(page.getByRole('button', { name: 'CtaButton' }).or(page.getByText('CtaButton'))).toBeVisible({
    timeout: 120_000,
  });
  const features = await page.evaluate(() => {
    const scope = window as unknown as { CONFIG_TYPE?: string; FEATURES?: Record<string, unknown> };
    return { configType: scope.CONFIG_TYPE, features: scope.FEATURES ?? {} };
  });
  // The checklist only exists in development mode: make sure that is what ran.
  expect(features.configType).toBe('DEVELOPMENT');
  expect(features.features).toMatchObject({
    sidebarOnboardingChecklist: false,
    menuOnboardingChecklist: false,
  });
  await expect(page.locator('#storybook-checklist-widget')).toHaveCount(0);

  await page.getByRole('switch', { name: 'Settings' }).click();
  const menu = page.getByRole('dialog');
  await expect(menu).toContainText('Keyboard shortcuts');
  await expect(menu).not.toContainText('Onboarding guide');
});
