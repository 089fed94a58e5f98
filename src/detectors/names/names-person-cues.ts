import { literalPositions } from '../../engine/detector.js';
import { Role, overlapsOpaque, type NameText } from './names-analysis.js';
import { HONORIFICS } from '../../lexicon/honorifics.js';
import { CLOSINGS_BEFORE_NAME, ENGLISH_LINE_CLOSINGS, OTHER_LINE_CLOSINGS } from '../../lexicon/closings.js';
import { foldKey } from '../../lexicon/fold.js';
import { lazyRegExp } from './names-tokens.js';
import { cuesOfKey, factsOf } from './names-words.js';
import { isIdentifier } from './names-proper.js';
import { lazy } from '../../engine/lazy.js';
import { codeAt, isAsciiLetter, isBlank } from '../lib/char-codes.js';
import { namesNoPerson } from './names-field-owners.js';
import { isSnakeIdentifierAt } from './names-word-uses.js';
import { scanOf } from '../../engine/scan/index.js';

/**
 * People named by their surroundings rather than by the gazetteers: a greeting ("Dear Ana
 * Lima,"), a sign-off ("Kind regards,\nTomasz Nowak"), a form field ("Name: …", "name=…"),
 * and an e-mail display name ("\"Jane Doe\" <jane@example.com>"). Such a name needs no gazetteer entry.
 */

// A Tongan, Hawaiian or Samoan ʻokina (U+02BB) may open a word before its capital (`Mele ʻOfa Fifita`).
const WORD = String.raw`\u02bb?\p{Lu}[\p{L}\p{M}'’-]*\.?`;
const PARTICLES = String.raw`(?:van|von|de|der|den|la|le|du|da|di|del|bin|binti|binte|bint|ibn|al|ter|ten|dos|das)`;
// Words are joined by one or two blanks: more set a form's next column apart ("Pupil name:
// Oisin Mulcahy-Drew          Year group: 4").
const NAME = String.raw`${WORD}(?:[ \t]{1,2}(?:${PARTICLES}[ \t]{1,2})*${WORD}){0,3}`;

// A label of two words is also written as one identifier in JSON and query strings, in camel
// or Pascal case ("lastName", "FirstName", "customerName").
const camelVariants = (l: string) => {
  const words = l.toLowerCase().split(/[ _]/);
  if (words.length < 2) return [];
  const pascal = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
  return [words[0] + pascal.slice(words[0]!.length), pascal];
};
const caseVariants = (labels: readonly string[], camel = false) =>
  labels
    .flatMap((l) => [l, l.toLowerCase(), l.toUpperCase(), l[0]!.toUpperCase() + l.slice(1).toLowerCase(), ...(camel ? camelVariants(l) : [])])
    .filter((v, i, a) => a.indexOf(v) === i);

// Greetings open a line (or follow a chat prefix such as "[10:02] agent:"); sign-offs stand on
// a line of their own with the name on the next. Both are checked line by line. A self-introduction
// after the greeting ("Hi, I'm Alejandro.") is prose's: a given name there, not "I'm Tired".
// Portuguese's, Spanish's and Vietnamese's greetings too ("Olá Pedro,", "Oi João,", "Hola Marta,",
// "Chào Minh,"): names-word-uses.ts claims the greeting itself as a word. The salutations of
// Polish, Hungarian, Dutch, Romanian, Czech and Italian letters and chats (probes30: `Szia Réka!`,
// `Szanowny Panie Tomaszu,`, `Stimate domnule Ionescu,`), an honorific of address between them
// and the name (GREETED_TITLE). The Nordic and Finnish chat's `Hei`, `Hej`, `Moi` and German's
// `Moin`, `Hallo` (probes-lead31: `Hei Aino! Vuokra…`).
const GREETINGS = ['Dear', 'Hi', 'Hello', 'Hey', 'Attn', 'Attention', 'Thanks', 'Thank you', 'Thx', 'Olá', 'Oi', 'Hola', 'Oye', 'Chào',
  'Szanowny', 'Szanowna', 'Cześć', 'Szia', 'Kedves', 'Beste', 'Stimate', 'Stimată', 'Vážená', 'Vážený', 'Gentile', 'Egregio', 'Hei', 'Hej', 'Moi', 'Moin', 'Hallo'];
// The honorific of address after a salutation, in the vocative where the language has one (Polish
// `Panie`, `Pani`, Romanian `domnule`, `doamnă`, Czech `paní`, `pane`, Dutch `mevrouw`, `meneer`).
const GREETED_TITLE = String.raw`(?:(?:[Pp]anie|[Pp]ani|[Pp]ane|[Pp]aní|domnule|doamn[ăa]|mevrouw|meneer)[ \t]+)?`;
const GREETING_KEYS = GREETINGS.map((g) => g.toLowerCase());
const GREETING_FIRST_LETTERS = new Uint8Array(128);
for (const g of GREETING_KEYS) GREETING_FIRST_LETTERS[g.charCodeAt(0)] = 1;
const GREETING = lazyRegExp(() => new RegExp(String.raw`^(?:[^\n]{0,40}?[:>\]][ \t]*)?(?:${caseVariants(GREETINGS).join('|')})[:,]?[ \t]+(?!I['’]m[ \t]|I[ \t]+am[ \t])${GREETED_TITLE}(?<name>${NAME})(?=[ \t]*[,!:.]|[ \t]*$)`, 'du'));
// "hi john," "[10:02] agent: thanks priya!": chats often write a name in lower case after a
// greeting. Only a known given name that is no common English word counts ("hey mark" stays:
// "mark" is a word), with a known family name after it, if any.
const LOWER_NAME_WORD = String.raw`\p{Ll}[\p{Ll}\p{M}'’-]*`;
const LOWER_GREETING = lazyRegExp(() => new RegExp(String.raw`^(?:[^\n]{0,40}?[:>\]][ \t]*)?(?:${caseVariants(GREETINGS).join('|')})[:,]?[ \t]+(?<name>${LOWER_NAME_WORD}(?:[ \t]+${LOWER_NAME_WORD})?)(?=[ \t]*[,!:.]|[ \t]*$)`, 'du'));
const SIGN_OFFS = [...ENGLISH_LINE_CLOSINGS, ...OTHER_LINE_CLOSINGS];
const OTHER_SIGN_OFF_KEYS: ReadonlySet<string> = new Set(OTHER_LINE_CLOSINGS.map((s) => s.toLowerCase()));
export const SIGN_OFF = lazyRegExp(() => new RegExp(String.raw`^[ \t]*(?:${caseVariants(SIGN_OFFS).join('|')}),?[ \t]*$`, 'u'));
/**
 * What SIGN_OFF needs, tested without it (making it costs ~0.3 ms, and a one-line text's line is
 * short enough to be tried: issue 20, start8): the line without its blanks at both ends and one
 * comma after them is a sign-off in some case. The regex then decides which cases.
 */
const SIGN_OFF_KEYS = new Set(SIGN_OFFS.map((s) => s.toLowerCase()));
export function maySignOff(line: string): boolean {
  return SIGN_OFF_KEYS.has(signOffKey(line));
}
/** The line without its blanks at both ends and one comma after them, in lower case. */
function signOffKey(line: string): string {
  let start = 0;
  let end = line.length;
  while (start < end && (line.charCodeAt(start) === 32 || line.charCodeAt(start) === 9)) start++;
  while (end > start && (line.charCodeAt(end - 1) === 32 || line.charCodeAt(end - 1) === 9)) end--;
  if (end > start && line.charCodeAt(end - 1) === 44) end--;
  return line.slice(start, end).toLowerCase();
}

/**
 * Whether the line under a closing of another language than English may be its signer: the
 * offices that sign such letters repeat the letterhead (`Freundliche Grüsse` / `Pensionskasse
 * Limmattal`, `Ystävällisin terveisin` / `Kela`: the fifth and sixth readings), so a name that
 * opens the text's first line is the sender, and one word alone must be a given name.
 */
function mayBeForeignSigner(text: string, name: string): boolean {
  const words = name.trim().split(/[ \t]+/);
  if (words.length === 1 && !factsOf(foldKey(words[0]!.replace(/\.$/, '')), false).given) return false;
  let first = 0;
  while (first < text.length && (isBlank(text.charCodeAt(first)) || text.charCodeAt(first) === 10 || text.charCodeAt(first) === 13)) first++;
  return !text.startsWith(words[0]!, first);
}
// A sign-off and the name after its comma closing a short line, alone or after a sentence
// (`Thanks! Best, Will`): the name may be a word ("Will", "Grace"), as after a greeting. Kisses may
// follow it ("Love, Bex xx"): the name is still the signer's, not a town of the same name.
const INLINE_SIGN_OFF = lazyRegExp(() => new RegExp(String.raw`(?:^|[.!?][ \t]+)[ \t]*(?:${caseVariants(CLOSINGS_BEFORE_NAME).join('|')}),[ \t]*(?<name>${NAME})(?:[ \t]+[xX]{1,4})?[ \t]*[.!]?[ \t]*$`, 'du'));
// A possessive or an article before a sender's office is no signer (`Ihre Hausverwaltung`,
// `Votre équipe`, `Your Support Team`): the line under a sign-off names a team, not a person.
const SENDER_NOT_SIGNER = /^(?:Ihr|Ihre|Euer|Eure|Dein|Deine|Votre|Vos|Ton|Ta|Tes|Your|The|Uw|Jouw|Het|Su|Sus|Tu|Tus|Seu|Sua|Vosso|Vossa|Il|Lo|Gli|Vostro|Vostra|Din|Ditt|Dina|Er|Ert|Era|Teidän)(?=[ \t])/u;
/** A signature's mark between a sign-off and the signer's name: `(signed)`, `(sgd.)`, `(Sgd)`. */
const SIGNED_MARK = /^[ \t]*\((?:signed|sgd\.?)\)[ \t]*$/i;
// The signer's line: the name alone, or before a comma and the signer's role or office
// (`Jane Smith, Office Manager`, `Gerold Pichlmayr, Hausverwaltung`).
const NAME_LINE = lazyRegExp(() => new RegExp(String.raw`^[ \t]*(?<name>${NAME})[ \t]*(?:,[^\n]*)?$`, 'du'));
const FIELD_LABELS = [
  'Name', 'Full name', 'Full_name', 'Fullname', 'First name', 'First_name', 'Firstname', 'Last name', 'Last_name', 'Lastname',
  'Surname', 'Family name', 'Given name', 'Middle name', 'Display name', 'Display_name', 'Patient', 'Patient name', 'Customer',
  'Customer name', 'Customer_name', 'Client', 'Client name', 'Employee', 'Employee name', 'Contact', 'Contact name', 'Contact person',
  'Applicant', 'Signed', 'Signed by', 'Signature', 'Attendee', 'Passenger', 'Driver', 'Author', 'Owner', 'From', 'To', 'Cc',
  'Reported by', 'Assigned to', 'Requested by', 'Approved by', 'Witness', 'Guardian', 'Tenant', 'Landlord', 'Beneficiary',
  'Account holder', 'Cardholder', 'Card holder', 'Recipient', 'Sender', 'Agent', 'Caller', 'Doctor', 'Physician', 'Nurse',
  // OpenID Connect Core 1.0's standard claims (§5.1: `given_name`, `family_name`, `middle_name`), as an
  // identity provider's signup body logs them (the twenty-second reading's Auth0 logs).
  'Given_name', 'Family_name', 'Middle_name',
  // Each label's last two letters are looked for before every ":" (LABEL_ENDS): these end as others do.
  'Real name', 'Real_name', 'First name(s)', 'Forename', 'Forename(s)', 'Pupil name', 'Student name', 'Child name',
  // The same fields on the forms of other languages (the third reading's Polish tax form: "Nazwisko: Wiśniewska",
  // "Drugie imię: Anna"): German, French, Spanish, Portuguese, Italian, Dutch, Polish.
  // German's female patient (the twenty-first reading's discharge letter: `Patientin: Marxer-Büchel Theresia`).
  'Vorname', 'Nachname', 'Familienname', 'Geburtsname', 'Patientin', 'Nom', 'Prénom', 'Nom de famille', 'Nombre', 'Apellido', 'Apellidos',
  'Nome', 'Sobrenome', 'Cognome', 'Voornaam', 'Achternaam', 'Naam', 'Nazwisko', 'Imię', 'Imiona', 'Pierwsze imię', 'Drugie imię',
  // Serbian, Croatian, Bosnian and Albanian (the seventeenth reading's Kosovar birth certificate,
  // bilingual: `Emri / Ime: Arbëresha`, `Mbiemri / Prezime: KRASNIQI`, `Emri i nënës / Ime majke:
  // Shpresa Krasniqi`): name, surname, name and surname, father's, mother's name.
  'Ime', 'Prezime', 'Ime i prezime', 'Ime oca', 'Ime majke', 'Emri', 'Mbiemri', 'Emri dhe mbiemri', 'Emri i babait', 'Emri i nënës',
  // A signature's label in Polish, German and Dutch (`Podpis: Jan Nowak`).
  'Podpis', 'Unterschrift', 'Handtekening',
  // The household a French form lists under its holder (the fifteenth reading's CNAS attestation:
  // `Conjointe : BENSALEM née HADDAD Samira`, `Enfant : BENSALEM Yacine`): spouse, child, father, mother.
  'Conjoint', 'Conjointe', 'Époux', 'Épouse', 'Enfant', 'Père', 'Mère',
  // A profile change's old and new names (Keycloak's UPDATE_PROFILE event details,
  // `"previous_first_name": "Cristina"`, `"updated_last_name": "Vasilescu"`: the sixteenth reading).
  ...['previous', 'updated', 'old', 'new', 'former'].flatMap((p) => [`${p}_first_name`, `${p}_last_name`]),
  // A party's name parts keyed by its role (NCPDP Telecommunication Standard D.0's fields 310-CA
  // Patient First Name, 311-CB Patient Last Name, 312-CC Cardholder First Name, 313-CD Cardholder
  // Last Name, 427-DR Prescriber Last Name, pretty-printed `CardholderLast=…`, `PatientFirst=…`;
  // X12 and claim exports' `SubscriberLastName`, `InsuredFirstName`: the twentieth reading).
  ...['Patient', 'Cardholder', 'Prescriber', 'Subscriber', 'Insured', 'Member', 'Guarantor'].flatMap((r) => [`${r} first`, `${r} last`, `${r} first name`, `${r} last name`]),
];
// A form field is found from its ":" or "=": the label is checked before it, the name after it.
const FIELD_LABEL = lazyRegExp(() => new RegExp(String.raw`(?<![\p{L}\p{N}_])(?:${caseVariants(FIELD_LABELS, true).sort((a, b) => b.length - a.length).map((l) => l.replace(/[()]/g, '\\$&')).join('|')})${GLOSS}?["']?[ \t]*$`, 'u'));
// A form's gloss of its label in brackets (USCIS's `Given Name (First Name): Thomas`, `Family
// Name (Last Name):`: the fifteenth reading's I-130 answers), read past to the label.
const GLOSS = String.raw`(?:[ \t]*\([\p{L} ,/.'’-]{1,30}\))`;
// The last two letters of every label, in lower case: a separator after anything else (a
// timestamp's digits, `service=`, `"ts":`) has no label before it, and is left before any
// slice or regex (a log has a separator every few words).
// A table by the two codes (a * 128 + b): no string per separator.
const LABEL_ENDS = lazy(() => {
  const table = new Uint8Array(128 * 128);
  for (const l of caseVariants(FIELD_LABELS, true)) table[(l.charCodeAt(l.length - 2) | 0x20) * 128 + (l.charCodeAt(l.length - 1) | 0x20)] = 1;
  return table;
});

// The last three letters of the labels of three or more, folded as LABEL_ENDS folds them, by
// their codes (c * 16384 + a * 128 + b): "user=" and `"amount":` of a log end as "Customer" and
// "Client" do, but in "ser" and "unt", which no label does. A label of two letters ("To", "Cc")
// needs no letter, digit or "_" before it (FIELD_LABEL's look-behind).
const LABEL_ENDS3 = lazy(() => new Set(caseVariants(FIELD_LABELS, true).filter((l) => l.length >= 3).map((l) => foldedCode(l, l.length - 3) * 16384 + foldedCode(l, l.length - 2) * 128 + foldedCode(l, l.length - 1))));
const SHORT_LABEL_ENDS = lazy(() => {
  const table = new Uint8Array(128 * 128);
  for (const l of caseVariants(FIELD_LABELS, true)) if (l.length === 2) table[foldedCode(l, 0) * 128 + foldedCode(l, 1)] = 1;
  return table;
});
const foldedCode = (s: string, i: number) => (s.charCodeAt(i) | 0x20) & 127;

/**
 * Whether one of FIELD_LABELS may end before the separator at `at` (FIELD_LABEL, tested on the
 * 24 characters before `at`, may match): its last two letters, then its third from last, or
 * the two letters of a short label after no letter, digit or "_". Beyond ASCII, or where the
 * three letters are not all in the 24 characters, it may.
 */
export function mayEndLabel(text: string, at: number): boolean {
  let i = at - 1;
  while (i >= 0 && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i--;
  if (i >= 0 && (text.charCodeAt(i) === 34 || text.charCodeAt(i) === 39)) i--;
  if (i >= 0 && text.charCodeAt(i) === 41) {
    // A gloss in brackets (GLOSS): the label ends before it.
    const open = text.lastIndexOf('(', i);
    if (open < 0 || i - open > 31) return false;
    i = open - 1;
    while (i >= 0 && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i--;
    at = i + 1;
  }
  if (i < 1) return false;
  const a = text.charCodeAt(i - 1);
  const b = text.charCodeAt(i);
  if (a >= 128 || b >= 128) return true;
  const ends = ((a | 0x20) & 127) * 128 + ((b | 0x20) & 127);
  if (LABEL_ENDS()[ends] !== 1) return false;
  if (i - 2 < Math.max(0, at - 24)) return true;
  const c = text.charCodeAt(i - 2);
  if (c >= 128 || LABEL_ENDS3().has(((c | 0x20) & 127) * 16384 + ends)) return true;
  return SHORT_LABEL_ENDS()[ends] === 1 && !isAsciiWordCode(c);
}

/** Whether FIELD_LABEL matches the 24 characters before the separator at `at`. */
export function fieldLabelBefore(text: string, at: number): boolean {
  // After a gloss's bracket, the label and the gloss (GLOSS: 32 characters at most).
  return FIELD_LABEL().test(text.slice(Math.max(0, at - (text.charCodeAt(at - 1) === 41 ? 56 : 24)), at));
}

/** An ASCII letter, digit or "_" (what FIELD_LABEL's look-behind rules out in ASCII). */
const isAsciiWordCode = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
// ".com", ".co.uk", ".io": a top-level domain's letters in lower case, then no letter or digit.
const DOMAIN_SUFFIX_AFTER = /^(?:\.[a-z]{2,6})+(?![\p{L}\p{N}_@-])/u;
const PHRASE_GOES_ON = /^[ \t]+(?!(?:de|del|della|der|den|van|von|da|das|dos|du|la|le|bin|binti|ibn|al|el|ben|y|e|i)[ \t])\p{Ll}{2,}(?![\p{L}\p{N}.'’-])/u;
// Any case: Exchange's unified audit log writes its cmdlets' parameters `{"Name":"ForwardTo","Value":"…"}`.
const NAME_VALUE_PAIR = /^[^"\n,]{0,12}"[ \t]*,[ \t]*"value"[ \t]*:/i;
const FIELD_VALUE = lazyRegExp(() => new RegExp(String.raw`[ \t]*["']?(?<name>${NAME})`, 'uy'));
const DISPLAY_NAME = /(?:"(?<quoted>[^"\n<>@]{2,64})"|(?<bare>\p{Lu}[\p{L}\p{M}'’. -]{1,64}?))[ \t]*<$/u;

/** A name these cues found: every word capitalized, at least one that is not a common word. */
export function plausibleName(value: string): boolean {
  const words = value.split(/[ \t]+/).filter((w) => /^\p{Lu}/u.test(w));
  if (words.length === 0 || words.length > 5) return false;
  let named = 0;
  for (const w of words) {
    // "I", "A": a capital letter alone is a pronoun or an article here, not an initial.
    if (w.length < 2) return false;
    const key = foldKey(w.replace(/\.$/, ''));
    if (HONORIFICS.has(key)) continue;
    // "Paid to: BSB 063-182": an abbreviation in capitals that names no one (a bank's branch code,
    // "IBAN", "SWIFT") is the field's next label, not a name.
    if (w === w.toUpperCase() && cuesOfKey(key).nonOrgAcronym) return false;
    const f = factsOf(key, key === w.toLowerCase());
    // "Jan Kowalski", "June Osei": a month that is also a given name, with another name word.
    if (f.calendar && f.given) continue;
    if (f.orgHead || f.calendar || f.street) return false;
    if (f.given || f.family || !f.common || /^\p{Lu}\.$/u.test(w)) named++;
    else return false;
  }
  return named > 0;
}

/**
 * `displayName="Black or African American"` in a tag that also has a `codeSystem` (HL7 v3's CD
 * data type: `<raceCode code="2054-5" codeSystem="…" displayName="…"/>`, `<code code="34133-9"
 * … displayName="Summarization of Episode Note"/>` of a C-CDA document): a code's display, no
 * one's name.
 */
function isCodedDisplayName(text: string, at: number): boolean {
  if (text.charCodeAt(at) !== 61 /* = */ || !text.startsWith('displayName', at - 11)) return false;
  const open = text.lastIndexOf('<', at);
  if (open < 0 || at - open > 400 || text.lastIndexOf('>', at) > open) return false;
  let close = text.indexOf('>', at);
  if (close < 0 || close - at > 400) close = Math.min(text.length, at + 400);
  return text.slice(open, close).includes(' codeSystem=');
}

export function findCuedPeople(nt: NameText): void {
  const { text } = nt;
  const add = (start: number, value: string, score: number) => {
    // A closing quote is no part of the name ("{'LastName': 'Hrytsenko'}").
    // An initial keeps its full stop ("Teresa  M."): a capital alone is no initial.
    let v = value.replace(/[ \t'’]+$/, '');
    if (!/(?:^|[ \t])\p{Lu}\.$/u.test(v)) v = v.replace(/[ \t.'’]+$/, '');
    // A leading honorific stays with the name ("Dear Mr Smith" -> "Mr Smith").
    if (!plausibleName(v)) return;
    // Never run into the next line or past a second sentence.
    v = v.split(/\r?\n/)[0]!;
    claimSpan(nt, start, start + v.length, score);
  };
  // Each ":" and "=" in order, from the call's scan (the named values' detectors read the same
  // places): two lists merged, no generator (a log has millions).
  const scan = scanOf(text, nt.ctx);
  const colons = scan.literal(':');
  const equals = scan.literal('=');
  let c = 0;
  let e = 0;
  while (c < colons.length || e < equals.length) {
    const at = e >= equals.length || (c < colons.length && colons[c]! < equals[e]!) ? colons[c++]! : equals[e++]!;
    if (!mayEndLabel(text, at) || !fieldLabelBefore(text, at)) continue;
    if (speakerTurn(text, at) || namesNoPerson(text, at) || isCodedDisplayName(text, at)) continue;
    FIELD_VALUE().lastIndex = at + 1;
    const m = FIELD_VALUE().exec(text);
    // A `{"name": "Host", "value": "…"}` pair (a HAR's headers, cookies, query strings; an audit
    // log's `{"Name":"ForwardTo","Value":"…"}`): the name is a key, not a person, as the JSON
    // format reads it (formats/lib/json-pairs.ts).
    if (m && NAME_VALUE_PAIR.test(text.slice(at + 1 + m[0].length, at + 1 + m[0].length + 24))) continue;
    // `"displayName": "Salesforce.com"` (an Okta app's): a name glued to a domain's suffix is the domain.
    if (m && m[0].endsWith('.') && DOMAIN_SUFFIX_AFTER.test(text.slice(at + m[0].length, at + m[0].length + 12))) continue;
    // `"name": "Pediatric consult (45 min)"` (a Calendly event type's): a quoted value that goes on
    // in lower case after its capitalised word is a title, no one's name (a particle may: `"Ana de la Cruz"`).
    if (m && /["']/.test(m[0].slice(0, m[0].length - m.groups!.name!.length)) && PHRASE_GOES_ON.test(text.slice(at + 1 + m[0].length, at + 1 + m[0].length + 24))) continue;
    // "name: EmailAddress" in a schema or a config is an identifier, not a person.
    if (m && !m.groups!.name!.trim().split(/\s+/).some((w) => isIdentifier(w))) add(at + 1 + m[0].length - m.groups!.name!.length, m.groups!.name!, 0.85);
    else if (!m) addLowerCaseField(nt, at + 1);
  }
  let signedOff = false;
  let signedOffInOther = false;
  let blanksAfterSignOff = 0;
  for (let ls = 0; ls < text.length; ) {
    let le = text.indexOf('\n', ls);
    if (le < 0) le = text.length;
    let end = Math.min(le, ls + 160);
    if (end > ls && text.charCodeAt(end - 1) === 13) end--;
    // Most lines are prose: neither a greeting nor short enough for a sign-off. They are
    // rejected before being sliced out or matched, and so are empty lines.
    const greets = mayGreet(text, ls, end);
    // A letter's signature stands up to three blank lines below its sign-off, maybe under a
    // "(signed)" mark (`Yours faithfully,` / blank lines / `(signed)` / `JOHN K. AITSI`: the
    // seventeenth reading's PNG letter).
    if (end === ls) signedOff = signedOff && ++blanksAfterSignOff <= 3;
    else if (signedOff || greets || end - ls < 40) {
      const line = text.slice(ls, end);
      // INLINE_SIGN_OFF needs a comma (made at its first exec, ~1.3 ms: a one-line text has none).
      const signer = signedOff ? NAME_LINE().exec(line) : null;
      const m = (signer && !SENDER_NOT_SIGNER.test(signer.groups!.name!) && (!signedOffInOther || mayBeForeignSigner(text, signer.groups!.name!)) ? signer : null) ?? (greets ? GREETING().exec(line) : null) ?? (line.length < 40 && line.includes(',') ? INLINE_SIGN_OFF().exec(line) : null);
      const g = m?.indices?.groups?.name;
      if (m && g) add(ls + g[0], m.groups!.name!, 0.85);
      else if (greets) addLowerCaseGreeted(nt, line, ls);
      if (!(signedOff && SIGNED_MARK.test(line))) {
        signedOff = line.length < 40 && maySignOff(line) && SIGN_OFF().test(line);
        signedOffInOther = signedOff && OTHER_SIGN_OFF_KEYS.has(signOffKey(line));
        blanksAfterSignOff = 0;
      }
    } else signedOff = false;
    ls = le + 1;
  }
  addSlashSignatures(nt, text);
  for (const f of nt.ctx.prior) {
    if (f.entity !== 'EMAIL_ADDRESS') continue;
    // DISPLAY_NAME ends with the "<" right before the address.
    if (codeAt(text, f.start - 1) !== 60 || !mayEndDisplayName(text, f.start - 1)) continue;
    const from = Math.max(0, f.start - 70);
    const m = DISPLAY_NAME.exec(text.slice(from, f.start));
    if (!m) continue;
    const value = (m.groups!.quoted ?? m.groups!.bare)!.trim();
    const offset = from + m.index + m[0].indexOf(value);
    add(offset, value, 0.9);
  }
}

/**
 * "Ring mig om det strular. /Johan": a Scandinavian message signed with a slash before the
 * writer's given name, the last word of its line (the lead's session-28 probes). The name must be
 * a given name that is no common word, so a path's last part (`cd /Users`, `GET /Health`) is none.
 */
function addSlashSignatures(nt: NameText, text: string): void {
  // Searched from the "/" (scan/literals): indexOf(' /') stopped at every blank of prose (~0.6 ms a page).
  const places = literalPositions(text, [' /'], nt.ctx.scan);
  for (let p = 0; p < places.length; p++) {
    const start = places[p]! + 2;
    const first = text.charCodeAt(start);
    if (first < 65 || first > 90) continue;
    let end = start + 1;
    while (end < text.length && isLatinLetterCode(text.charCodeAt(end))) end++;
    const given = end;
    // A surname may follow ("/Ingrid Svensson").
    const second = text.charCodeAt(end + 1);
    if (text.charCodeAt(end) === 32 && ((second >= 65 && second <= 90) || (second >= 0xc0 && second <= 0xde && second !== 0xd7))) {
      let e = end + 2;
      while (e < text.length && isLatinLetterCode(text.charCodeAt(e))) e++;
      if (e - end > 3) end = e;
    }
    let after = end;
    while (after < text.length && (text.charCodeAt(after) === 32 || text.charCodeAt(after) === 9 || text.charCodeAt(after) === 13)) after++;
    if ((after < text.length && text.charCodeAt(after) !== 10) || given - start < 3) continue;
    const f = factsOf(foldKey(text.slice(start, given)), false);
    if (f.given && !f.common && !f.calendar && !f.orgHead && !f.placeHead && !f.street) claimSpan(nt, start, end, 0.8);
  }
}
/** A lower-case ASCII letter or a Latin letter with an accent (U+00C0–U+024F, not × ÷). */
const isLatinLetterCode = (c: number) => (c >= 97 && c <= 122) || (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7);

/**
 * What DISPLAY_NAME needs before the "<" at `at`, tested by code first ("to=<…>" in every mail
 * log line has none): past the blanks, a closing quote or a character of a bare name (a letter,
 * "'", ".", "-"; beyond ASCII, the regex decides).
 */
function mayEndDisplayName(text: string, at: number): boolean {
  let i = at - 1;
  while (i >= 0 && isBlank(text.charCodeAt(i))) i--;
  if (i < 0) return false;
  const c = text.charCodeAt(i);
  return c >= 128 || c === 34 || c === 39 || c === 46 || c === 45 || isAsciiLetter(c);
}

/**
 * Whether the label ending at the ":" at `at` names a speaker of a transcript or a script, not a
 * field ("CALLER: Yeah hi, it's …", "AGENT: Lovely, thank you."): it opens its line, the same
 * label (same case) opens another line of the text, and a lower-case word is among the first
 * three after it. What follows is speech, and a name there is found as in prose. A form's
 * repeated field holds a name alone ("Patient: Ann Lee" in every record): still a field.
 */
function speakerTurn(text: string, at: number): boolean {
  if (text.charCodeAt(at) !== 58) return false;
  let ls = at;
  while (ls > 0 && text.charCodeAt(ls - 1) !== 10) ls--;
  while (ls < at && (text.charCodeAt(ls) === 32 || text.charCodeAt(ls) === 9)) ls++;
  const label = text.slice(ls, at);
  if (!/^\p{Lu}\p{L}+$/u.test(label)) return false;
  let le = text.indexOf('\n', at);
  if (le < 0) le = text.length;
  const words = text.slice(at + 1, Math.min(le, at + 80)).trim().split(/[ \t]+/, 3);
  if (!words.some((w) => /^\p{Ll}/u.test(w))) return false;
  const opener = `\n${label}:`;
  for (let k = text.indexOf(opener); k >= 0; k = text.indexOf(opener, k + 1)) if (k + 1 !== ls) return true;
  return ls !== 0 && text.startsWith(`${label}:`);
}

/**
 * "name: jan kowalski": a form field's value in lower case, the whole value up to the line's end
 * or a comma, when the gazetteers know every word as a name ("name: nginx", "owner: root" are
 * no people): one word must be a given name that is no word or month.
 */
function addLowerCaseField(nt: NameText, from: number): void {
  const re = LOWER_FIELD_VALUE();
  re.lastIndex = from;
  const m = re.exec(nt.text);
  const g = m?.indices?.groups?.name;
  if (!m || !g) return;
  const words = m.groups!.name!.split(/[ \t]+/).map((w) => factsOf(foldKey(w), true));
  if (words.length === 1 ? !words[0]!.given || words[0]!.common || words[0]!.calendar : !words.every((f) => f.given || f.family) || words.every((f) => f.common)) return;
  claimSpan(nt, g[0], g[1], 0.85);
  addLowerCaseList(nt, g[1]);
}

/**
 * The rest of a list of lower-case names after a field's first one (`cc: alice, bob,
 * carol@…`): once the first is a name no word could be, each further item on the line that is
 * a given name alone is one, a word too ("bob", "will"). The list ends at the first item that is
 * no lower-case word (an address, a capitalised word) or no given name.
 */
function addLowerCaseList(nt: NameText, from: number): void {
  const item = LOWER_LIST_ITEM();
  for (let at = from, n = 0; n < 8; n++) {
    item.lastIndex = at;
    const m = item.exec(nt.text);
    const g = m?.indices?.groups?.name;
    if (!m || !g) return;
    const f = factsOf(foldKey(m.groups!.name!), true);
    if (!f.given || f.calendar) return;
    claimSpan(nt, g[0], g[1], 0.8);
    at = g[1];
  }
}

const LOWER_LIST_ITEM = lazyRegExp(() => new RegExp(String.raw`[ \t]*,[ \t]*(?<name>${LOWER_NAME_WORD})(?=[ \t]*(?:[,;]|\r?\n|$))`, 'duy'));

const LOWER_FIELD_VALUE = lazyRegExp(() => new RegExp(String.raw`[ \t]*["']?(?<name>${LOWER_NAME_WORD}(?:[ \t]+${LOWER_NAME_WORD}){0,2})(?=[ \t]*(?:["']|[,;]|\r?\n|$))`, 'duy'));

/** A lower-case name after a greeting (LOWER_GREETING), when the gazetteers know it as one. */
function addLowerCaseGreeted(nt: NameText, line: string, lineStart: number): void {
  const m = LOWER_GREETING().exec(line);
  const g = m?.indices?.groups?.name;
  if (!m || !g) return;
  const [given, family] = m.groups!.name!.split(/[ \t]+/);
  const first = factsOf(foldKey(given!), true);
  if (!first.given || first.common) return;
  const withFamily = family !== undefined && factsOf(foldKey(family), true).family;
  claimSpan(nt, lineStart + g[0], withFamily ? lineStart + g[1] : lineStart + g[0] + given!.length, 0.8);
}

/**
 * Whether GREETING may match the line text[from, to): one of GREETINGS (in any case) at its
 * start or after a ":", ">" or "]" among its first 41 characters (read on the line itself:
 * a log has such characters on every line, too many to gather from the whole text first).
 */
function mayGreet(text: string, from: number, to: number): boolean {
  if (greetingAt(text, from, to)) return true;
  const last = Math.min(to, from + 41);
  for (let i = from; i < last; i++) {
    const c = text.charCodeAt(i);
    if (c !== 58 && c !== 62 && c !== 93) continue;
    let j = i + 1;
    while (j < to && (text.charCodeAt(j) === 32 || text.charCodeAt(j) === 9)) j++;
    if (greetingAt(text, j, to)) return true;
  }
  return false;
}

function greetingAt(text: string, at: number, to: number): boolean {
  // Most lines start with a letter no greeting starts with.
  if (at >= to || GREETING_FIRST_LETTERS[text.charCodeAt(at) | 0x20] !== 1) return false;
  for (const g of GREETING_KEYS) if (at + g.length <= to && startsWithAsciiCaseless(text, at, g)) return true;
  return false;
}

/** Whether `lower` (lower-case letters and spaces: `cześć`, `vážená`) is at `at`, in any case. */
function startsWithAsciiCaseless(text: string, at: number, lower: string): boolean {
  for (let k = 0; k < lower.length; k++) {
    const l = lower.charCodeAt(k);
    const c = text.charCodeAt(at + k);
    if (l < 128 ? (c | 0x20) !== l : c !== l && String.fromCharCode(c).toLowerCase().charCodeAt(0) !== l) return false;
  }
  return true;
}

/** Records a span and claims the tokens inside it. */
export function claimSpan(nt: NameText, start: number, end: number, score: number, role: Role = Role.Person): void {
  // "Agent: Mozilla/5.0 (X11; …)": a cue reads the text itself, so a value inside a user
  // agent's products or an e-mail address is dropped here (the tokens there are gone already).
  if (overlapsOpaque(nt, start, end)) return;
  // "- name: AWS_ACCESS_KEY_ID": a cue's value cut at an underscore is a variable's name.
  if ((codeAt(nt.text, start - 1) === 0x5f || codeAt(nt.text, end) === 0x5f) && isSnakeIdentifierAt(nt.text, start)) return;
  let lo = 0;
  let hi = nt.tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (nt.tokens[mid]!.end <= start) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < nt.tokens.length && nt.tokens[i]!.start < end; i++) nt.roles[i] = role;
  (role === Role.Person ? nt.people : role === Role.Org ? nt.orgs : nt.places).push({ start, end, score });
}
