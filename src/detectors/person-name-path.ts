import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { foldKey } from '../lexicon/fold.js';
import { isCommonWord, isFamilyName, isGivenName, isRareWord } from './names/names-gazetteer.js';

/**
 * A person's name written into a file or folder name of a path, its words joined by "_"
 * (`\\NAS-HUBER\fotos\Kunden\Pichler_Johanna_Bewerbungsfotos\IMG_8841.CR3`,
 * `/scans/Johanna_Pichler_Zeugnis.pdf`): two capitalised words right after a path separator,
 * a listed surname and a listed given name in either order, neither an English word. The
 * finding is the two words.
 */
// Led by the separator, not a look-behind (which irregexp tried at every character: 0.7 ms a page).
const PAIR = /[\\/](\p{Lu}\p{Ll}{2,20})_(\p{Lu}\p{Ll}{2,20})(?=[_.\\/\s]|$)/gu;

function named(word: string, kind: 'given' | 'family'): boolean {
  const k = foldKey(word);
  if (isCommonWord(k) || isRareWord(k)) return false;
  return kind === 'given' ? isGivenName(k) : isFamilyName(k);
}

// PAIR at one place (a separator the keyword pass's "_" hits lead to).
const PAIR_AT = new RegExp(PAIR.source, 'uy');
/** The farthest a separator is before its pair's "_": a first word of 21 letters, each two code units. */
const MAX_FIRST = 2 * 21 + 1;

function* findNamesInPaths(text: string, ctx?: DetectorContext): Iterable<Candidate> {
  const hits = ctx?.keywordHits;
  if (!hits) {
    PAIR.lastIndex = 0;
    for (let m = PAIR.exec(text); m !== null; m = PAIR.exec(text)) if (namesPair(m)) yield { start: m.index + 1, end: m.index + m[0].length, score: 0.7 };
    return;
  }
  // Each match's first "_" is a hit, and its separator the nearest "\" or "/" before that "_"
  // (the word between holds neither): PAIR is tried there only, once a separator. No match holds
  // a separator after its first, so these are the matches of a global search, in order.
  let tried = -1;
  for (const h of hits) {
    const stop = Math.max(-1, h - MAX_FIRST - 1);
    let p = h - 1;
    for (; p > stop; p--) {
      const c = text.charCodeAt(p);
      if (c === 92 || c === 47) break;
    }
    if (p <= stop || p === tried) continue;
    tried = p;
    PAIR_AT.lastIndex = p;
    const m = PAIR_AT.exec(text);
    if (m !== null && namesPair(m)) yield { start: p + 1, end: p + m[0].length, score: 0.7 };
  }
}

/** Whether a match's two words are a listed surname and a listed given name, in either order. */
function namesPair(m: RegExpExecArray): boolean {
  const a = m[1]!;
  const b = m[2]!;
  return (named(a, 'family') && named(b, 'given')) || (named(a, 'given') && named(b, 'family'));
}

export default defineDetector({
  id: 'person-name-path',
  entity: 'PERSON_NAME',
  find: findNamesInPaths,
  keywords: ['_'],
  keywordsInWords: true,
  examples: {
    positive: [
      // Fictitious people.
      { text: '\\\\NAS-HUBER\\fotos\\Kunden\\Pichler_Johanna_Bewerbungsfotos\\IMG_8841.CR3', match: 'Pichler_Johanna' },
      { text: '/scans/Johanna_Pichler.pdf', match: 'Johanna_Pichler' },
    ],
    negative: [
      '/srv/Data_Export/Final_Report.pdf', // English words
      'C:\\Program Files\\Common_Files\\x.dll',
    ],
  },
});
