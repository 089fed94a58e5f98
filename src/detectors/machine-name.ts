import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { foldKey } from '../lexicon/fold.js';
import { isCommonWord, isFamilyName, isGivenName, isRareWord } from './names/names-gazetteer.js';

/**
 * A person's name inside the name of their own machine or share, as a crash report or a path
 * shows it (`Machine: DESKTOP-MHUBER22`, `\\NAS-HUBER\fotos\…`): after a device prefix
 * (DESKTOP-, LAPTOP-, NAS-, PC-, NOTEBOOK-, MACBOOK-…), letters that are a listed family name,
 * maybe after an initial and before digits, when the text names that person: the family name
 * capitalised elsewhere ("User: Martina Huber"). Windows' own random names (DESKTOP-7GQ2K4M)
 * and names with no such person in the text stay. The part after the prefix is the finding,
 * reported as USERNAME (a login made of a name, as `mhuber`).
 * Also a corporate laptop's `LT-` and the owner's given name alone or given name and surname
 * (`shost=DESKTOP-SHIVNARINE`, `LT-KAMALA-TIWARI`, `"helo":"LAPTOP-AGUSTINHA"`; the seventeenth
 * reading's SIEM and IDS logs): one part of letters that the text also writes on its own (in a
 * mail address, a sentence: `shivnarine.persaud592@…`), or two parts, one a listed name; no
 * English word. A part of Windows' random seven (DESKTOP-QWRTZKP) is written nowhere else.
 */
const MACHINE = /(DESKTOP|LAPTOP|NAS|PC|NOTEBOOK|NB|MACBOOK|MBP|IMAC|WS|LT)-([A-Za-z][A-Za-z0-9]{2,19})(?:-([A-Za-z]{2,20}))?(?![A-Za-z0-9-])/iy;

function* findMachineNames(text: string, ctx?: DetectorContext): Iterable<Candidate> {
  for (const at of ctx?.keywordHits ?? []) {
    // The prefix starts a word (a keyword hit may be inside one: "mynas-1").
    if (at > 0 && /[A-Za-z0-9_-]/.test(text[at - 1]!)) continue;
    MACHINE.lastIndex = at;
    const m = MACHINE.exec(text);
    if (!m) continue;
    const part = m[2]!;
    const start = at + m[1]!.length + 1;
    if (m[3] !== undefined) {
      if (isOwnersName(part, m[3])) yield { start, end: at + m[0].length, score: 0.8 };
      continue;
    }
    const letters = part.replace(/\d+$/, '');
    if (/\d/.test(letters)) continue;
    if (letters === part && writtenAlone(text, part, at, at + m[0].length)) {
      yield { start, end: start + part.length, score: 0.8 };
      continue;
    }
    for (const surname of [letters, letters.slice(1)]) {
      if (surname.length < 3 || !namedElsewhere(text, surname, start, start + part.length)) continue;
      yield { start, end: start + part.length, score: 0.8 };
      break;
    }
  }
}

/** Whether two parts of letters are an owner's given name and surname: one listed, neither an English word. */
function isOwnersName(a: string, b: string): boolean {
  if (!/^[A-Za-z]{2,20}$/.test(a)) return false;
  const keys = [foldKey(a), foldKey(b)];
  if (keys.some((k) => isCommonWord(k) || isRareWord(k) && !isGivenName(k))) return false;
  return keys.some((k) => isGivenName(k) || isFamilyName(k));
}

/**
 * Whether a part of letters (five at least) is a name the text writes elsewhere on its own, in
 * any case (no letter beside it), outside [from, to) and not as another machine's part: no
 * English word.
 */
function writtenAlone(text: string, word: string, from: number, to: number): boolean {
  if (word.length < 5 || isCommonWord(foldKey(word)) || isRareWord(foldKey(word))) return false;
  const re = new RegExp(`(?<![\\p{L}-])${word}(?![\\p{L}-])`, 'giu');
  for (let m = re.exec(text); m !== null; m = re.exec(text)) if (m.index < from || m.index >= to) return true;
  return false;
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
  keywords: ['desktop-', 'laptop-', 'nas-', 'pc-', 'notebook-', 'nb-', 'macbook-', 'mbp-', 'imac-', 'ws-', 'lt-'],
  examples: {
    positive: [
      // A fictitious crash report.
      { text: 'Machine: DESKTOP-MHUBER22\nUser: Martina Huber', match: 'MHUBER22' },
      { text: 'User: Martina Huber\n \\\\NAS-HUBER\\fotos\\IMG_8841.CR3', match: 'HUBER' },
      // The seventeenth reading's CEF lines (fictitious owners).
      { text: 'dvchost=DC01.gtt-corp.gy shost=LT-KAMALA-TIWARI cs2Label=Caller Computer Name', match: 'KAMALA-TIWARI' },
      { text: 'shost=DESKTOP-SHIVNARINE suser=x msg=Uploaded to Drive (shivnarine.persaud592@gmail.com)', match: 'SHIVNARINE' },
    ],
    negative: [
      'Machine: DESKTOP-7GQ2K4M\nUser: Martina Huber', // Windows' random name
      'Machine: DESKTOP-MHUBER22', // no such person named
      'Machine: LAPTOP-OFFICE2\nUser: Anna Office', // a word
      'shost=DESKTOP-QWRTZKP src=10.5.41.82', // Windows' random name, letters only
      'shost=DESKTOP-QWRTZKP dhost=DESKTOP-QWRTZKP', // the same machine twice
      'dvchost=LT-HR-OFFICE', // no listed name
    ],
  },
});
