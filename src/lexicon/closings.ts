/**
 * The closings of letters, by language: the line before a signature ("Kind regards", "Mit
 * freundlichen Grüßen"), and the capitalised words of closings and salutations that are never a
 * name. One table, from which the name detectors build what they read: the sign-off alone on
 * its line (names-person-cues.ts, SIGN_OFF), the sign-off before the signer's name on its line
 * (INLINE_SIGN_OFF) and the closing words an unknown capitalised word is not (names-proper.ts).
 */
interface LanguageClosings {
  language: string;
  /** Closings alone on their line, the signer's name on the next (`Regards` / `Jane Smith`). */
  alone: readonly string[];
  /** Closings that also stand before the signer's name after a comma on its line (`Thanks! Best, Will`). */
  aloneOrBeforeName?: readonly string[];
  /** Closings only before the signer's name (`Love, Bex xx`). */
  beforeName?: readonly string[];
  /**
   * Words of closings and salutations, in lower case, beyond those of its closings: other
   * spellings ("Gruß", "Gruesse") and the salutations' ("Estimados señores", "Egregio dottore";
   * not "Cara", "Caro", "Gentile": names too).
   */
  otherWords?: readonly string[];
}

// The closings of other languages than English are the lead's session-28 probes' (a property
// manager's `Mit freundlichen Grüßen` / `Gerold Pichlmayr, Hausverwaltung` was left whole in a
// German letter).
const CLOSINGS: readonly LanguageClosings[] = [
  {
    language: 'English',
    aloneOrBeforeName: ['Regards', 'Best regards', 'Kind regards', 'Warm regards', 'Best wishes', 'Best', 'Cheers', 'Many thanks', 'Sincerely'],
    alone: ['Thanks', 'Thank you', 'Yours sincerely', 'Yours faithfully', 'Yours truly', 'Respectfully'],
    beforeName: ['Love'],
  },
  {
    language: 'German',
    alone: [
      'Mit freundlichen Grüßen', 'Mit freundlichen Grüssen', 'Freundliche Grüße', 'Freundliche Grüsse', 'Viele Grüße', 'Viele Grüsse', 'Beste Grüße', 'Beste Grüsse',
      'Liebe Grüße', 'Liebe Grüsse', 'Herzliche Grüße', 'Herzliche Grüsse', 'Mit besten Grüßen', 'Mit besten Grüssen', 'Hochachtungsvoll',
    ],
    otherWords: ['gruß', 'gruss', 'gruessen', 'gruesse'],
  },
  { language: 'French', alone: ['Cordialement', 'Bien cordialement', 'Bien à vous', 'Sincères salutations', 'Amicalement'] },
  { language: 'Dutch', alone: ['Met vriendelijke groet', 'Met vriendelijke groeten', 'Vriendelijke groet', 'Vriendelijke groeten', 'Met hartelijke groet', 'Hartelijke groet', 'Groeten'] },
  {
    language: 'Spanish',
    alone: ['Saludos', 'Un saludo', 'Saludos cordiales', 'Atentamente', 'Cordialmente', 'Un abrazo'],
    otherWords: ['estimado', 'estimada', 'estimados', 'estimadas', 'querido', 'querida', 'queridos', 'queridas'],
  },
  {
    language: 'Portuguese',
    alone: ['Atenciosamente', 'Cumprimentos', 'Com os melhores cumprimentos', 'Melhores cumprimentos', 'Um abraço', 'Abraços'],
    otherWords: ['prezado', 'prezada', 'prezados', 'prezadas'],
  },
  {
    language: 'Italian',
    alone: ['Cordiali saluti', 'Distinti saluti', 'Un saluto', 'Un caro saluto'],
    otherWords: ['egregio', 'egregia', 'egregi', 'gentilissimo', 'gentilissima', 'gentilissimi', 'spettabile', 'spettabili'],
  },
  { language: 'Polish', alone: ['Pozdrawiam', 'Z poważaniem'], otherWords: ['pozdrowienia'] },
  { language: 'Czech', alone: ['S pozdravem', 'S přátelským pozdravem'] },
  { language: 'Swedish', alone: ['Med vänliga hälsningar', 'Vänliga hälsningar'] },
  { language: 'Danish', alone: ['Med venlig hilsen', 'Venlig hilsen'] },
  { language: 'Norwegian', alone: ['Med vennlig hilsen', 'Vennlig hilsen'] },
  { language: 'Finnish', alone: ['Ystävällisin terveisin', 'Terveisin'] },
  { language: 'Hungarian', alone: ['Üdvözlettel', 'Tisztelettel'] },
  // Croatian and Serbian salutations ("Poštovani gospodine").
  { language: 'Croatian', alone: ['Srdačan pozdrav', 'S poštovanjem'], otherWords: ['poštovani', 'poštovana', 'poštovane'] },
  { language: 'Estonian', alone: ['Lugupidamisega'] },
  { language: 'Romanian', alone: ['Cu stimă', 'Cu respect'] },
  // Salutations only: Slovene's, Czech's and Slovak's ("Spoštovani", "Vážená paní").
  { language: 'Slovene', alone: [], otherWords: ['spoštovani', 'spoštovana'] },
  { language: 'Czech and Slovak', alone: [], otherWords: ['vážený', 'vážená', 'vážení'] },
];

/** The closings that stand alone on their line, in English. */
export const ENGLISH_LINE_CLOSINGS: readonly string[] = CLOSINGS.filter((c) => c.language === 'English').flatMap((c) => [...(c.aloneOrBeforeName ?? []), ...c.alone]);
/** The closings that stand alone on their line, in the other languages. */
export const OTHER_LINE_CLOSINGS: readonly string[] = CLOSINGS.filter((c) => c.language !== 'English').flatMap((c) => [...(c.aloneOrBeforeName ?? []), ...c.alone]);
/** The closings that stand before the signer's name on its line. */
export const CLOSINGS_BEFORE_NAME: readonly string[] = CLOSINGS.flatMap((c) => [...(c.aloneOrBeforeName ?? []), ...(c.beforeName ?? [])]);
/** The words of every closing and `otherWords`, in lower case: a capitalised one is no name. */
export const CLOSING_WORDS: ReadonlySet<string> = new Set(
  CLOSINGS.flatMap((c) => [...(c.aloneOrBeforeName ?? []), ...c.alone, ...(c.beforeName ?? []), ...(c.otherWords ?? [])].flatMap((s) => s.toLowerCase().split(' '))),
);
