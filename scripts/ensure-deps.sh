#!/usr/bin/env bash
# Installs what the project needs on a fresh machine: npm packages (including Node 24 from the
# `node` devDependency) and, when running as root, Debian's Chromium for Playwright.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ] || [ package.json -nt node_modules/.package-lock.json ]; then
  echo "Installing npm packages…"
  # npm ci cannot work against this registry (other platforms' optional binaries are missing): FACTS.md.
  npm install --no-audit --no-fund --loglevel=error
fi

node_version=$(npm exec --offline -- node --version)
case "$node_version" in
  v24.*) ;;
  *) echo "Expected Node 24 from the node devDependency, got $node_version (was its install script skipped?)." >&2; exit 1 ;;
esac

if [ "${1:-}" = "--browser" ] && ! command -v chromium >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then
    echo "Installing Debian Chromium…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium is missing: run 'sudo apt-get install -y chromium' (Playwright uses /usr/bin/chromium)." >&2
    exit 1
  fi
fi
