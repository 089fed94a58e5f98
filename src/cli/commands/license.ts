import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import { ConfigError, UsageError } from '../../errors.js';
import type { CommandContext } from '../main.js';

/** `anonymize license keygen|issue`: the operator's tools for self-hosted license keys. */
export function register(program: Command, ctx: CommandContext): void {
  const license = program.command('license').description("license keys of self-hosted instances (the operator's tools)");

  license
    .command('keygen')
    .description('write a new Ed25519 key pair: license-private.pem (keep it secret) and license-public.pem (give it to the instances)')
    .requiredOption('--out <dir>', 'folder to write the two files to')
    .option('-f, --force', 'overwrite existing key files')
    .action(async (flags: { out: string; force?: boolean }) => {
      const { generateLicenseKeyPair } = await import('../../server/license.js');
      const dir = path.resolve(ctx.io.cwd, flags.out);
      await mkdir(dir, { recursive: true });
      const pair = generateLicenseKeyPair();
      const flag = flags.force ? 'w' : 'wx';
      try {
        await writeFile(path.join(dir, 'license-private.pem'), pair.privateKey, { mode: 0o600, flag });
        await writeFile(path.join(dir, 'license-public.pem'), pair.publicKey, { mode: 0o644, flag });
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'EEXIST') throw new UsageError(`${flags.out} already holds a license key pair (use --force to replace it: keys issued with the old one stop working)`);
        throw e;
      }
      if (ctx.io.stderr.isTTY) await ctx.io.stderr.write(`wrote ${path.join(flags.out, 'license-private.pem')} (secret) and ${path.join(flags.out, 'license-public.pem')}\n`);
      ctx.exitCode = 0;
    });

  license
    .command('issue')
    .description('sign a license key and print it alone on stdout')
    .requiredOption('--private-key <file>', 'license-private.pem from keygen')
    .requiredOption('--licensee <name>', 'who the license is for')
    .option('--instance <name>', 'the one instance it activates (default: any, "*")')
    .requiredOption('--expires <YYYY-MM-DD>', 'last valid day (UTC)')
    .action(async (flags: { privateKey: string; licensee: string; instance?: string; expires: string }) => {
      const { isIsoDate, issueLicense } = await import('../../server/license.js');
      if (!isIsoDate(flags.expires)) throw new UsageError(`--expires must be a date written YYYY-MM-DD, got "${flags.expires}"`);
      if (!flags.licensee.trim()) throw new UsageError('--licensee must not be empty');
      if (flags.instance !== undefined && !flags.instance.trim()) throw new UsageError('--instance must not be empty');
      let pem: string;
      try {
        pem = await readFile(path.resolve(ctx.io.cwd, flags.privateKey), 'utf8');
      } catch (e) {
        throw new ConfigError(`--private-key ${flags.privateKey}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : 'cannot be read'}`);
      }
      const key = issueLicense(pem, { licensee: flags.licensee.trim(), instance: flags.instance?.trim(), expires: flags.expires }, new Date(), `--private-key ${flags.privateKey}`);
      await ctx.io.stdout.write(`${key}\n`);
      ctx.exitCode = 0;
    });
}
