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

# Lint and typecheck the whole workspace at once (each project's targets, which affected CI runs, would re-read the
# libraries every importer shares: some 500 s of CPU instead of 90 on two cores).
# ESLint's module-boundary rule reads the project graph Nx caches; on a fresh clone there is none yet, and without it
# the rule is skipped (with a warning per file), so Nx computes it first.
# The commit messages after a fixed base (tools/scripts/commit-subjects.mjs) and import circles in apps/ and tools/
# (tools/scripts/import-cycles.mjs, a few seconds over TypeScript's own module resolution) are checked here too.
lint() {
  local rc=0
  node tools/scripts/commit-subjects.mjs || rc=1
  node tools/scripts/import-cycles.mjs || rc=1
  { npx nx show projects >/dev/null && npx eslint .; } || rc=1
  return $rc
}
# Lint and typecheck side by side: each is one process on one core. Each prints its own line; either failing fails.
phase lint lint &
lint_pid=$!
phase typecheck node tools/scripts/typecheck-all.mjs
wait $lint_pid
phase "unit/component/API tests" npx nx run-many -t test --outputStyle=static
# e2e runs the product as `npm start` does by default: on the embedded database, loaded from data/ on first start.
# The suites that read the whole dataset (the `test-full-dataset` targets: the fact suite, the famous names, the
# committed data's checks; openFullDataset in libs/db/src/testing.ts) load it into that same directory first, while
# the build and then the stories run, so it is loaded once; the e2e server starts once they are done and the build is
# (still beside the stories) and opens it as it is. The suites read no build, so they start before it (started after
# it, they ran alone for longer at the end of the stories; started first, beside lint and the unit tests, they slowed
# those by 210 s and saved 68 s of waiting: 150 s lost before e2e on a fresh clone). A server already answering on
# the port (a running `npm start`) is used as it is, as Playwright would; the suites then load their own copy in memory
# (that server holds the directory).
port=${E2E_PORT:-${PORT:-5184}}
answers() {
  node -e "fetch('http://localhost:$port/').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
}
server=
suites=
trap '[ -z "$suites" ] || kill -- -$suites 2>/dev/null; [ -z "$server" ] || kill $server 2>/dev/null; true' EXIT
mkdir -p dist
rm -f dist/.test-built
if answers; then shared=(); else shared=(FULL_DATASET_PGLITE="${TROPHY_DATA_DIR:-$PWD/.data/pglite}"); fi
suites_start=$SECONDS
# In a process group of their own, so that a phase failing stops them with their Vitest processes.
setsid env -u DATABASE_URL "${shared[@]}" npx nx run-many -t test-full-dataset --parallel=1 --outputStyle=static \
  >dist/full-dataset.log 2>&1 &
suites=$!
if [ ${#shared[@]} -gt 0 ]; then
  (
    while kill -0 "$suites" 2>/dev/null || [ ! -e dist/.test-built ]; do sleep 1; done
    exec env -u DATABASE_URL PORT="$port" LOG_LEVEL=warn node tools/scripts/start.mjs >dist/e2e-server.log 2>&1
  ) &
  server=$!
fi
full_dataset() {
  local rc=0
  wait "$suites" || rc=$?
  suites=
  cat dist/full-dataset.log
  echo "[npm test] full-dataset suites (with the dataset's load, beside the build and the stories): $((SECONDS - suites_start)) s"
  return $rc
}

phase "build and deploy artifacts" npx nx run-many -t build deploy --outputStyle=static
touch dist/.test-built

# The story tests and the static build with its visual snapshots run side by side: each alone leaves a core half idle
# (242 s one after the other, 118 s together).
phase "stories and visual snapshots" npx nx run-many -t test-storybook visual -p storybook --parallel=2 --outputStyle=static
phase "waiting for the full-dataset suites" full_dataset

wait_for_server() {
  for _ in $(seq 600); do
    answers && return 0
    [ -z "$server" ] || kill -0 "$server" 2>/dev/null || { cat dist/e2e-server.log; return 1; }
    sleep 1
  done
  return 1
}
phase "e2e server ready" wait_for_server
phase e2e env -u DATABASE_URL npx playwright test -c apps/e2e/playwright.config.ts
