import { Role, type NameText } from './names-analysis.js';
import { LanguageText } from './names-language.js';
import { lazyRegExp } from './names-tokens.js';

/**
 * Whether the text around a position is German: in German every noun is capitalised, so a
 * capitalised word no list knows ("Wohnung", "Vertrag", "Kündigung") is no name there. Known by
 * two or more of German's commonest function words that are no English words (articles,
 * prepositions, pronouns, auxiliaries; not the particles of names, "von", "den", nor
 * words English writes often, "die", "war", "am", "im"). Checked
 * only for a word the capitalisation rules would take, once per block of text.
 */
export class GermanText extends LanguageText {
  constructor(text: string) {
    super(text, FUNCTION_WORD);
  }
}

const FUNCTION_WORDS = `der das und ist nicht wurde wird werden wurden sind zum zur mit für auf dem ein eine einen einem
  einer sich auch bei nach über durch wir ich sie ihr ihre ihren ihm ihn uns dass oder aber wenn noch nur schon sehr vom
  beim haben habe hat hatte zu kann können muss müssen soll sollte wegen gegen ohne unter zwischen seit diese dieser dieses
  hier dort jetzt immer keine kein nichts`.split(/\s+/);
// Longest first, so that "einer" is not read as "ein"; whole words only. Without the u flag and
// a look-behind, V8 scans for the alternatives fast (Latin letters with accents count as letters).
const FUNCTION_WORD = lazyRegExp(() => new RegExp(`(?:^|[^A-Za-z\\u00c0-\\u024f])(${[...FUNCTION_WORDS].sort((a, b) => b.length - a.length).join('|')})(?![A-Za-z\\u00c0-\\u024f])`, 'g'));

/**
 * German's set salutation "Sehr geehrte Damen und Herren" (ladies and gentlemen): `Herren` is a
 * family name of the gazetteers, but after "Damen und" it is the noun. Claimed as a word, so
 * that no finder takes it.
 */
export function claimSetPhrases(nt: NameText): void {
  const { tokens, text } = nt;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.key === 'herren' && t.word === 'Herren' && nt.roles[i] === Role.Free && text.slice(Math.max(0, t.start - 10), t.start) === 'Damen und ') nt.roles[i] = Role.Word;
  }
}
