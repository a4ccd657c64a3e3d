#!/usr/bin/env bash
# `bash scripts/data-floor/build.sh DIR` (from the project root): the floor of a page whose largest
# element is drawn from an API answer. It is ../shared/floor's trivial page (one heading, one
# paragraph) with its client part replaced by one that asks QueryAnncList when its chunk evaluates
# and draws the ten announcements once the page has hydrated: what React and Next cost such a page
# before anything of ours. Served through the sandbox, which answers the call:
#   npm run lighthouse -- --runs 3 --nginx --preset mobile --page list --floor DIR/out
set -euo pipefail
dir=${1:?usage: bash scripts/data-floor/build.sh DIR}
project=$(pwd)
floor="$project/../shared/floor"
[ -f "$floor/build.sh" ] || { echo "data-floor: $floor/build.sh is missing (run from the project root, ../shared beside)" >&2; exit 1; }
source=$(mktemp -d)
trap 'rm -rf "$source"' EXIT
cp -r "$floor/." "$source/"
cp "$project/scripts/data-floor/hello.tsx.template" "$source/app/hello.tsx"
bash "$source/build.sh" "$dir"
