import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';

/**
 * The machine-readable zone of a passport (ICAO Doc 9303 Part 4, TD3: two lines of 44
 * characters) pasted as text, as a hotel's, an airline's or a KYC form's OCR keeps it:
 *   P<GBRWHITTAKER<<ELEANOR<ROSE<<<<<<<<<<<<<<<<
 *   5482139075GBR8806149F3109236<<<<<<<<<<<<<<04
 * The second line holds the document number, the birth date and the expiry, each with its check
 * digit (weights 7 3 1, `<` 0, A = 10 … Z = 35), and a composite check over them: where those
 * hold, the second line is the holder's identifier (NATIONAL_ID, as a passport number is) and
 * the first line's name field (surname `<<` given names) the holder's name. Found from the `<<`
 * that fills both lines.
 */
const LINE2 = /[A-Z0-9<]{9}[0-9<][A-Z<]{3}[0-9]{6}[0-9][MFX<][0-9]{6}[0-9][A-Z0-9<]{14}[0-9<][0-9]/y;
const LINE1 = /P[A-Z<][A-Z<]{3}([A-Z<]{39})/y;

function value(c: string): number {
  const code = c.charCodeAt(0);
  if (code === 60) return 0;
  return code <= 57 ? code - 48 : code - 55;
}

function check(s: string): number {
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < s.length; i++) sum += value(s[i]!) * weights[i % 3]!;
  return sum % 10;
}

const digitOk = (field: string, digit: string) => (digit === '<' ? /^<*$/.test(field) : check(field) === Number(digit));

function isValidLine2(l: string): boolean {
  if (!digitOk(l.slice(0, 9), l[9]!) || !digitOk(l.slice(13, 19), l[19]!) || !digitOk(l.slice(21, 27), l[27]!)) return false;
  if (!digitOk(l.slice(28, 42), l[42]!)) return false;
  return check(l.slice(0, 10) + l.slice(13, 20) + l.slice(21, 43)) === Number(l[43]);
}

function* findMrz(text: string, ctx?: DetectorContext): Iterable<Candidate> {
  let done = -1;
  for (const hit of ctx?.keywordHits ?? []) {
    if (hit < done) continue;
    const lineStart = text.lastIndexOf('\n', hit - 1) + 1;
    let lineEnd = text.indexOf('\n', hit);
    if (lineEnd < 0) lineEnd = text.length;
    done = lineEnd;
    const line = text.slice(lineStart, lineEnd).trimEnd();
    const at = line2At(line);
    if (at < 0) continue;
    yield { start: lineStart + at, end: lineStart + at + 44, score: 0.95, entity: 'NATIONAL_ID' };
    // The line above ends with the first line: the document's type P, the issuing state, the name field.
    const prevEnd = lineStart - 1;
    if (prevEnd <= 0) continue;
    const prevStart = text.lastIndexOf('\n', prevEnd - 1) + 1;
    const prev = text.slice(prevStart, prevEnd).trimEnd();
    const from = prev.length - 44;
    if (from < 0 || (from > 0 && !isBlank(prev.charCodeAt(from - 1)))) continue;
    LINE1.lastIndex = from;
    if (!LINE1.test(prev)) continue;
    const name = prev.slice(from + 5).replace(/<+$/, '');
    if (name.length >= 2) yield { start: prevStart + from + 5, end: prevStart + from + 5 + name.length, score: 0.95, entity: 'PERSON_NAME' };
  }
}

const isBlank = (c: number) => c === 32 || c === 9;

/** Where a valid second line of 44 characters stands alone in `line` (blanks or the line's ends around it), or -1. */
function line2At(line: string): number {
  for (let p = 0; p + 44 <= line.length; p++) {
    if (p > 0 && !isBlank(line.charCodeAt(p - 1))) continue;
    if (p + 44 < line.length && !isBlank(line.charCodeAt(p + 44))) continue;
    LINE2.lastIndex = p;
    if (LINE2.test(line) && isValidLine2(line.slice(p, p + 44))) return p;
  }
  return -1;
}

export default defineDetector({
  id: 'mrz',
  entity: 'PERSON_NAME',
  find: findMrz,
  keywords: ['<<'],
  examples: {
    positive: [
      // ICAO Doc 9303 Part 4's specimen (Appendix A, "UTOPIA"), the two lines of a TD3.
      {
        text: 'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10\n',
        match: 'ERIKSSON<<ANNA<MARIA',
      },
    ],
    negative: [
      // One check digit changed: not a machine-readable zone.
      'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<11\n',
      'a <<quoted>> word',
    ],
  },
});
