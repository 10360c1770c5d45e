#!/usr/bin/env bash
# npm start: installs what is missing, builds the default bundle (main × ID) and serves it with
# the sandbox gateway on the same origin. Options pass through, e.g. npm start -- --brand main --country PH
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
npm exec -- node scripts/start.ts "$@"
