// Phone recall on the numbering plans' own example numbers (libphonenumber's metadata: one
// mobile example per region), each read with its region as --region: printed as the plan's
// national format, the same digits joined by "-" or "." instead of spaces, and the
// international format, in a sentence with and without a phone word; and the bare national
// digits with a phone word. A finding counts when it covers the printed number whole.
// Run after `npm run build`: node bench/quality-phone.mjs
import { getCountries, getExampleNumber } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import { analyze } from '../dist/engine/index.js';

export function qualityPhone() {
  const rows = new Map();
  const add = (key, text, printed, region) => {
    const row = rows.get(key) ?? { n: 0, hit: 0 };
    rows.set(key, row);
    row.n++;
    const start = text.indexOf(printed);
    const end = start + printed.length;
    if (analyze(text, { entities: ['PHONE_NUMBER'], region }).some((f) => f.start <= start && f.end >= end)) row.hit++;
  };
  for (const region of getCountries()) {
    const number = getExampleNumber(region, examples);
    if (!number) continue;
    const national = number.formatNational();
    const forms = { national, 'national with -': national.replace(/ /g, '-'), 'national with .': national.replace(/[ ()-]+/g, '.').replace(/^\./, '') };
    for (const [name, printed] of Object.entries(forms)) {
      add(`${name}, no word`, `Reach me at ${printed} after six.`, printed, region);
      add(`${name}, phone word`, `Phone: ${printed} after six.`, printed, region);
    }
    const digits = national.replace(/\D/g, '');
    add('bare digits, phone word', `Phone: ${digits} after six.`, digits, region);
    add('international, no word', `Reach me at ${number.formatInternational()} after six.`, number.formatInternational(), region);
  }
  console.log(`\nphone examples (libphonenumber metadata, one mobile number per region, read in its region)`);
  for (const [key, row] of rows) console.log(`${key.padEnd(30)} ${String(row.n).padStart(5)} ${`${((row.hit / row.n) * 100).toFixed(1)}%`.padStart(7)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) qualityPhone();
