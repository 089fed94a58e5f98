import { Role, claim, type NameText } from './names-analysis.js';
import { isChatWord } from './names-register.js';
import { Gap } from './names-runs.js';
import { cues, facts, isDemonym } from './names-words.js';

/**
 * A capitalised word alone that is also an English word or a surname, named by the word after it:
 * - a company before what it sells or who works for it ("Apple products", "Acme stock", "the
 *   Tesla CEO"): an organization;
 * - a surname before those who follow or vote for its bearer ("any Trump supporters", "the
 *   Dorsey administration"): a person.
 * The lists must know the word as a surname (or a famous organization or person: "Microsoft
 * products"): "Dairy products" stays. Inside a sentence after a word in lower case or a number
 * ("Top 10 Apple products"), or opening it ("Apple products should"). Words no list knows are
 * names-proper's already. Never a word of a run of capitals ("Star Wars fans"), a given name
 * ("Grace products", "Green supporters": a party), a place ("Leeds supporters": names-proper's
 * isFanOf takes teams), a nationality, a month or a title. Weak (0.5), as names-proper's.
 */
export function findFollowedNames(nt: NameText): void {
  const { tokens, text } = nt;
  for (let i = 0; i < tokens.length; i++) {
    if (nt.roles[i] !== Role.Free) continue;
    const t = tokens[i]!;
    if (t.allCaps || t.initial || t.word.length < 3 || nt.gaps[i] !== Gap.None || (i > 0 && nt.gaps[i - 1] !== Gap.None)) continue;
    // One character test before the slice: the word after starts with one of the cue's letters.
    const next = text.charCodeAt(t.end + 1);
    if (text.charCodeAt(t.end) !== 32 || !CUE_FIRST.has(next)) continue;
    const cue = CUE_AFTER.exec(text.slice(t.end, t.end + 18));
    if (!cue) continue;
    const f = facts(t);
    if (f.given || f.place > 0 || f.calendar || f.honorific || f.orgHead || f.placeHead || f.street || f.known === 'demonym' || f.known === 'currency' || f.known === 'interjection' || isDemonym(t) || cues(t).demonymEnding || cues(t).genericOrg || isChatWord(t.key)) continue;
    const role = cue[1] !== undefined ? Role.Org : Role.Person;
    // The lists must know the word as a surname or as one of the kind the cue names.
    if (!(f.family || f.known === (role === Role.Org ? 'org' : 'person')) || (role === Role.Org && f.known === 'person')) continue;
    if (!t.sentenceStart && !BEFORE.test(text.slice(Math.max(0, t.start - 20), t.start))) continue;
    claim(nt, i, i, role, 0.5);
  }
}

// Group 1: what a company sells or has; group 2: who follows a person.
const CUE_AFTER = /^ (?:(products|stocks?|shares|CEO|employees|headquarters|executives)|(supporters?|fans?|voters|administration))(?![\p{L}\p{N}])/u;
const CUE_FIRST = new Set(['p', 's', 'C', 'e', 'h', 'f', 'v', 'a'].map((c) => c.charCodeAt(0)));
// A word in lower case or a number, then one blank, just before the name.
const BEFORE = /(?:^|[^\p{L}\p{N}])(?:\p{Ll}+|\p{N}+) $/u;
