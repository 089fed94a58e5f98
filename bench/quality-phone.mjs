// Phone recall on the numbering plans' own example numbers (libphonenumber's metadata: one
// mobile example per region), each read with its region as --region: printed as the plan's
// national format, the same digits joined by "-" or "." instead of spaces, and the
// international format, in a sentence with and without a phone word; and the bare national
// digits with a phone word. A finding counts when it covers the printed number whole.
// Then the same national numbers read with the default region (US), with and without a phone
// label (docs/phones.md: after a label a number valid in any region counts), and random digit
// runs printed as phone numbers after a label: the share taken (valid in some region), beside
// the share a "possible in some region" rule would take.
// Run after `npm run build`: node bench/quality-phone.mjs
import { getCountries, getExampleNumber, parsePhoneNumberFromString } from 'libphonenumber-js/max';
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
  labelled();
}

const pct = (a, n) => `${((a / Math.max(1, n)) * 100).toFixed(1)}%`;

/** National numbers of every region read with --region US, after a label and without one; random runs after a label. */
function labelled() {
  const rows = new Map();
  const add = (key, text, printed) => {
    const row = rows.get(key) ?? { n: 0, hit: 0 };
    rows.set(key, row);
    row.n++;
    const start = text.indexOf(printed);
    const end = start + printed.length;
    if (analyze(text, { entities: ['PHONE_NUMBER'] }).some((f) => f.start <= start && f.end >= end)) row.hit++;
  };
  for (const region of getCountries()) {
    const number = getExampleNumber(region, examples);
    if (!number || number.countryCallingCode === '1') continue;
    const national = number.formatNational();
    add('national, no word', `Reach me at ${national} after six.`, national);
    add('national, "Phone:"', `Phone: ${national} after six.`, national);
    add('national, "Tel."', `Tel. ${national}`, national);
    add('national, JSON key', `{"mobile": "${national}"}`, national);
    add('national, key=value', `user=7 phone=${national.replace(/ /g, '-')} ok`, national.replace(/ /g, '-'));
  }
  console.log(`\nphone examples outside the NANP read with the default region (US): a label lets any region's plan decide`);
  for (const [key, row] of rows) console.log(`${key.padEnd(30)} ${String(row.n).padStart(5)} ${pct(row.hit, row.n).padStart(7)}`);
  const withLabel = [...rows].filter(([key]) => key !== 'national, no word').map(([, row]) => row);
  const bare = rows.get('national, no word');
  console.log(
    `phone labels: other regions' national numbers after a label, read with --region US: ${pct(withLabel.reduce((a, r) => a + r.hit, 0), withLabel.reduce((a, r) => a + r.n, 0))} found (target >= 90%); without a label ${pct(bare.hit, bare.n)} (target: unchanged, 1.4%)`,
  );
  // Random runs after a label: 0 and 7-11 more digits, grouped 3-4-rest or 2-2-2…, as numbers are printed.
  let seed = 42;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const runs = { n: 0, taken: 0, possible: 0 };
  for (let i = 0; i < 2000; i++) {
    let digits = i % 2 ? '0' : String(1 + Math.floor(rand() * 9));
    const length = 8 + Math.floor(rand() * 4);
    while (digits.length < length) digits += String(Math.floor(rand() * 10));
    const printed = i % 3 === 0 ? digits.replace(/^(\d{3})(\d{4})/, '$1 $2 ') : i % 3 === 1 ? digits.replace(/(\d{2})(?=\d)/g, '$1 ') : `${digits.slice(0, 4)} ${digits.slice(4)}`;
    const text = `Tel: ${printed}`;
    runs.n++;
    if (analyze(text, { entities: ['PHONE_NUMBER'] }).some((f) => f.start === 5 && f.end === text.length)) runs.taken++;
    if (getCountries().some((r) => parsePhoneNumberFromString(printed, r)?.isPossible())) runs.possible++;
  }
  console.log(`random 8-11 digit runs after "Tel:" taken: ${pct(runs.taken, runs.n)} (valid in some region; "possible in some region" would take ${pct(runs.possible, runs.n)})`);
}

if (import.meta.url === `file://${process.argv[1]}`) qualityPhone();
