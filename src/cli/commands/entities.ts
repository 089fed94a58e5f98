import type { Command } from 'commander';
import { ENTITIES } from '../../entities.js';
import type { CommandContext } from '../main.js';

export function register(program: Command, ctx: CommandContext): void {
  program
    .command('entities')
    .description('list the entity types that can be redacted, in the order of the service interface')
    .option('--json', 'print {"entities": [{"name", "description"}]} exactly as GET /anonymize/entities')
    .action(async (flags: { json?: boolean }) => {
      const io = ctx.io;
      if (flags.json) {
        const body = { entities: ENTITIES.map(({ name, description }) => ({ name, description })) };
        await io.stdout.write(`${JSON.stringify(body)}\n`);
      } else {
        const width = Math.max(...ENTITIES.map((e) => e.name.length));
        await io.stdout.write(ENTITIES.map((e) => `${e.name.padEnd(width)}  ${e.description}\n`).join(''));
      }
      ctx.exitCode = 0;
    });
}
