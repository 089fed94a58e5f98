import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { csvTablesOf } from './lib/csv-table.js';
import { cellFitsColumn } from './lib/field-fits.js';

/**
 * The cells of a CSV table pasted into a text (an export in an e-mail or a ticket) whose column
 * names say what they hold: under `member_no,first_name,last_name,dob,mobile,postcode,sort_code`
 * every row's cells are of those types, whatever the detectors make of a lone "Morgan-Price",
 * "CF10 4QH" or "41822907" (the header and its rows as lib/csv-table.ts reads them). A file read
 * as CSV (formats/csv.ts) takes its columns by header already; this is for the text around one.
 */
/**
 * An e-mail address whole: under a `Username` column (Entra ID's sign-in log, where the user
 * principal name is an address) it is an address, which the e-mail detector reports as such.
 */
const EMAIL_SHAPE = /^[^\s@"]+@[^\s@"]+\.[A-Za-z]{2,}$/;

function findCsvCells(text: string, ctx: DetectorContext): Candidate[] {
  const out: Candidate[] = [];
  for (const { entities, rows } of csvTablesOf(text, ctx)) {
    for (const row of rows) {
      for (let c = 0; c < row.length; c++) {
        const entity = entities[c];
        const [s, e] = row[c]!;
        if (entity && e > s && cellFitsColumn(text.slice(s, e), entity) && !(entity === 'USERNAME' && EMAIL_SHAPE.test(text.slice(s, e)))) out.push({ start: s, end: e, score: 1, entity });
      }
    }
  }
  return out;
}

export default defineDetector({
  id: 'csv-block',
  entity: 'PERSON_NAME',
  find: findCsvCells,
  examples: {
    // Each on lines of its own (the catalog wraps an example in a sentence or a log line).
    positive: [
      // A gym's failed direct debits pasted into an e-mail (the third reading's csv-email.txt)
      {
        text: '\nmember_no,first_name,last_name,postcode,sort_code,account_no,amount\nHV10518,Dylan,Morgan-Price,CF11 9LJ,20-41-06,73104482,29.99\n',
        match: ['Dylan', 'Morgan-Price'],
      },
      { text: '\nName;Telefon;PLZ\n"Brandstätter, Tobias";030 61287443;10969\n', match: 'Brandstätter, Tobias' },
    ],
    negative: [
      '\nsku,colour,size,price\nA-1023,Marsh green,XL,12.50\n', // no column that holds people
      '\nfirst_name,last_name,email\n', // a header without rows
      '\napples, pears, plums\nfigs, dates, limes\n', // words with commas
      '\nfirst_name,last_name\nN/A,-\n', // placeholders
      '\nname,email;phone\nAda,ada@example.com;123\n', // two delimiters: no header
    ],
  },
});
