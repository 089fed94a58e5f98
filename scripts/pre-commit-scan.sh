#!/usr/bin/env bash
# The pre-commit hook (.pre-commit-hooks.yaml, language: script): pre-commit runs this from its
# clone of this repository with the user's repository as the working directory and the staged
# files as arguments. The clone is installed and built once, on first use. (language: node
# would install the package with `npm pack`, whose `prepare` banner pre-commit mistakes for
# the tarball's name.)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ ! -f "$here/dist/bundle/main.js" ]; then
  echo "anonymize: installing the hook (once)..." >&2
  (cd "$here" && npm ci --no-audit --no-fund --loglevel=error >&2)
fi
exec node "$here/bin/anonymize.js" scan "$@"
