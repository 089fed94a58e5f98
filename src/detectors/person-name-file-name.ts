import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { foldKey } from '../lexicon/fold.js';
import { isCommonWord, isFamilyName, isGivenName, isRareWord } from './names/names-gazetteer.js';

/**
 * A person's name inside a document's file name, its words joined by "_" as an HR share, a mail
 * attachment or a proxy log shows it (`fname=Payslip_Desmond_Boodhoo_Nov2026.xlsm`,
 * `"attachment":["CV_Mariano_Belo_2026.pdf"]`, `/uploads/bilhete_identidade_Domingos_Guterres.jpg`;
 * the seventeenth reading): two capitalised parts side by side (a part may join two capitalised
 * names, `MarieClaire`), neither an English word, each a listed given or family name or a word the
 * text writes elsewhere on its own (the person's name in a sentence, a login, a host), and at
 * least one listed. From each document or picture extension; the finding is the two parts.
 * `Payslip_Nov2026.xlsm` (one part) and `Annual_Report.pdf` (English words) stay.
 */
const EXTENSIONS = ['.pdf', '.doc', '.xls', '.ppt', '.odt', '.ods', '.rtf', '.jpg', '.jpeg', '.png', '.heic', '.tif', '.zip', '.msg', '.eml'];
const EXTENSION = /\.(?:pdf|docx?|docm|xlsx?|xlsm|pptx?|odt|ods|rtf|jpe?g|png|heic|tiff?|zip|msg|eml)(?![A-Za-z0-9])/iy;
const PART = /^(?:\p{Lu}\p{Ll}{2,20}){1,2}$/u;
/** The longest file name read back from its extension. */
const LONGEST = 120;

function* findNamesInFileNames(text: string, ctx?: DetectorContext): Iterable<Candidate> {
  for (const dot of ctx?.keywordHits ?? allDots(text)) {
    EXTENSION.lastIndex = dot;
    if (!EXTENSION.test(text)) continue;
    let start = dot;
    while (start > 0 && dot - start < LONGEST && /[\p{L}\p{N}_-]/u.test(text[start - 1]!)) start--;
    const base = text.slice(start, dot);
    if (!base.includes('_')) continue;
    const parts = base.split('_');
    let at = start;
    for (let k = 0; k + 1 < parts.length; k++) {
      const a = parts[k]!;
      const b = parts[k + 1]!;
      const end = at + a.length + 1 + b.length;
      if (isNamePair(text, a, b, start, dot)) {
        yield { start: at, end, score: 0.75 };
        break;
      }
      at += a.length + 1;
    }
  }
}

function allDots(text: string): number[] {
  const out: number[] = [];
  for (let i = text.indexOf('.'); i >= 0; i = text.indexOf('.', i + 1)) out.push(i);
  return out;
}

/** The capitalised names a part joins: `MarieClaire` → Marie, Claire. */
const piecesOf = (part: string): string[] => part.match(/\p{Lu}\p{Ll}+/gu) ?? [];

function isNamePair(text: string, a: string, b: string, from: number, to: number): boolean {
  if (!PART.test(a) || !PART.test(b)) return false;
  const pieces = [...piecesOf(a), ...piecesOf(b)];
  if (pieces.some((p) => isCommonWord(foldKey(p)) || isRareWord(foldKey(p)))) return false;
  const listed = (part: string) => piecesOf(part).every((p) => isGivenName(foldKey(p)) || isFamilyName(foldKey(p)));
  if (!listed(a) && !listed(b)) return false;
  return [a, b].every((part) => listed(part) || writtenElsewhere(text, part, from, to));
}

/** Whether `word` stands on its own (no letter or "_" beside it), in any case, outside [from, to). */
function writtenElsewhere(text: string, word: string, from: number, to: number): boolean {
  const re = new RegExp(`(?<![\\p{L}_])${word}(?![\\p{L}_])`, 'giu');
  for (let m = re.exec(text); m !== null; m = re.exec(text)) if (m.index < from || m.index >= to) return true;
  return false;
}

export default defineDetector({
  id: 'person-name-file-name',
  entity: 'PERSON_NAME',
  find: findNamesInFileNames,
  keywords: EXTENSIONS,
  examples: {
    positive: [
      // Fictitious people (the seventeenth reading's logs).
      { text: 'act=quarantine fname=Payslip_Desmond_Boodhoo_Nov2026.xlsm shost=LT-DESMOND-BOODHOO', match: 'Desmond_Boodhoo' },
      { text: '"attachment":["CV_Mariano_Belo_2026.pdf"]', match: 'Mariano_Belo' },
      { text: 'user=tarilongi file=Tarilongi_MarieClaire_contract.pdf', match: 'Tarilongi_MarieClaire' },
    ],
    negative: [
      'fname=Payslip_Nov2026.xlsm', // no name pair
      '/srv/Data_Export/Annual_Report_2026.pdf', // English words
      'fname=Payslip_Desmond_Boodhoo_Nov2026.xlsm', // Boodhoo is unlisted and named nowhere else
      'CV_Mariano_Belo_2026', // no document extension
    ],
  },
});
