import { Role, claim, overlapsOpaque, type NameText } from './names-analysis.js';
import { foldKey } from '../../lexicon/fold.js';
import { isChatWord } from './names-register.js';
import { mayBeUnknownName } from './names-unknown.js';
import { firstTokenAt } from './names-tokens.js';
import { factsOf } from './names-words.js';

/**
 * A name said to be one: "her name is jasmine", "his last name is actually fox", "a guy named
 * tanner", "my name's Okoro". After the cue, a given or family name, even one that is also an
 * English word or written in lower case, or a word no list knows; a second such word after it
 * ("named jo ellison") belongs to the name. Any register: the cue says what the word is.
 */
export function findNamedPeople(nt: NameText): void {
  const { text } = nt;
  NAMED.lastIndex = 0;
  for (let m = NAMED.exec(text); m; m = NAMED.exec(text)) {
    const start = m.index + m[0].length;
    const first = nameWordAt(text, start);
    if (first === 0) continue;
    let end = start + first;
    // One blank and a second name word ("named jo ellison"), not the next sentence's word.
    if (text.charCodeAt(end) === 32) {
      const second = nameWordAt(text, end + 1, true);
      if (second > 0) end += 1 + second;
    }
    if (overlapsOpaque(nt, start, end) || taken(nt, start, end)) continue;
    const i = firstTokenAt(nt.tokens, start);
    const t = nt.tokens[i];
    if (t && t.start === start && nt.roles[i] === Role.Free) {
      // Capitalised: the tokens are claimed so that no later phase reads them again.
      let last = i;
      while (last + 1 < nt.tokens.length && nt.tokens[last + 1]!.end <= end && nt.roles[last + 1] === Role.Free) last++;
      if (nt.tokens[last]!.end === end) {
        claim(nt, i, last, Role.Person, 0.6);
        continue;
      }
    }
    nt.people.push({ start, end, score: 0.6 });
  }
}

// "name is", "name's", "last name (is) actually", "named", "nicknamed" and a blank; not "renamed", "filename is".
const NAMED = /(?<![\p{L}\p{N}_-])(?:(?:(?:my|his|her|your|their|our|last|first|real|full|middle|sur|family|given|nick)[ \t]+)?name(?:(?:[ \t]+is|['’]s)(?:[ \t]+actually)?|[ \t]+actually)|(?:nick)?named)[ \t]+(?!(?:not|also|just|on|in|a|an|the|that|this|what|so)(?![\p{L}]))/giu;

const WORD = /^\p{L}[\p{L}\p{M}'’-]*/u;

/**
 * The length of the name word at `at`, 0 when the word there is none: a given or family name
 * (even an English word), or a word no list knows; `second`: a word after a first one, which
 * must be a name no English word has ("named tanner last" is no full name).
 */
function nameWordAt(text: string, at: number, second = false): number {
  const m = WORD.exec(text.slice(at, at + 40));
  if (!m) return 0;
  const word = m[0].replace(/['’]s$/, '');
  if (word.length < 2 || /[\p{N}_@]/u.test(text.charAt(at + m[0].length))) return 0;
  const key = foldKey(word);
  const f = factsOf(key, /^[a-z]+$/i.test(word));
  if (isChatWord(key) || f.calendar || f.honorific || f.orgHead || f.placeHead || f.street || f.known === 'interjection' || f.known === 'demonym') return 0;
  if (second) return (f.given || f.family) && !f.common && !f.rare ? word.length : 0;
  if (f.given || f.family) return word.length;
  return !f.common && !f.rare && f.place === 0 && /^\p{L}+$/u.test(word) && mayBeUnknownName(key) ? word.length : 0;
}

function taken(nt: NameText, start: number, end: number): boolean {
  for (const list of [nt.people, nt.orgs, nt.places]) for (const s of list) if (s.start < end && s.end > start) return true;
  return false;
}
