#!/usr/bin/env bash
# `npm test`: everything CI proves, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step says when it starts, so a slow run shows where its time went.
started=$SECONDS
step() { printf '\n== %s == (%d s in)\n' "$1" "$((SECONDS - started))"; }

step "lint";       npx eslint . --max-warnings 0
step "format";     npx prettier --check . --log-level warn
step "typecheck";  npx tsc --noEmit -p tsconfig.json
step "migrations"; node scripts/check-migrations.mjs
step "languages";  node scripts/check-i18n.mjs
step "unit + API tests (embedded database)"
npx vitest run
step "production build"; npx vite build --logLevel warn && node scripts/build-server.mjs
bash scripts/ensure-chromium.sh
step "browser end-to-end tests"; npx playwright test
printf '\n== done == (%d s)\n' "$((SECONDS - started))"
