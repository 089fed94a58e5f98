import { scanOf, type TextScan } from '../../engine/scan/index.js';

/**
 * A letter of a script other than Latin: Greek to Lao (U+0370–U+0EFF: Greek, Cyrillic,
 * Armenian, Hebrew, Arabic, the Indic scripts, Thai, Lao), Greek Extended, kana, the Han
 * ideographs and Hangul.
 */
const OTHER_SCRIPT = /[\u0370-\u0eff\u1f00-\u1fff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]/;

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

/**
 * The runs of whole lines of `text` that hold a match of `letter` (a regex matching one
 * character of a script, no code unit of which is below `lowest`), as [start, end) pairs in
 * order: a run starts at a line's start and ends at a line's "\n" or the text's end,
 * consecutive such lines one run.
 *
 * A finder whose matches never cross a line break and each hold such a letter finds the same in
 * each run's slice (offset by its start) as in the whole text, and is spared reading the lines
 * between (a contact list with one name in Han read by five whole-text regexes took 40 ms a
 * 67 KB call): a slice ends where the text holds "\n" or ends, which a lookaround asking for a
 * letter, a digit, a blank or a bracket tells from nothing alike (not so `^`, `$` or `\s`).
 * The letter is tried only where a code unit is at least `lowest`: a search of the whole text
 * with a script's class (`\p{sc=Han}`) cost 2 ms per 67 KB of Latin text.
 */
export function linesHolding(text: string, letter: RegExp, lowest: number): number[] {
  const out: number[] = [];
  const at = stickyTwin(letter);
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) < lowest) continue;
    at.lastIndex = i;
    if (!at.test(text)) continue;
    const start = text.lastIndexOf('\n', i) + 1;
    let end = text.indexOf('\n', i);
    if (end < 0) end = text.length;
    if (out.length > 0 && out[out.length - 1] === start - 1) out[out.length - 1] = end;
    else out.push(start, end);
    i = end;
  }
  return out;
}

const stickyTwins = new WeakMap<RegExp, RegExp>();

/** `re` sticky, to be tried at one place. */
function stickyTwin(re: RegExp): RegExp {
  let twin = stickyTwins.get(re);
  if (!twin) stickyTwins.set(re, (twin = new RegExp(re.source, `${re.flags.replace(/[gy]/g, '')}y`)));
  return twin;
}

/** text[from, to), the text itself when that is all of it (no copy). */
export function sliceOf(text: string, from: number, to: number): string {
  return from === 0 && to === text.length ? text : text.slice(from, to);
}

/**
 * Each match of the global regex `re` in the slices of `runs` (linesHolding's [start, end)
 * pairs), with its run's start (the match stands at from + m.index in the text) and slice. The
 * caller may move re.lastIndex within the slice to go on from another place.
 */
export function* matchesInRuns(text: string, runs: readonly number[], re: RegExp): Generator<{ m: RegExpExecArray; from: number; part: string }> {
  for (let r = 0; r < runs.length; r += 2) {
    const from = runs[r]!;
    const part = sliceOf(text, from, runs[r + 1]!);
    re.lastIndex = 0;
    for (let m = re.exec(part); m; m = re.exec(part)) yield { m, from, part };
  }
}
