#!/usr/bin/env bash
# The one test command (README "Run every test"; .ci/run calls it). On a fresh machine it first
# installs what the tests need: Debian's chromium for the browser tests and the npm packages.
# Then: type-check, lint and format, unit tests, content check, production build, build check,
# browser tests. Every stage runs even when an earlier one failed (except that the build check
# and the browser tests need the build); the summary starts with each stage's time; its last line is
# the total "N passed, N failed" over unit and browser tests, and the exit code is non-zero if
# anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$*"; }
failed_stages=()
# Each stage's wall time, "name seconds" a line, for the summary (the CI budget is per run).
stage_times=$(mktemp)
stage_started=$SECONDS
stage_name=""
# Starts timing the next stage; the previous one's time is written when the next begins.
stage() {
  if [ -n "$stage_name" ]; then echo "$stage_name $((SECONDS - stage_started))" >>"$stage_times"; fi
  stage_name=$1
  stage_started=$SECONDS
}

step "Installing what the tests need"
stage install
if ! command -v "${CHROMIUM_PATH:-/usr/bin/chromium}" >/dev/null 2>&1; then
  sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null \
    || { echo "Could not install Debian's chromium (apt-get install chromium)."; exit 1; }
fi
# node_modules is current when npm's own record of it is newer than the lock file. `npm install`,
# not `npm ci`: the registry these machines reach omits other platforms' optional binaries
# (@swc/core-darwin-arm64, ...), so the lock file cannot list them and `npm ci` refuses it.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund || { echo "npm install failed."; exit 1; }
fi

# Outside test-results/, which Playwright empties when it starts.
results_dir=$(mktemp -d)

step "Type-checking (tsc --noEmit)"
stage typecheck
npm run --silent typecheck || failed_stages+=("typecheck")

step "Lint and format (eslint, prettier --check)"
stage lint
npx eslint . || failed_stages+=("eslint")
npx prettier --check . >/dev/null || { npx prettier --list-different .; failed_stages+=("prettier"); }

step "Unit tests (vitest)"
stage unit
npx vitest run --reporter=default --reporter=json --outputFile="$results_dir/unit.json" || failed_stages+=("unit tests")

step "Content check (npm run check:content)"
stage "content check"
npm run --silent check:content -- --quiet || failed_stages+=("content check")

step "Production build (docusaurus build)"
stage build
if npm run --silent build; then
  step "Build check, every HTML file without a browser (npm run check:build)"
  stage "build check"
  npm run --silent check:build || failed_stages+=("build check")

  step "Browser tests (playwright, Debian chromium)"
  stage browser
  PLAYWRIGHT_JSON_OUTPUT_NAME="$results_dir/e2e.json" npx playwright test --reporter=list,json \
    || failed_stages+=("browser tests")
else
  failed_stages+=("build")
fi

stage ""
# Kept for `npm run bench:suite`, which projects these times for a larger site.
cp "$stage_times" .suite-times
step "Summary"
node scripts/test-summary.mjs "$results_dir" "$stage_times" "${failed_stages[@]}"
