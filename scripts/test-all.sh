#!/usr/bin/env bash
# `npm test`: everything CI proves, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step says when it starts, so a slow run shows where its time went.
started=$SECONDS
step() { printf '\n== %s == (%d s in)\n' "$1" "$((SECONDS - started))"; }

# The static checks each keep one core busy: they run side by side, each into its own log,
# shown when it fails.
step "lint, format, types, migrations, languages (side by side)"
checks_dir=$(mktemp -d)
trap 'rm -rf "$checks_dir"' EXIT
check() {
  local name=$1
  shift
  ( "$@" >"$checks_dir/$name.log" 2>&1 && echo ok >"$checks_dir/$name.status" ) &
}
check lint       npx eslint . --max-warnings 0
check format     npx prettier --check . --log-level warn
check typecheck  npx tsc --noEmit -p tsconfig.json
check migrations node scripts/check-migrations.mjs
check languages  node scripts/check-i18n.mjs
wait
failed=0
for name in lint format typecheck migrations languages; do
  if [ -f "$checks_dir/$name.status" ]; then
    printf '%s: ok\n' "$name"
  else
    printf '\n%s FAILED:\n' "$name"
    cat "$checks_dir/$name.log"
    failed=1
  fi
done
[ "$failed" -eq 0 ] || exit 1
step "unit + API tests (embedded database)"
npx vitest run
step "production build"; npx vite build --logLevel warn && node scripts/build-server.mjs
bash scripts/ensure-chromium.sh
step "browser end-to-end tests"; npx playwright test
printf '\n== done == (%d s)\n' "$((SECONDS - started))"
