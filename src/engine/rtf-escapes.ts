import { DecodedTextBuilder, type DecodedText } from './decoded-text.js';

/**
 * An RTF document's hex escapes (`\'e9`: one byte of the document's ANSI code page, RTF 1.9.1
 * "Special characters"), decoded, so detection reads `Renée Lefèvre` and `n° 2 61 07 69 123 418 73`
 * where the file says `Ren\'e9e Lef\'e8vre` and `n\'b0 2 61 …`: an escape inside a name cuts it
 * in two for every detector, and one before a number hides the label (`n°`, `vôtre :`) that
 * makes the number a value. The code page is `\ansicpgN` (windows-1252 without it); a code page
 * of two-byte characters (932, 936, 949, 950) is not decoded. For unit k of the decoded text,
 * `rawStart[k]` and `rawEnd[k]` are where its escape (or its character) starts and ends in the
 * document, so a finding covers the escapes it was read from whole. Control words (`\par`,
 * `\b0`) are read as blanks of their length, so that `dévoués.\par` ends a sentence as the
 * printed letter does; they stay as written in the output.
 */
export type RtfDecoded = DecodedText;

const HEX = /^[0-9A-Fa-f]{2}$/;
// A control word: a backslash, letters, maybe a signed number (RTF 1.9.1 "Control words").
const CONTROL_WORD = /\\[a-z]{1,32}(?:-?\d{1,10})?/y;

/** Whether `text` is an RTF document (`{\rtf`, maybe after a byte order mark or blanks) holding a hex escape. */
export function isRtfWithEscapes(text: string): boolean {
  let i = 0;
  while (i < text.length && i < 8 && (text.charCodeAt(i) === 0xfeff || text.charCodeAt(i) <= 32)) i++;
  return text.startsWith('{\\rtf', i) && text.includes("\\'", i);
}

/** `text` with its hex escapes decoded, or undefined when its code page is not one read here. */
export function rtfDecoded(text: string): RtfDecoded | undefined {
  const cp = /\\ansicpg(\d{3,5})/.exec(text.slice(0, 400))?.[1] ?? '1252';
  if (cp === '932' || cp === '936' || cp === '949' || cp === '950') return undefined;
  let decoder: { readonly encoding: string; decode(bytes: Uint8Array): string };
  try {
    decoder = new TextDecoder(cp === '65001' ? 'utf-8' : `windows-${cp}`);
  } catch {
    return undefined;
  }
  if (decoder.encoding === 'utf-8') return undefined;
  text = withoutDestinations(text);
  const decoded = new DecodedTextBuilder(text);
  let from = 0;
  for (let at = text.indexOf('\\', 0); at >= 0; at = text.indexOf('\\', at)) {
    const next = text[at + 1];
    if (next === '\\') {
      at += 2; // an escaped backslash: `\\'e9` is a backslash and text
      continue;
    }
    if (next !== "'" || !HEX.test(text.slice(at + 2, at + 4))) {
      // A control word (`\par`, `\b0`, `\pard\sa200`) is read as blanks of its length: glued
      // to a word it would hide where a sentence ends (`dévoués.\par`) or a word begins.
      CONTROL_WORD.lastIndex = at;
      const word = CONTROL_WORD.exec(text);
      if (word === null) {
        at += 1;
        continue;
      }
      decoded.copy(from, at);
      decoded.blank(at, at + word[0].length);
      from = at + word[0].length;
      at = from;
      continue;
    }
    decoded.copy(from, at);
    decoded.replace(at, at + 4, decoder.decode(Uint8Array.of(parseInt(text.slice(at + 2, at + 4), 16))));
    from = at + 4;
    at = from;
  }
  return decoded.done(from);
}

// The groups that hold no text of the document (RTF 1.9.1: the font, colour and style tables, and
// the generator's, theme's and style defaults' destinations). The information group (author,
// operator) and a field's instruction (`HYPERLINK "mailto:…"`) hold values, and are read.
const DESTINATION = /\{\\(?:fonttbl|colortbl|stylesheet|\*\\(?:generator|themedata|colorschememapping|latentstyles|datastore|rsidtbl|listtable|listoverridetable))(?![a-z])/g;

/** `text` with each group DESTINATION opens, and every group's braces, read as blanks (the same length): a font's name is no person's. */
function withoutDestinations(text: string): string {
  let out = '';
  let from = 0;
  DESTINATION.lastIndex = 0;
  for (let m = DESTINATION.exec(text); m !== null; m = DESTINATION.exec(text)) {
    let depth = 0;
    let end = m.index;
    for (; end < text.length; end++) {
      const c = text[end];
      if (c === '\\') end++;
      else if (c === '{') depth++;
      else if (c === '}' && --depth === 0) break;
    }
    end = Math.min(end + 1, text.length);
    out += text.slice(from, m.index) + text.slice(m.index, end).replace(/[^\r\n]/g, ' ');
    from = end;
    DESTINATION.lastIndex = end;
  }
  // The group's braces too: `sentiments.\par}` ends a sentence as `sentiments.` does.
  return (out + text.slice(from)).replace(/(?<!\\)[{}]/g, ' ');
}
