#!/usr/bin/env bash
# Every test: unit (node + jsdom), then the browser suites in Debian's Chromium: each story as a test
# through Storybook's Vitest addon (play functions), and the Playwright visual-regression and
# accessibility suites against a fresh Storybook build. Stops at the first failing stage.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

stage() { printf '\n--- test: %s (%ss)\n' "$1" "$SECONDS"; }

if [ -z "${OFFERKIT_TEST_POSTGRES:-}" ]; then
  stage 'postgresql (for the webhook store tests)'
  if line="$(bash scripts/ensure-postgres.sh | tail -n 1)"; then
    export "$line"
  elif [ -n "${CI:-}" ]; then
    exit 1
  else
    echo 'test: no PostgreSQL; the PostgreSQL webhook-store tests will be skipped (see above).'
  fi
fi

stage 'unit (node, dom, dom-react18)'
pnpm exec vitest run --project node --project dom --project dom-react18

stage 'chromium'
bash scripts/ensure-chromium.sh

stage 'consumers: packed packages in fresh Vite (React 19, 18), Next.js and Node apps (pnpm test:consumers)'
pnpm test:consumers

stage 'hostile input in Chromium (vitest --project security-browser)'
pnpm exec vitest run --project security-browser

stage 'examples end to end in Chromium (playwright -c playwright.e2e.config.ts)'
pnpm exec playwright test -c playwright.e2e.config.ts

stage 'stories in Chromium (vitest --project storybook)'
pnpm exec vitest run --project storybook

stage 'storybook build'
pnpm exec storybook build --quiet

stage 'visual + accessibility (playwright)'
node scripts/test-browser.mjs all --no-build

stage "all tests passed in ${SECONDS}s"
