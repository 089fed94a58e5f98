import { scanOf, type TextScan } from '../../engine/scan/index.js';

/**
 * A letter of a script other than Latin: Greek to Thai (U+0370–U+0E7F: Greek, Cyrillic,
 * Armenian, Hebrew, Arabic, the Indic scripts, Thai), Greek Extended, kana, the Han ideographs
 * and Hangul.
 */
const OTHER_SCRIPT = /[\u0370-\u0e7f\u1f00-\u1fff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]/;

function holdsOtherScriptLetter(scan: TextScan): boolean {
  return OTHER_SCRIPT.test(scan.text);
}

/**
 * Whether the text holds a letter of another script than Latin, searched once per call for
 * every finder of those scripts' names and addresses: a text without one (most of them) is
 * spared a search of the whole text by each (about 0.15 ms per 400 KB apiece).
 */
export function holdsOtherScripts(text: string, ctx: { scan?: TextScan | undefined }): boolean {
  return scanOf(text, ctx).shared(holdsOtherScriptLetter);
}
