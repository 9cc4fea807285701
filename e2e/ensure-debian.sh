# Sourced by e2e/run-all.sh and scripts/test-pg.sh: the programs the suite runs that npm does not
# bring, each from Debian; a missing one is installed with apt-get when running as root, else the run
# stops and says how.
ensure_debian() { # <command or path> <package> <what needs it> [another way]
  command -v "$1" >/dev/null && return
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "== installing Debian's $2 for $3 (once per machine)"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$2" >/dev/null
  else
    echo "$1 is missing: run 'sudo apt-get install -y $2'${4:+ $4} and try again ($3 needs it)." >&2
    exit 1
  fi
}

# Playwright runs in Debian's Chromium, its headless shell (no browser download here); CHROMIUM_PATH
# names another one
ensure_debian "${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" chromium-headless-shell "Playwright" "(or set CHROMIUM_PATH)"
# and the desktop one, for the back/forward cache (the headless shell has none: e2e/ui/bfcache.spec.ts)
ensure_debian /usr/bin/chromium chromium "the back/forward cache test"
# the HTML checker (vnu-jar, e2e/api/html-validity.spec.ts) runs on Java
ensure_debian java default-jre-headless "the HTML checker"
# an OAI-PMH client this project did not write (Perl's HTTP::OAI, its `oai_pmh` command) harvests
# /oai in e2e/public/oai-harvester.spec.ts
ensure_debian oai_pmh libhttp-oai-perl "the OAI-PMH harvest test"
# the typeset PDF's text, fonts and pages are read by poppler's pdftotext, pdffonts and pdftoppm (e2e/api/article-pdf.spec.ts, e2e/ui/version-of-record.spec.ts)
ensure_debian pdftotext poppler-utils "the typeset PDF test"
# libxml2's xmllint validates the JATS files against the vendored DTD (e2e/api/jats.spec.ts, and
# the domain tests of the JATS file and the Crossref deposit)
ensure_debian xmllint libxml2-utils "the JATS and Crossref XML tests"
