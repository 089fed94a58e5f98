import { defineDetector } from '../engine/detector.js';
import type { Candidate } from '../engine/types.js';
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

function* findNamesInPaths(text: string): Iterable<Candidate> {
  PAIR.lastIndex = 0;
  for (let m = PAIR.exec(text); m !== null; m = PAIR.exec(text)) {
    const [a, b] = [m[1]!, m[2]!];
    if ((named(a, 'family') && named(b, 'given')) || (named(a, 'given') && named(b, 'family'))) yield { start: m.index + 1, end: m.index + m[0].length, score: 0.7 };
  }
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
