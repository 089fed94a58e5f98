import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { scanOf } from '../engine/scan/index.js';

/**
 * An e-mail address a PDF's or a form's line wrap cut after its `@` (text extracted from a PDF
 * keeps the printed lines: `10. E-mail: cbmwansa61@` then `   zamtel.zm` on the next line, the
 * thirteenth reading's Zambian form). Both halves are the address only together: a local part
 * right before an `@` that ends its line, and a domain of two labels at least (its last one
 * letters) opening the next line after its indent, alone or before a column gap. Each half is
 * a finding of its own, so the line break and the indent stay where they were. From the literal
 * `@` before a line break.
 */
const LOCAL = /[A-Za-z0-9._%+-]{1,64}$/;
const DOMAIN = /^[ \t]*(?<domain>[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)*\.[A-Za-z]{2,24})(?=[ \t]*(?:\r?\n|$)|[ \t]{2,}|[,;.)][ \t]*(?:\r?\n|$))/;

function findWrapped(text: string, ctx?: DetectorContext): Candidate[] {
  const out: Candidate[] = [];
  const scan = ctx?.scan ?? scanOf(text);
  for (const breakAt of [scan.literal('@\n'), scan.literal('@\r\n')]) {
    for (const at of breakAt) {
      const head = LOCAL.exec(text.slice(Math.max(0, at - 64), at));
      if (head === null) continue;
      const start = at - head[0].length;
      // The local part opens a word (no address or path glued before it) and is no dot's edge.
      if (start > 0 && /[\w@/.:-]/.test(text[start - 1]!)) continue;
      if (head[0].startsWith('.') || head[0].endsWith('.')) continue;
      const next = text.indexOf('\n', at) + 1;
      const tail = DOMAIN.exec(text.slice(next, next + 260));
      if (tail === null) continue;
      const domainStart = next + tail[0].length - tail.groups!.domain!.length;
      out.push({ start, end: at + 1, score: 0.85 }, { start: domainStart, end: next + tail[0].length, score: 0.85 });
    }
  }
  return out;
}

export default defineDetector({
  id: 'email-wrapped',
  entity: 'EMAIL_ADDRESS',
  find: findWrapped,
  examples: {
    positive: [
      // A fictitious member (the thirteenth reading's NAPSA form).
      { text: '9. Mobile: +260 97 741 8273    10. E-mail: cbmwansa61@\n   zamtel.zm\n11. TPIN', match: ['cbmwansa61@', 'zamtel.zm'] },
    ],
    negative: [
      'Write to us @\nexample.org', // no local part
      'user@\nthe next line of prose', // no domain
      'cbmwansa61@\n   zamtel.zm is down today', // the line goes on: a sentence
    ],
  },
});
