#!/usr/bin/env bash
# From a fresh clone: install, build, then serve the app and the API on one port.
# The server migrates and seeds an empty database (PGlite under ./data unless DATABASE_URL is set),
# listens on 127.0.0.1 (HOST=0.0.0.0 to let other machines in) and, with NODE_ENV=production,
# refuses to start without its settings (README: Production).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure.sh
bash scripts/build.sh
# A 4 MB young generation: V8 would size it from the machine's memory (up to 64 MB per
# semi-space), which held ~100 MB more at rest for no measurable speed (scripts/bench-api.ts).
# WebAssembly (PGlite's PostgreSQL) runs on V8's baseline compiler only: optimising it held ~80 MB
# more at rest and cost more CPU than it saved over the first hundreds of requests (bench:talk).
# Node strips the server's TypeScript with a WebAssembly compiler it loads on the first .ts file and
# keeps for the life of the process (about 17 MB); with a compile cache, a restart reads the stripped
# code from the cache and never loads it.
export NODE_COMPILE_CACHE="${NODE_COMPILE_CACHE:-$PWD/node_modules/.cache/genba-server}"
# glibc's malloc, bounded (ADR 015; ignored by other C libraries; a value set outside wins):
# - each thread that allocates gets its own arena (up to 8 per core), and each keeps what its threads
#   freed: V8's compiler and GC threads and libuv's pool held 15-30 MB that way on PGlite under load
#   (/proc/<pid>/smaps, malloc_stats). Two arenas held 5-15 MB less.
# - a freed block above the mmap threshold raises the threshold (up to 32 MB), so later large temporary
#   blocks come from the main heap and leave holes in it that are never returned: it held 38-60 MB at
#   rest, about half of it free. A fixed 32 kB threshold maps those blocks and unmaps them when freed:
#   24-31 MB. Neither cost measurable CPU (bench:talk's CPU per send, bench:api's per read).
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-32768}"
cd apps/server && exec node --max-semi-space-size=4 --liftoff-only src/main.ts
