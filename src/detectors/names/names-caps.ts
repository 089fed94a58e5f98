import { Role, claim, type NameText } from './names-analysis.js';
import { facts } from './names-words.js';
import type { CapToken } from './names-tokens.js';

/**
 * A name in capitals inside a sentence in mixed case, as police reports, court papers and
 * medical notes write a party's name ("the suspect, later identified as KEVIN PATRICK MURPHY,
 * struck…"): two to four capitalized words joined by single spaces, the first a given name,
 * the last a family name, none an English word. A line mostly in capitals is a heading or a
 * shouted sentence, and its words are left to the other passes.
 */
export function findCapitalNames(nt: NameText): void {
  const { tokens, text } = nt;
  for (let i = 0; i < tokens.length; i++) {
    if (!startsCapitalName(nt, i)) continue;
    let last = i;
    while (last + 1 < tokens.length && last - i < 3 && nt.roles[last + 1] === Role.Free && isCapitalNameWord(tokens[last + 1]!) && text.slice(tokens[last]!.end, tokens[last + 1]!.start) === ' ') last++;
    // The longest run whose last word is a family name.
    while (last > i && !facts(tokens[last]!).family) last--;
    if (last === i || !inMixedCaseLine(text, tokens[i]!.start, tokens[last]!.end)) continue;
    claim(nt, i, last, Role.Person, 0.7);
    i = last;
  }
}

function startsCapitalName(nt: NameText, i: number): boolean {
  const t = nt.tokens[i]!;
  return nt.roles[i] === Role.Free && isCapitalNameWord(t) && facts(t).given;
}

function isCapitalNameWord(t: CapToken): boolean {
  if (!t.allCaps || t.initial || t.word.length < 2) return false;
  const f = facts(t);
  return (f.given || f.family) && !f.common && !f.orgHead && !f.street && !f.calendar && !f.placeHead && !f.honorific;
}

/** Whether the line of the name text[at, end) has more lower-case letters than capitals outside the name. */
function inMixedCaseLine(text: string, at: number, end: number): boolean {
  const ls = text.lastIndexOf('\n', at - 1) + 1;
  let le = text.indexOf('\n', at);
  if (le < 0) le = text.length;
  let lower = 0;
  let upper = 0;
  for (let j = ls; j < le; j++) {
    if (j === at) j = end;
    const c = text.charCodeAt(j);
    if (c >= 97 && c <= 122) lower++;
    else if (c >= 65 && c <= 90) upper++;
  }
  return lower > upper;
}
