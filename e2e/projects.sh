#!/usr/bin/env bash
# The Playwright suite as `npm test` and `npm run test:pg` run it: the projects one after another,
# each run whatever the ones before it found (the config's `dependencies` skip every later project
# when one test of `main` fails), on one server and database started here for all of them (the
# config's webServer would start a fresh one on a wiped database for each invocation, and the
# quiet project's whole-database checks are worth most on the database the others filled).
# Order: main (in parallel), public (its own PUBLIC_READING=1 server on the same database),
# rate-limit (fills 127.0.0.1's login counters), quiet (alone, once nothing else writes), scale
# (extra servers, one at a time). Exits non-zero when any failed.
# With arguments (a spec, --project, -g …) it is one `playwright test` with them instead.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -gt 0 ]; then exec npx playwright test "$@"; fi

URL="$(node -e 'import("./e2e/env.mjs").then((m) => console.log(`http://127.0.0.1:${m.E2E_PORT}/login`))')"
# its request log (a JSON line each) in a file, for e2e/failures.mjs to show what the server did
# while a failed test ran; its errors in the output, as Playwright's webServer shows them
mkdir -p test-results
node e2e/serve.mjs >test-results/server.log 2> >(sed -u 's/^/[WebServer] /' >&2) &
SERVER=$!
# SIGTERM: the server closes cleanly, however this script ends
trap 'kill "$SERVER" 2>/dev/null || true; wait "$SERVER" 2>/dev/null || true' EXIT
trap 'exit 130' INT TERM

up() { node -e 'fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))' "$URL"; }
for ((waited = 0; ; waited++)); do
  up && break
  if ! kill -0 "$SERVER" 2>/dev/null || [ "$waited" -ge 240 ]; then
    echo "the e2e server did not start on $URL" >&2
    exit 1
  fi
  sleep 1
done

# each project's reporter writes its tests here (e2e/durations-reporter.ts); e2e/failures.mjs reads them
rm -f test-results/durations-*.json
FAILED=()
# E2E_PROJECTS chooses some of them (in this order), e.g. "quiet scale"
for project in ${E2E_PROJECTS:-main public rate-limit quiet scale}; do
  echo "== end-to-end: $project"
  # --no-deps: the order is this loop's; E2E_SERVER=external: the config uses the server above;
  # an output folder each: an invocation empties its own, and the failures of the others stay
  E2E_SERVER=external npx playwright test --project="$project" --no-deps --output="test-results/$project" || FAILED+=("$project")
done
if [ ${#FAILED[@]} -gt 0 ]; then
  node e2e/failures.mjs || echo "(the failed tests could not be listed: see each project's report above)" >&2
  echo "== end-to-end failed in: ${FAILED[*]}" >&2
  exit 1
fi
