#!/usr/bin/env node
// `pnpm changeset …` runs this. @changesets/cli 3's own bin first calls `module.enableCompileCache()`, which
// Node 20 (the floor in `engines`) does not have, so it crashes before doing anything; the CLI itself runs
// on Node 20, so this imports it directly with the same arguments.
await import('@changesets/cli');
