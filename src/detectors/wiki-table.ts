import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import type { EntityName } from '../entities.js';
import { scanOf } from '../engine/scan/index.js';
import { columnEntity } from './lib/column-names.js';
import { cellFitsColumn } from './lib/field-fits.js';

/**
 * The cells of a MediaWiki table whose column headers say what they hold (Help:Tables on
 * mediawiki.org): the table opens with `{|` on its own line and closes with `|}`; a header row
 * is a line `! Name !! Staff no. !! Mobile`, a row of cells a line `| a || b || c` after `|-`
 * (a cell's attributes before a single `|`, `style="…" | text`, are no part of its text). Under
 * `Mobile` every row's cell is a phone number whatever the phone detector makes of a British
 * `07456 418273` with no word before it (the fourteenth reading's staff directory), as
 * csv-block.ts reads a CSV table's. Found from the literal `{|`.
 */
function findCells(text: string, ctx?: DetectorContext): Candidate[] {
  const out: Candidate[] = [];
  for (const at of scanOf(text, ctx).literal('{|')) {
    let columns: (EntityName | undefined)[] = [];
    let p = text.indexOf('\n', at);
    for (let lines = 0; p >= 0 && lines < 2000; lines++) {
      const start = p + 1;
      let end = text.indexOf('\n', start);
      if (end < 0) end = text.length;
      const first = text.charCodeAt(start);
      if (text.startsWith('|}', start)) break;
      if (first === 33) {
        columns = cellsOf(text, start + 1, end, '!!').map(([s, e]) => columnEntity(text.slice(s, e)));
      } else if (first === 124 && !text.startsWith('|-', start) && !text.startsWith('|+', start) && columns.some((c) => c !== undefined)) {
        const cells = cellsOf(text, start + 1, end, '||');
        // A cell spanning columns (`colspan="2" | …`) moves the rest: such a row is not read.
        if (cells.some(([s]) => /(?:col|row)span\s*=/i.test(text.slice(start, s)))) {
          p = end < text.length ? end : -1;
          continue;
        }
        cells.forEach(([s, e], i) => {
          const entity = columns[i];
          if (entity !== undefined && e > s && cellFitsColumn(text.slice(s, e), entity)) out.push({ start: s, end: e, score: 0.9, entity });
        });
      }
      p = end < text.length ? end : -1;
    }
  }
  return out;
}

/** The cells of text[from, to) split at `mark` (`!!`, `||`): each [start, end) trimmed, attributes dropped. */
function cellsOf(text: string, from: number, to: number, mark: string): Array<[number, number]> {
  const cells: Array<[number, number]> = [];
  let s = from;
  while (s <= to) {
    let e = text.indexOf(mark, s);
    if (e < 0 || e > to) e = to;
    let a = s;
    // `style="…" | text`: the text after the attributes' single bar.
    const bar = text.indexOf('|', a);
    if (bar >= 0 && bar < e && /^\s*[\w-]+\s*=/.test(text.slice(a, bar))) a = bar + 1;
    let b = e;
    while (a < b && /\s/.test(text[a]!)) a++;
    while (b > a && /\s/.test(text[b - 1]!)) b--;
    // A link `[[User:Dmccartan|Declan McCartan]]`: its label (the target is the link's, read as such elsewhere).
    if (text.startsWith('[[', a) && text.startsWith(']]', b - 2)) {
      const label = text.lastIndexOf('|', b - 2);
      a = label > a ? label + 1 : a + 2;
      b -= 2;
    }
    cells.push([a, b]);
    s = e + mark.length;
  }
  return cells;
}

export default defineDetector({
  id: 'wiki-table',
  entity: 'PHONE_NUMBER',
  find: findCells,
  examples: {
    positive: [
      // A fictitious staff list in MediaWiki's table markup (the fourteenth reading's wiki page).
      { text: '{| class="wikitable"\n! Name !! Staff no. !! Mobile\n|-\n| Ruairí Ó Dálaigh || FS-0433 || 07723 418273\n|}\n', match: '07723 418273' },
    ],
    negative: [
      '{| class="wikitable"\n! Item !! Price\n|-\n| Pegasus 41 || 07723 418273\n|}\n', // no column of phones
      '| Ruairí || 07723 418273\n', // no table
      '{| class="wikitable"\n! Name !! Staff no. !! Mobile\n|-\n| colspan="2" | vacancy || 07723 418273\n|}\n', // a row whose columns a span moved
    ],
  },
});
