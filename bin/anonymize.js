#!/usr/bin/env node
// The CLI's entry: everything else is in src/ (bundled into dist/bundle/ by `npm run build`).
// A CommonJS file (bin/package.json), as is dist/bundle/start.cjs, which runs the CLI's script
// with V8's code cache: an ES module entry costs ~5 ms more at start (issue 20, docs/startup.md).
'use strict';
const { main, stdioOutput } = require('../dist/bundle/start.cjs');

// stdin is made when first read: `anonymize text "…"` never reads it (process.stdin loads
// Node's stream classes for its kind of file, ~2 ms).
const io = {
  get stdin() {
    return process.stdin;
  },
  get stdinIsTTY() {
    return process.stdin.isTTY === true;
  },
  // process.stdout and process.stderr are made when needed (stdioOutput: a first write goes to
  // the file descriptor): `anonymize text "…"` writes one line and never makes them (~3 ms).
  stdout: stdioOutput(1, () => process.stdout),
  stderr: stdioOutput(2, () => process.stderr),
  env: process.env,
  cwd: process.cwd(),
};
main(process.argv.slice(2), io).then((code) => {
  process.exitCode = code;
});
