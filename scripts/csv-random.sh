#!/bin/sh
# Long run of the random CSV tests (test/formats/csv-random.test.ts): `scripts/csv-random.sh [cases]`
# (default 20,000; npm test runs 200). Seeded: a failure names its case and input, and reproduces.
CSV_RANDOM_CASES="${1:-20000}" exec npx vitest run test/formats/csv-random.test.ts --testTimeout=0
