import { readFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import { AnonymizeError, ConfigError, InputError, OutputClosedError, RemoteError, UsageError } from '../errors.js';
import type { IO } from './io.js';
import { usageMessage } from './usage-messages.js';

/** Exit codes; documented in the README. This file is the only place errors become codes. */
export const EXIT = { ok: 0, failure: 1, usage: 2 } as const;

export interface CommandContext {
  io: IO;
  exitCode: number;
  /** The package's version (GET / and /health report it). */
  version: string;
}

/**
 * The commands, in the order of the help. Each module is imported only when its command may run:
 * `anonymize text …` loads the text command's code and the engine, not that of files, scan or
 * serve (formats, workers, the server), which is most of the start-up time saved (see
 * docs/startup.md; test/cli/startup.test.ts checks the module graph).
 */
type Register = (program: Command, ctx: CommandContext) => void;
const COMMANDS: Record<string, () => Promise<{ register: Register }>> = {
  text: () => import('./commands/text.js'),
  files: () => import('./commands/files.js'),
  scan: () => import('./commands/scan.js'),
  entities: () => import('./commands/entities.js'),
  status: () => import('./commands/status.js'),
  config: () => import('./commands/config.js'),
  serve: () => import('./commands/serve.js'),
  worker: () => import('./commands/worker.js'),
  license: () => import('./commands/license.js'),
};

/**
 * The commands to register for `argv`: only the one named first, when it is named first (as in
 * every run but `--help`, `--version`, a mistyped command or an option before the command);
 * otherwise all of them, for the help and commander's suggestions.
 */
async function commandsFor(argv: readonly string[]): Promise<Register[]> {
  const first = argv[0];
  const names = first !== undefined && Object.hasOwn(COMMANDS, first) ? [first] : Object.keys(COMMANDS);
  const modules = await Promise.all(names.map((name) => COMMANDS[name]!()));
  return modules.map((m) => m.register);
}

export const VERSION = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/**
 * Commander writes into buffers. Its error messages quote the user's arguments, so they are not
 * written here: `main` writes its own (usage-messages.ts) from the error's code.
 */
function output(out: string[], err: string[]) {
  return {
    writeOut: (s: string) => void out.push(s),
    writeErr: (s: string) => void err.push(s),
    outputError: () => undefined,
  };
}

function buildProgram(ctx: CommandContext, out: string[], err: string[], commands: readonly Register[]): Command {
  const program = new Command('anonymize')
    .description('Find sensitive data (PII and secrets) in text and documents and remove it.')
    .version(VERSION, '-V, --version')
    .exitOverride()
    .configureOutput(output(out, err))
    .showSuggestionAfterError(true)
    .addHelpText(
      'after',
      `
Examples:
  $ anonymize text "Call Jane at +1 415 555 0132 or jane.doe@example.com"
  $ cat app.log | anonymize text --style numbered > app.scrubbed.log
  $ anonymize files "exports/**/*.csv" --out-dir anonymized
  $ anonymize scan . --format sarif --output anonymize.sarif
  $ anonymize entities --json
  $ anonymize files "scans/*.pdf" --remote          # on the server of remote.url / ANONYMIZE_URL
  $ anonymize status JOB_ID --download clean.pdf
  $ anonymize config show
  $ anonymize serve --mode demo --port 8080

Exit codes: 0 success, 1 failure (an input could not be processed), 2 usage or configuration error.`,
    );
  for (const register of commands) register(program, ctx);
  const configure = (cmd: Command): void => {
    cmd.exitOverride().configureOutput(output(out, err));
    cmd.commands.forEach(configure);
  };
  program.commands.forEach(configure);
  return program;
}

/** One line, the important part last, no stack unless --debug. */
function describe(error: unknown, debug: boolean): { code: number; message: string } {
  // The reader of stdout went away (`| head`): it wanted no more, as for `cat`; exit 0, no message.
  if (error instanceof OutputClosedError) return { code: EXIT.ok, message: '' };
  if (error instanceof UsageError || error instanceof ConfigError) return { code: EXIT.usage, message: error.message };
  if (error instanceof InputError || error instanceof RemoteError || error instanceof AnonymizeError) {
    return { code: EXIT.failure, message: error.message };
  }
  const e = error as NodeJS.ErrnoException;
  if (e?.code === 'EPIPE') return { code: EXIT.ok, message: '' };
  const message = debug && e?.stack ? e.stack : `unexpected error: ${e?.message ?? String(error)} (run with --debug for details)`;
  return { code: EXIT.failure, message };
}

/** Runs the CLI against the given IO and returns the exit code. Never exits the process. */
export async function main(argv: readonly string[], io: IO): Promise<number> {
  const ctx: CommandContext = { io, exitCode: EXIT.ok, version: VERSION };
  const out: string[] = [];
  const err: string[] = [];
  const program = buildProgram(ctx, out, err, await commandsFor(argv));
  const debug = argv.includes('--debug');
  let code: number;
  try {
    if (argv.length === 0) {
      // A usage error: its help goes to stderr, stdout stays for results.
      program.outputHelp({ error: true });
      code = EXIT.usage;
    } else {
      await program.parseAsync([...argv], { from: 'user' });
      code = ctx.exitCode;
    }
  } catch (error) {
    if (error instanceof CommanderError) {
      const ok = ['commander.helpDisplayed', 'commander.version', 'commander.help'].includes(error.code);
      code = ok ? EXIT.ok : EXIT.usage;
      if (!ok) err.push(`anonymize: ${usageMessage(error, argv)}\n`);
    } else {
      const d = describe(error, debug);
      code = d.code;
      if (d.message) err.push(`anonymize: ${d.message}\n`);
    }
  }
  if (out.length) {
    try {
      await io.stdout.write(out.join(''));
    } catch (error) {
      // The help or the version on a full disk: a failure, said on stderr (a reader gone: quiet).
      const d = describe(error, debug);
      if (d.code !== EXIT.ok) code = d.code;
      if (d.message) err.push(`anonymize: ${d.message}\n`);
    }
  }
  // Nowhere left to say that stderr failed: the exit code says what happened.
  if (err.length) await io.stderr.write(err.join('')).catch(() => undefined);
  return code;
}
export { stdioOutput, streamOutput } from './io.js';
