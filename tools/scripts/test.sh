#!/usr/bin/env bash
# `npm test`: every test — lint, typecheck, unit/component/API tests, Storybook stories and their visual snapshots in
# Chromium, the deploy artifacts, and e2e.
set -euo pipefail
cd "$(dirname "$0")/../.."
export NX_NO_CLOUD=true NX_DAEMON=false NX_TUI=false STORYBOOK_DISABLE_TELEMETRY=1
[ -f node_modules/.package-lock.json ] || npm install --no-audit --no-fund

# Each phase prints how long it took (CI must stay under 20 minutes).
phase() {
  local name=$1 start=$SECONDS
  shift
  "$@"
  echo "[npm test] $name: $((SECONDS - start)) s"
}

phase "lint, typecheck, unit/component/API tests" npx nx run-many -t lint typecheck test --outputStyle=static
phase "stories and visual snapshots" npx nx run-many -t test-storybook visual -p storybook --parallel=1 --outputStyle=static
phase "build and deploy artifacts" npx nx run-many -t build deploy --outputStyle=static
# e2e runs the product as `npm start` does by default: on the embedded database.
phase e2e env -u DATABASE_URL npx playwright test -c apps/e2e/playwright.config.ts
