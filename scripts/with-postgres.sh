#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL cluster from Debian's package:
# initdb in a temporary directory, a private port, DATABASE_URL exported, and
# the cluster stopped and removed afterwards whatever the command's outcome.
set -euo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
# A free port of its own unless PGTEST_PORT says one: a fixed default made two
# parallel runs (a bench and a test run) start on the same port and fail.
free_port() {
  for _ in $(seq 50); do
    p=$((20000 + RANDOM % 30000))
    (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null || { echo "$p"; return; }
  done
  echo 55432
}
port=${PGTEST_PORT:-$(free_port)}
dir=$(mktemp -d /tmp/genba-pg.XXXXXX)
as_pg() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" -eq 0 ] && chown postgres "$dir"
cleanup() { as_pg "$bin/pg_ctl" -D "$dir/data" -m fast stop >/dev/null 2>&1 || true; rm -rf "$dir"; }
trap cleanup EXIT
as_pg "$bin/initdb" -D "$dir/data" -U genba --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
as_pg "$bin/pg_ctl" -D "$dir/data" -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off" -l "$dir/log" -w start >/dev/null
as_pg "$bin/createdb" -h 127.0.0.1 -p "$port" -U genba genba_test
export DATABASE_URL="postgres://genba@127.0.0.1:$port/genba_test"
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') at $DATABASE_URL"
"$@"
