/**
 * Identifiers that join words: a bookmark `Rosalind_Okafor`, a defined name `Okafor.Bonus`, a
 * sheet `OkaforContacts`, a table `tbl_rokaforNotes`, a PDF's folder `JaneNovak`. Read as the
 * words they join: underscores, dots and backslashes as spaces, and a space where camelCase joins
 * two words (a lower-case letter or a digit before a capital, a capital before a capitalized
 * word, a letter before a digit).
 */

const SEPARATORS = /[_.\\]/g;
const CAMEL = /(?<=\p{Ll}|\p{N})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})|(?<=\p{L})(?=\p{N})/gu;

export interface IdentifierWords {
  /** The identifier read as words. */
  words: string;
  /** For each index of `words` (and its length), the index of the identifier it stands for; an added space stands for the character after it. */
  at: number[];
  /** Indexes of `words` that are added spaces (camelCase splits). */
  added: Set<number>;
}

/** An identifier with its separators read as spaces, same length: `Rosalind_Okafor` -> `Rosalind Okafor`. */
export function spacedIdentifier(id: string): string {
  return id.replace(SEPARATORS, ' ');
}

export function identifierWords(id: string): IdentifierWords {
  const spaced = spacedIdentifier(id);
  const at: number[] = [];
  const added = new Set<number>();
  let words = '';
  let pos = 0;
  for (const m of spaced.matchAll(CAMEL)) {
    for (; pos < m.index; pos++) {
      at.push(pos);
      words += spaced[pos];
    }
    added.add(words.length);
    at.push(pos);
    words += ' ';
  }
  for (; pos < spaced.length; pos++) {
    at.push(pos);
    words += spaced[pos];
  }
  at.push(spaced.length);
  return { words, at, added };
}
