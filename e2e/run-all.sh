#!/usr/bin/env bash
# `npm test`: lint, type check, unit tests, production build, then Playwright in Debian's Chromium
# against that build on a throwaway database. Fails on the first failing step; the end-to-end step
# runs all its projects before it fails (e2e/projects.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

source e2e/ensure-debian.sh

echo "== lint";        npm run lint
echo "== type check";  npx tsc --noEmit
echo "== unit tests";  npx vitest run
# tsc above checked the types: the build skips its own second check
echo "== build";       MANARA_TYPECHECKED=1 npx next build
echo "== end-to-end";  bash e2e/projects.sh "$@"
