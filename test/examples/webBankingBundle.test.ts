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

  it("loads none of the offers' code on the sign-in page, and the experience's on-demand views only when needed", async () => {
    type Chunk = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean };
    const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      Chunk
    >;
    /** The code a chunk loads before it runs: itself and its static imports, recursively. */
    const loadedWith = async (key: string): Promise<string> => {
      const seen = new Set<string>();
      const visit = (name: string) => {
        if (seen.has(name) || manifest[name] === undefined) return;
        seen.add(name);
        for (const imported of manifest[name]?.imports ?? []) visit(imported);
      };
      visit(key);
      const files = [...seen].map((name) => manifest[name]?.file as string);
      return (await Promise.all(files.map((file) => readFile(join(outDir, file), 'utf8')))).join('\n');
    };
    const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry === true) as string;
    // The entry starts the page's script (`src/startPage.tsx`) once the page is painted: both run on sign-in.
    const signIn = `${await loadedWith(entryKey)}\n${await loadedWith('src/startPage.tsx')}`;
    expect(signIn).toContain('/api/session');
    const offers = await loadedWith('src/OffersPage.tsx');
    const everything = (
      await Promise.all(
        Object.values(manifest).map((chunk) => readFile(join(outDir, chunk.file), 'utf8').catch(() => '')),
      )
    ).join('\n');
    // The sign-in page: no component of the experience.
    expect(signIn).not.toContain('ok-OffersExperience');
    expect(signIn).not.toContain('ok-OfferCard');
    // The offers page's first load: the experience and its cards, not the views it loads on demand (the
    // nearby search, the detail dialog), which are chunks of their own that the build still holds.
    expect(offers).toContain('ok-OffersExperience');
    expect(offers).toContain('ok-OfferCard');
    for (const onDemand of ['ok-NearbyView', 'ok-OfferDialog']) {
      expect(offers).not.toContain(onDemand);
      expect(everything).toContain(onDemand);
    }
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
