import { foldKey } from '../../lexicon/fold.js';
import { endsWithPhonePhrase, isPhoneLabel, isPhoneTalkWord, mayEndPhonePhrase, PHONE_PHRASE_WORDS, phoneLabelWord } from '../../lexicon/phone-words.js';
import { codeAt, isAsciiLower } from '../lib/char-codes.js';
import { COPULAS, ownNumberBefore } from './near.js';

/**
 * Whether a phone label stands right before text[start]: a phone word or a phone field's name
 * (lexicon/phone-words.ts), then characters that join a label to its value (24 at most, for
 * the aligned columns of a form) — a blank or line break, ":", "=", quotes, ">" of a tag, "*" of Markdown bold, "|" of a table, "#"
 * or a dash: "Tel. 010 555 1234", "Telefon: 030 12345678", `{"phone":"030 12345678"}`,
 * "mobile=06 12 34 56 78", "<phone>…", "**Phone:** …". The label's words are read back to the
 * line's start or 40 characters, whichever is nearer: "Tel (home):", "Phone no.", "numéro de
 * téléphone :", `"work_phone_2":`. Only called for a candidate its region refused, so prose
 * pays nothing for it.
 */
export function phoneLabelBefore(text: string, start: number): boolean {
  let j = start;
  const joinerLimit = Math.max(0, start - 24);
  while (j > joinerLimit && isLabelJoiner(text.charCodeAt(j - 1))) j--;
  if (cjkLabelEndsAt(text, j)) return true;
  if (j === start && start > 0 && isLetter(text.charCodeAt(start - 1))) return false;
  j = pastLeader(text, j);
  if (phonePhraseBefore(text, start)) return true;
  if (kinInBracketsBefore(text, j) || ownKinBefore(text, start) || ownNumberBefore(text, start)) return true;
  const copula = copulaBefore(text, j);
  if (copula >= 0) {
    // "Mi cel es 55 1234 5678", "phone is 0412 …": the label's words end before its "is";
    // "هاتف السيد محمد العلي هو 0501234567": a phone word before a titled person, then "is".
    if (personsPhoneBefore(text, copula)) return true;
    j = copula;
  }
  if (cepEndsAt(text, j)) return turkishMobileAt(text, start);
  if (!nearestWordsMayEndLabel(text, j)) return false;
  const from = Math.max(0, j - 40);
  const words: string[] = [];
  let end = -1;
  for (let i = j - 1; i >= from - 1; i--) {
    const c = i >= from ? text.charCodeAt(i) : -1;
    if (c >= 0 && isWordChar(c)) {
      if (end < 0) end = i + 1;
      continue;
    }
    if (end >= 0) {
      // A word cut by the 40-character window is no word of the label.
      if (i < from && from > 0 && isWordChar(text.charCodeAt(from - 1))) break;
      words.unshift(...splitCamel(text.slice(i + 1, end)));
      end = -1;
      if (words.length >= 4) break;
    }
    if (c < 0 || c === 10 || c === 13 || !isLabelInside(c)) break;
  }
  // A full stop after a label word marks an abbreviation ("Tel.", "Nr."), not the end of a sentence ("my phone. 2024…").
  if (text.charCodeAt(j - 1) === 46 && (words[words.length - 1]?.length ?? 0) > 4) return false;
  return words.length > 0 && isPhoneLabel(words);
}

/**
 * Where the blanks before the word "is" that ends at text[j] begin (`Mi cel es`, `phone is`,
 * Arabic `هو`): a label's words may end there. -1 when no such word ends at j.
 */
function copulaBefore(text: string, j: number): number {
  const end = j;
  let begin = end;
  while (begin > 0 && end - begin < 6 && isLetter(text.charCodeAt(begin - 1))) begin--;
  if (begin === end || (begin > 0 && isLetter(text.charCodeAt(begin - 1)))) return -1;
  const word = text.slice(begin, end);
  if (!COPULAS.has(word.toLowerCase())) return -1;
  while (begin > 0 && isBlank(text.charCodeAt(begin - 1))) begin--;
  return begin;
}


/**
 * Whether a phone word, a title and up to three names end right before text[end] on its line:
 * Arabic's `هاتف السيد محمد العلي` ("Mr Mohammed Al-Ali's phone", the owner after the noun),
 * then "is" and the number. The title says a person follows, so the name's length is bounded.
 */
function personsPhoneBefore(text: string, end: number): boolean {
  const words: string[] = [];
  let k = end;
  const limit = Math.max(0, end - 60);
  while (words.length < 5 && k > limit) {
    while (k > limit && isBlank(text.charCodeAt(k - 1))) k--;
    let begin = k;
    while (begin > limit && isLetter(text.charCodeAt(begin - 1))) begin--;
    if (begin === k) break;
    words.unshift(foldKey(text.slice(begin, k)));
    k = begin;
  }
  for (let i = words.length - 3; i >= 0; i--) {
    if (PERSON_TITLES.has(words[i + 1]!) && isPhoneTalkWord(words[i]!) && phoneLabelWord(words[i]!) === 'label') return true;
  }
  return false;
}

/** Titles before a name: Arabic Mr, Mrs, Professor/Mr (ustadh), Doctor, Sheikh; folded. */
const PERSON_TITLES = new Set(['السيد', 'السيدة', 'الأستاذ', 'الأستاذة', 'الدكتور', 'الدكتورة', 'الشيخ'].map(foldKey));

/**
 * Whether a phone word of Chinese, Japanese or Korean ends the run of those scripts' letters
 * that ends at text[j], maybe glued to what precedes it and followed by a copula or topic
 * particle: Chinese and Korean prose write no blank between words, nor between a word and its
 * particle, nor before a number (`张伟的手机号是13812345678`: Zhang Wei's mobile is…;
 * `연락처는 010-1234-5678이고`: the contact is…, and…). A run of 12 letters at most is read.
 */
function cjkLabelEndsAt(text: string, j: number): boolean {
  if (j === 0 || !isCjk(text.charCodeAt(j - 1))) return false;
  let begin = j;
  while (begin > 0 && j - begin < 12 && isCjk(text.charCodeAt(begin - 1))) begin--;
  let run = text.slice(begin, j);
  const particle = CJK_PARTICLE.exec(run);
  if (particle) run = run.slice(0, particle.index);
  for (let n = Math.min(6, run.length); n >= 2; n--) if (phoneLabelWord(run.slice(run.length - n)) === 'label' && isPhoneLabel([run.slice(run.length - n)])) return true;
  return false;
}

/** A copula or topic particle after a phone word: Chinese 是, 为 (is), Korean 는, 은, 이, 가 (topic, subject), Japanese は, が. */
const CJK_PARTICLE = /(?:是|为|為|는|은|이|가|は|が)$/u;

/** A letter of the Han, kana or Hangul scripts. */
const isCjk = (c: number) => (c >= 0x3040 && c <= 0x30ff) || (c >= 0x3400 && c <= 0x9fff) || (c >= 0xac00 && c <= 0xd7af);

/**
 * Where a form's dot leader begins, when one ends at `j`: three dots or more (or `…`), then
 * blanks, between a label and its value (`8. Mobile number ............ 01712-418273`, the
 * tenth reading's Bangladeshi form). `j` itself when none does.
 */
function pastLeader(text: string, j: number): number {
  let i = j;
  const limit = Math.max(0, j - 80);
  while (i > limit && (text.charCodeAt(i - 1) === 46 || text.charCodeAt(i - 1) === 0x2026)) i--;
  if (j - i < 3 && !(i < j && text.charCodeAt(j - 1) === 0x2026)) return j;
  while (i > 0 && (text.charCodeAt(i - 1) === 32 || text.charCodeAt(i - 1) === 9)) i--;
  return i;
}

/**
 * A relative named in brackets right before (blanks or a comma between): a Japanese form's
 * emergency contact, `緊急連絡先：高橋　健一（父）　045-872-3391` (the name, the relation, the
 * number: rirekisho templates' 緊急連絡先 line), and a contacts line in English or Chinese,
 * `Ms. Wong Mei Ling 黃美玲 (mother), 6284 1937` (the seventh reading's Hong Kong tenancy). The
 * relation says whose number follows.
 */
const KIN = new Set(['父', '母', '夫', '妻', '兄', '姉', '弟', '妹', '祖父', '祖母', '息子', '娘', '義父', '義母']);
const KIN_WORDS = new Set([
  'mother', 'father', 'mum', 'mom', 'dad', 'wife', 'husband', 'spouse', 'partner', 'son', 'daughter', 'brother', 'sister',
  'grandmother', 'grandfather', 'guardian', 'aunt', 'uncle', '母親', '父親', '母亲', '父亲', '配偶', '丈夫', '妻子', '兒子', '儿子', '女兒', '女儿',
  // German, Dutch, French, Spanish, Portuguese and Italian: an emergency contact's relation (`Sabine Becker (Ehefrau), 089 12345678`).
  'ehefrau', 'ehemann', 'mutter', 'vater', 'sohn', 'tochter', 'bruder', 'schwester', 'partnerin', 'lebensgefährtin', 'lebensgefährte',
  'echtgenote', 'echtgenoot', 'moeder', 'vader', 'zoon', 'dochter', 'broer', 'zus',
  'épouse', 'époux', 'mère', 'père', 'fils', 'fille', 'frère', 'sœur', 'conjoint', 'conjointe',
  'esposa', 'esposo', 'madre', 'padre', 'hijo', 'hija', 'hermano', 'hermana', 'marido', 'mãe', 'pai', 'filho', 'filha', 'irmão', 'irmã',
  'moglie', 'marito', 'figlio', 'figlia', 'fratello', 'sorella',
  // Spanish and Portuguese family words beyond those (`José Roberto Alvarado (esposo), 7841-2736`: the fourteenth reading's Salvadoran constancia).
  'mamá', 'papá', 'abuela', 'abuelo', 'tío', 'tía', 'avó', 'avô', 'tio', 'tia', 'mari',
]);
function kinInBracketsBefore(text: string, j: number): boolean {
  let e = j;
  while (e > 0 && (text.charCodeAt(e - 1) === 0x3000 || text.charCodeAt(e - 1) === 32 || text.charCodeAt(e - 1) === 44 || text.charCodeAt(e - 1) === 0xff0c)) e--;
  const close = codeAt(text, e - 1);
  if (close !== 0xff09 /* ） */ && close !== 41) return false;
  const open = Math.max(text.lastIndexOf('（', e - 1), text.lastIndexOf('(', e - 1));
  if (open < 0 || e - open > 14) return false;
  const kin = text.slice(open + 1, e - 1);
  return (close === 0xff09 && KIN.has(kin)) || KIN_WORDS.has(kin.toLowerCase());
}

/**
 * A relative of the writer's named as a label, a colon right before the number: `Mi esposa:
 * 76541827` (the fourteenth reading's Bolivian letter), `my wife: 07912 418273`, `minha mãe:
 * …`. The possessive says whose relative, the colon that the number is how to reach them; a
 * relative without it (`Esposa: María`, a form's field of names) labels nothing.
 */
function ownKinBefore(text: string, start: number): boolean {
  let k = start;
  while (k > 0 && (text.charCodeAt(k - 1) === 32 || text.charCodeAt(k - 1) === 9)) k--;
  if (codeAt(text, k - 1) !== 58) return false;
  const m = OWN_KIN.exec(text.slice(Math.max(0, k - 30), k - 1));
  return m !== null && KIN_WORDS.has(m[2]!.toLowerCase());
}

const OWN_KIN = /(?:^|[^\p{L}])(mi|my|minha|meu|ma|mon|meine|mein)\s+(\p{L}+)$/iu;

/**
 * Whether the words nearest before text[j] (over what may stand inside a label: "Tel. (home)",
 * each word's last camel-case part: "homePhone") may end a phone label (phoneLabelWord): most
 * digit runs follow some other word, and are ruled out here without building the label.
 */
function nearestWordsMayEndLabel(text: string, j: number): boolean {
  const limit = Math.max(0, j - 40);
  let end = j;
  for (let n = 0; n < 4; n++) {
    while (end > limit && !isLetter(text.charCodeAt(end - 1)) && isLabelInside(text.charCodeAt(end - 1))) end--;
    let begin = end;
    while (begin > limit && isLetter(text.charCodeAt(begin - 1))) {
      begin--;
      // The last camel-case part: a capital after a small letter begins it.
      if (isUpper(text.charCodeAt(begin)) && begin > 0 && isAsciiLower(text.charCodeAt(begin - 1))) break;
    }
    if (begin === end) return false;
    // A phone word in camel case ("WhatsApp") is one word, not its last part ("App").
    const whole = wordStart(text, begin, limit);
    if (whole < begin && phoneLabelWord(text.slice(whole, end)) === 'label' && isPhoneTalkWord(foldKey(text.slice(whole, end)))) return true;
    const verdict = phoneLabelWord(text.slice(begin, end));
    if (verdict !== 'more') return verdict === 'label';
    end = begin;
  }
  return false;
}

const isUpper = (c: number) => c >= 65 && c <= 90;

/**
 * Whether Turkish `Cep` (the mobile: `Cep: 0532 412 87 65`, short for `cep telefonu`) ends at
 * text[j], alone or before `No`/`Numarası`. Brazil writes the same word over its postcode (`CEP:
 * 01310-100`), so it labels only a Turkish mobile number (turkishMobileAt).
 */
function cepEndsAt(text: string, j: number): boolean {
  let end = j;
  while (end > 0 && (text.charCodeAt(end - 1) === 46 || isBlank(text.charCodeAt(end - 1)))) end--;
  let begin = end;
  while (begin > 0 && end - begin < 10 && isLetter(text.charCodeAt(begin - 1))) begin--;
  if (begin === end || (begin > 0 && isLetter(text.charCodeAt(begin - 1)))) return false;
  const word = foldKey(text.slice(begin, end));
  if (word === 'cep') return true;
  if (word !== 'no' && word !== 'numarasi' && word !== 'numara') return false;
  while (begin > 0 && isBlank(text.charCodeAt(begin - 1))) begin--;
  return begin >= 3 && foldKey(text.slice(begin - 3, begin)) === 'cep' && (begin === 3 || !isLetter(text.charCodeAt(begin - 4)));
}

/**
 * A Turkish mobile number at text[start]: 5 and nine digits, after a trunk 0 or not, grouped by
 * blanks, hyphens or a bracketed operator code (`0532 412 87 65`, `(0532) 412-8765`, `5324128765`):
 * the mobile plans of the BTK's national numbering plan all begin 5 (Turkcell 53x, Vodafone 54x,
 * Türk Telekom 50x/55x). No digit, letter or further group right after it.
 */
function turkishMobileAt(text: string, start: number): boolean {
  return TURKISH_MOBILE.test(text.slice(start, start + 20));
}
const TURKISH_MOBILE = /^\(?0?5\d{2}\)?[ -]?\d{3}[ -]?\d{2}[ -]?\d{2}(?![\p{L}\p{N}]|[ -]\d)/u;

/** The start of the word whose letters run back from text[begin] (to `limit` at most). */
function wordStart(text: string, begin: number, limit: number): number {
  let i = begin;
  while (i > limit && isLetter(text.charCodeAt(i - 1))) i--;
  return i;
}

/** "homePhone" -> home, Phone; "TelNr" -> Tel, Nr; "HOMEPHONE" and a phone word in camel case ("WhatsApp") stay one word. */
function splitCamel(word: string): string[] {
  if (isPhoneTalkWord(foldKey(word))) return [word];
  return word.split(/(?<=\p{Ll})(?=\p{Lu})/u);
}

function isLetter(c: number): boolean {
  // A combining mark is part of its word: the vowel signs of Devanagari (`मोबाइल`).
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 0xc0 && c !== 0xd7 && c !== 0xf7 && /[\p{L}\p{M}]/u.test(String.fromCharCode(c)));
}

/** Letters make the label's words; digits ("phone2") and "_" only part them. */
function isWordChar(c: number): boolean {
  return isLetter(c);
}

// Between a label and its value: blank, tab, line break, no-break space, " ' ` : = > * | # - – — \ (of \" in JSON),
// a CJK form's ideographic space and full-width colon, and the Armenian comma `՝` that a label ends with.
function isLabelJoiner(c: number): boolean {
  return (
    c === 32 || c === 0x3000 || c === 0xff1a || c === 0x055d || c === 9 || c === 10 || c === 13 || c === 0xa0 || c === 34 || c === 39 || c === 96 || c === 58 || c === 61 || c === 62 ||
    c === 42 || c === 124 || c === 35 || c === 45 || c === 0x2013 || c === 0x2014 || c === 92
  );
}

// Inside a label, between its words: blank, _ - . / ( ) ° º # digits ("phone_2", "Tel.-Nr.", "Tel (home)", "N°"),
// an ideographic space ("電　　話": a form's label spaced to its column's width).
function isLabelInside(c: number): boolean {
  return c === 32 || c === 0x3000 || c === 95 || c === 45 || c === 46 || c === 47 || c === 40 || c === 41 || c === 0xb0 || c === 0xba || c === 35 || c === 9 || (c >= 48 && c <= 57);
}

/**
 * Whether a one-letter label of a letterhead or signature stands right before text[start]:
 * `T:`, `M:`, `F:`, `P:` (telephone, mobile, fax, phone; also `t.`, `m.`), then blanks, where
 * the letter opens a line or follows a `|`, `·` or `•` separator ("M: +44 7700 900412 | T:
 * 0113 496 0321"). Alone a letter says little ("Plan T: 1234567" is no label), so the phone
 * detector also asks more of the number after it (see phonesIn).
 */
export function letterLabelBefore(text: string, start: number): boolean {
  let j = start;
  while (j > 0 && isBlank(text.charCodeAt(j - 1))) j--;
  if (j < 2) return false;
  const punct = text.charCodeAt(j - 1);
  if (punct !== 58 && punct !== 46) return false;
  if (!LABEL_LETTERS.includes(text[j - 2]!.toLowerCase())) return false;
  let k = j - 2;
  while (k > 0 && isBlank(text.charCodeAt(k - 1))) k--;
  if (k === 0) return true;
  const c = text.charCodeAt(k - 1);
  return c === 10 || c === 13 || c === 124 || c === 0xb7 || c === 0x2022;
}

const LABEL_LETTERS = 'tmfp';

const isBlank = (c: number) => c === 32 || c === 9 || c === 0xa0;

/**
 * Whether a phone phrase ("chiamarmi al", "called twice from", "appelez-moi au":
 * lexicon/phone-words.ts) ends right before text[start], over blanks and line breaks.
 */
function phonePhraseBefore(text: string, start: number): boolean {
  const limit = Math.max(0, start - 60);
  let end = start;
  const words: string[] = [];
  while (words.length < PHONE_PHRASE_WORDS()) {
    const gapEnd = end;
    while (end > limit && isPhraseGap(text.charCodeAt(end - 1))) end--;
    if (words.length > 0 ? end === gapEnd : end === gapEnd && end > 0) break;
    let begin = end;
    while (begin > limit && isLetter(text.charCodeAt(begin - 1))) begin--;
    if (begin === end) break;
    const word = text.slice(begin, end);
    if (words.length === 0 && !mayEndPhonePhrase(word)) return false;
    words.unshift(word);
    end = begin;
  }
  return words.length > 1 && endsWithPhonePhrase(words);
}

// Between a phrase's words and before its number: blank, tab, no-break space, line break, - ' ’.
const isPhraseGap = (c: number) => c === 32 || c === 9 || c === 0xa0 || c === 10 || c === 13 || c === 45 || c === 39 || c === 0x2019;
