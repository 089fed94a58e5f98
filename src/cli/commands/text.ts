import type { Command } from 'commander';
import { countFindings, createRedactor } from '../../engine/redactor.js';
import { DocumentMemory } from '../../engine/memory.js';
import { StreamRedactor } from '../../engine/stream.js';
import type { Finding } from '../../engine/types.js';
import { InputError, UsageError } from '../../errors.js';
import type { IO } from '../io.js';
import { addRedactOptions, resolveSettings, type RedactFlags } from '../options.js';
import { publicFinding, summarize, type Counts } from '../report.js';
import type { CommandContext } from '../main.js';

export function register(program: Command, ctx: CommandContext): void {
  addRedactOptions(
    program
      .command('text')
      .argument('[text...]', 'the text to anonymize; omit or "-" to read stdin')
      .description('anonymize text given as arguments or piped on stdin; the result goes to stdout'),
  )
    .addHelpText(
      'after',
      `
Examples:
  $ anonymize text "Mail jane.doe@example.com or call +1 415 555 0132"
  $ cat app.log | anonymize text > app.scrubbed.log
  $ anonymize text --style numbered --entities EMAIL_ADDRESS,PHONE_NUMBER - < notes.txt
  $ anonymize text --json "card 4012 8888 8888 1881"`,
    )
    .action(async (words: string[], flags: RedactFlags) => {
      ctx.exitCode = await runText(words, flags, ctx.io);
    });
}

export async function runText(words: readonly string[], flags: RedactFlags, io: IO): Promise<number> {
  if (flags.showValues && !flags.json) throw new UsageError('--show-values only applies to --json output');
  const settings = await resolveSettings(flags, io);
  const redactor = createRedactor(settings.redactor);
  const fromStdin = words.length === 0 || (words.length === 1 && words[0] === '-');
  let counts: Counts;
  if (!fromStdin) {
    const input = words.join(' ');
    // One memory for the text (engine/memory.ts): the first analysis is kept, the second only
    // adds what the memory finds (a defined short name, a name alone on another line).
    const memory = new DocumentMemory();
    redactor.recorder(memory).analyze(input);
    const result = redactor.forDocument(memory).redact(input);
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
