import { defineConfig } from 'vitest/config';

/**
 * The consumer suite (`pnpm test:consumers`): the packed packages installed from their tarballs into apps
 * outside the workspace. Its own config, because it needs a build and npm installs (global setup) that the
 * unit projects must not wait for. The apps' work runs in child processes, so four files run at once.
 */
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['test/consumers/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/consumers/globalSetup.ts'],
    fileParallelism: true,
    maxWorkers: 4,
    // Generous limits: each app runs tsc, a bundler and a browser on two shared cores. The tests assert
    // outcomes; the stage's duration is printed and kept under six minutes on a quiet machine.
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
