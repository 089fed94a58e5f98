#!/usr/bin/env node
import { main } from '../dist/cli/main.js';
import { streamOutput } from '../dist/cli/io.js';

const io = {
  stdin: process.stdin,
  stdinIsTTY: process.stdin.isTTY === true,
  stdout: streamOutput(process.stdout),
  stderr: streamOutput(process.stderr),
  env: process.env,
  cwd: process.cwd(),
};
process.exitCode = await main(process.argv.slice(2), io);
