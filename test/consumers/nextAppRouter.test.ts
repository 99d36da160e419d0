import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import { launchChromium, watchPage } from './browser.ts';
import { CONSUMER_PORTS, WORKSPACE_ROOT } from './consumerApps.ts';
import { filesUnder, gzipSize, kB, run, start, waitForHttp } from './processes.ts';
import { startSandbox } from './viteConsumer.ts';

const { apps } = inject('consumers');

/** Next must not reach the network: no telemetry (and the app loads no remote fonts or images). */
const NEXT_ENV = { NEXT_TELEMETRY_DISABLED: '1' };

it('Next.js App Router: next build passes; the page server-renders offers through the query options and hydrates without a warning', async () => {
  const directory = apps.nextAppRouter;
  expect(directory.startsWith(WORKSPACE_ROOT)).toBe(false);
  await run('node', ['node_modules/next/dist/bin/next', 'build'], {
    cwd: directory,
    label: 'nextAppRouter: next build',
    env: NEXT_ENV,
  });
  const chunks = await filesUnder(join(directory, '.next', 'static'), (file) => file.endsWith('.js'));
  expect(chunks.length).toBeGreaterThan(0);
  process.stdout.write(`[consumers] nextAppRouter: JS ${kB(await gzipSize(chunks))} gzip (.next/static)\n`);

  const ports = CONSUMER_PORTS.nextAppRouter;
  const [sandbox, info] = await startSandbox(directory, ports.sandbox);
  const next = start(
    'node',
    ['node_modules/next/dist/bin/next', 'start', '--hostname', '127.0.0.1', '--port', String(ports.web)],
    {
      cwd: directory,
      label: 'nextAppRouter: next start',
      env: {
        ...NEXT_ENV,
        OFFERKIT_SANDBOX_URL: info.url,
        OFFERKIT_SANDBOX_TOKEN: info.token,
        OFFERKIT_ORGANIZATION_ID: info.organizationId,
        OFFERKIT_USER_ID: info.userId,
      },
    },
  );
  try {
    const pageUrl = `http://127.0.0.1:${ports.web}/`;
    await waitForHttp(pageUrl);

    // Server-rendered: the offer cards are in the HTML before any script runs.
    const html = await (await fetch(pageUrl)).text();
    expect(html).toContain('ok-OfferCard');
    expect(html).toContain(info.activatableOffer);

    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const report = watchPage(page);
      await page.goto(pageUrl, { waitUntil: 'networkidle' });
      const list = page.getByRole('list', { name: 'Offers' });
      expect(await list.getByRole('article').count()).toBeGreaterThan(3);
      // Hydrated from the prefetched cache: the browser did not ask for the first page again (the list
      // may go on to load the next page, which carries a cursor).
      const firstPage = report.requests.filter(
        (request) => request.includes('/offers?') && !request.includes('page[after]'),
      );
      expect(firstPage).toEqual([]);

      // The hydrated list is live: activating goes through the app's own route to the sandbox.
      const card = list.getByRole('article', { name: info.activatableOffer });
      await card.getByRole('button', { name: 'Activate' }).click();
      await card.getByRole('button', { name: 'Activate' }).waitFor({ state: 'detached', timeout: 20_000 });
      expect(report.requests.some((request) => /^POST \/api\/rewards\/.*\/activate\b/.test(request))).toBe(
        true,
      );
      // No hydration mismatch (React reports it as a console error) and nothing else went wrong.
      expect(report.problems).toEqual([]);
    } finally {
      await browser.close();
    }
  } finally {
    await Promise.all([next.stop(), sandbox.stop()]);
  }
});
