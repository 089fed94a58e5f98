import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';

/**
 * The ordering customer's and the beneficiary's address in a SWIFT MT message (MT103, MT202
 * COV…): fields `:50K:` and `:59:` are an optional `/account` line, then up to four lines of 35
 * characters, the name first and the address after it (SWIFT Standards MT, field 50a option K
 * and field 59a "No letter option": `[/34x]` and `4*35x` Name and Address); option F
 * (`:50F:`, `:59F:`) numbers its lines, `2/` an address line and `3/` the country and town.
 * Written in capitals, with no word of an address ("LINDENSTRASSE 48"), so only the field's
 * tag says what the lines are. The account is the IBAN detector's, the name the names'; the
 * address lines are taken whole. Found from the tag at a line's start.
 */
const TAGS = [':50K:', ':59:', ':50F:', ':59F:'];
const MAX_LINE = 35;

function* findAddressLines(text: string, ctx?: DetectorContext): Iterable<Candidate> {
  for (const hit of ctx?.keywordHits ?? []) {
    const at = hit + 1; // the keyword's "\n" opens the tag's line
    const tag = TAGS.find((t) => text.startsWith(t, at));
    if (tag === undefined) continue;
    const numbered = tag.endsWith('F:');
    let lineStart = at + tag.length;
    let index = 0; // lines of the field after the account line
    for (let n = 0; n < 5 && lineStart < text.length; n++) {
      let lineEnd = text.indexOf('\n', lineStart);
      if (lineEnd < 0) lineEnd = text.length;
      const end = text.charCodeAt(lineEnd - 1) === 13 ? lineEnd - 1 : lineEnd;
      // The next field's tag (":52A:") or the text block's end ("-}") closes the field.
      if (n > 0 && (/^:\d\d[A-Z]?:/.test(text.slice(lineStart, lineStart + 5)) || text.startsWith('-}', lineStart))) break;
      if (end - lineStart > MAX_LINE) break;
      const line = text.slice(lineStart, end);
      if (!(n === 0 && line.startsWith('/'))) {
        const start = numbered ? numberedAddressStart(line) : index > 0 ? 0 : -1;
        if (start >= 0 && /\p{L}/u.test(line.slice(start))) yield { start: lineStart + start, end: lineStart + line.trimEnd().length, score: 0.95 };
        index++;
      }
      lineStart = lineEnd + 1;
    }
  }
}

/** Where the address of an option F line begins: after `2/` (an address line) or `3/` (country and town). */
function numberedAddressStart(line: string): number {
  return line.startsWith('2/') || line.startsWith('3/') ? 2 : -1;
}

export default defineDetector({
  id: 'swift-mt',
  entity: 'ADDRESS',
  find: findAddressLines,
  keywords: ['\n:50k:', '\n:59:', '\n:50f:', '\n:59f:'],
  examples: {
    positive: [
      // A fictitious MT103's customer fields in SWIFT's field formats (the sixth reading's payment).
      { text: ':33B:EUR14250,00\n:50K:/DE44500105175407324931\nHENRIKE BAUMGARTNER-SOLL\nLINDENSTRASSE 48\n:52A:DEUTDEFF', match: 'LINDENSTRASSE 48' },
      { text: ':57A:BARCGB22\n:50F:/DE44500105175407324931\n1/HENRIKE BAUMGARTNER-SOLL\n2/LINDENSTRASSE 48\n3/DE/FRANKFURT\n:52A:DEUTDEFF', match: ['LINDENSTRASSE 48', 'DE/FRANKFURT'] },
    ],
    negative: [
      ':33B:EUR14250,00\n:50A:/DE44500105175407324931\nDEUTDEFF\n:52A:DEUTDEFF', // a bank's BIC
      'started 12:50:31\n:59: is no field here', // no line of a field
    ],
  },
});
