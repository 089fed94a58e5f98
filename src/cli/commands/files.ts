import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { Command } from 'commander';
import { createRedactor } from '../../engine/redactor.js';
import { UsageError } from '../../errors.js';
import type { BatchOptions } from '../../files/run.js';
import type { OutputMode } from '../../files/plan.js';
import { parseColumns } from '../../formats/lib/csv-columns.js';
import { checkOcrLanguages, OcrLanguageMissing } from '../../formats/lib/ocr.js';
import { colorEnabled, type IO } from '../io.js';
import type { CommandContext } from '../main.js';
import { addRedactOptions, positiveInt, resolveSettings, type RedactFlags } from '../options.js';
import { argumentStart } from '../usage-messages.js';
import { addRemoteOptions, type RemoteFlags } from '../remote-options.js';

export interface FilesFlags extends RedactFlags, RemoteFlags {
  outDir?: string;
  inPlace?: boolean;
  output?: string;
  force?: boolean;
  ignore?: string[];
  concurrency?: string;
  timeout?: string;
  maxMemory?: string;
  report?: string;
  columns?: string;
  pdfLabel?: boolean;
  rasterizeImages?: boolean;
  /** commander's --no-ocr: false when given. */
  ocr?: boolean;
  ocrLang?: string;
  ocrTextLayer?: boolean;
  hidden?: boolean;
  rename?: boolean;
}

const DEFAULT_OUT_DIR = 'anonymized';
const DEFAULT_MAX_MEMORY_MB = 1024;

const collect = (value: string, previous: string[] = []) => [...previous, value];

export function register(program: Command, ctx: CommandContext): void {
  addRemoteOptions(addRedactOptions(
    program
      .command('files')
      .argument('<glob|path...>', 'files, folders or quoted glob patterns ("exports/**/*.csv")')
      .description('anonymize files (text, JSON, NDJSON, CSV/TSV, Word .docx, Excel .xlsx, PDF, PNG/JPEG/TIFF pictures) in parallel; outputs mirror the inputs under --out-dir')
      .option('--out-dir <dir>', 'write outputs here, mirroring the inputs\' paths (default: ./anonymized/)')
      .option('--in-place', 'replace the inputs (atomically; through symbolic links, keeping owner and mode; a file with other hard links is left unchanged)')
      .option('--rename', 'with an output folder: redact the output file and folder names too (Jane_Doe.pdf -> [PERSON_NAME].pdf); messages and reports then name files only by their redacted names')
      .option('--hidden', 'take dot files and dot folders (.env) too; otherwise they are skipped and counted')
      .option('-o, --output <file|->', 'the output of a single input file; "-" for stdout')
      .option('-f, --force', 'overwrite existing outputs')
      .option('--ignore <pattern>', '.gitignore-style pattern of files to skip (repeatable)', collect)
      .option('--concurrency <n>', 'files processed in parallel (default: the number of cores)')
      .option('--timeout <seconds>', 'per-file time limit (default: 60 s plus 10 s per MB; with OCR, PDFs and pictures 240 s per MB)')
      .option('--max-memory <MB>', 'per-file heap limit in MB (default: 1024)')
      .option('--columns <list>', 'CSV: scan only these columns (names or 1-based numbers); COLUMN=ENTITY redacts a whole column')
      .option('--pdf-label', 'PDF: print the entity type in each black box')
      .option('--rasterize-images', 'PDF with --no-ocr: turn scanned-image pages into pictures with boxes over their text layer\'s findings')
      .option('--no-ocr', 'don\'t OCR scanned PDF pages and pictures (PNG, JPEG): they are then listed as not redacted')
      .option('--ocr-text-layer', 'PDF: lay the words left standing on an OCR\'d page over it as invisible text (searchable)')
      .option('--ocr-lang <langs>', 'OCR languages, e.g. eng+deu (each needs the npm package @tesseract.js-data/<lang>; default: eng)')
      .option('--report <file>', 'write a JSON report (files, formats, findings per type; never values)'),
  ))
    .addHelpText(
      'after',
      `
Examples:
  $ anonymize files "exports/**/*.{csv,json,txt}"
  $ anonymize files logs/ --ignore "*.gz" --style numbered --out-dir scrubbed
  $ anonymize files customers.csv --columns "name,email,customer_id=USERNAME" -o -
  $ anonymize files "data/*.ndjson" --in-place --report report.json
  $ anonymize files payslips/ --rename --out-dir scrubbed
  $ anonymize files "scans/*.pdf" --remote --report report.json

Exit codes: 0 every file written, 1 any file failed (the others are still written), 2 usage error.`,
    )
    .action(async (args: string[], flags: FilesFlags) => {
      const { runFilesRemote } = await import('./files-remote.js');
      const remote = await runFilesRemote(args, flags, ctx.io);
      if (typeof remote === 'number') {
        ctx.exitCode = remote;
        return;
      }
      const options = await batchOptions(flags, ctx.io);
      // Loaded only when the command runs, so `anonymize text` starts without the batch machinery.
      const { runBatch } = await import('../../files/run.js');
      ctx.exitCode = await runBatch(args, options, ctx.io);
    });
}

export function outputMode(flags: FilesFlags, cwd: string): OutputMode {
  const chosen = [flags.outDir !== undefined && '--out-dir', flags.inPlace && '--in-place', flags.output !== undefined && '-o'].filter(Boolean);
  if (chosen.length > 1) throw new UsageError(`${chosen.join(' and ')} cannot be used together: choose one place for the outputs`);
  if (flags.inPlace) return { kind: 'in-place' };
  if (flags.output !== undefined) return { kind: 'single', target: flags.output };
  return { kind: 'out-dir', dir: path.resolve(cwd, flags.outDir ?? DEFAULT_OUT_DIR) };
}

/** Flags -> validated batch options; every usage error is raised here, before any work. */
export async function batchOptions(flags: FilesFlags, io: IO): Promise<BatchOptions> {
  if (flags.showValues) throw new UsageError('--show-values does not apply to files: reports never contain detected values');
  const mode = outputMode(flags, io.cwd);
  if (flags.rename && mode.kind !== 'out-dir') throw new UsageError('--rename applies to an output folder (--out-dir or the default): with -o you name the output, and --in-place keeps the names');
  if (mode.kind === 'single' && mode.target === '-' && flags.json) throw new UsageError('-o - and --json both write to stdout: use --report FILE for the summary');
  const concurrency = positiveInt(flags.concurrency, '--concurrency', 256) ?? availableParallelism();
  const timeoutSeconds = positiveInt(flags.timeout, '--timeout', 7 * 24 * 3600);
  const memoryLimitMb = positiveInt(flags.maxMemory, '--max-memory', 64 * 1024) ?? DEFAULT_MAX_MEMORY_MB;
  if (flags.columns !== undefined) parseColumns(flags.columns);
  const ocr = flags.ocr !== false;
  if (!ocr && flags.ocrLang !== undefined) throw new UsageError('--ocr-lang and --no-ocr cannot be used together');
  if (!ocr && flags.ocrTextLayer) throw new UsageError('--ocr-text-layer and --no-ocr cannot be used together');
  if (ocr) {
    try {
      checkOcrLanguages(flags.ocrLang ?? 'eng');
    } catch (e) {
      if (e instanceof OcrLanguageMissing) throw new UsageError(`--ocr-lang: ${e.message}`);
      throw e;
    }
  }

  const settings = await resolveSettings(flags, io);
  // `fake` is deterministic per key; without one, a random key per run keeps a person's fake
  // the same across the batch (the engine takes no randomness: the CLI supplies it).
  if (settings.redactor.style === 'fake' && !settings.redactor.key) settings.redactor.key = randomBytes(32).toString('hex');
  createRedactor(settings.redactor); // usage errors (e.g. hash without a key) before any work
  return {
    mode,
    force: !!flags.force,
    ignore: flags.ignore ?? [],
    concurrency,
    timeoutSeconds,
    memoryLimitMb,
    redactor: settings.redactor,
    formatOptions: {
      ...(flags.columns !== undefined ? { columns: flags.columns } : {}),
      ...(flags.pdfLabel ? { pdfLabel: true } : {}),
      ...(flags.rasterizeImages ? { rasterizeImages: true } : {}),
      ...(ocr ? (flags.ocrLang !== undefined ? { ocrLang: flags.ocrLang } : {}) : { ocr: false }),
      ...(flags.ocrTextLayer ? { ocrTextLayer: true } : {}),
    },
    report: flags.report !== undefined ? path.resolve(io.cwd, flags.report) : undefined,
    hidden: !!flags.hidden,
    rename: !!flags.rename,
    json: !!flags.json,
    quiet: !!flags.quiet,
    color: colorEnabled(io, io.stderr, flags.color === false),
    debug: !!flags.debug,
  };
}
