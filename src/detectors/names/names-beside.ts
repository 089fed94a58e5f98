import type { Candidate } from '../../engine/types.js';
import { codeAt } from '../lib/char-codes.js';
import { foldKey, isCommonWord, isFamilyName, isGivenName, placeTier } from './names-gazetteer.js';

/**
 * A given or family name left beside a found one, where the layout says both are the name:
 * - surnames in capitals and a comma before the found given names at a line's start, as a
 *   register's table writes them (`VERHAEGEN, Lotte Marie`, `EL AMRANI, Youssef`), no city nor
 *   English word among them (`LONDON, Dean Anthony said`: names-inverted.ts takes the listed ones);
 * - a given name after a found surname in capitals, before a comma or the line's end
 *   (`doamna IONESCU Andreea-Maria, domiciliată`);
 * - one capitalized word before a found name that ends its line, alone before it on the line
 *   and a line with a digit under it (an address block's first line, `Beat Hürlimann-Casutt`
 *   above `Seefeldstrasse 48`);
 * - one capitalized word before a found name inside the same quotes (`('Gareth Pennock', …)`);
 * - a given name in capitals and a middle initial before a found surname in capitals
 *   (`REGINALD T. ARCENEAUX`), and two found names with a middle initial between them
 *   (`DELPHINE M. ARCENEAUX`): one name (leaks24);
 * - one capitalized word, no common word nor town, between a form's label and a found name that
 *   ends its line (`Jina kamili: Neema Joseph Mwakalinga`: the given name the lists lack; leaks24)
 *   or its column, before a gap and the next label (`Se: Habimana Jean Bosco    Nyina: …`; leaks26);
 * - one or two surnames in capitals right before a found name in mixed case, as Central and East
 *   African forms write the family name first (`UWASE Claudine`, `M. NGUEMA EBODÉ Serge Patrick`),
 *   each of five letters at least or a listed family name (`CEO`, `TODO` are none), no city nor
 *   common word, no third word in capitals before them (a heading's words); leaks26;
 * - one surname in capitals right after a found name in mixed case, as a statement writes the
 *   family name (`his name is Kerron BAPTIST, he live`: the twenty-first reading's Belizean
 *   police report, leaks43): a listed family name or a word of five letters at least, no city
 *   nor common word, no other word in capitals after it (`Kevin MORRIS LTD`, a heading).
 */
const CAPS_BEFORE = /(?:^|\n)[ \t]*(\p{Lu}{2,}(?:[ \t-]\p{Lu}{2,}){0,3}),[ \t]+$/u;
const WORD_BEFORE_LINE = /(?:^|\n)[ \t]*(\p{Lu}\p{Ll}+)[ \t]+$/u;
const WORD_BEFORE_QUOTE = /(['"])(\p{Lu}\p{Ll}+)[ \t]+$/u;
const GIVEN_INITIAL_BEFORE = /(?<![\p{L}\p{N}])(\p{Lu}{2,})[ \t]+\p{Lu}\.[ \t]+$/u;
const WORD_AFTER_LABEL = /(?:^|\n)[ \t]*\p{L}[\p{L}\p{M} ]{0,30}:[ \t]+(\p{Lu}\p{Ll}+)[ \t]+$/u;
const INITIAL_GAP = /^[ \t]+\p{Lu}\.?[ \t]+$/u;
const SURNAMES_CAPS_BEFORE = /(?<![\p{L}\p{N}]|\p{Lu}{2,}[ \t]+)(\p{Lu}{3,}(?:[ \t]\p{Lu}{3,})?)[ \t]$/u;
const NEXT_LABEL = /^\p{Lu}[\p{L} .]{0,24}:/u;
const GIVEN_AFTER = /^[ \t]+(\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)(?=[ \t]*(?:,|\r?\n|$))/u;
const SURNAME_CAPS_AFTER = /^ (\p{Lu}{3,}(?:-\p{Lu}{3,})?)(?![\p{L}\p{M}\p{N}_/'’-]|[ \t]+\p{Lu}{2})/u;

export function withNamesBeside(text: string, people: readonly Candidate[]): Candidate[] {
  const surnamesAfter: Candidate[] = [];
  const beside = joinedOverInitials(text, people.map((p) => {
    // Most names in prose have a blank and a small letter on both sides: nothing to look at.
    const c1 = codeAt(text, p.start - 1);
    const c2 = codeAt(text, p.start - 2);
    const e = codeAt(text, p.end);
    const capsAt = (k: number) => { const c = codeAt(text, k); return c >= 65 && c <= 90; };
    const commaBefore = c1 === 32 && c2 === 44;
    let k = p.end;
    while (k < p.end + 8 && (codeAt(text, k) === 32 || codeAt(text, k) === 9)) k++;
    const nextLine = codeAt(text, k) === 10 || codeAt(text, k) === 13;
    // The found name ends a form's column: two blanks at least, then the next field's label.
    const columnEnds = k - p.end >= 2 && NEXT_LABEL.test(text.slice(k, k + 28));
    const quote = e === 39 || e === 34;
    const capsValue = p.end - p.start >= 3 && capsAt(p.start) && capsAt(p.start + 1) && capsAt(p.end - 1);
    const capsBefore = c1 === 32 && (capsAt(p.start - 2) || c2 > 0xbf) && capsAt(p.start) && !capsAt(p.start + 1);
    const lowerEnd = (c: number) => (c >= 97 && c <= 122) || c > 0xbf;
    const capsAfter = e === 32 && lowerEnd(codeAt(text, p.end - 1)) && capsAt(p.end + 1) && capsAt(p.end + 2);
    if (!commaBefore && !nextLine && !quote && !capsValue && !capsBefore && !columnEnds && !capsAfter) return p;
    let { start, end } = p;
    const value = text.slice(start, end);
    const from = Math.max(0, start - 40);
    // A slice's `^` is a line's start only where the slice starts the text.
    const before = (from > 0 ? '\u0000' : '') + text.slice(from, start);
    const caps = commaBefore ? CAPS_BEFORE.exec(before) : null;
    const surnames = caps || !capsBefore ? null : SURNAMES_CAPS_BEFORE.exec(before);
    if (caps && caps[1]!.split(/[ \t-]/).every(notPlaceNorWord)) start -= before.length - before.lastIndexOf(caps[1]!);
    else if (surnames && surnames[1]!.split(/[ \t]/).every((w) => notPlaceNorWord(w) && (w.length >= 5 || isFamilyName(foldKey(w))))) start -= before.length - before.lastIndexOf(surnames[1]!);
    else {
      // The next line an address's (a digit on it), so "Dear Hürlimann" above a blank line stays.
      const lineEnds = nextLine && /^[ \t]*\r?\n[^\n\d]{0,40}\d/.test(text.slice(end, end + 48));
      const word = lineEnds ? WORD_BEFORE_LINE.exec(before) : null;
      const quoted = word || !quote ? null : WORD_BEFORE_QUOTE.exec(before);
      if (word) start -= before.length - before.lastIndexOf(word[1]!);
      else if (quoted && text[end] === quoted[1]) start -= before.length - before.lastIndexOf(quoted[2]!);
      else if (capsValue && text.charCodeAt(start - 2) === 46) {
        const g = GIVEN_INITIAL_BEFORE.exec(before);
        if (g && isGivenName(foldKey(g[1]!)) && notPlaceNorWord(g[1]!)) start -= before.length - before.lastIndexOf(g[1]!);
      } else if (nextLine || columnEnds) {
        const l = WORD_AFTER_LABEL.exec(before);
        if (l && notPlaceNorWord(l[1]!)) start -= before.length - before.lastIndexOf(l[1]!);
      }
    }
    // The surname its own finding: a longer one over the given names would lose to a stronger
    // finding of a part of them (the resolver keeps one of two overlapping findings).
    if (capsAfter) {
      const surname = SURNAME_CAPS_AFTER.exec(text.slice(end, end + 40));
      if (surname && surname[1]!.split('-').every((w) => notPlaceNorWord(w) && (w.length >= 5 || isFamilyName(foldKey(w))))) surnamesAfter.push({ ...p, start: end + 1, end: end + surname[0].length });
    }
    if (capsValue && /^\p{Lu}{3,}$/u.test(value)) {
      const given = GIVEN_AFTER.exec(text.slice(end, end + 40));
      if (given) end += given[0].length;
    }
    return start === p.start && end === p.end ? p : { ...p, start, end };
  }));
  return surnamesAfter.length === 0 ? beside : [...beside, ...surnamesAfter].sort((a, b) => a.start - b.start);
}

/** Found names with only a middle initial between them (`DELPHINE` `M.` `ARCENEAUX`), as one. */
function joinedOverInitials(text: string, people: Candidate[]): Candidate[] {
  if (people.length < 2) return people;
  const sorted = people.some((p, i) => i > 0 && p.start < people[i - 1]!.start) ? [...people].sort((x, y) => x.start - y.start) : people;
  let out: Candidate[] | undefined;
  for (let i = 1; i < sorted.length; i++) {
    const a = out ? out[out.length - 1]! : sorted[i - 1]!;
    const b = sorted[i]!;
    const joined = b.start > a.end && b.start - a.end <= 6 && INITIAL_GAP.test(text.slice(a.end, b.start));
    if (!out) {
      if (!joined) continue;
      out = sorted.slice(0, i);
    }
    if (joined) out[out.length - 1] = { ...a, end: b.end, score: Math.max(a.score ?? 0, b.score ?? 0) };
    else out.push(b);
  }
  return out ?? people;
}

/** A word in capitals that names no city and is no common word (`LONDON`, `NOTE`). */
function notPlaceNorWord(word: string): boolean {
  const key = foldKey(word);
  return placeTier(key) <= 1 && !isCommonWord(key);
}
