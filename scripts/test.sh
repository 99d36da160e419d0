#!/usr/bin/env bash
# Every test: unit (node + jsdom), then the browser suites in Debian's Chromium, ending with the Playwright
# suites against a fresh Storybook build. There every story is opened, light and dark: its loaders, render
# and play function run, and any error Storybook reports or the page leaves uncaught fails it; it is
# screenshotted at two widths and run through axe. That is everything the story tests of Storybook's Vitest
# addon check (`pnpm test:storybook`: the same play functions, the same axe rules), so they are not run a
# second time here (they took 2.5 min of CI). Stops at the first failing stage.
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

stage 'storybook build'
pnpm exec storybook build --quiet

stage 'stories (play functions, uncaught errors, visual, accessibility) + guards in Chromium (playwright)'
node scripts/test-browser.mjs all --no-build

stage "all tests passed in ${SECONDS}s"
