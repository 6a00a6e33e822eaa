#!/usr/bin/env bash
# Development: the API with reload on :3001 and Vite on :5173 (proxying /api to it).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure.sh
PORT=3001 npm run dev -w @genba/server &
trap 'kill 0' EXIT
npm run dev -w @genba/web
