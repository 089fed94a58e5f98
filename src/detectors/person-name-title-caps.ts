import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { foldKey } from '../lexicon/fold.js';
import { keywordPlaces } from './lib/keyword-places.js';
import { isCommonWord, isGivenName } from './names/names-gazetteer.js';

/**
 * A person written with the family name in capitals, as French and African administrative
 * letters write one, in either order:
 * - a French title, the given names capitalized, the family name in capitals (`attestons que
 *   M. Mamadou Lamine DIOP, né le`, `Mme Aïssatou Ndiaye DIOP`: the twelfth reading's
 *   attestation, docs/reader.md, leaks23);
 * - the family names first, the given names after (`certifie que Monsieur TSHIBANDA MUKENDI
 *   Patrick`, `Nom et prénoms : KONAN Aya Mariette`, `Personne à prévenir : DIABATE Moussa`: the
 *   Congolese and Ivorian attestations of the sixteenth reading, leaks33), after a title, a name
 *   label or a kinship word (`fils de`, `fille de`, `épouse`): then one given name at least must
 *   be one the gazetteer knows, or, with the kinship words, the name may be in capitals only
 *   (`fils de TSHIBANDA NGOYI et de KABAMBA Therese`, `épouse DIABATE`);
 * - a US dispatch record's `SURNAME, GIVEN MIDDLE` after its party's label (`Caller: ALVARADO,
 *   JOCELYN M`, `SUSP: CORONADO, MATTHEW JAMES`), a known given name after the comma.
 * The family name in capitals belongs to the name, not to an organization. A title before words
 * in capitals only (`M. DIOP`) is the names detectors'. Starts from the keyword pass's hits.
 */
const GIVEN = String.raw`\p{Lu}\p{Ll}[\p{Ll}\p{M}'’]*(?:-\p{Lu}\p{Ll}[\p{Ll}\p{M}'’]*)?`;
// A firm's legal form in capitals (`SA`, `SARL`) is no family name.
const CAPS = String.raw`(?!(?:SA|SAS|SARL|SUARL|GIE|ONG|SCI|EURL)(?![\p{L}\p{M}]))\p{Lu}[\p{Lu}\p{M}'’]+(?:-\p{Lu}[\p{Lu}\p{M}'’]+)?`;
const END = String.raw`(?![\p{L}\p{M}\p{N}'’-])`;
// `Maître`, `Me` (a lawyer's, a bailiff's, a notary's title: `Maître LOUKAKOU Fidèle, Huissier de
// Justice`, `Me LOUKAKOU F.` signing; the twenty-third reading's Congolese summons).
const TITLE = String.raw`(?:M\.|Mme\.?|Mlle\.?|Monsieur|Madame|Mademoiselle|Ma[îi]tre|MA[ÎI]TRE|Me(?=[ \t]+\p{Lu}{2}))[ \t]+`;
/** A lawyer's title: after it the family name in capitals may take one initial (`Me LOUKAKOU F.`). */
const LAWYER = /^(?:Ma[îi]tre|MA[ÎI]TRE|Me)[ \t]/u;
// A married woman's two family names joined by a slash, her own and her husband's (`Mme Aminata
// TRAORE/KABORE`: the nineteenth reading's Burkinabè application), are one name.
const NAME = new RegExp(String.raw`${TITLE}${GIVEN}(?:[ \t]+${GIVEN}){0,2}[ \t]+${CAPS}(?:\/${CAPS}|[ \t]+${CAPS})?${END}`, 'uy');
/** What comes before a name given family names first; the name then starts at the match's end. */
const CUE = new RegExp(
  String.raw`${TITLE}|(?<kin>(?:fils|fille|FILS|FILLE)[ \t]+(?:de|DE)[ \t]+|(?:[ée]pou(?:se|x)|veuve|[ÉE]POU(?:SE|X)|VEUVE)[ \t]+)|` +
    String.raw`(?:(?:Noms?|NOMS?)(?:[ \t]+(?:et|ET)[ \t]+(?:pr[ée]noms?|PR[ÉE]NOMS?))?|(?:Personne|PERSONNE)[ \t]+(?:à|a|À|A)[ \t]+(?:prévenir|prevenir|PR[ÉE]VENIR)[^\n:]{0,40})[ \t]*:[ \t]*|` +
    String.raw`(?<party>(?:Caller|CALLER|SUSP|Susp|Suspect|SUSPECT|VICT|Victim|VICTIM|WIT|Witness|WITNESS|Complainant|COMPLAINANT)[ \t]*:[ \t]*)`,
  'uy',
);
const FAMILY_FIRST = new RegExp(String.raw`(?<family>${CAPS}(?:[ \t]+${CAPS}){0,2})(?<given>[ \t]+\p{Lu}\.|(?:[ \t]+${GIVEN}){0,3})${END}`, 'uy');
const SURNAME_COMMA = new RegExp(String.raw`${CAPS}(?:[ -]${CAPS})?,[ \t]*(?<given>${CAPS})(?:[ \t]+(?:${CAPS}|\p{Lu}\.?${END}))?${END}`, 'uy');
/**
 * A married name or a widow's joined to the name before it by `veuve` or `épouse` and the
 * family name in capitals (`Mme Hélène MARQUET veuve LORENZI`: the twenty-first reading's
 * Monegasque receipt, leaks43): one person, the word between two of her names.
 */
// `née` is person-name-birth-name.ts's, with the given names after the birth name.
const JOINED = new RegExp(String.raw`[ \t]+(?:veuve|VEUVE|[ée]pouse|[ÉE]POUSE)[ \t]+${CAPS}(?:[ \t]+${CAPS})?${END}`, 'uy');
/** After a kinship name, the other parent: `fils de X et de Y`. */
const AND_OF = /[ \t]+(?:et|ET)[ \t]+(?:de|DE)\s+/y;

// A hyphenated given name (`Jean-Rémy`) is known when each of its parts is.
const known = (word: string) => isGivenName(foldKey(word)) || (word.includes('-') && word.split('-').every((part) => isGivenName(foldKey(part))));
// An initial (`JOCELYN M`) is no word.
const noCommonWord = (words: string) =>
  words.split(/[ \t]+/).every((w) => w.replace(/\.$/, '').length < 2 || isGivenName(foldKey(w)) || !isCommonWord(foldKey(w)));

/** The end of a name at `end`, taken on over a name it is joined to (JOINED). */
function joinedEnd(text: string, end: number): number {
  JOINED.lastIndex = end;
  const m = JOINED.exec(text);
  return m === null || !noCommonWord(m[0].trim().split(/[ \t]+/).slice(1).join(' ')) ? end : end + m[0].length;
}

function* findNames(text: string, ctx?: DetectorContext): Iterable<Candidate> {
  let last = -1;
  for (const hit of ctx?.keywordHits ?? keywordPlaces(text, KEYWORDS)) {
    if (hit < last) continue;
    if (hit > 0 && /[\p{L}\p{N}]/u.test(text[hit - 1]!)) continue;
    if (text.charCodeAt(hit) === 0x4d) {
      NAME.lastIndex = hit;
      const m = NAME.exec(text);
      if (m !== null) {
        last = joinedEnd(text, hit + m[0].length);
        yield { start: hit, end: last, score: 0.95, entity: 'PERSON_NAME' };
        continue;
      }
    }
    CUE.lastIndex = hit;
    const cue = CUE.exec(text);
    if (cue === null) continue;
    let at = hit + cue[0].length;
    if (cue.groups!.party !== undefined) {
      SURNAME_COMMA.lastIndex = at;
      const m = SURNAME_COMMA.exec(text);
      if (m === null || !known(m.groups!.given!) || !noCommonWord(m[0].replace(/,/g, ' '))) continue;
      last = at + m[0].length;
      yield { start: at, end: last, score: 0.9, entity: 'PERSON_NAME' };
      continue;
    }
    const kin = cue.groups!.kin !== undefined;
    for (;;) {
      FAMILY_FIRST.lastIndex = at;
      const m = FAMILY_FIRST.exec(text);
      if (m === null || !noCommonWord(m.groups!.family!)) break;
      const given = m.groups!.given!.trim();
      // After a lawyer's title, the family name and one initial (`Me LOUKAKOU F.`).
      if (/^\p{Lu}\.$/u.test(given)) {
        if (!LAWYER.test(cue[0])) break;
      } else if (given === '' ? !kin || !/[ \t]/.test(m.groups!.family!) && !/^(?:[ée]pou|veuve|[ÉE]POU|VEUVE)/.test(cue[0]) : !given.split(/[ \t]+/).some(known)) break;
      last = joinedEnd(text, at + m[0].length);
      yield { start: at, end: last, score: 0.9, entity: 'PERSON_NAME' };
      if (!kin) break;
      AND_OF.lastIndex = last;
      const and = AND_OF.exec(text);
      if (and === null) break;
      at = last + and[0].length;
    }
  }
}

const KEYWORDS = [
  'm.', 'mme', 'mlle', 'monsieur', 'madame', 'mademoiselle', 'maître', 'maitre', 'me',
  'fils', 'fille', 'épou', 'epou', 'veuve', 'nom', 'personne',
  'caller', 'susp', 'vict', 'wit', 'complainant',
];

export default defineDetector({
  id: 'person-name-title-caps',
  entity: 'PERSON_NAME',
  find: findNames,
  keywords: KEYWORDS,
  examples: {
    positive: [
      // Fictitious people (the twelfth reading's Senegalese attestation).
      { text: 'Nous attestons que M. Mamadou Lamine DIOP, né le', match: 'M. Mamadou Lamine DIOP' },
      { text: 'son épouse, Mme Aïssatou Ndiaye DIOP, née', match: 'Mme Aïssatou Ndiaye DIOP' },
      { text: ' - Mme Aminata TRAORE/KABORE, chef de service', match: 'Mme Aminata TRAORE/KABORE' }, // the nineteenth reading
      // The sixteenth reading's Congolese and Ivorian attestations and Phoenix CAD report (fictitious).
      { text: 'certifie que Monsieur TSHIBANDA MUKENDI Patrick, fils de', match: 'TSHIBANDA MUKENDI Patrick' },
      { text: 'fils de TSHIBANDA NGOYI et de\nKABAMBA Therese, né à', match: ['TSHIBANDA NGOYI', 'KABAMBA Therese'] },
      { text: 'Nom et prénoms : KONAN Aya Mariette épouse DIABATE', match: 'KONAN Aya Mariette épouse DIABATE' },
      // The twenty-first reading's Gabonese statement and Monegasque receipt (fictitious people).
      { text: 'la pension versée à M. NZIGOU Jean-Rémy, son conjoint', match: 'NZIGOU Jean-Rémy' },
      { text: 'propriétaire Mme Hélène MARQUET veuve LORENZI, demeurant', match: 'Mme Hélène MARQUET veuve LORENZI' },
      { text: 'Caller: ALVARADO, JOCELYN M        Callback:', match: 'ALVARADO, JOCELYN M' },
      // The twenty-third reading's Congolese summons (fictitious): a bailiff and his signature.
      { text: 'Je soussigné, Maître LOUKAKOU Fidèle, Huissier de Justice', match: 'LOUKAKOU Fidèle' },
      { text: "L'Huissier\nMe LOUKAKOU F.\n", match: 'LOUKAKOU F.' },
    ],
    negative: ['Me and DIOP', 'M. DIOP F. demain', 'voir M. DIOP demain', 'chez M. Ndiaye SARL', 'Caller: SAME', 'SUSP: UNKNOWN, WHITE MALE', 'Nom : DUPONT Directeur', 'né à Kinshasa, fils de PARIS'],
  },
});
