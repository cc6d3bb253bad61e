#!/usr/bin/env bash
# The browser tests need Debian's Chromium (Playwright's own download is not reachable here):
# its headless shell, the browser without its windows, which is what Playwright itself runs
# headless (a sixth less processor time than the full browser on the same specs: 2026-11-28).
# Install it when we may (root with apt); otherwise stop and say how. Never skip the tests.
set -euo pipefail
chromium_bin="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
if [ -x "$chromium_bin" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium's headless shell is missing: installing Debian's chromium-headless-shell package..."
  apt-get update -qq &&
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null
  [ -x "$chromium_bin" ] && exit 0
fi
cat >&2 <<MSG
The browser tests need Chromium's headless shell at $chromium_bin and it is not installed.
Install it with:   sudo apt-get update && sudo apt-get install -y chromium-headless-shell
(or set CHROMIUM_PATH to a Chromium/Chrome binary), then run npm test again.
MSG
exit 1
