import type { Candidate } from '../../engine/types.js';
import { linesHolding, matchesInRuns } from '../lib/scripts.js';

/**
 * People's names in Greek script, which the Latin gazetteers never see, and their Latin
 * transliteration in a Greek text. Two capitalized Greek words (a family name and a given name,
 * either order) are a name after a Greek name label (`Ονοματεπώνυμο:`, `Όνομα:`, `Ιατρός:`,
 * `Ασθενής:`, `κ.`) or when one of them ends as Greek family names do (-πουλος/-πούλου/-πουλο,
 * -ίδης/-ίδη/-ίδου, -άδης, -άκης/-άκη/-άκου, -όγλου, accents aside). In a text with Greek
 * script, two words in Latin capitals of which the first ends so (`PAPADOPOULOU ELENI`) are a
 * name too. After such a name, `του` and one capitalized word in the genitive is the father's
 * given name, as Greek and Cypriot certificates name a person (`ο κ. Ανδρέας Κωνσταντίνου του
 * Γεωργίου,`; leaks26), unless the word is an institution's (`του Δήμου`, `του Υπουργείου`).
 * A letter's closing is a cue too: `Με εκτίμηση,` (with regards), `Με τιμή,`, `Με σεβασμό,`,
 * `Με φιλικούς χαιρετισμούς,`, `Φιλικά,` before the signature's two words (probes-lead31).
 */
const GREEK = /[\u0370-\u03ff\u1f00-\u1fff]/;
const WORD = String.raw`\p{sc=Greek}\p{Ll}*[\p{sc=Greek}\p{M}]*`;
const PAIR = new RegExp(String.raw`(?<![\p{L}\p{M}])(?=\p{Lu})${WORD}[ \t]+(?=\p{Lu})${WORD}(?![\p{L}\p{M}])`, 'gu');
const CUE = /(?:κυρία|κυρια|κύριε|κυριε|κύριος|κυριος|κυρίου|κυριου|κυρίας|κυριας|κύριο|κυριο|ονοματεπώνυμο|ονοματεπωνυμο|όνομα|ονομα|επώνυμο|επωνυμο|ιατρός|ιατρος|γιατρός|ασθενής|ασθενης|ασφαλισμένος|δικαιούχος|κ\.|κα\.?|κος)[ \t]*:?[ \t]*(?:\r?\n)?[ \t]*$/iu;
const CLOSING = /(?:με[ \t]+(?:εκτίμηση|εκτιμηση|τιμή|τιμη|σεβασμό|σεβασμο|φιλικούς[ \t]+χαιρετισμούς|φιλικους[ \t]+χαιρετισμους)|φιλικά|φιλικα)[ \t]*,?[ \t]*(?:\r?\n)?[ \t]*$/iu;
// After a closing, an office signs as often as a person: an article (`Η Διεύθυνση`, `Ο Πρόεδρος`),
// a neuter noun (`Το Γραφείο`, `Τμήμα Πωλήσεων`) or a genitive plural is none of a name's words.
const NOT_SIGNATURE_WORD = /^(?:ο|η|το|οι|τα)$|(?:ο|μα|ων)$/;
const ENDING = /(?:πουλος|πουλου|πουλο|ιδης|ιδη|ιδου|αδης|αδη|αδου|ακης|ακη|ακου|ογλου|ελλης|ουδης|ουδη)$/;
/** A letter that each match of PAIR holds (none crosses a line): it is run over the lines that hold one only (linesHolding; none is below U+0370). */
const GREEK_LETTER = /\p{sc=Greek}/u;
const LATIN = /(?<![A-Za-z])([A-Z]{3,}(?:OPOULOS|OPOULOU|OPOULO|IDIS|IDOU|IADIS|AKIS|AKOU|OGLOU))[ \t]+[A-Z]{3,}(?![A-Za-z])/g;

const FATHER = new RegExp(String.raw`^[ \t]+του[ \t]+(?=\p{Lu})(${WORD})(?=[ \t]*[,.;:()"'«»]|[ \t]*\r?\n|[ \t]*$|[ \t]+\p{Ll})`, 'u');
const GENITIVE = /(?:ου|α|η)$/;
// Institutions and bodies in the genitive (folded): a name's office, not its father.
const NOT_FATHER = new Set(['δημου', 'υπουργειου', 'γραφειου', 'ταμειου', 'νοσοκομειου', 'πανεπιστημιου', 'συμβουλιου', 'τμηματος', 'κρατους', 'οργανισμου', 'ιδρυματος', 'σχολειου', 'δικαστηριου', 'επιμελητηριου', 'κεντρου', 'ομιλου', 'συνδεσμου', 'σωματειου', 'τομεα', 'κλαδου', 'λογαριασμου', 'μητρωου', 'νομου', 'αρθρου']);

/**
 * One capitalised Greek word after `κυρία`, `κύριε`, `κύριος`… (Mrs, Mr, in their cases) or
 * `κ.`/`κα`: a letter's or a message's addressee by given name or surname alone (`Καλησπέρα κυρία
 * Μαρία, ο θερμοσίφωνας…`: probes29). A title or an office after the honorific (`κυρία Πρόεδρε`,
 * Madam President) is no name.
 */
const SINGLE = new RegExp(String.raw`(?<![\p{L}\p{M}])(?:[Κκ]υρία|[Κκ]ύριε|[Κκ]ύριος|[Κκ]υρίου|[Κκ]υρίας|[Κκ]ύριο|κ\.|κα\.?)[ \t]+(?=\p{Lu})(${WORD})(?![\p{L}\p{M}]|[ \t]+\p{Lu})`, 'gu');
const NOT_SINGLE = new Set(['προεδρε', 'προεδρος', 'προεδρου', 'διευθυντρια', 'διευθυντη', 'διευθυντα', 'υπουργε', 'υπουργος', 'δημαρχε', 'δημαρχος', 'καθηγητρια', 'καθηγητη', 'γιατρε', 'γιατρος', 'βουλευτα', 'δικαστα', 'εισαγγελεα']);

const fold = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function findGreekNames(text: string): Candidate[] {
  // Greek prose has an omicron or an alpha; two literal searches cost less than a class scan.
  if ((text.indexOf('ο') === -1 && text.indexOf('α') === -1) || !GREEK.test(text)) return [];
  const out: Candidate[] = [];
  const runs = linesHolding(text, GREEK_LETTER, 0x0370);
  for (const { m, from, part } of matchesInRuns(text, runs, PAIR)) {
    const words = m[0].split(/[ \t]+/);
    const start = from + m.index;
    const before = text.slice(Math.max(0, start - 32), start);
    const cued = CUE.test(before) || (CLOSING.test(before) && !words.some((w) => NOT_SIGNATURE_WORD.test(fold(w))));
    if (!cued && !words.some((w) => w.length > 4 && ENDING.test(fold(w)))) {
      PAIR.lastIndex = m.index + words[0]!.length;
      continue;
    }
    out.push({ start, end: start + m[0].length, score: 0.85 });
    const father = FATHER.exec(part.slice(m.index + m[0].length, m.index + m[0].length + 48));
    const name = father?.[1];
    if (name !== undefined && name.length > 3 && GENITIVE.test(fold(name)) && !NOT_FATHER.has(fold(name))) {
      const at = start + m[0].length + father![0].length - name.length;
      out.push({ start: at, end: at + name.length, score: 0.8 });
    }
  }
  SINGLE.lastIndex = 0;
  for (let m = SINGLE.exec(text); m; m = SINGLE.exec(text)) {
    const word = m[1]!;
    if (word.length < 3 || NOT_SINGLE.has(fold(word))) continue;
    const at = m.index + m[0].length - word.length;
    out.push({ start: at, end: at + word.length, score: 0.8 });
  }
  LATIN.lastIndex = 0;
  for (let m = LATIN.exec(text); m; m = LATIN.exec(text)) out.push({ start: m.index, end: m.index + m[0].length, score: 0.85 });
  return out.sort((a, b) => a.start - b.start);
}
