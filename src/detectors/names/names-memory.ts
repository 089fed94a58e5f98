import { foldKey } from '../../lexicon/fold.js';
import { HONORIFICS } from '../../lexicon/honorifics.js';
import { GENERIC_ORG_WORDS, LEGAL_SUFFIXES } from './names-cues.js';
import { isCommonWord, placeTier } from './names-gazetteer.js';
import { readsAsWord } from './names-people.js';
import { isSentenceStart } from './names-tokens.js';
import { isNationalityKey } from './names-words.js';

/**
 * What else a found name is called in the rest of its document (see engine/memory.ts): a
 * person by each of their names alone ("Smith" after "John Smith"), an organization by its
 * name without the legal form, by a distinctive first word, and by the short name it is given
 * in brackets right after it ("Northwind Haulage Limited (“Northwind”)", "(NHL)", "(the
 * “Company”)").
 */

const PARTICLES = new Set(['van', 'von', 'der', 'den', 'de', 'la', 'le', 'du', 'da', 'dos', 'das', 'del', 'di', 'al', 'el', 'bin', 'binti', 'binte', 'bint', 'ibn', 'ter', 'ten']);
const WORD = /[\p{L}\p{M}][\p{L}\p{M}'’-]*/gu;

/** Each name word of a person's name that can stand alone: no title, initial or particle. */
export function personParts(name: string): string[] {
  const parts: string[] = [];
  for (const m of name.matchAll(WORD)) {
    const w = m[0];
    const key = foldKey(w.replace(/\.$/, ''));
    if (w.length < 3 && !/[\p{sc=Han}\p{sc=Hangul}]/u.test(w)) continue;
    if (HONORIFICS.has(key) || PARTICLES.has(key) || name[m.index + w.length] === '.') continue;
    if (!/^\p{Lu}/u.test(w) && !/[^\p{sc=Latin}\p{sc=Greek}\p{sc=Cyrillic}]/u.test(w)) continue;
    parts.push(w);
  }
  return parts.length > 1 ? parts : [];
}

/**
 * The other forms a person goes by in the rest of the document: each name alone (personParts),
 * and, in capitals and in lower case, the whole name ("GARETH PEMBERTON"). A person the document
 * declares (`declared`: an author, a login) goes by each name alone in those cases too
 * (`ROKAFOR` in a heading after the author `rokafor`, `okafor` as a login after the author
 * "Rosalind Okafor"); a person found in the text does not: a name found wrongly once would have
 * its words taken in every case (a Polish form's "opłata", "kiel" in a host name, "it's" in a
 * transcript, all seen). Never a form of common English words only: "Baker" stays "Baker", so
 * "the baker" is not the person.
 */
export function personAliases(name: string, declared = false): string[] {
  const parts = personParts(name);
  const out = [...parts];
  for (const form of declared ? [name, ...parts] : parts.length > 1 ? [name] : []) {
    if (!hasUncommonWord(form)) continue;
    for (const other of [form.toUpperCase(), form.toLowerCase()]) if (other !== form && other !== name && !out.includes(other)) out.push(other);
  }
  return out;
}

/** Whether a word of `form` (three letters or more) is no common English word, title or particle. */
function hasUncommonWord(form: string): boolean {
  for (const m of form.matchAll(WORD)) {
    const key = foldKey(m[0].replace(/\.$/, ''));
    if (key.length >= 3 && !isCommonWord(key) && !HONORIFICS.has(key) && !PARTICLES.has(key)) return true;
  }
  return false;
}

/**
 * Whether a person's name word remembered alone (personParts), found at text[start, end), is
 * the English word it also is there: opening a sentence that goes on as no clause of theirs
 * ("Will the court", "Young people"; but "Stone agreed", see readsAsWord).
 */
export function partReadsAsWord(text: string, start: number, end: number): boolean {
  return isSentenceStart(text, start) && isCommonWord(foldKey(text.slice(start, end))) && readsAsWord(text, end);
}

/** A bracketed definition right after a name (a legal form the name left out may come first): ` (“Northwind”)`, ` plc (BTH)`, ` (hereinafter "the Company")`. */
const DEFINED = /^(?:,?[ \t]+(?:plc|PLC|Ltd\.?|LTD|Limited|Inc\.?|LLC|GmbH|AG|S\.A\.|SA|BV|NV|Co\.))?[ \t]*\((?:hereinafter(?: referred to as)?[ \t]+|together[ \t]+)?(?:["“”'‘’«][ \t]*)?(?:the[ \t]+)?(?:["“”'‘’«][ \t]*)?(\p{Lu}[\p{L}\p{N}&.'’ -]{0,38}?)[ \t]*(?:["“”'‘’»])?\)/u;

/**
 * Whether a bracketed definition gives the body a role, not a name: `the` and common English words
 * only (`The Turkish Government (“the Government”)`, `the European Commission of Human Rights (“the
 * Commission”)`, `… Limited (the “Company”)`). Such a word names no one later in the document, and
 * taken as the body it would be removed wherever the text speaks of any government or commission
 * (a court's judgment says "the Government" hundreds of times). `(“Northwind”)`, `(NHL)`, and
 * `(“Apple”)` without `the` stay the body's short names.
 */
function isRoleTerm(definition: string, short: string): boolean {
  if (!/(?:^|[^\p{L}])the[ \t]/iu.test(definition.slice(0, definition.lastIndexOf(short)))) return false;
  for (const m of short.matchAll(WORD)) if (!isCommonWord(foldKey(m[0]))) return false;
  return true;
}

/** The names an organization goes by later in its document. */
export function orgShortNames(name: string, after: string): string[] {
  const out: string[] = [];
  const defined = DEFINED.exec(after);
  if (defined && !isRoleTerm(defined[0], defined[1]!)) out.push(defined[1]!);
  const words = [...name.matchAll(WORD)].map((m) => m[0]);
  let n = words.length;
  while (n > 1 && LEGAL_SUFFIXES.has(foldKey(words[n - 1]!).replace(/\./g, ''))) n--;
  if (n < words.length && n > 0) out.push(name.slice(0, name.indexOf(words[n - 1]!, name.indexOf(words[0]!)) + words[n - 1]!.length));
  const first = words[0];
  if (first && words.length > 1 && first.length >= 4 && /^\p{Lu}/u.test(first)) {
    const key = foldKey(first);
    // Not a nationality ("the Turkish Government", "the European Commission"): "the Turkish
    // occupation", "a Swedish national" name no body.
    if (!isCommonWord(key) && !GENERIC_ORG_WORDS.has(key) && placeTier(key) < 2 && !HONORIFICS.has(key) && !isNationalityKey(key)) out.push(first);
  }
  return out.filter((s) => s !== name);
}
