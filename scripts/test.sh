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
# Two workers on two cores (Vitest's default is cores - 1): a story spends much of its time waiting
# on the browser, and eight page stories took 274 s with two workers against 389 s with one.
# The server's suite runs whole on PostgreSQL below; here only what depends on the engine runs on
# PGlite, `npm start`'s database (docs/adr/014-server-tests-per-engine.md): the database, auth (its
# session cache is PGlite's alone), attack and HTTP-edge tests. Routes, fuzz and contract tests
# (about 520 worker-seconds on PGlite) run on PostgreSQL only; the end-to-end flows use PGlite.
# The tests that spawn the real server run it on PGlite whatever DATABASE_URL says, so they run once, in
# the PostgreSQL stage below, where the end-to-end tests leave a core free (about 480 worker-seconds).
pglite_skips=()
for t in app/main db/lock attack/tokens attack/enumeration attack/devOutbox attack/oneWriter; do
  pglite_skips+=("--exclude=**/test/$t.test.ts")
done
for d in routes fuzz contract; do
  pglite_skips+=("--exclude=**/test/$d/**")
done
npx vitest run --maxWorkers=2 "${pglite_skips[@]}"
# The last two stages run side by side: the end-to-end flows spend much of their time waiting on
# one browser and one server, which leaves a core free for the server tests on a 2-core machine. The
# server tests' output is printed after the end-to-end tests'.
step "server tests against PostgreSQL, beside the end-to-end tests (Chromium, built app, real server)"
pg_log=$(mktemp /tmp/genba-pg-tests.XXXXXX.log)
bash scripts/with-postgres.sh npx vitest run --project server >"$pg_log" 2>&1 &
pg_pid=$!
trap 'kill "$pg_pid" 2>/dev/null || true' EXIT
e2e_status=0
npx playwright test -c tests/e2e/playwright.config.ts || e2e_status=$?
pg_status=0
wait "$pg_pid" || pg_status=$?
trap - EXIT
step "server tests against PostgreSQL: their output"
cat "$pg_log" && rm -f "$pg_log"
if [ "$pg_status" -ne 0 ] || [ "$e2e_status" -ne 0 ]; then
  echo "==> failed: server tests against PostgreSQL exit $pg_status, end-to-end tests exit $e2e_status"
  exit 1
fi
echo; echo "==> all tests passed in $(( $(date +%s) - t0 )) s"
