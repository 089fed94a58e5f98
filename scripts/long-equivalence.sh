#!/bin/sh
# The long random-equivalence runs that `npm test` runs only in part (each test of `npm test`
# must stay well under its 30 s timeout on a busy 2-core machine). Run before changing a shared
# scan or a hand-written parser: every test file that reads ANONYMIZE_LONG_TESTS runs its full
# size here, with no per-test timeout to speak of.
set -e
cd "$(dirname "$0")/.."
ANONYMIZE_LONG_TESTS=1 npx vitest run --testTimeout=900000 $(grep -l ANONYMIZE_LONG_TESTS -r test) "$@"
