#!/usr/bin/env bash
# `npm run test:pg`: the whole Playwright suite (API and browser, every project) on PostgreSQL.
# With E2E_DATABASE_URL it uses that database (its public schema is wiped: a throwaway one!).
# Without, it runs its own server: Debian's postgresql (installed with apt-get when missing and
# running as root), a fresh cluster in a mktemp directory owned by a non-root user, listening on
# 127.0.0.1 on a free port; stopped and removed afterwards, also on failure or Ctrl-C.
# Arguments go to `playwright test` (a spec file, --project, -g …); without, e2e/projects.sh runs
# every project in order, each whatever the others found.
set -euo pipefail
cd "$(dirname "$0")/.."

source e2e/ensure-debian.sh
node scripts/build-state.mjs # the suite serves the production build: build it when missing or stale

if [ -n "${E2E_DATABASE_URL:-}" ]; then
  echo "== end-to-end on PostgreSQL (E2E_DATABASE_URL)"
  exec bash e2e/projects.sh "$@"
fi

pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
PG_BIN="${PG_BIN:-$(pg_bin)}"
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "== installing Debian's postgresql (once per machine)"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    PG_BIN="$(pg_bin)"
  else
    echo "PostgreSQL is missing: run 'sudo apt-get install -y postgresql' (or set E2E_DATABASE_URL) and try again." >&2
    exit 1
  fi
fi

# PostgreSQL refuses to run as root: the cluster belongs to the package's `postgres` user then.
as_owner() { if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

WORK="$(mktemp -d)"
STARTED=0
cleanup() {
  if [ "$STARTED" = 1 ]; then as_owner "$PG_BIN/pg_ctl" -D "$WORK/data" -m fast -w stop >/dev/null || true; fi
  rm -rf "$WORK"
}
trap cleanup EXIT
trap 'exit 130' INT TERM
[ "$(id -u)" = "0" ] && chown postgres: "$WORK"

PORT="$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
PASSWORD="$(node -e 'console.log(require("crypto").randomBytes(18).toString("hex"))')"
as_owner sh -c "umask 077 && echo '$PASSWORD' > '$WORK/pw'"

echo "== PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT (data in $WORK)"
as_owner "$PG_BIN/initdb" -D "$WORK/data" -U manara --pwfile="$WORK/pw" --auth=scram-sha-256 -E UTF8 --locale=C.UTF-8 >/dev/null
# a throwaway cluster: durability settings off, for speed
STARTED=1
as_owner "$PG_BIN/pg_ctl" -D "$WORK/data" -l "$WORK/server.log" -w -t 60 start \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $WORK -c fsync=off -c synchronous_commit=off -c full_page_writes=off" >/dev/null ||
  { cat "$WORK/server.log" >&2; exit 1; }
PGPASSWORD="$PASSWORD" "$PG_BIN/createdb" -h 127.0.0.1 -p "$PORT" -U manara manara_test
SERVER_URL="postgres://manara:$PASSWORD@127.0.0.1:$PORT"

# every unit test that runs against a real database (one of the test/*database.ts helpers:
# the limiter's forced interleavings, the domain's rules, the clocks, the sweeps, the migrations) on
# this engine too, each file in a scratch database of its own; skipped when only some specs were asked for
if [ $# -eq 0 ]; then
  mapfile -t DB_TESTS < <(grep -rlE '@/test/[a-z-]*database' lib prisma scripts components --include='*.test.ts' | sort)
  echo "== database unit tests on PostgreSQL (${#DB_TESTS[@]} files)"
  TEST_PG_URL="$SERVER_URL/postgres" npx vitest run "${DB_TESTS[@]}"
fi

echo "== end-to-end on PostgreSQL"
E2E_DATABASE_URL="$SERVER_URL/manara_test" bash e2e/projects.sh "$@"
