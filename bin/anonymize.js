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
// Node exits when nothing is left to wait for, even with main() unfinished: a promise that no
// handle will ever settle (a worker gone without a word, a stream that will never say more).
// That exit would be 0, with the output cut short and stdin unread (the writer then sees EPIPE):
// it is a failure, said on stderr.
let finished = false;
process.on('exit', () => {
  if (finished) return;
  process.exitCode = 1;
  require('node:fs').writeSync(2, 'anonymize: stopped before its work was done, with nothing left to wait for (an internal error)\n');
});
main(process.argv.slice(2), io).then(
  (code) => {
    finished = true;
    process.exitCode = code;
  },
  (error) => {
    finished = true;
    throw error;
  },
);
