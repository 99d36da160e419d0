import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/**
 * The house rules of DESIGN.md, enforced by Biome's noRestrictedImports (biome.json overrides): imports run
 * components → hooks → data, server → data, sandbox → data; nothing in a package imports the sandbox; no
 * package reaches into another's files. Each fixture is linted with the repository's own biome.json in a
 * scratch copy of the layout, so the test proves the lint itself fails on a violation.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const biome = join(root, 'node_modules/.bin/biome');
const run = promisify(execFile);

interface Fixture {
  file: string;
  source: string;
  /** Substring of the expected diagnostic; `null` when the import is allowed. */
  refusal: string | null;
}

const fixtures: Fixture[] = [
  { file: 'packages/data/src/a.ts', source: "import { useState } from 'react';", refusal: 'React belongs' },
  { file: 'packages/data/src/b.ts', source: "import 'react-dom/client';", refusal: 'React belongs' },
  { file: 'packages/data/src/c.ts', source: "import '@offerkit/hooks';", refusal: 'React belongs' },
  { file: 'packages/hooks/src/a.ts', source: "import '@offerkit/components';", refusal: 'headless' },
  { file: 'packages/hooks/src/b.ts', source: "import '@offerkit/sandbox';", refusal: 'test double' },
  { file: 'packages/components/src/a.tsx', source: "import '@offerkit/sandbox';", refusal: 'test double' },
  { file: 'packages/components/src/b.tsx', source: "import '@offerkit/server';", refusal: 'backend' },
  { file: 'packages/server/src/a.ts', source: "import 'react';", refusal: 'React belongs' },
  { file: 'packages/server/src/b.ts', source: "import '@offerkit/sandbox';", refusal: 'test double' },
  { file: 'packages/sandbox/src/a.ts', source: "import '@offerkit/server';", refusal: 'backend' },
  { file: 'packages/hooks/src/e.ts', source: "import '@offerkit/data/backend';", refusal: 'server-only' },
  {
    file: 'packages/components/src/d.tsx',
    source: "import '@offerkit/data/backend';",
    refusal: 'server-only',
  },
  {
    file: 'packages/hooks/src/c.ts',
    source: "import '@offerkit/data/src/view/ctaView.ts';",
    refusal: 'public entry',
  },
  { file: 'packages/hooks/src/d.ts', source: "import '../../data/src/index.ts';", refusal: 'public entry' },
  {
    file: 'packages/components/src/internal/c.ts',
    source: "import '../../../hooks/src/internal/x.ts';",
    refusal: 'public entry',
  },
  {
    file: 'packages/server/src/c.ts',
    source: "import '@offerkit/data/dist/index.js';",
    refusal: 'public entry',
  },
  // Allowed: the public entries in the right direction, and a package's own relative files.
  {
    file: 'packages/components/src/ok.tsx',
    source: "import '@offerkit/hooks';\nimport 'react';",
    refusal: null,
  },
  {
    file: 'packages/hooks/src/ok.ts',
    source: "import '@offerkit/data';\nimport './useOffers.ts';",
    refusal: null,
  },
  {
    file: 'packages/server/src/ok.ts',
    source: "import '@offerkit/data';\nimport '@offerkit/data/backend';\nimport '../ok2.ts';",
    refusal: null,
  },
  { file: 'test/ok.ts', source: "import '@offerkit/sandbox';\nimport 'react';", refusal: null },
];

let scratch: string;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'offerkit-lint-'));
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
  // The scratch copy is no git checkout: lint every fixture file.
  delete config.vcs;
  delete config.$schema;
  config.files = { includes: ['**'] };
  writeFileSync(join(scratch, 'biome.json'), JSON.stringify(config));
  for (const { file, source } of fixtures) {
    mkdirSync(dirname(join(scratch, file)), { recursive: true });
    writeFileSync(join(scratch, file), `${source}\n`);
  }
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function lint(file: string): Promise<{ failed: boolean; output: string }> {
  try {
    const { stdout, stderr } = await run(biome, ['lint', '--only=style/noRestrictedImports', file], {
      cwd: scratch,
    });
    return { failed: false, output: stdout + stderr };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { failed: true, output: stdout + stderr };
  }
}

describe('import boundaries (biome.json noRestrictedImports)', () => {
  it.each(fixtures.filter((fixture) => fixture.refusal !== null))(
    'refuses $source in $file',
    async ({ file, refusal }) => {
      const { failed, output } = await lint(file);
      expect(failed).toBe(true);
      expect(output).toContain(refusal);
    },
  );

  it.each(fixtures.filter((fixture) => fixture.refusal === null))(
    'allows $source in $file',
    async ({ file }) => {
      const { failed, output } = await lint(file);
      expect(output).not.toContain('restricted');
      expect(failed).toBe(false);
    },
  );
});
