import { defineDetector } from '../engine/detector.js';
import { findNameSpans, NAME_ANALYSIS_CUES } from './names/names-analysis.js';
import { personFitsField } from './names/names-fields.js';
import { partReadsAsWord, personAliases } from './names/names-memory.js';
import { findScriptNames } from './names/names-scripts.js';
import { findIrishNames } from './names/names-irish.js';
import { findGreekNames } from './names/names-greek.js';
import { findCyrillicNames } from './names/names-cyrillic.js';
import { findFuriganaNames } from './names/names-furigana.js';
import { findThaiNames } from './names/names-thai.js';
import { findHebrewNames } from './names/names-hebrew.js';
import { holdsOtherScripts } from './lib/scripts.js';
import { withNamesBeside } from './names/names-beside.js';
import { findTableColumnNames, TABLE_CUES } from './names/names-table-column.js';

export default defineDetector({
  id: 'person-name',
  entity: 'PERSON_NAME',
  // After e-mail addresses: a display name before "<jane@…>" is a name, a name inside the address is the address's.
  after: ['EMAIL_ADDRESS'],
  encloses: true,
  // The names analysis reads informal lines' marks and chat words from these (names-register),
  // the table's column names (names-table-column) its lines' double blanks.
  cues: [...NAME_ANALYSIS_CUES, ...TABLE_CUES],
  find: (text, ctx) => {
    const found = withNamesBeside(text, findNameSpans(text, ctx).people);
    const inTables = findTableColumnNames(text, found, ctx.cueHits);
    const people = inTables.length ? [...found, ...inTables].sort((a, b) => a.start - b.start) : found;
    // The finders of other scripts' names only where such a letter is (one search for the four).
    const other = holdsOtherScripts(text, ctx);
    const scripts = [
      ...(other ? findScriptNames(text) : []),
      ...findIrishNames(text),
      ...(other ? [...findGreekNames(text), ...findCyrillicNames(text)] : []),
      ...findFuriganaNames(text),
      ...(other ? [...findThaiNames(text), ...findHebrewNames(text)] : []),
    ];
    return scripts.length ? [...people, ...scripts].sort((a, b) => a.start - b.start) : people;
  },
  aliases: (value, _after, declared) => personAliases(value, declared),
  aliasIsWordAt: partReadsAsWord,
  fitsField: personFitsField,
  examples: {
    positive: [
      'Mr A. Demetriades', // TAB-style title + initial + surname
      'Mrs Anna Evagorou Christou',
      'Dr. Heidemarie Abrahamian',
      'J.R.R. Tolkien', // stacked initials
      { text: 'The lawyer, Ms Gülizar Tuncer Güneş, appealed.', match: 'Ms Gülizar Tuncer Güneş' },
      { text: 'Josef Fischer was heard. Later Fischer appealed.', match: ['Josef Fischer', 'Fischer'] }, // later mention
      { text: 'Mr Karl Strobel complained; Strobel lost.', match: ['Mr Karl Strobel', 'Strobel'] },
      { text: 'Mrs Ana de la Cruz and Mr Pieter van der Berg signed.', match: ['Mrs Ana de la Cruz', 'Mr Pieter van der Berg'] }, // particles
      { text: "Prof Seán O'Neil met Dr Omar al-Hassan.", match: ["Prof Seán O'Neil", 'Dr Omar al-Hassan'] },
      { text: 'Dear Priya Raman,\nthanks for your order.', match: 'Priya Raman' }, // greeting
      { text: 'Kind regards,\nTomasz Wiśniewski\n', match: 'Tomasz Wiśniewski' }, // sign-off
      { text: 'Name: Aylin Yıldız\nDate of birth: unknown', match: 'Aylin Yıldız' }, // form field
      { text: 'From: "Jane Doe" <jane.doe@example.com>', match: 'Jane Doe' }, // e-mail display name
      { text: 'Yesterday Zhang Wei met Priya Sharma.', match: ['Zhang Wei', 'Priya Sharma'] }, // family name first
      // Chat: a known given name in lower case after a greeting that opens a line.
      { text: 'Ticket 5521\nhi priya, your order has shipped', match: 'priya' },
      { text: 'Ticket 5521\n[10:02] agent: thanks tomasz nowak!', match: 'tomasz nowak' },
      // Other scripts: after a cue, with an honorific suffix, or alone on a line with a listed surname.
      { text: 'Name: 王秀英\nCity: Berlin', match: '王秀英' },
      { text: '이름: 김민준', match: '김민준' },
      { text: 'الاسم: محمد الأحمد', match: 'محمد الأحمد' },
      { text: 'Please call 田中太郎さん tomorrow.', match: '田中太郎' },
      { text: 'Signed,\n王秀英', match: '王秀英' },
      // Irish names with the surname's particle (the fourth reading's school report).
      { text: 'Pupil:          Cillian Ó Dónaill\nDate of birth: unknown', match: 'Cillian Ó Dónaill' },
      { text: 'Class teacher: Síle Ní Bhriain', match: 'Síle Ní Bhriain' },
      // Greek script: after a name label, or a family name's ending; its Latin capitals in a Greek text.
      { text: 'Ονοματεπώνυμο: Μαυρίκου Ελένη του Γεωργίου', match: ['Μαυρίκου Ελένη', 'Γεωργίου'] },
      { text: 'Παραλαβή από τον σύζυγο,\nΣταυρόπουλο Δημήτριο (κιν.)', match: 'Σταυρόπουλο Δημήτριο' },
      { text: 'Ασθενής: Κ. Ι.\nΛατινικά: STAVROPOULOU ELENI', match: 'STAVROPOULOU ELENI' },
    ],
    negative: [
      'The Court held that there had been a violation of Article 6.', // "Court", "Article 6"
      'The Government submitted their observations in May.', // "Government", months
      'On Monday the Board of Directors met.', // weekday, heading-like words
      'THE FACTS\n\nI. THE CIRCUMSTANCES OF THE CASE', // headings in capitals
      'Dear Sir or Madam,', // a greeting without a name
      'hey mark, see the diff', // "mark" is a common word as well as a name
      'The price of a Big Mac Meal rose.', // "Mac" before no Irish spelling
      'hello world!',
      'Please update Microsoft Word and Google Chrome.', // product names
      'Contact jane.doe@example.com for details.', // the name inside an address is the address's
      '我们明天去北京开会。', // Chinese prose: no cue, no honorific, not alone on its line
      'Διάγνωση: Σακχαρώδης διαβήτης τύπου 2, Νέα Σμύρνη', // Greek words with no label and no family name's ending
    ],
  },
});
