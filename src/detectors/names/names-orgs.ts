import { codeAt, isDigit, isSpace } from '../lib/char-codes.js';
import { EMPLOYER_CUES, ORG_WORD_ENDINGS } from './names-cues.js';
import { Role, claim, type NameText } from './names-analysis.js';
import { Gap, isLegalSuffix } from './names-runs.js';
import { isWordAt, wordEndBefore, wordStartBefore, type CapToken } from './names-tokens.js';
import { WordsInPlace } from './names-in-place.js';
import { namesIdentifierAt } from './names-register.js';
import { cues, facts } from './names-words.js';

/**
 * Organizations: a company name ending in a legal form ("Robert Bosch GmbH"), an institution
 * around a head noun with at least one specific word ("Ankara State Security Court", "Ministry
 * of Defence", not "the Court"), and acronyms the text defines or uses as organizations
 * ("Kurdistan Workers' Party (PKK)", "a member of the PKK"); "the CV" alone is not.
 */
export function findOrganizations(nt: NameText): void {
  const { runs } = nt;
  for (let r = 0; r < runs.count; r++) {
    legalForms(nt, runs.first[r]!, runs.last[r]!);
    institutions(nt, runs.first[r]!, runs.last[r]!);
    romanceInstitutions(nt, runs.first[r]!, runs.last[r]!);
  }
  acronyms(nt);
  for (let r = 0; r < runs.count; r++) {
    employers(nt, runs.first[r]!, runs.last[r]!);
    labelledOrg(nt, runs.first[r]!, runs.last[r]!);
  }
}

// A form's labels whose value is a firm: "Employer:", "Employer name:", "Company:", "Organisation:".
const ORG_LABELS = new WordsInPlace(['employer', 'company', 'organization', 'organisation']);

/** The capitalized words after a firm's label and its colon, to the end of the run: an organization. */
function labelledOrg(nt: NameText, first: number, last: number): void {
  const { text } = nt;
  const t = nt.tokens[first]!;
  // Most runs follow no colon: that test comes first.
  let p = wordEndBefore(text, t.start);
  if (codeAt(text, p - 1) !== 58 || nt.roles[first] !== Role.Free) return;
  p = wordEndBefore(text, p - 1);
  let s = wordStartBefore(text, p);
  if (s >= 0 && isWordAt(text, s, p, 'name')) {
    p = wordEndBefore(text, s);
    s = wordStartBefore(text, p);
  }
  if (s < 0 || !ORG_LABELS.hasLowerCased(text, s, p) || !opensLine(text, s)) return;
  let e = first;
  while (e < last && nt.gaps[e] === Gap.Space && nt.roles[e + 1] === Role.Free) e++;
  for (let k = first; k <= e; k++) if (facts(nt.tokens[k]!).calendar || facts(nt.tokens[k]!).honorific) return;
  claim(nt, first, e, Role.Org, 0.7);
}

/** Whether only blanks stand between the line's start and `at`. */
function opensLine(text: string, at: number): boolean {
  let k = at;
  while (k > 0 && (text.charCodeAt(k - 1) === 32 || text.charCodeAt(k - 1) === 9)) k--;
  return k === 0 || text.charCodeAt(k - 1) === 10 || text.charCodeAt(k - 1) === 13;
}

// Legal forms written with inner full stops or spaces, which the tokenizer splits, or in lower
// case ("Royal Bank of Scotland plc"), which it doesn't see. Sticky at the end of a run.
// Each form starts with a letter as written (the first letters are tested before the regex).
const DOTTED_LEGAL_FORMS = String.raw`S\.p\.A\.|S\.r\.l\.|S\.a\.r\.l\.|S\.A\.S\.|S\.L\.|s\.r\.o\.|Sp\. z o\.o\.|sp\. z o\.o\.|e\.V\.|a\.s\.|S\.C\.A\.|GmbH & Co\. KG|Pty\.? Ltd\.?|Co\.,? Ltd\.?|P\.C\.|P\.A\.|L\.L\.C\.|L\.L\.P\.|plc(?![\p{L}\p{N}])`;
const DOTTED_LEGAL_FORM = new RegExp(String.raw`,?[ \t](?:${DOTTED_LEGAL_FORMS})`, 'uy');
const DOTTED_FIRST_LETTERS = new Set(DOTTED_LEGAL_FORMS.split('|').map((form) => form.charCodeAt(0)));

/** The length of the dotted legal form at `at` (after a run), 0 when there is none. */
function dottedLegalFormAt(text: string, at: number): number {
  // Checked after every run: most are followed by neither a comma nor a blank, and then by no
  // letter a form starts with.
  const c = codeAt(text, at);
  if (c !== 44 && c !== 32 && c !== 9) return 0;
  const blank = c === 44 ? at + 1 : at;
  const b = codeAt(text, blank);
  if ((b !== 32 && b !== 9) || !DOTTED_FIRST_LETTERS.has(codeAt(text, blank + 1))) return 0;
  DOTTED_LEGAL_FORM.lastIndex = at;
  return DOTTED_LEGAL_FORM.test(text) ? DOTTED_LEGAL_FORM.lastIndex - at : 0;
}

function legalForms(nt: NameText, first: number, last: number): void {
  let from = first;
  for (let i = first + 1; i <= last; i++) {
    if (!isLegalSuffix(nt.tokens[i]!) || nt.roles[i] !== Role.Free) continue;
    // "SAME AS PATIENT", "SUCH AS": a form that is also an English word ("as", Norwegian's AS)
    // with the run going on after it is the word inside a phrase in capitals, not a name's end.
    if (i < last && facts(nt.tokens[i]!).common && !isLegalSuffix(nt.tokens[i + 1]!)) continue;
    let s = from;
    while (s < i && (nt.roles[s] !== Role.Free || isLeadingFiller(nt.tokens[s]!))) s++;
    // The name may carry two forms ("Acme Holdings Ltd", "Foo Co., Ltd.").
    let e = i;
    while (e < last && isLegalSuffix(nt.tokens[e + 1]!)) e++;
    if (s < i) {
      claim(nt, s, e, Role.Org, 0.9);
      from = e + 1;
    }
    i = e;
  }
  if (from > last || nt.roles[last] !== Role.Free) return;
  const after = dottedLegalFormAt(nt.text, nt.tokens[last]!.end);
  if (after === 0) return;
  let s = from;
  while (s < last && (nt.roles[s] !== Role.Free || isLeadingFiller(nt.tokens[s]!))) s++;
  if (nt.roles[s] === Role.Free) claim(nt, s, last, Role.Org, 0.9, nt.tokens[last]!.end + after);
}

/** Words at the start of a run that don't belong to the name after them. */
function isLeadingFiller(t: CapToken): boolean {
  const f = facts(t);
  if (t.key === 'the') return true;
  // "PayPal Holdings Inc. sued…": a word with an inner capital is a brand (names-cues NEVER_NAMES lists some as words).
  return t.sentenceStart && f.common && !f.orgHead && f.place === 0 && !f.given && !f.family && !INNER_CAPITAL.test(t.word);
}

const INNER_CAPITAL = /\p{Ll}\p{Lu}/u;

/** A capitalized run after "employed by", "works for", "member of the": an organization. */
function employers(nt: NameText, first: number, last: number): void {
  const t = nt.tokens[first]!;
  if (nt.roles[first] !== Role.Free || t.sentenceStart) return;
  const { text } = nt;
  if (!EMPLOYER_CUE_ENDINGS.endsOneAt(text, wordEndBefore(text, t.start))) return;
  let start = wordStartBefore(text, t.start);
  let end = wordEndBefore(text, t.start);
  if (start >= 0 && isWordAt(text, start, end, 'the')) {
    end = wordEndBefore(text, start);
    start = wordStartBefore(text, start);
  }
  if (start < 0 || !isEmployerCue(text, start, end)) return;
  let e = first;
  while (e < last && nt.roles[e + 1] === Role.Free) e++;
  for (let k = first; k <= e; k++) {
    const f = facts(nt.tokens[k]!);
    if (nt.roles[k] !== Role.Free || f.place >= 2 || f.calendar || f.honorific) return;
  }
  if (first === e && facts(t).given) return;
  // "a member of the Authority": a generic reference, not a name.
  if (!nt.tokens.slice(first, e + 1).some((k) => !isHead(k) && !cues(k).genericOrg)) return;
  claim(nt, first, e, Role.Org, 0.7);
}

// EMPLOYER_CUES with the verbs compared in place.
const EMPLOYER_VERBS = [...EMPLOYER_CUES].map(([preposition, verbs]) => [preposition, new WordsInPlace(verbs)] as const);

// What the word right before an employer ends with: "the" or the end of an employer cue.
const EMPLOYER_CUE_ENDINGS = new WordsInPlace(['the', 'joined', ...EMPLOYER_CUES.keys()]);

/** Whether text[start, end) is "joined" or a preposition after its verb ("employed by"). */
function isEmployerCue(text: string, start: number, end: number): boolean {
  if (isWordAt(text, start, end, 'joined')) return true;
  for (const [preposition, verbs] of EMPLOYER_VERBS) {
    if (!isWordAt(text, start, end, preposition)) continue;
    const v = wordStartBefore(text, start);
    return v >= 0 && verbs.hasLowerCased(text, v, wordEndBefore(text, start));
  }
  return false;
}

function isHead(t: CapToken): boolean {
  if (facts(t).orgHead) return true;
  return t.word.length >= 9 && cues(t).orgWordEnding && !facts(t).common;
}

function institutions(nt: NameText, first: number, last: number): void {
  for (let h = first; h <= last; h++) {
    // Most tokens are no head: one flag says so.
    if (nt.roles[h] !== Role.Free || !cues(nt.tokens[h]!).mayHeadInstitution) continue;
    const head = nt.tokens[h]!;
    const ofHead = cues(head).orgOfHead;
    if (!isHead(head) && !ofHead) continue;
    // Left: modifiers joined by spaces ("Ankara State Security") or a possessive ("St. Mary's").
    let s = h;
    while (s > first && (nt.gaps[s - 1] === Gap.Space || nt.gaps[s - 1] === Gap.Possessive) && nt.roles[s - 1] === Role.Free && isModifier(nt.tokens[s - 1]!)) s--;
    // Right: "of Appeal", "of the Istanbul Assize Court", "for Veterans and Persecuted Persons".
    let e = h;
    // "Microsoft Office Word", "Supreme Court Judge": a head followed by another plain word
    // modifies that word (a product, a role), so the phrase names no institution.
    if (h < last && nt.gaps[h] === Gap.Space && !isHead(nt.tokens[h + 1]!) && !isLegalSuffix(nt.tokens[h + 1]!)) {
      h++;
      continue;
    }
    // After "of"/"for" the words belong to the name whatever they are ("Ministry of Foreign
    // Affairs", "Court of Human Rights", "Department of Homeland Security"); before it, only
    // another head does.
    let joined = false;
    while (e < last && (nt.gaps[e] === Gap.Space || nt.gaps[e] === Gap.Connector || nt.gaps[e] === Gap.Particle) && nt.roles[e + 1] === Role.Free && isModifier(nt.tokens[e + 1]!)) {
      if (nt.gaps[e] === Gap.Space && !joined && !isHead(nt.tokens[e + 1]!)) break;
      // "the Court of Cassation and the Ankara State Security Court" are two institutions.
      if (nt.gaps[e] === Gap.Connector && /\b(?:and|und|&)\b/.test(nt.text.slice(nt.tokens[e]!.end, nt.tokens[e + 1]!.start)) && headAhead(nt, e + 1, last)) break;
      if (nt.gaps[e] !== Gap.Space) joined = true;
      e++;
    }
    if (ofHead && e === h) continue;
    // "the Military Service Act", "Administrative Court Act": a law named after an institution.
    if (spanHasLawWord(nt, h, e, last)) {
      h = e;
      continue;
    }
    // "Dear Hiring Committee,": the salutation is no part of the body's name, and a body named
    // only by common words after it is a role addressed (a committee, a panel), no firm.
    const salutation = s < h && nt.tokens[s]!.key === 'dear' && opensLine(nt.text, nt.tokens[s]!.start);
    if (salutation) s++;
    while (s < h && isLeadingFiller(nt.tokens[s]!)) s++;
    let specific = 0;
    let proper = 0;
    for (let k = s; k <= e; k++) {
      const t = nt.tokens[k]!;
      if (!isHead(t) && !cues(t).genericOrg && !cues(t).orgOfHead) {
        specific++;
        if (!facts(t).common || t.allCaps) proper++;
      }
    }
    if (salutation && proper === 0) {
      h = e;
      continue;
    }
    // "Bundesministerium", "Landespolizeidirektion": one compound word names a body; the generic
    // noun alone ("Versicherung: AOK PLUS", a form's label) names none.
    const single = s === e && isHead(head) && !facts(head).orgHead && !ORG_WORD_ENDINGS.includes(head.key);
    // "the State Railways", "the Armed Forces": with a modifier, these heads name one body.
    const named = s < e && cues(nt.tokens[e]!).selfNamingHead;
    if (specific === 0 && !single && !named) continue;
    claim(nt, s, e, Role.Org, 0.8);
    h = e;
  }
}

// The head nouns of public bodies in French, Spanish, Italian and Portuguese, which put the head
// first and its adjectives and complements after it ("Caisse Nationale de Sécurité Sociale",
// "Instituto Ecuatoriano de Seguridad Social"): keys, folded. Not a body's departments
// ("Departamento de Atención al Cliente", "Dirección de Fiscalización": a unit any firm has).
const ROMANCE_HEADS = new Set(
  ('caisse caja caixa cassa instituto institut istituto ministerio ministere ministero agencia agence agenzia ' +
    'tribunal tribunale juzgado cour corte conseil consejo consiglio ' +
    'superintendencia fondo fonds banque banco banca universidad universite universita universidade').split(' '),
);

/**
 * A Romance public body by its head and what follows it in its run: capitalised adjectives
 * ("Nationale", "Ecuatoriano") and, after a particle ("de", "del", "di"), its complement
 * ("de Sécurité Sociale"). Needs a word after the head ("la Caisse" alone names none) that is
 * no listed given name (a person's name after "Banco" in a column is the account holder's).
 */
function romanceInstitutions(nt: NameText, first: number, last: number): void {
  for (let h = first; h < last; h++) {
    if (nt.roles[h] !== Role.Free || !ROMANCE_HEADS.has(nt.tokens[h]!.key)) continue;
    let e = h;
    while (e < last && (nt.gaps[e] === Gap.Space || nt.gaps[e] === Gap.Particle) && nt.roles[e + 1] === Role.Free && isModifier(nt.tokens[e + 1]!) && !(facts(nt.tokens[e + 1]!).given && !facts(nt.tokens[e + 1]!).common)) e++;
    if (e === h) continue;
    claim(nt, h, e, Role.Org, 0.8);
    h = e;
  }
}

function spanHasLawWord(nt: NameText, from: number, to: number, last: number): boolean {
  for (let k = from; k <= to; k++) if (cues(nt.tokens[k]!).lawWord) return true;
  return to < last && nt.gaps[to] === Gap.Space && cues(nt.tokens[to + 1]!).lawWord;
}

function headAhead(nt: NameText, from: number, last: number): boolean {
  for (let k = from; k <= last; k++) {
    if (isHead(nt.tokens[k]!)) return true;
    if (nt.gaps[k] !== Gap.Space) return false;
  }
  return false;
}

function isModifier(t: CapToken): boolean {
  const f = facts(t);
  return !(f.honorific || f.calendar) && !(t.initial && t.word.length <= 2);
}

const ACRONYM = /^[\p{Lu}][\p{Lu}\p{N}&-]{1,9}$/u;

function isAcronymCandidate(t: CapToken): boolean {
  if (!t.allCaps || !ACRONYM.test(t.word) || cues(t).nonOrgAcronym) return false;
  const f = facts(t);
  return f.place === 0 || t.word.length <= 4;
}

/**
 * An acronym is an organization when the text defines it after an organization or a
 * capitalized phrase with matching initials ("State Railways (CDOKP)"), or uses it as one
 * ("member of the PKK", "employed by IBM", "the TRNC" more than once); then every mention of it
 * is. One "the CV" says nothing.
 */
function acronyms(nt: NameText): void {
  const { text, tokens } = nt;
  const orgAcronyms = new Set<string>();
  // Mentions by key, those of the log words tokenize made no token for included.
  const seen = new Map<string, number>(nt.logWordKeys);
  // Every acronym is written in capitals: the later walks visit these tokens only.
  const capitals: number[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (!t.allCaps) continue;
    capitals.push(i);
    seen.set(t.key, (seen.get(t.key) ?? 0) + 1);
  }
  for (const i of capitals) {
    const t = tokens[i]!;
    if (nt.roles[i] !== Role.Free || !isAcronymCandidate(t)) continue;
    // "TRL 1,000": a currency or unit before an amount.
    if (beforeAmount(text, t.end)) continue;
    if (text[t.start - 1] === '(' && text[t.end] === ')' && i > 0 && definesAcronym(nt, i - 1, t.word)) orgAcronyms.add(t.key);
    else if (mayFollowMembership(text, t.start) && /(?:\bmembers? of(?: the)?|\bmembership of(?: the)?|\bemployed by(?: the)?|\bworks? (?:at|for)(?: the)?|\bjoined(?: the)?)\s$/.test(text.slice(Math.max(0, t.start - 16), t.start)) && hasLowerCaseNearby(text, t.start)) orgAcronyms.add(t.key);
    // "the TRNC ... the TRNC": an acronym used with "the" more than once names a body.
    else if ((seen.get(t.key) ?? 0) >= 2 && t.word.length >= 3 && mayFollowThe(text, t.start) && /\bthe[ \u00a0“"]*$/.test(text.slice(Math.max(0, t.start - 6), t.start)) && hasLowerCaseNearby(text, t.start)) orgAcronyms.add(t.key);
  }
  if (orgAcronyms.size === 0) return;
  for (const i of capitals) if (nt.roles[i] === Role.Free && orgAcronyms.has(tokens[i]!.key) && !namesIdentifierAt(text, tokens[i]!.end)) claim(nt, i, i, Role.Org, 0.75);
}

/** /^[ \u00a0]?\d/ at `at`: a space and a digit, or a digit. */
function beforeAmount(text: string, at: number): boolean {
  const c = codeAt(text, at);
  return isDigit(c) || ((c === 32 || c === 0xa0) && isDigit(codeAt(text, at + 1)));
}

/**
 * What the membership pattern before an acronym needs at its end, tested first (a log has
 * thousands of GET and INFO): a white-space character after "of", "the", "by", "at", "for" or
 * "joined", so after one of the letters f, e, y, t, r, d.
 */
function mayFollowMembership(text: string, start: number): boolean {
  const c = codeAt(text, start - 2);
  return (c === 102 || c === 101 || c === 121 || c === 116 || c === 114 || c === 100) && isSpace(codeAt(text, start - 1));
}

/** What /\bthe[ \u00a0“"]*$/ on the six characters before `start` needs: an "e" before the blanks and quotes. */
function mayFollowThe(text: string, start: number): boolean {
  let i = start - 1;
  while (i >= start - 6 && i >= 0) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 0xa0 && c !== 0x201c && c !== 34) break;
    i--;
  }
  return i >= start - 6 && codeAt(text, i) === 101;
}

function definesAcronym(nt: NameText, before: number, acronym: string): boolean {
  const prev = nt.tokens[before]!;
  if (nt.text.slice(prev.end, nt.tokens[before + 1]!.start - 1).trim() !== '') return false;
  if (nt.roles[before] === Role.Org) return true;
  // "Taxpayer Registration Number (TRN)", "Personal Identification Number (PIN)": the acronym
  // of an identifier, whose every later mention ("quote your TRN") names the number, no body.
  if (IDENTIFIER_NOUNS.has(prev.key)) return false;
  // Initials of the capitalized words before "(": "Kurdistan Workers Party" -> KWP ⊂ PKK's letters.
  const letters = new Set(acronym.toLowerCase());
  let matched = 0;
  for (let k = before; k >= 0 && k > before - 6; k--) {
    if (letters.has(nt.tokens[k]!.key[0]!)) matched++;
    if (k > 0 && nt.gaps[k - 1] === Gap.None) break;
  }
  return matched >= 2;
}

/** The last word of an identifier's name (folded): "… Number (TRN)", "… Identification Code (PIC)". */
const IDENTIFIER_NOUNS = new Set(['number', 'numbers', 'no', 'code', 'identifier', 'id', 'numero', 'nummer', 'numer', 'numar']);

/** Not a heading in capitals: the line has lower-case letters. */
function hasLowerCaseNearby(text: string, pos: number): boolean {
  const from = text.lastIndexOf('\n', pos) + 1;
  let to = text.indexOf('\n', pos);
  if (to < 0) to = text.length;
  return /\p{Ll}{3}/u.test(text.slice(from, Math.min(to, from + 400)));
}
