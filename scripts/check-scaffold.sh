#!/usr/bin/env bash
# Proves `npm run new:aggregate` still makes a green aggregate: scaffolds one into a throw-away worktree of
# HEAD (sharing this checkout's node_modules), then type-checks, lints and runs the tests it wrote.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
dir=$(mktemp -d)/scaffold
git worktree add -q --detach "$dir" HEAD
trap 'git -C "$root" worktree remove --force "$dir"' EXIT
for modules in node_modules bff/node_modules web/node_modules; do
  [ -d "$root/$modules" ] && ln -s "$root/$modules" "$dir/$modules"
done
cd "$dir"
npm run --silent new:aggregate -- scaffold-checks --service portfolio --route messages
npx tsc -p tsconfig.check.json
npx tsc -p web/tsconfig.json --noEmit
npx eslint --max-warnings=0 services/portfolio/src/scaffold-checks bff/src/scaffold-checks web/src/features/scaffold-checks \
  services/portfolio/test/integration/scaffold-checks.int-spec.ts bff/test/integration/scaffold-checks.int-spec.ts
npx jest --selectProjects web integration -- scaffold-check
