#!/usr/bin/env bash
# npm run bench (issue 19): installs what is missing on a fresh clone (npm packages with Node 24,
# Debian's Chromium), then runs the benchmark. Options pass through, e.g. npm run bench -- --quick
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh --browser
npm exec -- node scripts/bench.ts "$@"
