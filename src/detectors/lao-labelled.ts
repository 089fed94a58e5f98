import { defineDetector } from '../engine/detector.js';
import type { EntityName } from '../entities.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { scanOf } from '../engine/scan/index.js';
import { holdsOtherScripts } from './lib/scripts.js';

/**
 * Lao (the fifteenth reading's village certificate of residence, ໃບຢັ້ງຢືນທີ່ຢູ່), which no
 * names module reads:
 * - a person's name after the titles `ທ້າວ` (Mr), `ນາງ` (Mrs, Miss) and `ທ່ານ` (the honorific):
 *   one or two words of Lao letters, a given name and a family name (`ທ້າວ ສົມພອນ ພົມມະວົງ`),
 *   up to a comma, a bracket, a full stop or the line's end;
 * - the number after the labels of the identity card (`ບັດປະຈຳຕົວເລກທີ`), the family book
 *   (`ປື້ມສຳມະໂນຄົວເລກທີ`, the household register) and the passport (`ໜັງສືຜ່ານແດນເລກທີ`), a
 *   NATIONAL_ID, and after the phone's (`ເບີໂທ`, `ໂທລະສັບ`), a PHONE_NUMBER: Arabic or Lao digits.
 * - an address of village, district and maybe province (`ບ້ານ ໂພນສະອາດ, ເມືອງ ໄຊເສດຖາ, ນະຄອນຫຼວງວຽງຈັນ`:
 *   the Lao order of `ບ້ານ` village, `ເມືອງ` district, `ແຂວງ` province or `ນະຄອນຫຼວງ` the capital),
 *   an ADDRESS: a village alone is a place's name, with its district an address.
 * A title glued to the Lao word before it (`ເປັນນາງ…`) is part of that word and no title.
 * From the literals of the titles and labels, in a text that holds another script than Latin.
 */
const LAO_WORD = /[\u0e81-\u0ecd\u0edc-\u0edf]+/y;
const isLaoLetter = (c: number) => c >= 0x0e81 && c <= 0x0ecd;
const TITLES = ['ທ້າວ ', 'ນາງ ', 'ທ່ານ '];
const LABELS: ReadonlyArray<readonly [string, EntityName]> = [
  ['ບັດປະຈຳຕົວເລກທີ', 'NATIONAL_ID'],
  ['ປື້ມສຳມະໂນຄົວເລກທີ', 'NATIONAL_ID'],
  ['ໜັງສືຜ່ານແດນເລກທີ', 'NATIONAL_ID'],
  ['ເບີໂທ', 'PHONE_NUMBER'],
  ['ໂທລະສັບ', 'PHONE_NUMBER'],
];
// After a village's name: its district, then maybe the province or the capital.
const DISTRICT = /[ \t]*,?[ \t]*ເມືອງ[ \t]*[\u0e81-\u0ecd\u0edc-\u0edf]+/y;
const PROVINCE = /[ \t]*,?[ \t]*(?:ແຂວງ[ \t]*[\u0e81-\u0ecd\u0edc-\u0edf]+|ນະຄອນຫຼວງ[ \t]*[\u0e81-\u0ecd\u0edc-\u0edf]+)/y;
const VILLAGE = 'ບ້ານ ';
// After the label: maybe `:`, blanks, then digits (Arabic or Lao) in groups a blank or hyphen apart.
const NUMBER = /[ \t]*[:：]?[ \t]*(?<value>[0-9\u0ed0-\u0ed9+](?:[0-9\u0ed0-\u0ed9]|[ -](?=[0-9\u0ed0-\u0ed9])){3,19})(?![0-9\u0ed0-\u0ed9])/y;

function* findLao(text: string, ctx?: DetectorContext): Iterable<Candidate> {
  if (!holdsOtherScripts(text, ctx ?? {})) return;
  const scan = scanOf(text, ctx);
  for (const title of TITLES) {
    for (const at of scan.literal(title)) {
      if (at > 0 && isLaoLetter(text.charCodeAt(at - 1))) continue;
      let i = at + title.length;
      let end = -1;
      for (let words = 0; words < 2; words++) {
        LAO_WORD.lastIndex = i;
        if (!LAO_WORD.test(text)) break;
        end = LAO_WORD.lastIndex;
        if (text[end] !== ' ' || !isLaoLetter(text.charCodeAt(end + 1))) break;
        i = end + 1;
      }
      if (end > 0) yield { start: at + title.length, end, score: 0.8 };
    }
  }
  for (const at of scan.literal(VILLAGE)) {
    if (at > 0 && isLaoLetter(text.charCodeAt(at - 1))) continue;
    LAO_WORD.lastIndex = at + VILLAGE.length;
    if (!LAO_WORD.test(text)) continue;
    DISTRICT.lastIndex = LAO_WORD.lastIndex;
    if (!DISTRICT.test(text)) continue;
    let end = DISTRICT.lastIndex;
    PROVINCE.lastIndex = end;
    if (PROVINCE.test(text)) end = PROVINCE.lastIndex;
    yield { start: at, end, score: 0.85, entity: 'ADDRESS' };
  }
  for (const [label, entity] of LABELS) {
    for (const at of scan.literal(label)) {
      NUMBER.lastIndex = at + label.length;
      const m = NUMBER.exec(text);
      if (!m) continue;
      const value = m.groups!.value!;
      const start = NUMBER.lastIndex - value.length;
      yield { start, end: NUMBER.lastIndex, score: 0.85, entity };
    }
  }
}

export default defineDetector({
  id: 'lao-labelled',
  entity: 'PERSON_NAME',
  find: findLao,
  examples: {
    positive: [
      // Fictitious people and numbers (the fifteenth reading's certificate of residence).
      { text: 'ທ້າວ ສົມພອນ ພົມມະວົງ, ເກີດວັນທີ 15/03/1987', match: 'ສົມພອນ ພົມມະວົງ' },
      // The numbers after the labels are another type's (test/detectors/reader15-leaks.test.ts).
      { text: 'ພັນລະຍາ ນາງ ບົວພັນ ແສງສຸລິຍາ (ເກີດ', match: 'ບົວພັນ ແສງສຸລິຍາ' },
    ],
    negative: [
      'ເປັນນາງ ສາວ', // the title glued to the word before: no title
      'ບັດປະຈຳຕົວເລກທີ: ບໍ່ມີ', // no number
      'ນາງ 27', // no Lao word after the title
    ],
  },
});
