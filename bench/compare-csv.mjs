// Whether two builds redact CSV (and the other sheet/document formats that share its pipeline)
// alike, byte for byte: `node bench/compare-csv.mjs <distA> <distB>` (e.g. a copy of dist/ made
// before a change, and ./dist). Inputs: the bench's customer CSV (bench/csv-data.mjs, 4 MB) in
// several styles and with --columns; smaller ones with other seeds, delimiters (';', tab) and line
// endings (LF, CR, mixed); every CSV written as a string literal in test/ (the CSV tests build
// their files inline: test/ and fixtures/ hold no .csv file); a workbook (exceljs, as
// bench/xlsx.mjs writes it, small) and fixtures/docx/report.docx. Each through formats/document.ts
// (two passes with one memory), as users get it. Prints one line per input and a summary.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { customerCsv } from './csv-data.mjs';

const [a, b] = process.argv.slice(2).map((d) => pathToFileURL(resolve(d)).href);
if (!a || !b) {
  console.error('usage: node bench/compare-csv.mjs <distA> <distB>');
  process.exit(2);
}
const load = async (dist) => ({
  createRedactor: (await import(`${dist}/engine/index.js`)).createRedactor,
  DEFAULT_LIMITS: (await import(`${dist}/formats/types.js`)).DEFAULT_LIMITS,
  redactDocument: (await import(`${dist}/formats/document.js`)).redactDocument,
  BoundedMemo: (await import(`${dist}/detectors/lib/bounded-memo.js`)).BoundedMemo,
  handlers: {
    csv: (await import(`${dist}/formats/csv.js`)).default,
    xlsx: (await import(`${dist}/formats/xlsx.js`)).default,
    docx: (await import(`${dist}/formats/docx.js`)).default,
  },
});
const builds = [await load(a), await load(b)];
const dir = mkdtempSync(join(tmpdir(), 'anonymize-compare-csv-'));

/** [name, handler, file name, bytes, redactor options, format options] */
const inputs = [];
const big = customerCsv(4e6);
inputs.push(['bench 4 MB', 'csv', 'c.csv', big, {}, {}]);
inputs.push(['bench 4 MB, style numbered', 'csv', 'c.csv', big, { style: 'numbered' }, {}]);
const small = customerCsv(300_000, 7);
inputs.push(['bench 0.3 MB seed 7, style mask', 'csv', 'c.csv', small, { style: 'mask' }, {}]);
inputs.push(['bench 0.3 MB seed 7, --columns name,note', 'csv', 'c.csv', small, {}, { columns: 'name,note' }]);
inputs.push(['bench 0.3 MB seed 7, --columns id=USERNAME', 'csv', 'c.csv', small, {}, { columns: 'id=USERNAME' }]);
inputs.push(['bench 0.3 MB seed 7, entities PERSON_NAME,IBAN', 'csv', 'c.csv', small, { entities: ['PERSON_NAME', 'IBAN'] }, {}]);
inputs.push(['bench 0.3 MB seed 7, allow + threshold 0.8', 'csv', 'c.csv', small, { allow: ['Springfield', 'Kenji Okafor'], threshold: 0.8 }, {}]);
const s2 = customerCsv(200_000, 11);
inputs.push(['seed 11, LF', 'csv', 'c.csv', s2.replaceAll('\r\n', '\n'), {}, {}]);
inputs.push(['seed 11, CR', 'csv', 'c.csv', s2.replaceAll('\r\n', '\r'), {}, {}]);
let k = 0;
inputs.push(['seed 11, mixed endings + BOM', 'csv', 'c.csv', `\uFEFF${s2.replace(/\r\n/g, () => ['\r\n', '\n', '\r'][k++ % 3])}`, {}, {}]);
inputs.push(['seed 11, ";" delimiter', 'csv', 'c.csv', s2.replace(/"[^"]*"|,/g, (m) => (m === ',' ? ';' : m)), {}, {}]);
inputs.push(['seed 11, TSV', 'csv', 'c.tsv', s2.replace(/"[^"]*"|,/g, (m) => (m === ',' ? '\t' : m)), {}, {}]);
inputs.push(['seed 11, remembered value in another column', 'csv', 'c.csv', `${s2}9999999,x,x,x,x,,0,USD,x,"Okafor and Kenji Watanabe called; see ${s2.split('\r\n')[5].split(',')[2]}"\r\n`, {}, {}]);

// CSV string literals of the tests: single-quoted strings with a line break and a delimiter.
const testFiles = [];
const walk = (d) => {
  for (const f of readdirSync(d)) {
    const p = join(d, f);
    if (statSync(p).isDirectory()) walk(p);
    else if (f.endsWith('.ts')) testFiles.push(p);
  }
};
walk(new URL('../test/', import.meta.url).pathname);
let literals = 0;
for (const f of testFiles.sort()) {
  const src = readFileSync(f, 'utf8');
  if (!/csv/i.test(src)) continue;
  for (const m of src.matchAll(/'((?:[^'\\\n]|\\.)*)'/g)) {
    if (!m[1].includes('\\n') || !/[,;\t]|\\t/.test(m[1])) continue;
    let text;
    try {
      text = JSON.parse(`"${m[1].replace(/\\'/g, "'").replace(/"/g, '\\"').replace(/\\\\"/g, '\\"')}"`);
    } catch {
      continue;
    }
    literals++;
    inputs.push([`${f.split('/test/')[1]}: literal ${literals}`, 'csv', 'a.csv', text, {}, {}]);
  }
}

// A workbook as bench/xlsx.mjs writes it (shared strings, unique values), 3,000 rows; and the DOCX fixture.
if (process.env.DEBUG) console.error('inputs', inputs.length);
const ExcelJS = (await import('exceljs')).default;
const wbPath = join(dir, 'w.xlsx');
const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: wbPath, useSharedStrings: true, useStyles: false });
const ws = wb.addWorksheet('Customers');
const rows = big.split('\r\n').slice(0, 3000);
for (const line of rows) ws.addRow(line.split(',')).commit();
ws.commit();
await wb.commit();
inputs.push(['workbook 3,000 rows (bench CSV cells)', 'xlsx', 'w.xlsx', readFileSync(wbPath), {}, {}]);
inputs.push(['fixtures/docx/report.docx', 'docx', 'r.docx', readFileSync(new URL('../fixtures/docx/report.docx', import.meta.url)), {}, {}]);

const redact = async (build, [label, handler, name, bytes, ropts, fopts]) => {
  if (process.env.DEBUG) console.error('redact', label);
  build.BoundedMemo.forgetValues();
  const inPath = join(dir, name);
  const outPath = join(dir, `out-${name}`);
  writeFileSync(inPath, bytes);
  rmSync(outPath, { force: true });
  try {
    const r = await build.redactDocument(build.handlers[handler], inPath, outPath, { redactor: build.createRedactor(ropts), displayName: name, limits: build.DEFAULT_LIMITS, options: fopts });
    return { out: readFileSync(outPath), counts: JSON.stringify(r.counts) };
  } catch (e) {
    return { out: Buffer.from(`error: ${e.message}`), counts: 'error' };
  }
};

let same = 0;
const differ = [];
try {
  for (const input of inputs) {
    const [x, y] = [await redact(builds[0], input), await redact(builds[1], input)];
    // A workbook's zip holds times: compare its entries' contents.
    const eq = input[1] === 'csv' ? x.out.equals(y.out) : await sameZip(x.out, y.out);
    if (eq && x.counts === y.counts) same++;
    else differ.push(`${input[0]}: ${eq ? '' : 'output differs'} ${x.counts === y.counts ? '' : `counts ${x.counts} vs ${y.counts}`}`);
    if (input[0].startsWith('bench') || !eq) console.log(`${eq && x.counts === y.counts ? 'same' : 'DIFFERENT'}  ${input[0]}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
for (const d of differ) console.log(`  ${d}`);
console.log(`${same} of ${inputs.length} inputs redacted byte-identically by both builds (${literals} CSV literals from test/)`);

async function sameZip(x, y) {
  const JSZip = (await import('jszip')).default;
  const [zx, zy] = [await JSZip.loadAsync(x).catch(() => null), await JSZip.loadAsync(y).catch(() => null)];
  if (!zx || !zy) return x.equals(y);
  const names = Object.keys(zx.files).sort();
  if (names.join('\n') !== Object.keys(zy.files).sort().join('\n')) return false;
  for (const n of names) if (!(await zx.file(n)?.async('nodebuffer'))?.equals(await zy.file(n)?.async('nodebuffer'))) return false;
  return true;
}
// Something the formats load keeps the event loop alive (a worker pool): done is done.
process.exit(differ.length ? 1 : 0);
