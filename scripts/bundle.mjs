// Bundles the CLI into dist/bundle/ so `anonymize text` starts fast: one file instead of a few
// hundred small modules (measured: ~35 ms saved on Node 20). Packages that only some commands
// need stay external and are loaded with dynamic import() when those commands run.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { asciiScript } from './ascii-script.mjs';
import { cacheChunks } from './code-cache.mjs';
import { lazyExamples } from './lazy-examples.mjs';
import { lazyRegexes } from './lazy-regex.mjs';
import { unionClasses } from './regex-classes.mjs';
import { V8_FLAGS, V8_FLAGS_PIPE, V8_FLAGS_THREADS, V8_FLAGS_UNDO } from './v8-flags.mjs';

const external = [
  'pdfjs-dist', 'pdf-lib', 'papaparse', 'cosmiconfig', 'ora', 'undici', 'fast-glob',
  '@napi-rs/canvas', '@xmldom/xmldom', 'yauzl', 'yazl', 'iconv-lite', 'mupdf', '@hyzyla/pdfium', 're2js',
  'fastify', '@fastify/multipart', 'bullmq', 'ioredis', 'tesseract.js', '@tesseract.js-data/eng',
];

/**
 * libphonenumber's metadata (157 KB of JSON as an object literal) is evaluated by every run that
 * loads the engine, ~5 ms, though only a text with a phone-like number reads much of it. In the
 * bundle it is a stand-in object whose parts are parsed from JSON when first read: the small
 * ones (version, calling codes, non-geographic numbers) together, and each country's entry of
 * `countries` (245, ~150 KB) on its own, so that reading a +1 number parses a few countries, not
 * all. The countries' entries are a file of their own, dist/bundle/phone-countries.txt (their
 * JSON texts one after the other; where each begins is in the script), and an entry is read from
 * it when first read: as strings in the script they were in every run's code cache (~150 KB to
 * read and deserialize, and the script ~160 KB longer to read), though `text "short"` reads one
 * entry (the default region's). Issue 20: start-up.
 */
const PHONE_COUNTRIES = 'phone-countries.txt';
const lazyPhoneMetadata = {
  name: 'lazy-phone-metadata',
  setup(b) {
    b.onLoad({ filter: /libphonenumber-js[\\/]metadata\.max\.json\.js$/ }, (args) => {
      const metadata = JSON.parse(readFileSync(args.path.replace(/\.js$/, ''), 'utf8'));
      const keys = Object.keys(metadata);
      if (!keys.includes('countries')) throw new Error('libphonenumber-js metadata without countries');
      const rest = Object.fromEntries(keys.filter((k) => k !== 'countries').map((k) => [k, metadata[k]]));
      const codes = Object.keys(metadata.countries);
      if (codes.some((cc) => !/^[A-Z0-9]{2,3}$/.test(cc))) throw new Error('libphonenumber-js metadata: a country code that is not 2-3 letters or digits');
      const entries = codes.map((cc) => Buffer.from(JSON.stringify(metadata.countries[cc]), 'utf8'));
      const at = [0];
      for (const e of entries) at.push(at[at.length - 1] + e.length);
      mkdirSync('dist/bundle', { recursive: true });
      writeFileSync(path.join('dist/bundle', PHONE_COUNTRIES), Buffer.concat(entries));
      return {
        loader: 'js',
        contents: `import { closeSync, openSync, readSync } from 'node:fs';
const KEYS = ${JSON.stringify(keys)};
const REST = ${JSON.stringify(JSON.stringify(rest))};
const CODES = ${JSON.stringify(codes.join(' '))}.split(' ');
// Where each country's entry (its JSON text) begins in ${PHONE_COUNTRIES}, and where the last ends.
const AT = ${JSON.stringify(at)};
const INDEX = new Map(CODES.map((cc, i) => [cc, i]));
const has = (o, k) => Object.prototype.hasOwnProperty.call(o, k);
// Each country's entry read from the file beside the bundle and parsed when first read.
const parsed = {};
const country = (cc) => {
  if (has(parsed, cc)) return parsed[cc];
  const i = INDEX.get(cc);
  const bytes = Buffer.allocUnsafe(AT[i + 1] - AT[i]);
  const fd = openSync(new URL('./${PHONE_COUNTRIES}', import.meta.url), 'r');
  try {
    for (let done = 0, n; done < bytes.length; done += n) {
      n = readSync(fd, bytes, done, bytes.length - done, AT[i] + done);
      if (n === 0) throw new Error('${PHONE_COUNTRIES}: shorter than the build wrote it');
    }
  } finally {
    closeSync(fd);
  }
  return (parsed[cc] = JSON.parse(bytes.toString('utf8')));
};
const isCode = (key) => typeof key === 'string' && INDEX.has(key);
const countries = new Proxy({}, {
  get: (t, key) => (isCode(key) ? country(key) : Reflect.get(t, key)),
  has: (t, key) => isCode(key) || Reflect.has(t, key),
  ownKeys: () => [...CODES],
  getOwnPropertyDescriptor: (_, key) =>
    isCode(key) ? { value: country(key), writable: true, enumerable: true, configurable: true } : undefined,
});
let metadata;
const load = () => {
  if (!metadata) {
    const rest = JSON.parse(REST);
    metadata = {};
    for (const k of KEYS) metadata[k] = k === 'countries' ? countries : rest[k];
  }
  return metadata;
};
export default new Proxy({}, {
  get: (_, key) => Reflect.get(load(), key),
  has: (_, key) => Reflect.has(load(), key),
  ownKeys: () => Reflect.ownKeys(load()),
  getOwnPropertyDescriptor: (_, key) => {
    const d = Reflect.getOwnPropertyDescriptor(load(), key);
    return d ? { ...d, configurable: true } : undefined;
  },
});
`,
      };
    });
  },
};

// Chunk names change with their content: the chunks of earlier builds go first.
rmSync('dist/bundle', { recursive: true, force: true });

// The workers' ES modules (and their shared chunks), and main.js, the CLI as an ES module (bin/
// runs the script below instead).
await build({
  // The worker is an entry of its own: src/files/run.ts starts it as ./worker.js beside itself.
  entryPoints: {
    main: 'src/cli/main.ts',
    worker: 'src/files/worker.ts',
    'scan-worker': 'src/scan/scan-worker.ts',
    'text-worker': 'src/server/text/text-worker.ts',
    'pipe-worker': 'src/pipe/pipe-worker.ts',
    // Runs the large chunks with V8's code cache (see cacheChunks below).
    'code-cache': 'src/code-cache.ts',
  },
  outdir: 'dist/bundle',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external,
  // CommonJS dependencies inside an ES module bundle need a real `require`.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
  plugins: [lazyPhoneMetadata],
});

// Start-up (issue 20): the large chunks run as scripts with V8's code cache (scripts/code-cache.mjs).
for (const line of await cacheChunks('dist/bundle')) if (process.env.BUNDLE_VERBOSE) console.log(line);

/**
 * The CLI (issue 20: start-up): one script, dist/bundle/cli.cjs, run with V8's code cache by
 * dist/bundle/start.cjs, which bin/anonymize.js requires. As ES modules, `anonymize text` loaded
 * ~17 of them (each resolved, read, compiled and linked by the ES module loader, each built-in
 * through an ES module facade): ~15 ms of CPU more than one cached script. The commands are
 * still imported when they run: without splitting, esbuild puts a module that is only imported
 * by import() in a function that runs at that import() (`__esm`), so a text run evaluates the
 * same modules as before (test/cli/startup.test.ts). import.meta.url is the URL of start.cjs,
 * beside the workers' modules it names.
 */
/**
 * The text command's own script (issue 20: start-up), dist/bundle/cli-text.cjs: the same build
 * with the other commands' modules left out (each import() of src/cli/main.ts's COMMANDS but
 * text's is a stand-in that throws), so that `anonymize text`, which registers and loads the text
 * command only (`commandsFor`), reads, deserializes and evaluates only what it can reach: no
 * formats, PDF, office, server, scan or files code, about 40% of cli.cjs. start.cjs runs it when
 * the command named first is `text`; every other run (and --help) runs cli.cjs.
 */
const onlyText = {
  name: 'only-text',
  setup(b) {
    b.onResolve({ filter: /^\.\/commands\/[\w-]+\.js$/ }, (args) => {
      if (!args.importer.endsWith(path.join('src', 'cli', 'main.ts')) || args.kind !== 'dynamic-import' || args.path === './commands/text.js') return undefined;
      return { path: args.path, namespace: 'only-text' };
    });
    b.onLoad({ filter: /.*/, namespace: 'only-text' }, (args) => ({
      loader: 'js',
      contents: `export function register() { throw new Error(${JSON.stringify(`dist/bundle/cli-text.cjs runs the text command only, not ${args.path} (dist/bundle/start.cjs picks the script by the command)`)}); }\n`,
    }));
  },
};

/**
 * The CLI (issue 20: start-up): one script, dist/bundle/cli.cjs, run with V8's code cache by
 * dist/bundle/start.cjs, which bin/anonymize.js requires. As ES modules, `anonymize text` loaded
 * ~17 of them (each resolved, read, compiled and linked by the ES module loader, each built-in
 * through an ES module facade): ~15 ms of CPU more than one cached script. The commands are
 * still imported when they run: without splitting, esbuild puts a module that is only imported
 * by import() in a function that runs at that import() (`__esm`), so a text run evaluates the
 * same modules as before (test/cli/startup.test.ts). import.meta.url is the URL of start.cjs,
 * beside the workers' modules it names.
 */
async function cliScript(outfile, plugins) {
  const cli = await build({
    entryPoints: ['src/cli/main.ts'],
    outfile,
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    external,
    define: { 'import.meta.url': '__importMetaUrl' },
    logLevel: 'warning',
    plugins: [lazyPhoneMetadata, ...plugins],
    metafile: true,
  });
  // What is left of import() (the packages of some commands, a few built-ins) goes through the
  // `__import` that start.cjs gives the script: import() inside a vm script needs a loader that is
  // experimental in Node 20 (a warning on stderr) and lost with a code cache. The calls are
  // esbuild's `import("<spec>")`; the metafile's list of them guards against a string that only
  // looks like one.
  const dynamic = new Set(Object.values(cli.metafile.outputs).flatMap((o) => o.imports.filter((i) => i.kind === 'dynamic-import' && i.external).map((i) => i.path)));
  let code = readFileSync(outfile, 'utf8');
  const calls = new Set();
  code = code.replace(/(?<![\w$.])import\("([^"\\]+)"\)/g, (_, spec) => {
    if (!dynamic.has(spec)) throw new Error(`${outfile}: import("${spec}") is no dynamic import of esbuild's`);
    calls.add(spec);
    return `__import(${JSON.stringify(spec)})`;
  });
  const missed = [...dynamic].filter((spec) => !calls.has(spec));
  if (missed.length || /(?<![\w$.])import\s*\((?!\$\{)/.test(code)) throw new Error(`${outfile}: import() left in the script (${missed.join(', ') || 'not of a string'})`);
  code = asciiScript(lazyExamples(lazyRegexes(unionClasses(code))));
  writeFileSync(outfile, code);
  // The flags start.cjs sets are part of the cache's key (scripts/v8-flags.mjs).
  return createHash('sha256').update(code).update(`\0${V8_FLAGS}`).digest('hex').slice(0, 16);
}
const cliHash = await cliScript('dist/bundle/cli.cjs', []);
const textHash = await cliScript('dist/bundle/cli-text.cjs', [onlyText]);
await build({
  entryPoints: ['src/code-cache.ts'],
  outfile: 'dist/bundle/code-cache.cjs',
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  logLevel: 'warning',
});
// A code cache per command (src/code-cache.ts, `variant`): the names of src/cli/main.ts's COMMANDS.
const commands = [...readFileSync('src/cli/main.ts', 'utf8').matchAll(/^ {2}([a-z]+): \(\) => import\('\.\/commands\//gm)].map((m) => m[1]);
if (!commands.includes('text')) throw new Error('src/cli/main.ts: no COMMANDS found for the code cache');
// start.cjs holds code-cache.cjs's code itself (one file fewer for Node to find, read and
// compile at every start: ~0.3 ms), then picks the script.
const codeCacheCjs = readFileSync('dist/bundle/code-cache.cjs', 'utf8');
rmSync('dist/bundle/code-cache.cjs');
writeFileSync(
  'dist/bundle/start.cjs',
  `${codeCacheCjs}
const command = process.argv[2];
// V8's flags (scripts/v8-flags.mjs): set before any script is compiled, since V8's code caches
// record its flags; process-wide, so the workers' threads run with them too. The text command
// gets them only for stdin or a text of more than a few words (src/code-cache.ts \`manyWords\`),
// set once its script is compiled (its cache is made under V8's defaults) and before it runs:
// set after regexes have run, \`--no-regexp-tier-up\` crashed Node 20 (start6), and the few that
// Node's loader and this file run before it were enough (segv1): V8_FLAGS is now
// \`--regexp-tier-up-ticks=0\`, which leaves V8's regexp mode as it is.
// \`anonymize files\` with two workers or more also gets V8_FLAGS_THREADS, and the pipe (stdin with
// worker threads) V8_FLAGS_PIPE, decided from the arguments (src/code-cache.ts \`manyThreads\`,
// \`pipeThreads\`) and set first, and every cache of the run is keyed by them: V8's flags never
// change once a script has run, nor while a worker runs (start7).
const args = process.argv.slice(3);
setStartFlags(command === 'files' && manyThreads(args) ? ${JSON.stringify(V8_FLAGS_THREADS)} : command === 'text' && pipeThreads(args) ? ${JSON.stringify(V8_FLAGS_PIPE)} : '');
if (command === 'text') setFlagsWhenAsked(${JSON.stringify(V8_FLAGS)}, ${JSON.stringify(V8_FLAGS_UNDO)});
else process.getBuiltinModule('node:v8').setFlagsFromString(${JSON.stringify(V8_FLAGS)});
// The CLI's script with V8's code cache (written by scripts/bundle.mjs; see src/code-cache.ts):
// cli-text.cjs, the text command's own script, when the command named first is text; else
// cli.cjs, with a cache per command named first ('all' for --help and the like).
const run = (script, hash, variant, flags) => runCached(require('node:url').pathToFileURL(__filename).href, script, hash, {}, (spec) => import(spec), variant, flags);
module.exports = command === 'text'
  ? run('cli-text.cjs', ${JSON.stringify(textHash)}, undefined, manyWords(args))
  : run('cli.cjs', ${JSON.stringify(cliHash)}, ${JSON.stringify(commands)}.includes(command) ? command : 'all');
`,
);

/**
 * The text command's code cache, made by the build for the Node that runs it (issue 20: start-up;
 * src/code-cache.ts): `npm ci` builds with the Node that will run the CLI, so the first run, a CI
 * job or a run with a read-only home starts from a cache too (~35 ms of CPU less than compiling
 * the script). One run of `anonymize text` on a sample sentence writes it, as any first run writes
 * the user's cache, into dist/bundle/v8-cache/ (not packed: package.json `files`). Its name holds
 * Node's version and flags: a run under another Node, or with flags, does not read it, and V8
 * rejects one that does not fit (then the user's cache is written and read from then on). Run
 * without NODE_OPTIONS, from a folder of its own (no config file found), for the plain `node`
 * a shell runs. If it fails, the build goes on without it.
 */
const builtCache = path.resolve('dist/bundle/v8-cache');
try {
  rmSync(builtCache, { recursive: true, force: true });
  mkdirSync(builtCache, { mode: 0o755 });
  chmodSync(builtCache, 0o755);
  const warm = spawnSync(process.execPath, [path.resolve('bin/anonymize.js'), 'text', 'Call Jane Doe at +1 415 555 0132 or jane@example.com on 3 May 2024'], {
    cwd: tmpdir(),
    env: { ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'NODE_OPTIONS')), ANONYMIZE_CODE_CACHE: builtCache },
    encoding: 'utf8',
  });
  const made = readdirSync(builtCache).filter((f) => f.endsWith('.v8'));
  for (const f of made) chmodSync(path.join(builtCache, f), 0o644);
  if (warm.status !== 0 || made.length !== 1) console.warn(`scripts/bundle.mjs: no code cache for the text command (status ${warm.status}, ${made.length} files): ${warm.stderr}`);
} catch (e) {
  console.warn(`scripts/bundle.mjs: no code cache for the text command: ${e.message}`);
}
