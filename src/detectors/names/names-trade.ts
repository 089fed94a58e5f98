import { Role, claim, type NameText } from './names-analysis.js';
import { Gap } from './names-runs.js';
import type { CapToken } from './names-tokens.js';
import { cues, facts } from './names-words.js';

/**
 * Companies, labels and clubs named by the word that ends them, though it is no legal form:
 * "Blue Harbor Records", "Delta Airlines", "Tranmere Rovers FC", "Leeds United". The word ends a
 * run of capitalised words and follows at least one of them; bands and teams likewise ("Harbor
 * Street Squad", "Phoenix Team"). The words of TRADE_HEADS name a
 * company or a club after any such word; those of WEAK_TRADE_HEADS ("United", "Industries")
 * are also ordinary English after an ordinary word ("We Stand United", "Heavy Industries"), so
 * they need a word before them that is a name, a place or no word at all ("Stark Industries").
 * General English usage (company and club naming), not taken from any data set; the words are
 * TRADE_HEADS and WEAK_TRADE_HEADS of names-cues.ts.
 */
export function findTradeNames(nt: NameText): void {
  const { runs } = nt;
  for (let r = 0; r < runs.count; r++) tradeName(nt, runs.first[r]!, runs.last[r]!);
}

function tradeName(nt: NameText, first: number, last: number): void {
  if (first === last) return;
  const head = nt.tokens[last]!;
  const kind = cues(head).tradeHead;
  if (kind === 0 || nt.roles[last] !== Role.Free) return;
  const strong = kind === 2;
  // "FC" in capitals; the other heads capitalised, not in a line of capitals ("RECORDS").
  if (head.allCaps !== (head.key === 'fc' || head.key === 'afc')) return;
  let s = last;
  while (s > first && (nt.gaps[s - 1] === Gap.Space || nt.gaps[s - 1] === Gap.Possessive) && nt.roles[s - 1] === Role.Free && isNamePart(nt.tokens[s - 1]!)) s--;
  while (s < last && (nt.tokens[s]!.key === 'the' || cues(nt.tokens[s]!).genericOrg)) s++;
  if (s === last) return;
  // A law named after a body ("Electronic Communications Act") ends with its law word: no run ends with the head then.
  const before = nt.tokens[last - 1]!;
  // Two capitalised words or more before a weak head inside a sentence ("survey by Hill Country
  // Surveying") name a firm; one ordinary word ("Clean Energy", "Best Solutions") does not.
  const long = last - s >= 2 && !nt.tokens[s]!.sentenceStart && !head.allCaps;
  if (!strong && !long && cues(before).tradeHead !== 2 && !isDistinctive(before)) return;
  claim(nt, s, last, Role.Org, 0.7);
}

function isNamePart(t: CapToken): boolean {
  const f = facts(t);
  return !(f.honorific || f.calendar || cues(t).lawWord) && !(t.initial && t.word.length <= 2);
}

/** A name, a place or a word no list knows ("Stark", "Leeds", "Zorvex"); not an ordinary English word
 * opening a sentence ("Best Solutions": a Dutch town too). */
function isDistinctive(t: CapToken): boolean {
  const f = facts(t);
  return (f.place > 0 && !(f.common && t.sentenceStart)) || f.known !== '' || ((f.given || f.family) && !f.common) || (!f.common && !f.rare);
}
