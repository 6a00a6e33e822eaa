#!/usr/bin/env bash
# The one test command: installs what the tests need, then runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure.sh chromium postgresql
t0=$(date +%s)
step() { echo; echo "==> $1 ($(( $(date +%s) - t0 )) s)"; }

step "lint and format check"
npx biome ci .
step "typecheck"
bash scripts/typecheck.sh
step "build packages and the web app"
bash scripts/build.sh
step "first-load budgets (reads the build output)"
npm run budgets --silent
step "unit, component, story and server (PGlite) tests"
npx vitest run
step "server tests against PostgreSQL"
bash scripts/with-postgres.sh npx vitest run --project server
step "end-to-end tests (Chromium, built app, real server)"
npx playwright test -c tests/e2e/playwright.config.ts
echo; echo "==> all tests passed in $(( $(date +%s) - t0 )) s"
