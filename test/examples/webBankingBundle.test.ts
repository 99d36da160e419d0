import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { SANDBOX_CLIENT_SECRET, SANDBOX_TOKEN, SANDBOX_WEBHOOK_KEY } from '@offerkit/sandbox';
import { buildWebBankingPage } from '../../examples/web-banking/server/buildWebBankingPage.ts';

/** Every file under `dir`, recursively. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? listFiles(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]),
    ),
  );
  return nested.flat();
}

/** `file: secret` for every secret found in any file under `dir`. */
async function findSecrets(dir: string, secrets: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const file of await listFiles(dir)) {
    const text = await readFile(file, 'latin1');
    for (const secret of secrets) if (text.includes(secret)) found.push(`${relative(dir, file)}: ${secret}`);
  }
  return found;
}

describe('the web-banking page bundle', () => {
  let outDir: string;
  const secrets = [SANDBOX_CLIENT_SECRET, SANDBOX_TOKEN, SANDBOX_WEBHOOK_KEY];

  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'offerkit-web-banking-'));
    await buildWebBankingPage({ outDir });
  }, 120_000);
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  it('is the whole page: index.html, a script and a stylesheet with the Offerkit components in them', async () => {
    const files = (await listFiles(outDir)).map((file) => relative(outDir, file));
    expect(files).toContain('index.html');
    const scripts = files.filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    expect(files.some((file) => file.endsWith('.css'))).toBe(true);
    const code = (await Promise.all(scripts.map((file) => readFile(join(outDir, file), 'utf8')))).join('\n');
    // The scan below reads real page code: the bank's routes and the components' class names are in it.
    expect(code).toContain('/api/session');
    expect(code).toContain('/signout');
    expect(code).toContain('ok-OffersExperience');
  });

  it("loads no Offerkit chunk on the sign-in page: the entry imports none, the offers page's chunk does", async () => {
    type Chunk = { file: string; imports?: string[]; isEntry?: boolean };
    const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      Chunk
    >;
    const files = (chunk: Chunk | undefined) =>
      (chunk?.imports ?? []).map((key) => manifest[key]?.file ?? key);
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry === true);
    expect(files(entry).filter((file) => file.includes('offerkit'))).toEqual([]);
    expect(files(manifest['src/OffersPage.tsx'])).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/offerkit-components-/),
        expect.stringMatching(/offerkit-data-/),
      ]),
    );
  });

  it('holds no client secret, no sandbox token and no webhook key in any emitted file', async () => {
    expect(await findSecrets(outDir, secrets)).toEqual([]);
  });

  it('the scan finds a secret planted in an emitted file (so an empty result means something)', async () => {
    const planted = join(outDir, 'assets', 'planted.js');
    await writeFile(planted, `const leaked = ${JSON.stringify(SANDBOX_CLIENT_SECRET)};`);
    try {
      expect(await findSecrets(outDir, secrets)).toEqual([`assets/planted.js: ${SANDBOX_CLIENT_SECRET}`]);
    } finally {
      await rm(planted);
    }
  });
});
