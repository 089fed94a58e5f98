import type { Candidate, PositionList } from '../../engine/types.js';
import { scanOf, type TextScan } from '../../engine/scan/index.js';

/**
 * The value of a form's address field, whatever the country's layout: a line that opens with
 * an address label and a colon ("Address:", "Residential Address:", "Адрес регистрации:",
 * "Dirección:", the Estonian "Aadress:", the Finnish "Osoite:", the Maltese "Indirizz:", the
 * Azerbaijani "Ünvan:") holds the address after it, with units and house numbers the street finders
 * do not know: a Russian `пр. Просвещения, д. 87, корп. 2, кв. 114` (prospekt, house, building,
 * flat), a Catalan `Carrer de Còrsega 287, 3r 2a` (floor and door), a Pakistani `House No.
 * 114-B, Street 7, Block K, Model Town`, a Colombian `Calle 145 # 19-34` (the cross street and
 * the house's distance from it), `Apt 5B, 2214 Grand Concourse` (the unit first). The label
 * opens its line (an "IP address:" or "E-mail address:" does not: no qualifier of those is
 * read), the value holds a digit and a letter, is no network or mail address and no sentence;
 * it ends at the line's end or at a column gap before another label ("   Tel:"). From the
 * places the labels' words occur (the scan's literals): nothing is read elsewhere.
 * Also an ISO 20022 message's unstructured address lines, `<AdrLine>10126 Torino</AdrLine>`
 * (pain.001's PostalAddress: up to seven lines of 70 characters): each line is part of one.
 */
const LABEL_WORDS = ['ddress', 'DDRESS', 'Адрес', 'АДРЕС', 'Direcci', 'DIRECCI', 'Domicili', 'DOMICILI', 'Adres', 'ADRES', 'Aadress', 'Anschrift', 'Indirizz', 'Endereço', 'Morada', 'Osoite', 'Διεύθυνση', 'Ünvan', 'ÜNVAN'];
// The label at the line's start (after blanks), a qualifier maybe before it; a gloss in
// brackets or another script may follow it ("Address (line 1):", "Address 地址:").
const LABEL_LINE =
  /[ \t]*(?:(?:[Rr]esidential|[Hh]ome|[Pp]ostal|[Mm]ailing|[Bb]illing|[Dd]elivery|[Ss]hipping|[Rr]egistered|[Pp]ermanent|[Cc]urrent|[Cc]orrespondence|[Ss]treet|[Pp]hysical|[Ll]ocal|[Nn]ew|[Oo]ld|[Pp]revious|[Ff]ormer|[Ff]orwarding|[Ww]ork|[Oo]ffice|[Bb]usiness|[Cc]ontact|RESIDENTIAL|HOME|POSTAL|MAILING|PERMANENT|CURRENT)[ \t]+)?(?:[Aa]ddress|ADDRESS|Адрес(?:[ \t]+(?:регистрации|проживания|места[ \t]+жительства))?|АДРЕС|Direcci[óo]n|DIRECCI[ÓO]N|Domicilio|Domiciliu|DOMICILIO|Adresse|Adressa|Adress|Adresa|Adres|Adreça|Aadress|ADRESSE|Anschrift|Indirizzo|Indirizz|Endereço|Morada|Osoite|Διεύθυνση|Ünvan|ÜNVAN)(?:[ \t]*\([^)\n]{1,20}\)|[ \t]+[\u4E00-\u9FFF]{1,4})?[ \t]*:[ \t]*/uy;
// The value runs to the line's end, or to a column gap before another field's label.
const NEXT_LABEL = /[ \t]{2,}\p{L}[\p{L} .]{0,24}:/u;
// How a value begins: a capital, a digit, "#", or an abbreviation of a few small letters with
// a full stop (`г. Санкт-Петербург`, `ul. Długa 5`).
const VALUE_START = /^(?:[\p{Lu}\d#]|\p{Ll}{1,3}\.)/u;
// What no street address holds: a mail or web address, an IP or hex address, and the words of
// a sentence about the address rather than the address ("see above", "unchanged", "on file").
const NOT_ADDRESS = /@|:\/\/|www\.|^(?:0x)?[\da-f:.]+$|\b(?:is|are|was|were|will|please|see|same|above|below|attached|unchanged|unknown|on file|as per|n\/a)\b/iu;

/**
 * The Vietnamese label, `địa chỉ` (address), maybe with its kind (`nhà`: home, `thường trú`:
 * permanent, `tạm trú`: temporary, `liên hệ`: contact), then a colon: anywhere on its line, as a
 * chat writes it after a greeting (`Anh ơi, địa chỉ: 25 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội`). The
 * value is read as any label's (valueAfterLabel: it holds a digit, no sentence's words), after
 * `số` (number) before the house's number.
 */
const VI_LABELS = ['địa chỉ', 'Địa chỉ', 'ĐỊA CHỈ'];
const VI_LABEL = /(?:địa chỉ|Địa chỉ|ĐỊA CHỈ)(?:[ \t]+(?:nhà|thường trú|tạm trú|liên hệ|NHÀ|THƯỜNG TRÚ|TẠM TRÚ|LIÊN HỆ))?[ \t]*:[ \t]*(?:số[ \t]+)?/uy;

/** The keyword pass's cue for VI_LABEL (its places are among cueHits). */
export const VI_CUES: readonly string[] = ['địa chỉ'];

/** Adds the address after a Vietnamese label starting at `at`, if one does. */
function vietnameseAt(text: string, at: number, out: Candidate[]): void {
  const c = text.charCodeAt(at);
  if ((c !== 0x111 && c !== 0x110) || (at > 0 && /[\p{L}\p{N}]/u.test(text[at - 1]!))) return;
  VI_LABEL.lastIndex = at;
  if (!VI_LABEL.test(text)) return;
  const found = valueAfterLabel(text, VI_LABEL.lastIndex);
  if (found && !out.some((o) => o.start === found.start)) out.push(found);
}

/**
 * The Burmese label, `လိပ်စာ` (address), maybe after its kind (`နေရပ်`: residence, `အမြဲတမ်း`:
 * permanent, `ဆက်သွယ်ရန်`: contact), opening its line, then ` - ` or `:` (a ward office's
 * letter: `နေရပ်လိပ်စာ   - အမှတ် ၂၇၊ ရွှေဂုံတိုင်လမ်း၊ ၄ ရပ်ကွက်၊ ဗဟန်းမြို့နယ်`). The value
 * runs to the line's end and holds a digit (folded: engine/digits-folded.ts) and Burmese letters.
 */
const MY_LABEL_WORD = 'လိပ်စာ';
const MY_LABEL = /[ \t]*(?:(?:အမြဲတမ်း)?နေရပ်|အမြဲတမ်း|ဆက်သွယ်ရန်|လက်ရှိ)?(?:နေထိုင်သည့်[ \t]*)?လိပ်စာ[ \t]*[-:][ \t]*/uy;
// A ward's number in brackets (`(၁၀)ရပ်ကွက်`: the 10th ward) is part of it.
const MY_VALUE = /^[\u1000-\u109f\d][\u1000-\u109f\d \t,./()-]{3,139}$/u;

/** Adds the address after a Burmese label on the line starting at `lineStart`, if one does. */
function myanmarAt(text: string, lineStart: number, out: Candidate[]): void {
  MY_LABEL.lastIndex = lineStart;
  if (!MY_LABEL.test(text)) return;
  const start = MY_LABEL.lastIndex;
  let end = text.indexOf('\n', start);
  if (end < 0) end = text.length;
  const value = text.slice(start, end).replace(/[ \t\r။]+$/, '');
  if (!MY_VALUE.test(value) || !/\d/.test(value) || !/[\u1000-\u102a]/.test(value)) return;
  if (!out.some((o) => o.start === start)) out.push({ start, end: start + value.length, score: 0.95 });
}

const ADR_LINE = '<AdrLine>';
const ADR_LINE_END = '</AdrLine>';

/**
 * The keyword pass's cues (lower-case word beginnings, any case in the text) for the labels of
 * LABEL_LINE written in Latin letters: every line LABEL_LINE matches has one at its label's
 * start. The labels in other scripts are searched as LABEL_WORDS (their first letters are rare).
 */
export const LABEL_CUES: readonly string[] = ['address', 'direcci', 'domicili', 'adre', 'aadress', 'anschrift', 'indirizz', 'endere', 'morada', 'osoite'];
const OTHER_SCRIPT_LABELS = ['Адрес', 'АДРЕС', 'Διεύθυνση', 'Ünvan', 'ÜNVAN'];

/**
 * `cueHits`: where the keyword pass found LABEL_CUES (among other cues: a superset will do), if
 * it looked. Then only the lines of those places (and of the other scripts' labels) are read,
 * instead of searching the whole text for each of LABEL_WORDS (most of them led by a common
 * letter: ~0.6 ms a page of prose); a test compares both ways.
 */
export function findLabelledAddresses(text: string, scan: TextScan = scanOf(text), cueHits?: PositionList): Candidate[] {
  const out = cueHits ? fromCuedLines(text, scan, cueHits) : fromLabelWords(text, scan);
  if (cueHits) for (const at of cueHits) vietnameseAt(text, at, out);
  else for (const word of VI_LABELS) for (const at of scan.literal(word)) vietnameseAt(text, at, out);
  if (!scan.latin1) for (const at of scan.literal(MY_LABEL_WORD)) myanmarAt(text, text.lastIndexOf('\n', at - 1) + 1, out);
  for (const at of scan.literal(ADR_LINE)) {
    const start = at + ADR_LINE.length;
    const end = text.indexOf(ADR_LINE_END, start);
    if (end < 0 || end - start > 70) continue;
    const value = text.slice(start, end);
    if (!/\p{L}/u.test(value) || /[<\n]/.test(value)) continue;
    const lead = value.length - value.trimStart().length;
    out.push({ start: start + lead, end: start + value.trimEnd().length, score: 0.95 });
  }
  return out;
}

/** The labelled addresses found from each of LABEL_WORDS' places in turn: a line is read at the first word, in LABEL_WORDS' order, that opens it. */
function fromLabelWords(text: string, scan: TextScan): Candidate[] {
  const out: Candidate[] = [];
  const lines = new Set<number>();
  for (const word of LABEL_WORDS) {
    for (const at of scan.literal(word)) {
      const lineStart = text.lastIndexOf('\n', at - 1) + 1;
      // A label opens its line: at most a qualifier and a few blanks before the word.
      if (at - lineStart > 40 || lines.has(lineStart)) continue;
      const labelEnd = labelLineEnd(text, lineStart);
      if (labelEnd <= at) continue;
      lines.add(lineStart);
      const found = valueAfterLabel(text, labelEnd);
      if (found) out.push(found);
    }
  }
  return out;
}

/**
 * What fromLabelWords finds, read from the lines of the cues' places: a line that LABEL_LINE
 * matches and where one of LABEL_WORDS stands within 40 characters of its start and before
 * the match's end, in LABEL_WORDS' order of the first such word, then by place.
 */
function fromCuedLines(text: string, scan: TextScan, cueHits: PositionList): Candidate[] {
  const lineStarts: number[] = [];
  for (let k = 0; k < cueHits.length; k++) {
    const h = cueHits[k]!;
    if (!isLabelCueAt(text, h)) continue;
    const lineStart = text.lastIndexOf('\n', h - 1) + 1;
    if (lineStarts[lineStarts.length - 1] !== lineStart) lineStarts.push(lineStart);
  }
  for (const word of OTHER_SCRIPT_LABELS) for (const at of scan.literal(word)) lineStarts.push(text.lastIndexOf('\n', at - 1) + 1);
  lineStarts.sort((a, b) => a - b);
  const found: { word: number; candidate: Candidate }[] = [];
  for (let k = 0; k < lineStarts.length; k++) {
    const lineStart = lineStarts[k]!;
    if (k > 0 && lineStart === lineStarts[k - 1]) continue;
    const labelEnd = labelLineEnd(text, lineStart);
    if (labelEnd < 0) continue;
    const word = firstLabelWord(text, lineStart, Math.min(lineStart + 40, labelEnd - 1));
    if (word < 0) continue;
    const candidate = valueAfterLabel(text, labelEnd);
    if (candidate) found.push({ word, candidate });
  }
  // A stable sort: by place within a word.
  return found.sort((a, b) => a.word - b.word).map((f) => f.candidate);
}

/** The index in LABEL_WORDS of the first word that stands at a place from `from` to `to` (inclusive), -1 when none does. */
function firstLabelWord(text: string, from: number, to: number): number {
  for (let w = 0; w < LABEL_WORDS.length; w++) for (let p = from; p <= to; p++) if (text.startsWith(LABEL_WORDS[w]!, p)) return w;
  return -1;
}

/** Whether one of LABEL_CUES starts at `at` (ASCII letters in any case). */
function isLabelCueAt(text: string, at: number): boolean {
  for (const cue of LABEL_CUES) {
    let j = 0;
    while (j < cue.length && (text.charCodeAt(at + j) | 32) === cue.charCodeAt(j)) j++;
    if (j === cue.length) return true;
  }
  return false;
}

/** Where LABEL_LINE, matched at the line's start, ends; -1 when it doesn't match. */
function labelLineEnd(text: string, lineStart: number): number {
  LABEL_LINE.lastIndex = lineStart;
  return LABEL_LINE.test(text) ? LABEL_LINE.lastIndex : -1;
}

/** The address after a label that ends at `start`, to the line's end or the next field's label; undefined when it reads as none. */
function valueAfterLabel(text: string, start: number): Candidate | undefined {
  let lineEnd = text.indexOf('\n', start);
  if (lineEnd < 0) lineEnd = text.length;
  let value = text.slice(start, lineEnd);
  const gap = NEXT_LABEL.exec(value);
  if (gap) value = value.slice(0, gap.index);
  // A remark in brackets after it, in small letters, is none of it ("(reported 03/2023)").
  value = value.replace(/[ \t\r,;]+$/, '').replace(/[ \t]*\(\p{Ll}[^()]*\)$/u, '');
  // A full stop ending the line's sentence after a number or a word, not an abbreviation's ("St.", "кв.").
  if (/(?:\d|\p{L}{5,})\.$/u.test(value)) value = value.slice(0, -1);
  if (value.length < 5 || value.length > 140 || !VALUE_START.test(value) || !/\d/.test(value) || !/\p{L}.*\p{L}.*\p{L}/u.test(value) || NOT_ADDRESS.test(value)) return undefined;
  return { start, end: start + value.length, score: 0.95 };
}
