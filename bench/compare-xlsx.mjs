// Whether two builds redact workbooks alike, entry for entry: `node bench/compare-xlsx.mjs <distA>
// <distB>` (e.g. a copy of dist/ made before a change, and ./dist). Inputs: bench/xlsx.mjs's
// workbook (unique names, e-mail addresses, notes; shared strings) at 10,000 rows, and 3,000 in
// three replacement styles and with entities chosen; the same rows as inline strings; a workbook with
// dates, long numbers, formulas with string literals, rich text, a second sheet sharing the first's
// strings, a header-less sheet and a value repeated under two headers; and fixtures/xlsx/*. Each
// through formats/document.ts (two passes with one memory), as users get it. Prints one line per
// input and a summary; exit code 1 when one differs.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [a, b] = process.argv.slice(2).map((d) => pathToFileURL(resolve(d)).href);
if (!a || !b) {
  console.error('usage: node bench/compare-xlsx.mjs <distA> <distB>');
  process.exit(2);
}
const load = async (dist) => ({
  createRedactor: (await import(`${dist}/engine/index.js`)).createRedactor,
  DEFAULT_LIMITS: (await import(`${dist}/formats/types.js`)).DEFAULT_LIMITS,
  redactDocument: (await import(`${dist}/formats/document.js`)).redactDocument,
  BoundedMemo: (await import(`${dist}/detectors/lib/bounded-memo.js`)).BoundedMemo,
  xlsx: (await import(`${dist}/formats/xlsx.js`)).default,
});
const builds = [await load(a), await load(b)];
const dir = mkdtempSync(join(tmpdir(), 'anonymize-compare-xlsx-'));
const ExcelJS = (await import('exceljs')).default;

// bench/xlsx.mjs's rows.
const given = ['Jane', 'Richard', 'Mary', 'Peter', 'Kenji', 'Amara', 'Priya', 'Lukas', 'Sofia', 'Mateo', 'Chloe', 'Ahmed', 'Ingrid', 'Olga', 'Tomasz', 'Aisha', 'James', 'Linda', 'David', 'Susan', 'Thomas', 'Karen', 'Daniel', 'Nancy', 'Andrew', 'Emily', 'Joshua', 'Donna', 'Steven', 'Sandra'];
const family = ['Roe', 'Miles', 'Major', 'Sample', 'Okafor', 'Watanabe', 'Lindqvist', 'Moreau', 'Kowalski', 'Hernandez', 'Fitzgerald', 'Novak', 'Castellano', 'Brennan', 'Haddad', 'Petersen', 'Yamamoto', 'Delgado', 'Whitfield', 'Abernathy', 'Sorensen', 'Mbeki', 'Rossi', 'Kaufmann', 'Ivanova', 'Gallagher', 'Larsen', 'Oyelaran', 'Takahashi', 'Mendoza'];
const letter = (n) => String.fromCharCode(65 + (n % 26));
const nameOf = (i) => `${given[i % 30]} ${letter(Math.floor(i / 30))}. ${letter(Math.floor(i / 780))}. ${family[Math.floor(i / 20280) % 30]}`;
const benchRow = (i) => [i, nameOf(i), `customer${i}@example.com`, `+1 415 555 ${String(100 + (i % 9900)).padStart(4, '0')}`, i % 2 ? 'Springfield' : 'Shelbyville', (i * 37) % 10_000, `order ${i} shipped`];

async function workbook(name, sharedStrings, fill) {
  const path = join(dir, name);
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: sharedStrings, useStyles: true });
  await fill(wb);
  await wb.commit();
  return readFileSync(path);
}

const bench = (rows, shared) =>
  workbook(`bench-${rows}-${shared}.xlsx`, shared, (wb) => {
    const ws = wb.addWorksheet('Customers');
    ws.addRow(['id', 'name', 'email', 'phone', 'city', 'amount', 'note']).commit();
    for (let i = 1; i <= rows; i++) ws.addRow(benchRow(i)).commit();
    ws.commit();
  });

const mixed = workbook('mixed.xlsx', true, (wb) => {
  const ws = wb.addWorksheet('People');
  ws.addRow(['name', 'born', 'phone', 'ssn', 'greeting', 'notes', 'amount']).commit();
  for (let i = 0; i < 400; i++) {
    const row = ws.addRow([
      i % 7 === 0 ? { richText: [{ text: given[i % 30], font: { bold: true } }, { text: ` ${family[i % 30]}` }] } : `${given[i % 30]} ${family[(i * 7) % 30]}`,
      new Date(Date.UTC(1950 + (i % 50), i % 12, 1 + (i % 28))),
      4155550100 + i,
      i % 3 ? 123456789 + i * 11 : `${100 + i}-45-${String(1000 + i).slice(-4)}`,
      { formula: `"Dear "&"${given[(i + 3) % 30]} ${family[(i + 5) % 30]}"`, result: `Dear ${given[(i + 3) % 30]} ${family[(i + 5) % 30]}` },
      `Met ${given[(i + 1) % 30]} ${family[(i + 2) % 30]} on ${1 + (i % 28)} March 2024 <${family[i % 30].toLowerCase()}@example.org> & co`,
      i * 1.25,
    ]);
    row.getCell(2).numFmt = i % 2 ? 'yyyy-mm-dd' : 'dd/mm/yyyy hh:mm';
    row.commit();
  }
  ws.commit();
  const other = wb.addWorksheet('Contacts');
  other.addRow(['contact', 'name']).commit();
  for (let i = 0; i < 200; i++) other.addRow([`${given[i % 30]} ${family[(i * 7) % 30]}`, family[i % 30]]).commit();
  other.commit();
  const bare = wb.addWorksheet('Bare');
  for (let i = 0; i < 50; i++) bare.addRow([`call ${given[i % 30]} on +44 20 7946 ${String(i).padStart(4, '0')}`, i]).commit();
  bare.commit();
});

/** [label, bytes, redactor options] */
const inputs = [];
inputs.push(['bench workbook 10,000 rows', await bench(10_000, true), {}]);
const small = await bench(3_000, true);
inputs.push(['bench workbook 3,000 rows, style numbered', small, { style: 'numbered' }]);
inputs.push(['bench workbook 3,000 rows, style mask', small, { style: 'mask' }]);
inputs.push(['bench workbook 3,000 rows, entities PERSON_NAME,PHONE_NUMBER', small, { entities: ['PERSON_NAME', 'PHONE_NUMBER'] }]);
inputs.push(['bench workbook 3,000 rows, inline strings', await bench(3_000, false), {}]);
inputs.push(['mixed workbook (dates, numbers, formulas, rich text, 3 sheets)', await mixed, {}]);
inputs.push(['mixed workbook, style numbered', await mixed, { style: 'numbered' }]);
inputs.push(['mixed workbook, custom term + allow', await mixed, { custom: { terms: ['Kenji Okafor'] }, allow: ['Springfield', 'Jane Roe'] }]);
const fixtures = new URL('../fixtures/xlsx/', import.meta.url);
for (const f of readdirSync(fixtures).sort().filter((n) => /\.xls[xm]$/.test(n))) inputs.push([`fixtures/xlsx/${f}`, readFileSync(new URL(f, fixtures)), {}, f]);

const redact = async (build, [, bytes, ropts, file = 'w.xlsx']) => {
  build.BoundedMemo.forgetValues();
  const inPath = join(dir, file);
  const outPath = join(dir, `out-${file}`);
  writeFileSync(inPath, bytes);
  rmSync(outPath, { force: true });
  try {
    const r = await build.redactDocument(build.xlsx, inPath, outPath, { redactor: build.createRedactor(ropts), displayName: file, limits: build.DEFAULT_LIMITS, options: {} });
    return { out: readFileSync(outPath), counts: JSON.stringify(r.counts), warnings: JSON.stringify(r.warnings) };
  } catch (e) {
    return { out: Buffer.from(`error: ${e.message}`), counts: 'error', warnings: '' };
  }
};

let same = 0;
try {
  for (const input of inputs) {
    const [x, y] = [await redact(builds[0], input), await redact(builds[1], input)];
    // A zip holds times: compare the entries' names, order and contents.
    const eq = await sameZip(x.out, y.out);
    const ok = eq && x.counts === y.counts && x.warnings === y.warnings;
    if (ok) same++;
    console.log(`${ok ? 'same' : 'DIFFERENT'}  ${input[0]}  ${x.counts}${eq ? '' : '  (output differs)'}${x.counts === y.counts ? '' : `  counts ${y.counts}`}${x.warnings === y.warnings ? '' : '  warnings differ'}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(`${same} of ${inputs.length} workbooks redacted identically by both builds`);

async function sameZip(x, y) {
  const JSZip = (await import('jszip')).default;
  const [zx, zy] = [await JSZip.loadAsync(x).catch(() => null), await JSZip.loadAsync(y).catch(() => null)];
  if (!zx || !zy) return x.equals(y);
  const names = Object.keys(zx.files);
  if (names.join('\n') !== Object.keys(zy.files).join('\n')) return false;
  for (const n of names) if (!(await zx.file(n)?.async('nodebuffer'))?.equals(await zy.file(n)?.async('nodebuffer'))) return false;
  return true;
}
// Something the formats load keeps the event loop alive (a worker pool): done is done.
process.exit(same === inputs.length ? 0 : 1);
