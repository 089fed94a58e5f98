import { defineDetector } from '../engine/detector.js';
import type { Candidate } from '../engine/types.js';
import { columnEntity } from './lib/column-names.js';

/**
 * The key of a row a constraint names in a PostgreSQL error's DETAIL line, as a log or a web
 * framework's error page quotes it: `Key (customer_ref)=(CUST-0048213) already exists.`, `Key
 * (email)=(…) is not present in table "users".`, several columns and values parted by ", "
 * (PostgreSQL's unique index and foreign key messages, errdetail "Key %s already exists." and
 * "Key (%s)=(%s) is not present in table \"%s\"."). A value takes its column's type, as a bound
 * parameter does (pg-parameters.ts, lib/column-names.ts); a column that names no type is left.
 * Found from a literal search for ")=(".
 */
const KEY = /Key \(([^()\n]{1,200})\)=\(([^\n]{1,400}?)\)(?= already exists| is not present| is still referenced| conflicts with)/y;

function* findKeys(text: string): Iterable<Candidate> {
  for (let at = text.indexOf(')=('); at !== -1; at = text.indexOf(')=(', at + 3)) {
    const open = text.lastIndexOf('Key (', at);
    if (open < 0 || at - open > 205) continue;
    KEY.lastIndex = open;
    const m = KEY.exec(text);
    if (m === null) continue;
    const columns = m[1]!.split(', ');
    const values = m[2]!.split(', ');
    if (columns.length !== values.length) continue;
    let start = open + 5 + m[1]!.length + 3;
    for (let i = 0; i < values.length; start += values[i]!.length + 2, i++) {
      const entity = columnEntity(columns[i]!);
      if (entity !== undefined && values[i] !== '') yield { start, end: start + values[i]!.length, score: 0.85, entity };
    }
  }
}

export default defineDetector({
  id: 'pg-key-detail',
  entity: 'USERNAME',
  find: findKeys,
  keywords: [')=('],
  examples: {
    positive: [
      // A unique violation's DETAIL (the fifth reading's Django debug page; fictitious).
      { text: 'DETAIL:  Key (customer_ref)=(CUST-0048213) already exists.', match: 'CUST-0048213' },
      { text: 'DETAIL:  Key (tenant_id, customer_id)=(7, C-20884127) already exists.', match: 'C-20884127' },
    ],
    negative: [
      'DETAIL:  Key (order_ref)=(ORD-0048213) already exists.', // an order names no one
      'if (a)=(b) then', // no PostgreSQL detail
    ],
  },
});
