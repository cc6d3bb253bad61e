#!/usr/bin/env bash
# The browser tests need Debian's Chromium (Playwright's own download is not reachable here).
# Install it when we may (root with apt); otherwise stop and say how. Never skip the tests.
set -euo pipefail
chromium_bin="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_bin" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium is missing: installing Debian's chromium package..."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [ -x "$chromium_bin" ] && exit 0
fi
cat >&2 <<MSG
The browser tests need Chromium at $chromium_bin and it is not installed.
Install it with:   sudo apt-get update && sudo apt-get install -y chromium
(or set CHROMIUM_PATH to a Chromium/Chrome binary), then run npm test again.
MSG
exit 1
