import type { Candidate } from '../../engine/types.js';
import { foldKey } from '../../lexicon/fold.js';
import { isCommonWord, isGivenName, placeTier } from './names-gazetteer.js';

/**
 * A person's name that is the whole of a quoted value in a log or an exception's message, as
 * a payment service writes the names it compared (`beneficiary name mismatch for 'Jonas
 * Weißenborn'`, `expected 'JONAS WEISSENBORN' but … is held by 'J. Weissenborn-Kalb'`): an
 * initial and a family name (maybe double), or a listed given name and a family name, in title
 * case or in capitals. The quotes say the words are one value; the shape says it is a person's:
 * the family name is no common English word (`'Will Retry'`, `'Mark Complete'` stay), and a
 * quoted phrase of other words (`'Hello World'`) has no given name; a place's name (`"Santa Rosa"`)
 * is the place's. A value of JSON or YAML (after `:`) or a key (before it) is left to the field's readers.
 */
const WORD = "\\p{Lu}[\\p{Ll}\\p{M}'’]{2,}(?:-\\p{Lu}[\\p{Ll}\\p{M}'’]{2,})?";
const CAPS = "\\p{Lu}[\\p{Lu}\\p{M}'’]{2,}(?:-\\p{Lu}[\\p{Lu}\\p{M}'’]{2,})?";
const QUOTED = new RegExp(
  `(?<![\\p{L}\\p{N}])(['"‘“])(?<name>(?:\\p{Lu}\\.[ \\t]?){1,2}(?<initialOf>${WORD})|(?<given>\\p{Lu}\\p{Ll}{1,})[ \\t]+(?<family>${WORD})|(?<givenCaps>\\p{Lu}{2,})[ \\t]+(?<familyCaps>${CAPS}))['"’”](?![\\p{L}\\p{N}])`,
  'gu',
);
const QUOTE = /['"‘“]/;
const AS_FIELD = /[:=][ \t]*$/;

const notCommon = (word: string) => !word.split('-').every((w) => isCommonWord(foldKey(w)));

export function findQuotedNames(text: string): Candidate[] {
  const out: Candidate[] = [];
  if (!QUOTE.test(text)) return out;
  QUOTED.lastIndex = 0;
  for (let m = QUOTED.exec(text); m !== null; m = QUOTED.exec(text)) {
    const g = m.groups!;
    const ok =
      g.initialOf !== undefined
        ? notCommon(g.initialOf)
        : g.given !== undefined
          ? isGivenName(foldKey(g.given)) && notCommon(g.family!)
          : isGivenName(foldKey(g.givenCaps!)) && notCommon(g.familyCaps!);
    if (!ok || placeTier(foldKey(g.name!)) > 0 || AS_FIELD.test(text.slice(Math.max(0, m.index - 3), m.index)) || text.startsWith(':', m.index + m[0].length)) continue;
    const start = m.index + 1;
    out.push({ start, end: start + g.name!.length, score: 0.8 });
  }
  return out;
}
