// Text dense in values (a value on every line: a contact list, a CSV column pasted as text, a
// directory export): MB per CPU second of one engine call with all 15 types, warm (after 1.5 s of
// calls, see cpu.mjs), on the catalog's examples joined one per line (~67 KB) and on a synthetic
// contact list of 10,000 lines; the catalog's text four times over shows whether cost grows
// faster than the text (it does not: its MB/s is no lower). Printed, never asserted.
// Usage: npm run build && node bench/dense.mjs (about 10 s of CPU); `npm run bench` prints it after the logs.
import { fileURLToPath } from 'node:url';
import { DETECTORS } from '../dist/detectors/index.js';
import { createRedactor } from '../dist/engine/index.js';
import { alternating, cpuMsPerCall, freshIdentifiers } from './cpu.mjs';

const GIVEN = ['Vera', 'Ilse', 'Jonas', 'Marta', 'Pavel', 'Lena', 'Tomas', 'Greta', 'Oskar', 'Nina', 'Henrik', 'Sofia'];
const FAMILY = ['Kastel', 'Marwitz', 'Novak', 'Berger', 'Lindqvist', 'Holt', 'Fairbairn', 'Okafor', 'Petrov', 'Santos', 'Brandt'];

/** The catalog's examples, positive and negative, one per line: every detector finds something. */
export function catalogText() {
  return DETECTORS.flatMap((d) => [...d.examples.positive.map((e) => (typeof e === 'string' ? e : e.text)), ...d.examples.negative]).join('\n');
}

/** `lines` contacts, "Name Surname, +44 20 7946 0xxx, name@example.com, 12 High Street, London" (Ofcom's drama numbers). */
export function contactList(lines) {
  const out = [];
  for (let i = 0; i < lines; i++) {
    const given = GIVEN[i % GIVEN.length];
    out.push(`${given} ${FAMILY[(i * 7 + 3) % FAMILY.length]}, +44 20 7946 0${String(i % 1000).padStart(3, '0')}, ${given.toLowerCase()}${i}@example.com, ${(i % 200) + 1} High Street, London`);
  }
  out.push(''); // the closing newline inside the join: one flat string, as a file read gives
  return out.join('\n');
}

export async function printDenseLines() {
  const all = createRedactor();
  const catalog = catalogText();
  const texts = [
    ["the catalog's examples, one per line", catalog],
    ['the same, four times over', [catalog, catalog, catalog, catalog].join('\n')],
    ['a contact list of 10,000 lines', contactList(10000)],
  ];
  console.log('\nDense values: one engine call, all 15 types, warm, MB per CPU second, one thread (bench/dense.mjs)');
  for (const [name, text] of texts) {
    // Decoded from bytes, as a text read from a file is (a flat string; see alternating).
    const next = alternating(Buffer.from(text).toString());
    const ms = await cpuMsPerCall(await freshIdentifiers(() => all.redact(next()).text), 1000, 1500);
    const kb = Buffer.byteLength(text) / 1e3;
    console.log(`${name.padEnd(40)} ${kb.toFixed(0).padStart(5)} KB ${ms.toFixed(1).padStart(8)} ms a call ${(kb / 1e3 / (ms / 1e3)).toFixed(2).padStart(7)} MB/s`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await printDenseLines();
