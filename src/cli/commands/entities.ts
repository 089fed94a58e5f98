import path from 'node:path';
import type { Command } from 'commander';
import { loadConfig } from '../../config/load.js';
import { ENTITIES } from '../../entities.js';
import { RemoteError } from '../../errors.js';
import type { CommandContext } from '../main.js';
import { addRemoteOptions, remoteLog, requireServer, resolveRemote, warnReadableToken, type RemoteFlags } from '../remote-options.js';

interface EntitiesFlags extends RemoteFlags {
  json?: boolean;
}

export function register(program: Command, ctx: CommandContext): void {
  addRemoteOptions(
    program
      .command('entities')
      .description('list the entity types that can be redacted, in the order of the service interface')
      .option('--json', 'print {"entities": [{"name", "description"}]} exactly as GET /anonymize/entities')
      .option('--config <file>', 'use this config file instead of searching for .anonymizerc')
      .option('-q, --quiet', 'no messages on stderr, only errors')
      .option('--debug', 'print the requests made (never the token) and stack traces of unexpected errors'),
  ).action(async (flags: EntitiesFlags) => {
    const io = ctx.io;
    let list: readonly { name: string; description: string }[] = ENTITIES;
    const { config, filepath } = await loadConfig(io.cwd, flags.config ? path.resolve(io.cwd, flags.config) : undefined, io.env);
    const remote = await resolveRemote(flags, io, config, filepath);
    await warnReadableToken(config, filepath, io);
    if (remote.enabled) {
      const { RemoteClient } = await import('../../remote/client.js');
      const client = new RemoteClient(requireServer(remote, '--remote'), remoteLog(io, flags));
      try {
        list = await client.entities();
      } catch (error) {
        if (!(error instanceof RemoteError && flags.fallbackLocal)) throw error;
        await io.stderr.write(`anonymize: ${error.message}; working locally instead (--fallback-local)\n`);
      } finally {
        await client.close();
      }
    }
    if (flags.json) {
      const body = { entities: list.map(({ name, description }) => ({ name, description })) };
      await io.stdout.write(`${JSON.stringify(body)}\n`);
    } else {
      const width = Math.max(...list.map((e) => e.name.length));
      await io.stdout.write(list.map((e) => `${e.name.padEnd(width)}  ${e.description}\n`).join(''));
    }
    ctx.exitCode = 0;
  });
}
