import type { Command } from 'commander';
import { UsageError } from '../../errors.js';
import type { IO } from '../io.js';
import type { CommandContext } from '../main.js';
import { redisSettings } from './redis-settings.js';
import { dataDirOf, serverConfig } from './serve.js';

interface TokenFlags {
  dataDir?: string;
  config?: string;
  org?: string;
  useCase?: string;
  json?: boolean;
  redis?: string;
}

async function openStore(flags: TokenFlags, io: IO) {
  const { url } = await redisSettings(flags, io);
  if (url !== undefined) {
    // Tokens kept in Redis: every instance sees a new or revoked token at its next request.
    const { RedisStore } = await import('../../server/redis/store.js');
    return RedisStore.open({ url, kind: 'fail-fast', name: 'anonymize-serve-token' });
  }
  const { server, base } = await serverConfig(flags, io);
  const { EmbeddedStore } = await import('../../server/store/embedded.js');
  return EmbeddedStore.open({ dataDir: dataDirOf(flags.dataDir, server, base, io), role: 'admin' });
}

/** `anonymize serve token create|list|revoke`: the operator's evaluation tokens (demo mode). */
export function registerTokenCommands(serve: Command, ctx: CommandContext): void {
  const token = serve.command('token').description('evaluation tokens of the demo mode: create, list, revoke');
  const common = (cmd: Command) =>
    cmd
      .option('--data-dir <dir>', 'the server\'s data directory (default: server.dataDir, or ./anonymize-data)')
      .option('--redis <url>', 'the tokens of the instances sharing this Redis (or ANONYMIZE_REDIS_URL, server.redis)')
      .option('--config <file>', 'use this config file instead of searching for .anonymizerc');

  common(token.command('create'))
    .description('create a token and print it (once: only its hash is kept)')
    .requiredOption('--org <name>', 'the organization it is for')
    .requiredOption('--use-case <text>', 'what they evaluate')
    .action(async (_flags: TokenFlags, cmd: Command) => {
      // `serve` has --data-dir and --config too: commander gives them to whichever is named first.
      const flags = cmd.optsWithGlobals<TokenFlags>();
      if (!flags.org?.trim()) throw new UsageError('--org must not be empty');
      if (!flags.useCase?.trim()) throw new UsageError('--use-case must not be empty');
      const store = await openStore(flags, ctx.io);
      const { createToken } = await import('../../server/tokens.js');
      const { token: secret, record } = await createToken(store, { org: flags.org.trim(), useCase: flags.useCase.trim() }, new Date());
      await store.close();
      await ctx.io.stdout.write(`${secret}\n`);
      if (ctx.io.stderr.isTTY) await ctx.io.stderr.write(`created ${record.id} for ${record.org}; the token is shown only this once\n`);
      ctx.exitCode = 0;
    });

  common(token.command('list'))
    .description('list the tokens: id, organization, use case, created, counted requests, revoked')
    .option('--json', 'print a JSON array')
    .action(async (_flags: TokenFlags, cmd: Command) => {
      const flags = cmd.optsWithGlobals<TokenFlags>();
      const store = await openStore(flags, ctx.io);
      const tokens = await store.listTokens();
      await store.close();
      const rows = tokens.map((t) => ({ id: t.id, org: t.org, use_case: t.useCase, created_at: t.createdAt, used: t.used, revoked_at: t.revokedAt ?? null }));
      if (flags.json) await ctx.io.stdout.write(`${JSON.stringify(rows)}\n`);
      else {
        const lines = rows.map((r) => [r.id, r.org, r.use_case, r.created_at, String(r.used), r.revoked_at ? `revoked ${r.revoked_at}` : 'active'].join('\t'));
        await ctx.io.stdout.write(lines.map((l) => `${l}\n`).join(''));
      }
      ctx.exitCode = 0;
    });

  common(token.command('revoke'))
    .description('revoke a token by its id (see token list); it stops working at once')
    .argument('<id>', 'the token id, tok_...')
    .action(async (id: string, _flags: TokenFlags, cmd: Command) => {
      const flags = cmd.optsWithGlobals<TokenFlags>();
      const store = await openStore(flags, ctx.io);
      const found = await store.revokeToken(id, new Date());
      await store.close();
      if (!found) throw new UsageError(`no token with id ${id} (anonymize serve token list shows them)`);
      ctx.exitCode = 0;
    });
}
