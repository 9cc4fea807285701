# Sourced by e2e/run-all.sh and scripts/test-pg.sh: the HTML checker (vnu-jar, e2e/api/html-validity.spec.ts)
# runs on Java; installs Debian's headless runtime with apt-get when running as root, else says how.
if ! command -v java >/dev/null; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "== installing Debian's Java runtime for the HTML checker (once per machine)"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
  else
    echo "Java is missing: run 'sudo apt-get install -y default-jre-headless' and try again (the HTML checker needs it)." >&2
    exit 1
  fi
fi
