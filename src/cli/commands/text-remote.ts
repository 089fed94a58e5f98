import { UsageError, InputError, RemoteError } from '../../errors.js';
import { RemoteClient } from '../../remote/client.js';
import type { IO } from '../io.js';
import type { RedactFlags, Settings } from '../options.js';
import { LOCAL_ONLY_REDACT_FLAGS, remoteLog, rejectLocalOnly, requireServer, warnIgnoredConfig, type RemoteFlags, type ResolvedRemote } from '../remote-options.js';
import { summarize } from '../report.js';

/**
 * `anonymize text --remote`: the same output as a local run, the redaction done by the server
 * (POST /anonymize/text). Returns the exit code, or `{fallback}` when --fallback-local takes over
 * (with stdin's bytes, already read).
 */
export async function runTextRemote(
  words: readonly string[],
  flags: RedactFlags & RemoteFlags,
  io: IO,
  settings: Settings,
  remote: ResolvedRemote,
): Promise<number | { fallback: true; stdin?: Buffer }> {
  rejectLocalOnly(flags as Record<string, unknown>, LOCAL_ONLY_REDACT_FLAGS);
  const server = requireServer(remote, '--remote');
  const fromStdin = words.length === 0 || (words.length === 1 && words[0] === '-');
  let input: string;
  let stdin: Buffer | undefined;
  if (fromStdin) {
    if (io.stdinIsTTY) throw new UsageError('no text given: pass it as an argument or pipe it on stdin (anonymize text --help)');
    const chunks: Buffer[] = [];
    for await (const chunk of io.stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array));
    stdin = Buffer.concat(chunks);
    try {
      input = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(stdin);
    } catch {
      throw new InputError('stdin', 'not valid UTF-8 text');
    }
  } else input = words.join(' ');
  await warnIgnoredConfig(settings, io, flags.quiet);

  const log = remoteLog(io, flags);
  const client = new RemoteClient(server, log);
  let result;
  try {
    // Nothing to redact: no request (the server would count it).
    result = input === '' ? { text: '', findings: [], counts: {} } : await client.anonymizeText(input, { entities: settings.redactor.entities, style: settings.redactor.style });
  } catch (error) {
    if (error instanceof RemoteError && flags.fallbackLocal) {
      await io.stderr.write(`anonymize: ${error.message}; working locally instead (--fallback-local)\n`);
      return { fallback: true, ...(stdin ? { stdin } : {}) };
    }
    throw error;
  } finally {
    await client.close();
  }
  if (flags.json) {
    // The local shape; `score` only when the server reports one (ours does not).
    const findings = result.findings.map((f) => ({
      entity: f.entity,
      start: f.start,
      end: f.end,
      ...(f.score !== undefined ? { score: f.score } : {}),
      ...(flags.showValues ? { value: input.slice(f.start, f.end) } : {}),
    }));
    await io.stdout.write(`${JSON.stringify({ text: result.text, findings })}\n`);
  } else await io.stdout.write(fromStdin ? result.text : `${result.text}\n`);
  if (!flags.quiet && io.stderr.isTTY) await io.stderr.write(`${summarize(result.counts)}\n`);
  return 0;
}
