import type { Command } from 'commander';
import type { CommandContext } from '../main.js';
import { addRedactOptions } from '../options.js';

const collect = (value: string, previous: string[] = []) => [...previous, value];

export function register(program: Command, ctx: CommandContext): void {
  addRedactOptions(
    program
      .command('files')
      .argument('<glob|path...>', 'files, folders or quoted glob patterns ("exports/**/*.csv")')
      .description('anonymize files (text, JSON, NDJSON, CSV/TSV, Word .docx, Excel .xlsx) in parallel; outputs mirror the inputs under --out-dir')
      .option('--out-dir <dir>', 'write outputs here, mirroring the inputs\' paths (default: ./anonymized/)')
      .option('--in-place', 'replace the inputs (atomically)')
      .option('-o, --output <file|->', 'the output of a single input file; "-" for stdout')
      .option('-f, --force', 'overwrite existing outputs')
      .option('--ignore <pattern>', '.gitignore-style pattern of files to skip (repeatable)', collect)
      .option('--concurrency <n>', 'files processed in parallel (default: the number of cores)')
      .option('--timeout <seconds>', 'per-file time limit (default: 60 s plus 1 s per MB)')
      .option('--max-memory <MB>', 'per-file heap limit in MB (default: 1024)')
      .option('--columns <list>', 'CSV: scan only these columns (names or 1-based numbers); COLUMN=ENTITY redacts a whole column')
      .option('--report <file>', 'write a JSON report (files, formats, findings per type; never values)'),
  )
    .addHelpText(
      'after',
      `
Examples:
  $ anonymize files "exports/**/*.{csv,json,txt}"
  $ anonymize files logs/ --ignore "*.gz" --style numbered --out-dir scrubbed
  $ anonymize files customers.csv --columns "name,email,customer_id=USERNAME" -o -
  $ anonymize files "data/*.ndjson" --in-place --report report.json

Exit codes: 0 every file written, 1 any file failed (the others are still written), 2 usage error.`,
    )
    .action(async (args: string[], flags) => {
      // Loaded only when the command runs, so `anonymize text` starts without the batch machinery.
      const { runFiles } = await import('../../files/run.js');
      ctx.exitCode = await runFiles(args, flags, ctx.io);
    });
}
