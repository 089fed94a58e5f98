import path from 'node:path';
import type { Command } from 'commander';
import { loadConfig } from '../../config/load.js';
import type { CommandContext } from '../main.js';
import { colorEnabled } from '../io.js';
import { addRemoteOptions, remoteLog, requireServer, resolveRemote, warnReadableToken, type RemoteFlags } from '../remote-options.js';

interface StatusFlags extends RemoteFlags {
  download?: string;
  force?: boolean;
  json?: boolean;
  color?: boolean;
}

export function register(program: Command, ctx: CommandContext): void {
  addRemoteOptions(
    program
      .command('status')
      .argument('<job_id>', 'the job a file upload returned')
      .description('show a remote job\'s state; with --download, wait for it and fetch the redacted file')
      .option('--download <file|->', 'wait until the job is done, then write its result to FILE ("-" for stdout)')
      .option('-f, --force', 'with --download: overwrite FILE if it exists')
      .option('--json', 'print the job as the server returns it (GET /anonymize/status/{job_id})')
      .option('--config <file>', 'use this config file instead of searching for .anonymizerc')
      .option('-q, --quiet', 'no messages on stderr, only errors')
      .option('--no-color', 'no colors on stderr (also: NO_COLOR)')
      .option('--debug', 'print the requests made (never the token) and stack traces of unexpected errors'),
    { toggle: false },
  )
    .addHelpText(
      'after',
      `
Examples:
  $ anonymize status 3f2a9c0e-...                       # queued | processing | completed | failed | expired
  $ anonymize status 3f2a9c0e-... --download clean.pdf   # waits, then writes the redacted file

Exit codes: 0 the job is completed (with --download: and its result written), or still queued or
processing (without --download); 1 the job failed, expired or is unknown, or the server could not
be reached; 2 usage error.`,
    )
    .action(async (jobId: string, flags: StatusFlags) => {
      const io = ctx.io;
      const { config, filepath } = await loadConfig(io.cwd, flags.config ? path.resolve(io.cwd, flags.config) : undefined, io.env);
      const remote = await resolveRemote(flags, io, config, filepath);
      await warnReadableToken(config, filepath, io);
      const server = requireServer(remote, 'anonymize status');
      const { RemoteClient } = await import('../../remote/client.js');
      const { runStatus } = await import('../../remote/status.js');
      const client = new RemoteClient(server, remoteLog(io, flags));
      try {
        ctx.exitCode = await runStatus(jobId, {
          client,
          io,
          download: flags.download === undefined ? undefined : flags.download === '-' ? '-' : path.resolve(io.cwd, flags.download),
          downloadDisplay: flags.download,
          force: !!flags.force,
          json: !!flags.json,
          quiet: !!flags.quiet,
          color: colorEnabled(io, io.stderr, flags.color === false),
        });
      } finally {
        await client.close();
      }
    });
}
