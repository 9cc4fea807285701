#!/usr/bin/env bash
# `npm test`: lint, type check, unit tests, production build, then Playwright in Debian's Chromium
# against that build on a throwaway database. Fails on the first failing step.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "== installing Debian's chromium (once per machine)"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium is missing: run 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH) and try again." >&2
    exit 1
  fi
fi

echo "== lint";        npx eslint . --max-warnings=0 && npx prettier --check . --log-level warn
echo "== type check";  npx tsc --noEmit
echo "== unit tests";  npx vitest run
echo "== build";       npx next build
echo "== end-to-end";  npx playwright test "$@"
