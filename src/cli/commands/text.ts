import { Readable } from 'node:stream';
import type { Command } from 'commander';
import { countFindings, createRedactor } from '../../engine/redactor.js';
import { StreamRedactor } from '../../engine/stream.js';
import type { Finding } from '../../engine/types.js';
import { InputError, UsageError } from '../../errors.js';
import type { IO } from '../io.js';
import { addRedactOptions, resolveSettings, type RedactFlags, type Settings } from '../options.js';
import { addRemoteOptions, resolveRemote, warnReadableToken, type RemoteFlags } from '../remote-options.js';
import { publicFinding, summarize, type Counts } from '../report.js';
import type { CommandContext } from '../main.js';

export function register(program: Command, ctx: CommandContext): void {
  addRemoteOptions(addRedactOptions(
    program
      .command('text')
      .argument('[text...]', 'the text to anonymize; omit or "-" to read stdin')
      .description('anonymize text given as arguments or piped on stdin; the result goes to stdout'),
  ))
    .addHelpText(
      'after',
      `
Examples:
  $ anonymize text "Mail jane.doe@example.com or call +1 415 555 0132"
  $ cat app.log | anonymize text > app.scrubbed.log
  $ anonymize text --style numbered --entities EMAIL_ADDRESS,PHONE_NUMBER - < notes.txt
  $ anonymize text --json "card 4012 8888 8888 1881"
  $ anonymize text --remote --url http://127.0.0.1:8080 "Mail jane.doe@example.com"`,
    )
    .action(async (words: string[], flags: RedactFlags & RemoteFlags) => {
      ctx.exitCode = await runText(words, flags, ctx.io);
    });
}

export async function runText(words: readonly string[], flags: RedactFlags & RemoteFlags, io: IO): Promise<number> {
  if (flags.showValues && !flags.json) throw new UsageError('--show-values only applies to --json output');
  const settings = await resolveSettings(flags, io);
  const remote = await resolveRemote(flags, io, settings.config, settings.configPath);
  await warnReadableToken(settings.config, settings.configPath, io);
  if (remote.enabled) {
    // Loaded only for --remote, so a local run starts without undici.
    const { runTextRemote } = await import('./text-remote.js');
    const outcome = await runTextRemote(words, flags, io, settings, remote);
    if (typeof outcome === 'number') return outcome;
    // --fallback-local: stdin was read already; the local run reads the same bytes again.
    if (outcome.stdin) return runTextLocal(words, flags, { ...io, stdin: Readable.from([outcome.stdin]) }, settings);
  }
  return runTextLocal(words, flags, io, settings);
}

async function runTextLocal(words: readonly string[], flags: RedactFlags, io: IO, settings: Settings): Promise<number> {
  const redactor = createRedactor(settings.redactor);
  const fromStdin = words.length === 0 || (words.length === 1 && words[0] === '-');
  let counts: Counts;
  if (!fromStdin) {
    const input = words.join(' ');
    const result = redactor.redact(input);
    counts = countFindings(result.findings);
    if (flags.json) {
      const body = { text: result.text, findings: result.findings.map((f) => publicFinding(f, input, !!flags.showValues)) };
      await io.stdout.write(`${JSON.stringify(body)}\n`);
    } else await io.stdout.write(`${result.text}\n`);
  } else {
    if (io.stdinIsTTY) throw new UsageError('no text given: pass it as an argument or pipe it on stdin (anonymize text --help)');
    counts = await streamStdin(redactor, flags, io);
  }
  if (!flags.quiet && io.stderr.isTTY) await io.stderr.write(`${summarize(counts)}\n`);
  return 0;
}

/**
 * Streams stdin to stdout in bounded memory (only counts are kept); with --json the result and
 * its findings are collected first, since one JSON document can't be emitted piecemeal.
 */
async function streamStdin(redactor: ReturnType<typeof createRedactor>, flags: RedactFlags, io: IO): Promise<Counts> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  const stream = new StreamRedactor(redactor);
  const counts: Counts = {};
  const findings: Finding[] = [];
  const source: string[] = [];
  const output: string[] = [];
  const emit = async (r: { text: string; findings: Finding[] }) => {
    countFindings(r.findings, counts);
    if (flags.json) {
      output.push(r.text);
      for (const f of r.findings) findings.push(f);
    } else if (r.text) await io.stdout.write(r.text);
  };
  const decode = (chunk?: Uint8Array) => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw new InputError('stdin', 'not valid UTF-8 text');
    }
  };
  for await (const chunk of io.stdin) {
    const text = decode(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Uint8Array));
    if (flags.showValues) source.push(text);
    await emit(stream.push(text));
  }
  const tail = decode();
  if (flags.showValues) source.push(tail);
  if (tail) await emit(stream.push(tail));
  await emit(stream.end());
  if (flags.json) {
    const input = flags.showValues ? source.join('') : undefined;
    const body = { text: output.join(''), findings: findings.map((f) => publicFinding(f, input, !!flags.showValues)) };
    await io.stdout.write(`${JSON.stringify(body)}\n`);
  }
  return counts;
}
