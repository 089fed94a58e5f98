import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { scanOf } from '../engine/scan/index.js';
import { holdsOtherScripts } from './lib/scripts.js';

/**
 * A Chinese mobile number written as eleven digits with no phone word near it (`给 13682741827，
 * 晚上别打`, the fourteenth reading's WeChat export): `1`, a second digit of 3 to 9, nine more
 * (MIIT's numbering plan: the 13x–19x blocks are mobile; libphonenumber's CN metadata, which
 * reads each as a valid mobile number, decides the blocks), only with Han characters within 60
 * characters of it: the same run in other text, or after an order's, a parcel's or an account's
 * number word (`订单号是13812345678`) or before a currency's (`13812345678元`), stays. From the
 * scan's digit runs of eleven, in a text holding letters of other scripts.
 */
const HAN = /[\u3400-\u9fff]/;
/** An order's, a parcel's, an account's or a card's number word right before it (`订单号是13812345678`). */
const NUMBER_OF_A_THING = /(?:订单|单号|编号|运单|快递|流水|账号|卡号|工号|学号|证号|帐号)[号码]?[是为：: \t]*$/;

function findMobiles(text: string, ctx?: DetectorContext): Candidate[] {
  if (!holdsOtherScripts(text, ctx ?? {})) return [];
  const runs = scanOf(text, ctx).digitTokens.digitRuns;
  const out: Candidate[] = [];
  for (let k = 0; k < runs.count; k++) {
    if (runs.lengths[k] !== 11) continue;
    const start = runs.start(k);
    const second = text.charCodeAt(start + 1);
    if (text.charCodeAt(start) !== 49 || second < 51) continue;
    const end = start + 11;
    if (/[A-Za-z_.+\-/#]/.test(text[start - 1] ?? '') || /^(?:[A-Za-z0-9_元块圆万]|[-.,/]\d)/.test(text.slice(end, end + 2))) continue;
    if (!HAN.test(text.slice(Math.max(0, start - 60), end + 60)) || NUMBER_OF_A_THING.test(text.slice(Math.max(0, start - 8), start))) continue;
    if (parsePhoneNumberFromString(text.slice(start, end), 'CN')?.getType() !== 'MOBILE') continue;
    out.push({ start, end, score: 0.85, entity: 'PHONE_NUMBER' });
  }
  return out;
}

export default defineDetector({
  id: 'phone-cn-mobile',
  entity: 'PHONE_NUMBER',
  find: findMobiles,
  examples: {
    positive: [
      // Fictitious (the fourteenth reading's WeChat export).
      { text: '给 13682741827，晚上别打', match: '13682741827' },
      { text: '新号码13918273645', match: '13918273645' },
    ],
    negative: [
      'order 13682741827 shipped', // no Chinese around it
      '订单号 10018273645', // no mobile block
      '快递单号 SF13682741827', // part of a code
    ],
  },
});
