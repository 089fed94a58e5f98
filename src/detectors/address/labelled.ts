import type { Candidate } from '../../engine/types.js';
import { scanOf, type TextScan } from '../../engine/scan/index.js';

/**
 * The value of a form's address field, whatever the country's layout: a line that opens with
 * an address label and a colon ("Address:", "Residential Address:", "Адрес регистрации:",
 * "Dirección:", the Estonian "Aadress:", the Finnish "Osoite:") holds the address after it, with units and house numbers the street finders
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
const LABEL_WORDS = ['ddress', 'DDRESS', 'Адрес', 'АДРЕС', 'Direcci', 'DIRECCI', 'Domicili', 'DOMICILI', 'Adres', 'ADRES', 'Aadress', 'Anschrift', 'Indirizzo', 'Endereço', 'Morada', 'Osoite', 'Διεύθυνση'];
// The label at the line's start (after blanks), a qualifier maybe before it; a gloss in
// brackets or another script may follow it ("Address (line 1):", "Address 地址:").
const LABEL_LINE =
  /[ \t]*(?:(?:[Rr]esidential|[Hh]ome|[Pp]ostal|[Mm]ailing|[Bb]illing|[Dd]elivery|[Ss]hipping|[Rr]egistered|[Pp]ermanent|[Cc]urrent|[Cc]orrespondence|[Ss]treet|[Pp]hysical|[Ll]ocal|[Nn]ew|[Oo]ld|[Pp]revious|[Ff]ormer|[Ff]orwarding|[Ww]ork|[Oo]ffice|[Bb]usiness|[Cc]ontact|RESIDENTIAL|HOME|POSTAL|MAILING|PERMANENT|CURRENT)[ \t]+)?(?:[Aa]ddress|ADDRESS|Адрес(?:[ \t]+(?:регистрации|проживания|места[ \t]+жительства))?|АДРЕС|Direcci[óo]n|DIRECCI[ÓO]N|Domicilio|Domiciliu|DOMICILIO|Adresse|Adressa|Adress|Adresa|Adres|Adreça|Aadress|ADRESSE|Anschrift|Indirizzo|Endereço|Morada|Osoite|Διεύθυνση)(?:[ \t]*\([^)\n]{1,20}\)|[ \t]+[\u4E00-\u9FFF]{1,4})?[ \t]*:[ \t]*/uy;
// The value runs to the line's end, or to a column gap before another field's label.
const NEXT_LABEL = /[ \t]{2,}\p{L}[\p{L} .]{0,24}:/u;
// How a value begins: a capital, a digit, "#", or an abbreviation of a few small letters with
// a full stop (`г. Санкт-Петербург`, `ul. Długa 5`).
const VALUE_START = /^(?:[\p{Lu}\d#]|\p{Ll}{1,3}\.)/u;
// What no street address holds: a mail or web address, an IP or hex address, and the words of
// a sentence about the address rather than the address ("see above", "unchanged", "on file").
const NOT_ADDRESS = /@|:\/\/|www\.|^(?:0x)?[\da-f:.]+$|\b(?:is|are|was|were|will|please|see|same|above|below|attached|unchanged|unknown|on file|as per|n\/a)\b/iu;

const ADR_LINE = '<AdrLine>';
const ADR_LINE_END = '</AdrLine>';

export function findLabelledAddresses(text: string, scan: TextScan = scanOf(text)): Candidate[] {
  const out: Candidate[] = [];
  const lines = new Set<number>();
  for (const word of LABEL_WORDS) {
    for (const at of scan.literal(word)) {
      const lineStart = text.lastIndexOf('\n', at - 1) + 1;
      // A label opens its line: at most a qualifier and a few blanks before the word.
      if (at - lineStart > 40 || lines.has(lineStart)) continue;
      LABEL_LINE.lastIndex = lineStart;
      const m = LABEL_LINE.exec(text);
      if (!m || LABEL_LINE.lastIndex <= at) continue;
      lines.add(lineStart);
      const start = LABEL_LINE.lastIndex;
      let lineEnd = text.indexOf('\n', start);
      if (lineEnd < 0) lineEnd = text.length;
      let value = text.slice(start, lineEnd);
      const gap = NEXT_LABEL.exec(value);
      if (gap) value = value.slice(0, gap.index);
      // A remark in brackets after it, in small letters, is none of it ("(reported 03/2023)").
      value = value.replace(/[ \t\r,;]+$/, '').replace(/[ \t]*\(\p{Ll}[^()]*\)$/u, '');
      // A full stop ending the line's sentence after a number or a word, not an abbreviation's ("St.", "кв.").
      if (/(?:\d|\p{L}{5,})\.$/u.test(value)) value = value.slice(0, -1);
      if (value.length < 5 || value.length > 140 || !VALUE_START.test(value) || !/\d/.test(value) || !/\p{L}.*\p{L}.*\p{L}/u.test(value) || NOT_ADDRESS.test(value)) continue;
      out.push({ start, end: start + value.length, score: 0.95 });
    }
  }
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
