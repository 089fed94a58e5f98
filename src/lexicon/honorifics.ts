/**
 * Titles that precede a person's name, folded (lower case, no full stop). Shared by the name
 * detectors (a title starts a name) and the operators (a title is no part of who a mention is).
 */
const set = (words: string): ReadonlySet<string> => new Set(words.trim().split(/\s+/));

/**
 * Honorifics and titles that precede a person's name (with or without a full stop); "Mag." is
 * Austria's Magister, written before the name in letters ("Sehr geehrter Herr Mag. Huber");
 * "Licda."/"Licdo." Central America's Licenciada/Licenciado ("La suscrita, Licda. Mariela Chaves");
 * Italian "dottor" (before a name only: "dal dottor Ferraresi") and the titles that are also nouns
 * ("la dottoressa", "l'avvocato": weak); the police ranks Commonwealth forces abbreviate before a
 * name, "Supt." and "Insp." ("Station Commander: Chief Supt. Harriet N. Kpadeh": the nineteenth
 * reading's Liberian report).
 */
export const HONORIFICS = set(`
  mr mrs ms miss mstr mx dr prof professor sir dame lord lady judge justice rev reverend fr
  herr herrn frau mme mlle madame monsieur messrs sgt sergeant capt captain lt lieutenant col colonel
  gen maj inspector detective constable officer senator mayor governor
  dott dottore dottssa ing sr sra srta dra don dona hr fru sig sigra signor signora avv
  dottor dottoressa professoressa avvocato avvocatessa
  señor señora señorita senor senora
  encik puan cik
  mag
  licda licdo
  supt insp
`);

/** Honorifics that can only be titles when followed by a name (not words on their own). */
export const WEAK_HONORIFICS = set('justice officer governor mayor don dona fr hr fru ing sr mag dottoressa professoressa avvocato avvocatessa');
