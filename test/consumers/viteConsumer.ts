import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';
import { launchChromium, watchPage } from './browser.ts';
import { CONSUMER_PORTS } from './consumerApps.ts';
import { filesUnder, gzipSize, kB, run, type Started, start, waitForHttp } from './processes.ts';

/** What `sandbox.mjs` prints once the sandbox listens. */
export interface SandboxInfo {
  url: string;
  origin: string;
  token: string;
  organizationId: string;
  userId: string;
  activatableOffer: string;
}

/** Starts the installed `@offerkit/sandbox` Node server on 127.0.0.1 from an app's directory. */
export async function startSandbox(directory: string, port: number): Promise<[Started, SandboxInfo]> {
  const server = start('node', ['sandbox.mjs'], {
    cwd: directory,
    label: `sandbox server (port ${port})`,
    env: { OFFERKIT_SANDBOX_PORT: String(port) },
  });
  try {
    const line = await server.line((text) => text.startsWith('{'), 30_000);
    return [server, JSON.parse(line) as SandboxInfo];
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/**
 * The Vite consumer, for one React version: `tsc` (strict, library types checked), `vite build`, then the
 * built page in Chromium through `vite preview`, whose proxy stands in for the bank's backend route in front
 * of the sandbox. The offers appear, the stylesheet applies, an offer is activated, and the console stays
 * clean. Prints the app's JS size (gzip).
 */
export async function checkViteApp(
  name: 'viteReact19' | 'viteReact18',
  directory: string,
  expectedReact: string,
): Promise<void> {
  await run('node', ['node_modules/typescript/bin/tsc', '-p', '.'], {
    cwd: directory,
    label: `${name}: tsc`,
  });
  await run('node', ['node_modules/vite/bin/vite.js', 'build'], {
    cwd: directory,
    label: `${name}: vite build`,
  });
  const scripts = await filesUnder(join(directory, 'dist'), (file) => file.endsWith('.js'));
  const styles = await filesUnder(join(directory, 'dist'), (file) => file.endsWith('.css'));
  expect(scripts.length).toBeGreaterThan(0);
  expect(styles.length).toBeGreaterThan(0);
  const [jsSize, cssSize] = [await gzipSize(scripts), await gzipSize(styles)];
  process.stdout.write(`[consumers] ${name}: JS ${kB(jsSize)} gzip, CSS ${kB(cssSize)} gzip\n`);
  // The first view loads only what it draws: the detail dialog and the nearby view are chunks of their own,
  // which the page's entry script does not carry.
  const html = await readFile(join(directory, 'dist', 'index.html'), 'utf8');
  const entryName = /<script[^>]+src="\/?([^"]+\.js)"/.exec(html)?.[1];
  const entry = scripts.find((file) => entryName !== undefined && file.endsWith(entryName));
  expect(entry, `the entry script named by dist/index.html (${entryName})`).toBeDefined();
  const onDemand = scripts.filter((file) => file !== entry);
  const carrying = async (files: readonly string[], marker: string) =>
    (await Promise.all(files.map((file) => readFile(file, 'utf8')))).some((code) => code.includes(marker));
  for (const marker of ['ok-OfferDialog', 'ok-NearbyView']) {
    expect(await carrying([entry as string], marker), `${marker} in the entry chunk`).toBe(false);
    expect(await carrying(onDemand, marker), `${marker} in a chunk of its own`).toBe(true);
  }
  process.stdout.write(
    `[consumers] ${name}: entry ${kB(await gzipSize([entry as string]))} gzip, ${onDemand.length} on-demand chunk(s) ${kB(await gzipSize(onDemand))} gzip\n`,
  );

  const ports = CONSUMER_PORTS[name];
  const [sandbox, info] = await startSandbox(directory, ports.sandbox);
  const preview = start(
    'node',
    ['node_modules/vite/bin/vite.js', 'preview', '--host', '127.0.0.1', '--port', String(ports.web)],
    {
      cwd: directory,
      label: `${name}: vite preview`,
      env: {
        OFFERKIT_PREVIEW_PORT: String(ports.web),
        OFFERKIT_SANDBOX_ORIGIN: info.origin,
        OFFERKIT_SANDBOX_TOKEN: info.token,
      },
    },
  );
  const browser = await launchChromium().catch(async (error: unknown) => {
    await Promise.all([preview.stop(), sandbox.stop()]);
    throw error;
  });
  try {
    const pageUrl = `http://127.0.0.1:${ports.web}/`;
    await waitForHttp(pageUrl);
    const page = await browser.newPage();
    const report = watchPage(page);
    await page.goto(pageUrl);

    const list = page.getByRole('list', { name: 'Offers' });
    await list.getByRole('article').first().waitFor({ timeout: 30_000 });
    expect(await list.getByRole('article').count()).toBeGreaterThan(3);

    // The stylesheet is applied: its tokens and its layered component rules reach the page.
    const primary = await page
      .locator('.ok-OffersExperience')
      .evaluate((element) => getComputedStyle(element).getPropertyValue('--ok-color-primary').trim());
    expect(primary).not.toBe('');

    // Activate the sandbox's activatable offer from its detail dialog.
    const card = list.getByRole('article', { name: info.activatableOffer });
    await card.getByRole('button', { name: info.activatableOffer }).click();
    const dialog = page.getByRole('dialog', { name: info.activatableOffer });
    await dialog.getByRole('button', { name: 'Activate' }).click();
    await dialog.locator('.ok-OfferStatus').getByText('Activated').waitFor({ timeout: 20_000 });
    expect(await dialog.getByRole('button', { name: 'Activate' }).count()).toBe(0);
    expect(report.requests.some((request) => /^POST \/api\/rewards\/.*\/activate\b/.test(request))).toBe(
      true,
    );

    const installedReact = await run('node', ['-p', "require('react/package.json').version"], {
      cwd: directory,
      label: `${name}: react version`,
    });
    expect(installedReact.stdout.trim()).toBe(expectedReact);
    expect(report.problems).toEqual([]);
  } finally {
    await browser.close();
    await Promise.all([preview.stop(), sandbox.stop()]);
  }
}
