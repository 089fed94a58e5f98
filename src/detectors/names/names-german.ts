import { lazyRegExp } from './names-tokens.js';

/**
 * Whether the text around a position is German: in German every noun is capitalised, so a
 * capitalised word no list knows ("Wohnung", "Vertrag", "Kündigung") is no name there. Known by
 * two or more of German's commonest function words that are no English words (articles,
 * prepositions, pronouns, auxiliaries; not the particles of names, "von", "den", nor
 * words English writes often, "die", "war", "am", "im"). Checked
 * only for a word the capitalisation rules would take, once per block of text.
 */
export class GermanText {
  private from = -1;
  private to = -1;
  private german = false;

  constructor(private readonly text: string) {}

  /** Whether the text around `pos` (its block of BLOCK characters and half a block each side) is German. */
  at(pos: number): boolean {
    if (pos >= this.from && pos < this.to) return this.german;
    const from = pos - (pos % BLOCK);
    // The function words alone are matched (English text has few), and the first two differing ones answer.
    const re = FUNCTION_WORD();
    const window = this.text.slice(Math.max(0, from - BLOCK / 2), from + BLOCK + BLOCK / 2);
    re.lastIndex = 0;
    let first = '';
    let german = false;
    for (let m = re.exec(window); m; m = re.exec(window)) {
      if (first === '') first = m[1]!;
      else if (m[1] !== first) {
        german = true;
        break;
      }
    }
    this.from = from;
    this.to = from + BLOCK;
    this.german = german;
    return german;
  }
}

const BLOCK = 400;
const FUNCTION_WORDS = `der das und ist nicht wurde wird werden wurden sind zum zur mit für auf dem ein eine einen einem
  einer sich auch bei nach über durch wir ich sie ihr ihre ihren ihm ihn uns dass oder aber wenn noch nur schon sehr vom
  beim haben habe hat hatte zu kann können muss müssen soll sollte wegen gegen ohne unter zwischen seit diese dieser dieses
  hier dort jetzt immer keine kein nichts`.split(/\s+/);
// Longest first, so that "einer" is not read as "ein"; whole words only. Without the u flag and
// a look-behind, V8 scans for the alternatives fast (Latin letters with accents count as letters).
const FUNCTION_WORD = lazyRegExp(() => new RegExp(`(?:^|[^A-Za-z\\u00c0-\\u024f])(${[...FUNCTION_WORDS].sort((a, b) => b.length - a.length).join('|')})(?![A-Za-z\\u00c0-\\u024f])`, 'g'));
