# Sourced by e2e/run-all.sh and scripts/test-pg.sh: an OAI-PMH client this project did not write
# (Perl's HTTP::OAI, its `oai_pmh` command) harvests /oai in e2e/public/oai-harvester.spec.ts;
# installs Debian's package with apt-get when running as root, else says how.
if ! command -v oai_pmh >/dev/null; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "== installing Debian's OAI-PMH harvester (libhttp-oai-perl) for the interop test (once per machine)"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libhttp-oai-perl >/dev/null
  else
    echo "The OAI-PMH harvester is missing: run 'sudo apt-get install -y libhttp-oai-perl' and try again (the harvest test needs it)." >&2
    exit 1
  fi
fi
