#!/usr/bin/env node
// The CLI's entry: everything else is in src/ (bundled into dist/bundle/ by `npm run build`).
import { main, streamOutput } from '../dist/bundle/main.js';

const io = {
  stdin: process.stdin,
  stdinIsTTY: process.stdin.isTTY === true,
  stdout: streamOutput(process.stdout),
  stderr: streamOutput(process.stderr),
  env: process.env,
  cwd: process.cwd(),
};
process.exitCode = await main(process.argv.slice(2), io);
