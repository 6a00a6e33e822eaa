#!/usr/bin/env bash
# Builds the packages in dependency order (each consumes the previous one's dist), then the web app.
set -euo pipefail
cd "$(dirname "$0")/.."
for w in @genba/validators @genba/api-client @genba/ui @genba/forms @genba/web; do
  npm run build -w "$w" --if-present --silent
done
