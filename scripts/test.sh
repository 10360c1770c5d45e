#!/usr/bin/env bash
# The whole test suite, exactly what CI runs (.ci/run): npm test
set -euo pipefail
cd "$(dirname "$0")/.."
export STORYBOOK_DISABLE_TELEMETRY=1
mkdir -p reports
started=$SECONDS
step() { printf '\n=== %s (%ss)\n' "$*" "$((SECONDS - started))"; }

step "dependencies"
bash scripts/ensure-deps.sh --browser

step "route tree (every page, for the type-checker)"
npm exec -- node scripts/gen-routes.ts

# The static checks are independent: they run side by side, and each one's output is printed
# whole, in order, once all have finished (the suite fails if any failed).
step "type-check, lint and format, architecture, translations (in parallel)"
checks_dir=$(mktemp -d)
check() {
  local name=$1
  shift
  (
    set +e
    "$@" >"$checks_dir/$name.log" 2>&1
    echo $? >"$checks_dir/$name.rc"
  ) &
}
check typecheck npm run -s typecheck
check biome npm exec -- biome ci --colors=off .
check architecture npm exec -- node scripts/check-architecture.ts
check translations npm run -s i18n:check
wait
checks_failed=0
for name in typecheck biome architecture translations; do
  rc=$(cat "$checks_dir/$name.rc")
  printf -- '--- %s (exit %s)\n' "$name" "$rc"
  cat "$checks_dir/$name.log"
  [ "$rc" = 0 ] || checks_failed=1
done
rm -rf "$checks_dir"
[ "$checks_failed" = 0 ] || { echo "static checks failed" >&2; exit 1; }

# Partner A's static Storybook (served by e2e/storybook-static.spec.ts) builds beside the build
# matrix and the bundle verification: it keeps about one core busy for ~50 s, which the
# verification (one core) leaves free, instead of holding up the end of the e2e stage.
step "build matrix, with partner A's static Storybook beside it"
storybook_dir=$(mktemp -d)
(
  set +e
  # it records the sandbox's answers of just the three screens the spec opens (all of them: ~1 min more)
  npm run -s storybook:build -- --brand partner-a --out-dir "$storybook_dir/partner-a" \
    --screens login,frame-owner,balance >"$storybook_dir/build.log" 2>&1
  echo $? >"$storybook_dir/build.rc"
) &
storybook_pid=$!
trap 'rm -rf "$storybook_dir"' EXIT
npm run -s build

step "bundle verification"
npm run -s verify:bundles

step "partner A's static Storybook"
wait "$storybook_pid"
cat "$storybook_dir/build.log"
[ "$(cat "$storybook_dir/build.rc")" = 0 ] || { echo "storybook:build for partner-a failed" >&2; exit 1; }

# After the build matrix: the bundle-verification tests reuse its partner-a × ID instead of
# building it again.
step "unit, component, contract and story tests (Vitest)"
VERIFY_BUNDLES_TEST_DIR=dist/partner-a/ID \
  npm exec -- vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json

step "end-to-end (Playwright on every bundle)"
STORYBOOK_STATIC_DIR="$storybook_dir/partner-a" PLAYWRIGHT_JSON_OUTPUT_NAME=reports/playwright.json \
  npm exec -- playwright test --reporter=list,json

step "summary"
npm exec -- node scripts/test-summary.ts reports/vitest.json reports/playwright.json
echo "total time: $((SECONDS - started)) s"
