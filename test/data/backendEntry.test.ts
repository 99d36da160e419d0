import { fileURLToPath } from 'node:url';
import * as data from '@offerkit/data';
import * as backend from '@offerkit/data/backend';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * `@offerkit/data/backend` holds the contract code only an issuer's backend runs, so the browser entry
 * `@offerkit/data` — everything hooks, components and a bank's page import — never ships it.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BACKEND_ONLY = {
  checkHistoricalRecord: 'decode/checkHistoricalRecord.ts',
  decodeWebhookEnvelope: 'decode/decodeWebhookEnvelope.ts',
  buildIssuerUrl: 'request/buildIssuerUrl.ts',
  buildServiceUrl: 'request/buildServiceUrl.ts',
  createTransport: 'client/createTransport.ts',
  errorTitle: 'errors/errorTitle.ts',
  KNOWN_CATEGORY_NAMES: 'types/category.ts',
} as const;
const BACKEND_CONSTANTS = [
  'MAX_UPLOAD_URLS_PER_REQUEST',
  'MAX_USERS_PER_CREATE',
  'UPLOAD_URL_VALIDITY_SECONDS',
];

/** The data source files that put bytes into a minified browser bundle of `entry`. */
async function bundledDataFiles(entry: string): Promise<string[]> {
  const result = await build({
    stdin: { contents: entry, resolveDir: ROOT, loader: 'ts', sourcefile: 'app.ts' },
    absWorkingDir: ROOT,
    bundle: true,
    write: false,
    metafile: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    tsconfigRaw: '{}',
    alias: {
      '@offerkit/data/backend': `${ROOT}packages/data/src/backend.ts`,
      '@offerkit/data': `${ROOT}packages/data/src/index.ts`,
    },
    external: ['valibot'],
    logLevel: 'silent',
  });
  const [output] = Object.values(result.metafile.outputs);
  if (output === undefined) throw new Error('esbuild wrote no output for the data bundle');
  return Object.entries(output.inputs)
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([path]) => path.replace(/^.*packages\/data\/src\//, ''));
}

describe('@offerkit/data/backend', () => {
  it('exports the server-only contract code, which the browser entry no longer names', () => {
    for (const name of [...Object.keys(BACKEND_ONLY), ...BACKEND_CONSTANTS]) {
      expect(backend, `backend entry lacks ${name}`).toHaveProperty(name);
      expect(data, `browser entry still names ${name}`).not.toHaveProperty(name);
    }
    expect(backend.MAX_UPLOAD_URLS_PER_REQUEST).toBe(10);
    expect(backend.MAX_USERS_PER_CREATE).toBe(100);
    expect(backend.UPLOAD_URL_VALIDITY_SECONDS).toBe(900);
  });

  it('keeps every server-only module out of a bundle of the whole browser entry', async () => {
    const files = await bundledDataFiles("import * as data from '@offerkit/data'; console.log(data);");
    expect(files).toContain('client/createRewardsClient.ts');
    for (const file of Object.values(BACKEND_ONLY)) expect(files).not.toContain(file);
  });

  it('ships those modules when the backend entry is imported (the check above can fail)', async () => {
    const files = await bundledDataFiles(
      "import * as backend from '@offerkit/data/backend'; console.log(backend);",
    );
    for (const file of Object.values(BACKEND_ONLY)) expect(files).toContain(file);
  });
});
