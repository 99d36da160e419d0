import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import { WORKSPACE_ROOT } from './consumerApps.ts';
import { filesUnder, gzipSize, kB, run } from './processes.ts';

const { apps, unpacked } = inject('consumers');

it('Node SSR: renderToString of a card tree with a relative baseUrl, compiled with module nodenext', async () => {
  const directory = apps.nodeSsr;
  expect(directory.startsWith(WORKSPACE_ROOT)).toBe(false);
  await run('node', ['node_modules/typescript/bin/tsc', '-p', '.'], {
    cwd: directory,
    label: 'nodeSsr: tsc',
  });
  const { stdout } = await run('node', ['dist/render.js'], { cwd: directory, label: 'nodeSsr: render' });
  const { html, names } = JSON.parse(stdout) as { html: string; names: string[] };

  expect(names).toHaveLength(3);
  expect(html.match(/class="ok-OfferCard["\s]/g)).toHaveLength(3);
  for (const name of names) expect(html).toContain(name);
  expect(html).toMatch(/<button[^>]*>[^<]*(<[^>]+>)*[^<]*Activate/);

  // What this consumer loads from the packages (no bundler here): their built JS, gzip.
  const shipped = (
    await Promise.all(
      (['data', 'hooks', 'components'] as const).map((name) =>
        filesUnder(join(unpacked[name], 'dist'), (file) => file.endsWith('.js')),
      ),
    )
  ).flat();
  process.stdout.write(`[consumers] nodeSsr: @offerkit JS ${kB(await gzipSize(shipped))} gzip (unbundled)\n`);
});
