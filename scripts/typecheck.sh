#!/usr/bin/env bash
# Type-checks every workspace (sources, tests and stories) without emitting.
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
for p in packages/validators packages/api-client packages/ui packages/forms apps/server apps/web .storybook tests; do
  [ -f "$p/tsconfig.json" ] || continue
  npx tsc -p "$p/tsconfig.json" || status=1
done
exit $status
