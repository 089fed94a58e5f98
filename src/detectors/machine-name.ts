import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { foldKey } from '../lexicon/fold.js';
import { isCommonWord, isFamilyName } from './names/names-gazetteer.js';

/**
 * A person's name inside the name of their own machine or share, as a crash report or a path
 * shows it (`Machine: DESKTOP-MHUBER22`, `\\NAS-HUBER\fotos\…`): after a device prefix
 * (DESKTOP-, LAPTOP-, NAS-, PC-, NOTEBOOK-, MACBOOK-…), letters that are a listed family name,
 * maybe after an initial and before digits, when the text names that person: the family name
 * capitalised elsewhere ("User: Martina Huber"). Windows' own random names (DESKTOP-7GQ2K4M)
 * and names with no such person in the text stay. The part after the prefix is the finding,
 * reported as USERNAME (a login made of a name, as `mhuber`).
 */
const MACHINE = /(DESKTOP|LAPTOP|NAS|PC|NOTEBOOK|NB|MACBOOK|MBP|IMAC|WS)-([A-Za-z][A-Za-z0-9]{2,19})(?![A-Za-z0-9-])/iy;

function* findMachineNames(text: string, ctx?: DetectorContext): Iterable<Candidate> {
  for (const at of ctx?.keywordHits ?? []) {
    // The prefix starts a word (a keyword hit may be inside one: "mynas-1").
    if (at > 0 && /[A-Za-z0-9_-]/.test(text[at - 1]!)) continue;
    MACHINE.lastIndex = at;
    const m = MACHINE.exec(text);
    if (!m) continue;
    const part = m[2]!;
    const letters = part.replace(/\d+$/, '');
    if (/\d/.test(letters)) continue;
    const start = at + m[1]!.length + 1;
    for (const surname of [letters, letters.slice(1)]) {
      if (surname.length < 3 || !namedElsewhere(text, surname, start, start + part.length)) continue;
      yield { start, end: start + part.length, score: 0.8 };
      break;
    }
  }
}

/** Whether `word` is a listed family name, no English word, written capitalised in the text outside [from, to). */
function namedElsewhere(text: string, word: string, from: number, to: number): boolean {
  const key = foldKey(word);
  if (!isFamilyName(key) || isCommonWord(key)) return false;
  const written = word[0]!.toUpperCase() + word.slice(1).toLowerCase();
  for (let i = text.indexOf(written); i >= 0; i = text.indexOf(written, i + 1)) {
    if (i >= from && i < to) continue;
    const before = i > 0 ? text[i - 1]! : ' ';
    const after = text[i + written.length] ?? ' ';
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return true;
  }
  return false;
}

export default defineDetector({
  id: 'machine-name',
  entity: 'USERNAME',
  find: findMachineNames,
  keywords: ['desktop-', 'laptop-', 'nas-', 'pc-', 'notebook-', 'nb-', 'macbook-', 'mbp-', 'imac-', 'ws-'],
  examples: {
    positive: [
      // A fictitious crash report.
      { text: 'Machine: DESKTOP-MHUBER22\nUser: Martina Huber', match: 'MHUBER22' },
      { text: 'User: Martina Huber\n \\\\NAS-HUBER\\fotos\\IMG_8841.CR3', match: 'HUBER' },
    ],
    negative: [
      'Machine: DESKTOP-7GQ2K4M\nUser: Martina Huber', // Windows' random name
      'Machine: DESKTOP-MHUBER22', // no such person named
      'Machine: LAPTOP-OFFICE2\nUser: Anna Office', // a word
    ],
  },
});
