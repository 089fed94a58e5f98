// Build step of scripts/bundle.mjs (issue 20: start-up): each large chunk of dist/bundle/ becomes
// a script that src/code-cache.ts runs with V8's code cache (Node 20 caches no ES module), and a
// small module in its place that imports what the chunk imported and exports what it exported.
// A chunk this cannot carry over exactly stays as it is (see `reason`).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { transform } from 'esbuild';
import { V8_FLAGS } from './v8-flags.mjs';

/** Chunks smaller than this compile in a few milliseconds: not worth a cache. */
const MIN_BYTES = 64 * 1024;

const EXPORTS = /\nexport \{([^}]*)\};\s*(?:\/\*[\s\S]*\*\/\s*)?$/;
const STATIC_IMPORT = /^import\s+(?:[\w$*{][^;]*?\s+from\s+)?"([^"]+)";?$/gm;

/** Why `code` (an ES module chunk) can't become a script, or undefined when it can. */
function reason(code) {
  if (/\bimport\s*\(/.test(code)) return 'dynamic import() (a script would need an experimental vm loader)';
  if (/\bimport\.meta\b(?!\.url)/.test(code)) return 'import.meta other than import.meta.url';
  if (!EXPORTS.test(code) && /\nexport\s/.test(code)) return 'exports not in one clause at the end';
  for (const [, spec] of code.matchAll(STATIC_IMPORT)) {
    if (!spec.startsWith('./') && !spec.startsWith('node:')) return `imports the package ${spec} (maybe an ES module)`;
  }
  // The module exports values once, after the script ran: a binding assigned again later would
  // go stale.
  for (const local of exportedLocals(code)) {
    const assigned = code.match(new RegExp(`(?:^|[^.\\w$])${escape(local)}\\s*(?:[-+*/%&|^]|\\?\\?|\\|\\||&&|<<|>>>?)?=(?!=)|(?:\\+\\+|--)${escape(local)}\\b|\\b${escape(local)}(?:\\+\\+|--)`, 'g'));
    if ((assigned?.length ?? 0) > 1) return `the exported ${local} is assigned after its declaration`;
  }
  return undefined;
}

function exportedLocals(code) {
  const m = code.match(EXPORTS);
  if (!m) return [];
  return m[1].split(',').map((s) => s.trim()).filter(Boolean).map((s) => s.split(/\s+as\s+/)[0]);
}

function exportedNames(code) {
  const m = code.match(EXPORTS);
  if (!m) return [];
  return m[1].split(',').map((s) => s.trim()).filter(Boolean).map((s) => s.split(/\s+as\s+/).pop());
}

const escape = (s) => s.replace(/[$]/g, '\\$');

/** Turns the large chunks of `dir` into cached scripts; returns what was done, for the log. */
export async function cacheChunks(dir) {
  const done = [];
  for (const file of readdirSync(dir)) {
    if (!file.startsWith('chunk-') || !file.endsWith('.js')) continue;
    const full = path.join(dir, file);
    if (statSync(full).size < MIN_BYTES) continue;
    const code = readFileSync(full, 'utf8');
    const why = reason(code);
    if (why) {
      done.push(`${file}: left as a module (${why})`);
      continue;
    }
    const script = await transform(code, {
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      define: { 'import.meta.url': '__importMetaUrl' },
      logLevel: 'silent',
    });
    if (script.warnings.length) {
      done.push(`${file}: left as a module (${script.warnings[0].text})`);
      continue;
    }
    // A bundled CommonJS package requires built-ins through esbuild's __require (from the
    // banner's createRequire): the script's own require does the same, and can defer some
    // (src/code-cache.ts, LAZY_BUILTINS: commander's node:child_process).
    script.code = script.code.replace(/\(0, import_chunk_\w+\.__require\)\(("node:[\w/]+")\)/g, 'require($1)');
    const scriptFile = file.replace(/\.js$/, '.cjs');
    const specs = [...new Set([...code.matchAll(STATIC_IMPORT)].map((m) => m[1]).filter((s) => s.startsWith('./')))];
    const names = exportedNames(code);
    // The flags start.cjs sets are part of the cache's key (scripts/v8-flags.mjs).
    const hash = createHash('sha256').update(script.code).update(`\0${V8_FLAGS}`).digest('hex').slice(0, 16);
    const shim = [
      `// ${file}: the bundle's module, run as the script ${scriptFile} with V8's code cache (src/code-cache.ts, scripts/code-cache.mjs).`,
      // The modules inside, as esbuild lists them in a chunk (the script has lost its comments).
      ...[...code.matchAll(/^\/\/ ((?:src|node_modules)\/\S+)$/gm)].map((m) => `// ${m[1]}`),
      ...specs.map((s, i) => `import * as i${i} from ${JSON.stringify(s)};`),
      `import { runCached } from "./code-cache.js";`,
      `const m = runCached(import.meta.url, ${JSON.stringify(scriptFile)}, ${JSON.stringify(hash)}, { ${specs.map((s, i) => `${JSON.stringify(s)}: i${i}`).join(', ')} });`,
      ...(names.length ? [`export const { ${names.map((n) => (n === 'default' ? 'default: d' : n)).join(', ')} } = m;`] : []),
      ...(names.includes('default') ? ['export default d;'] : []),
      '',
    ].join('\n');
    writeFileSync(path.join(dir, scriptFile), script.code);
    writeFileSync(full, shim);
    done.push(`${file}: a cached script (${scriptFile}, ${(code.length / 1024).toFixed(0)} KB)`);
  }
  return done;
}
