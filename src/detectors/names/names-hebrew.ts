import type { Candidate } from '../../engine/types.js';
import { linesHolding, matchesInRuns } from '../lib/scripts.js';

/**
 * People's names in Hebrew script, which no other phase reads (Hebrew has no capitals and no
 * name list ships): a name after a person's title (`גב' נועה אברהמי`, `מר`, `גברת`, `ד"ר`,
 * `עו"ד`, `פרופ'`, maybe after the prefix ל "to" or ה "the": `לכבוד גב'…`), two words; and a
 * name after a form's label that names a person (`שם המבוטחת: נועה אברהמי`, "the insured's name";
 * `שם בן הזוג:` "the spouse's name"; `שם:`, `שם מלא:`, `שם פרטי:`, `שם משפחה:`, the applicant's,
 * the patient's, the employee's, the customer's, the father's and mother's), up to three words
 * before a comma, a bracket, a column gap or the line's end; none of them a common word (`מר` is
 * also "bitter"). A label that names a thing (`שם הבנק:`, the bank's name; `שם החברה:`) is none
 * of these. Read only in a text holding a Hebrew letter.
 */
const HEBREW = /[\u05d0-\u05ea]/;
const WORD = String.raw`[\u05d0-\u05ea]{2,}(?:[-\u05be][\u05d0-\u05ea]{2,})?`;
const TITLE = String.raw`(?<![\u05d0-\u05ea'"\u05f3\u05f4])(?:[לה]?(?:גב['\u05f3]|גברת|מר|ד["\u05f4]ר|עו["\u05f4]ד|פרופ['\u05f3]))`;
const PERSON_LABEL = String.raw`(?<![\u05d0-\u05ea])(?:שם(?:[ \t]+(?:מלא|פרטי|משפחה|המבוטח|המבוטחת|בן[ \t]+הזוג|בת[ \t]+הזוג|המבקש|המבקשת|התובע|התובעת|המטופל|המטופלת|החולה|העובד|העובדת|הלקוח|הלקוחה|האב|האם|הילד|הילדה))?)[ \t]*:`;
const NAMES = new RegExp(
  String.raw`(?:${TITLE}[ \t]+(?<titled>${WORD}[ \t]+${WORD})|${PERSON_LABEL}[ \t]*(?<labelled>${WORD}(?:[ \t]${WORD}){1,2}))(?![\u05d0-\u05ea'"\u05f3\u05f4])`,
  'gu',
);

/**
 * Function words and common words that are no names: `מר` is also "bitter" (`מר מאוד על…`, "very
 * bitter about"), so a title's two words holding one of these are no name.
 */
const COMMON = new Set(
  'מאוד על של את עם לא כי גם אם זה זאת זו היה היתה הוא היא הם הן אני אתה את אנחנו כל יותר פחות רק אבל או אל מן עד אחרי לפני בין כמו אשר שלה שלו שלי לו לה לי יש אין כבר עוד מה מי איך למה כאן שם היום אתמול מחר טוב רע'.split(' '),
);

export function findHebrewNames(text: string): Candidate[] {
  if (!HEBREW.test(text)) return [];
  const out: Candidate[] = [];
  // Each match holds a Hebrew letter and none crosses a line: NAMES is run over the lines that hold one only.
  const runs = linesHolding(text, HEBREW, 0x05d0);
  for (const { m, from } of matchesInRuns(text, runs, NAMES)) {
    const name = m.groups!.titled ?? m.groups!.labelled!;
    if (name.split(/[ \t]+/).some((w) => COMMON.has(w))) continue;
    const end = from + m.index + m[0].length;
    out.push({ start: end - name.length, end, score: 0.85 });
  }
  return out;
}
