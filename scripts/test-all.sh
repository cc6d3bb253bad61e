#!/usr/bin/env bash
# `npm test`: everything CI proves, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step says when it starts, so a slow run shows where its time went.
started=$SECONDS
step() { printf '\n== %s == (%d s in)\n' "$1" "$((SECONDS - started))"; }

# The static checks each use one core: two lanes side by side on a 2-core machine, about 40 s
# less than one after the other (2026-11-28: lint 36 s, types 38 s, format 26 s). The second
# lane's output is printed when it ends, after the first's.
lane_two_log=$(mktemp)
trap 'rm -f "$lane_two_log"; kill "${lane_two:-0}" 2>/dev/null || true' EXIT
(
  step "typecheck";  npx tsc --noEmit -p tsconfig.json
  step "migrations"; node scripts/check-migrations.mjs
  step "languages";  node scripts/check-i18n.mjs
) >"$lane_two_log" 2>&1 &
lane_two=$!
step "lint";   npx eslint . --max-warnings 0
step "format"; npx prettier --check . --log-level warn
lane_two_status=0
wait "$lane_two" || lane_two_status=$?
cat "$lane_two_log"
if [ "$lane_two_status" -ne 0 ]; then exit "$lane_two_status"; fi

step "unit + API tests (embedded database)"
npx vitest run
step "production build"; npx vite build --logLevel warn && node scripts/build-server.mjs
bash scripts/ensure-chromium.sh
step "browser end-to-end tests"; npx playwright test
printf '\n== done == (%d s)\n' "$((SECONDS - started))"
