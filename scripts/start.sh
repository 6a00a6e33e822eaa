#!/usr/bin/env bash
# From a fresh clone: install, build, then serve the app and the API on one port.
# The server migrates and seeds an empty database (PGlite under ./data unless DATABASE_URL is set).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure.sh
bash scripts/build.sh
cd apps/server && exec node src/main.ts
