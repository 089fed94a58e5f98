// Bundles the CLI into dist/bundle/ so `anonymize text` starts fast: one file instead of a few
// hundred small modules (measured: ~35 ms saved on Node 20). Packages that only some commands
// need stay external and are loaded with dynamic import() when those commands run.
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';
import { cacheChunks } from './code-cache.mjs';

const external = [
  'pdfjs-dist', 'pdf-lib', 'papaparse', 'cosmiconfig', 'ora', 'undici', 'fast-glob',
  '@napi-rs/canvas', '@xmldom/xmldom', 'yauzl', 'yazl', 'iconv-lite', 'mupdf', '@hyzyla/pdfium', 're2js',
  'fastify', '@fastify/multipart', 'bullmq', 'ioredis', 'tesseract.js',
];

/**
 * libphonenumber's metadata (157 KB of JSON as an object literal) is evaluated by every run that
 * loads the engine, ~5 ms, though only a text with a phone-like number reads it. In the bundle it
 * is a stand-in object that parses the JSON at the first read of a property (JSON.parse is
 * also faster than the literal). Issue 20: start-up.
 */
const lazyPhoneMetadata = {
  name: 'lazy-phone-metadata',
  setup(b) {
    b.onLoad({ filter: /libphonenumber-js[\\/]metadata\.max\.json\.js$/ }, (args) => {
      const json = readFileSync(args.path.replace(/\.js$/, ''), 'utf8');
      JSON.parse(json);
      return {
        loader: 'js',
        contents: `let metadata;
const load = () => (metadata ??= JSON.parse(${JSON.stringify(json.trim())}));
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
