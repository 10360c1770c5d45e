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

step "type-check"
npm run -s typecheck

step "lint and format"
npm exec -- biome ci --colors=off .

step "architecture (import direction, cycles)"
npm exec -- node scripts/check-architecture.ts

step "translations"
npm run -s i18n:check

step "unit, component, contract and story tests (Vitest)"
npm exec -- vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json

step "build matrix"
npm run -s build

step "bundle verification"
npm run -s verify:bundles

step "end-to-end (Playwright on every bundle)"
PLAYWRIGHT_JSON_OUTPUT_NAME=reports/playwright.json npm exec -- playwright test --reporter=list,json

step "summary"
npm exec -- node scripts/test-summary.ts reports/vitest.json reports/playwright.json
echo "total time: $((SECONDS - started)) s"
