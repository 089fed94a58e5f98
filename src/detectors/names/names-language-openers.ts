import type { NameText } from './names-analysis.js';
import { DutchText } from './names-dutch.js';
import { LithuanianText, streetNameBefore } from './names-lithuanian.js';
import { MalayText } from './names-malay.js';
import { NordicText } from './names-nordic.js';
import { PolishText } from './names-polish.js';
import { IcelandicText, LatvianText, latvianStreetAfter, SlavicLatinText } from './names-more-languages.js';

/**
 * Whether the unknown capitalised word at `start`..`end`, opening a sentence, stands in a block
 * written in one of the languages known by their function words alone (Dutch; Danish, Norwegian
 * or Swedish; Malay; Polish; Lithuanian; Icelandic; Czech, Slovak, Slovene, Croatian; Latvian), where such a word is an ordinary one and no name
 * ("Beløbet udbetales til din konto.", "Informuojame, kad…"). A Lithuanian street's name before
 * its abbreviation and number (`Savanorių pr. 214-17`) is still taken. German and the Romance
 * languages ask more of the sentence around the word: their callers read them. A language
 * added here counts for every rule that asks (findProperNouns, the informal lines' capitals).
 */
export function opensSentenceOfOtherLanguage(nt: NameText, start: number, end: number): boolean {
  const text = nt.text;
  return (
    (nt.dutch ??= new DutchText(text)).at(start) ||
    (nt.nordic ??= new NordicText(text)).at(start) ||
    (nt.malay ??= new MalayText(text)).at(start) ||
    (nt.polish ??= new PolishText(text)).at(start) ||
    ((nt.lithuanian ??= new LithuanianText(text)).at(start) && !streetNameBefore(text, end)) ||
    (nt.icelandic ??= new IcelandicText(text)).at(start) ||
    (nt.slavicLatin ??= new SlavicLatinText(text)).at(start) ||
    ((nt.latvian ??= new LatvianText(text)).at(start) && !latvianStreetAfter(text, end))
  );
}
