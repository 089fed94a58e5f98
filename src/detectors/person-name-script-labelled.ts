import { defineDetector } from '../engine/detector.js';
import type { Candidate, DetectorContext } from '../engine/types.js';
import { isCommonWord, isFamilyName, isGivenName } from './names/names-gazetteer.js';
import { foldKey } from '../lexicon/fold.js';
import { keywordPlaces } from './lib/keyword-places.js';
import { lazy } from '../engine/lazy.js';

/**
 * A person's name after a name label or a title, in the scripts no names module reads
 * (Armenian, Devanagari, Bengali, Georgian, Persian, Cyrillic as Mongolian, Macedonian and
 * Kazakh write it, Japanese) and in Latin capitals, which hide the case the name finder reads
 * (the tenth and eleventh readings: docs/reader.md, leaks21):
 * - a label opening its line (after a list number) or a form's column (after two blanks), then
 *   `:`, `：`, Armenian `՝` or dot leaders: its value up to the line's end, two blanks, a bracket
 *   or the next label, one to five words of one script (`Ազգանուն՝ Սարգսյան`, `नाम: सीता
 *   कुमारी श्रेष्ठ`, `Name (Bangla) ..... রাবেয়া খাতুন`, `Account name: S NI BHRIAIN`). Name
 *   labels, and the labels of a relative or proxy whose value is a person (`Երեխա՝` child,
 *   `Хамтран амьдрагч:` cohabitant, `Полномошник:` proxy);
 * - a title or the word "citizen" before one to three words of its script (`श्री`, `خانم`, `Տիկին`…:
 *   `خانم مریم احمدی‌نژاد فرزند حسین` stops at "child of"; `Иргэн Батбаярын Энхтуяа`);
 * - Latin capitals after a name label or an Albanian `Shtetasi/Shtetasja` (citizen), as one
 *   name, maybe inverted with one comma (`GUTIÉRREZ BRICEÑO, ANDREÍNA DEL VALLE`);
 * - Ethiopic (Amharic): the value of `ስም` (name), `ሙሉ ስም` (full name)… after `:` or `፦`, and a name
 *   after `አቶ`, `ወ/ሮ`, `ወ/ሪት` (Mr, Mrs, Miss): `ስም: ዳዊት ተስፋዬ ገብረመድኅን` (leaks24);
 * - Japanese: the value of `氏名`, `名義`, `口座名義`, `お名前`, and kana or kanji words with a
 *   blank between before `様` or `さん` (`ヤマモト ユイ様`).
 * A value holding an organization's, a place's or a form's word (`श्री जिल्ला प्रशासन कार्यालय`,
 * `Нэр: Улаанбаатар хот`, `Name: CONSUMIDOR FINAL`), digits, or running past five words (free
 * text) stays; a value in Latin capitals needs no word that is a common word and no name, and
 * alone under a generic label (`Name:`) a name the gazetteer knows. A name in brackets right
 * after in Latin capitals (`রাবেয়া খাতুন  (RABEYA KHATUN)`, a maiden name `(DURAJ)`) goes with it. Never free text
 * without a label or title. Starts from the keyword pass's hits of the labels and titles.
 */

type Script = 'armenian' | 'devanagari' | 'bengali' | 'tamil' | 'hebrew' | 'greek' | 'georgian' | 'arabic' | 'thaana' | 'cyrillic' | 'ethiopic' | 'japanese' | 'myanmar' | 'khmer' | 'latin';

/**
 * One word of each script: its letters and combining marks (ZWNJ inside a Persian word). Made at
 * the first label or title found (the Unicode classes and the labels' `iu` alternation cost ~1 ms
 * to parse at start-up; issue 20, start8), as are the labels' and titles' patterns below.
 */
const WORD = lazy((): Record<Script, RegExp> => ({
  armenian: /\p{Lu}[\u0531-\u0587]*\.?/uy,
  devanagari: /[\u0900-\u0963\u0970-\u097f]+\.?/uy,
  bengali: /[\u0980-\u09e3\u09f0-\u09fe]+\.?/uy,
  tamil: /[\u0b80-\u0be5]+\.?/uy,
  // Hebrew letters and points, and the geresh of a short form (`גב׳`).
  hebrew: /[\u0591-\u05c7\u05d0-\u05ea\u05f3\u05f4]+/uy,
  // Greek: a capital, then small letters with their accents (a vocative, `Νίκο`).
  greek: /\p{Lu}[\u0386-\u03ce\u1f00-\u1ffc]*/uy,
  georgian: /[\u10d0-\u10ff]+/uy,
  // Arabic letters, and Kurdish (Sorani) `ە` (U+06D5, not the full stop U+06D4 before it).
  arabic: /[\u0621-\u065f\u0670-\u06d3\u06d5\u06fa-\u06ff](?:[\u0621-\u065f\u0670-\u06d3\u06d5\u06fa-\u06ff\u200c])*/uy,
  // Thaana (Dhivehi): consonants with their vowel signs (the fili), no blank inside a word.
  thaana: /[\u0780-\u07b1]+/uy,
  // A Mongolian name's patronymic initial glued by its dot (`Д.Батбаяр`) is one word with it.
  cyrillic: /(?:\p{Lu}\.)?\p{Lu}[\u0400-\u04ff]*(?:-\p{Lu}[\u0400-\u04ff]*)?\.?/uy,
  ethiopic: /[\u1200-\u135a]+/uy,
  japanese: /[\u30a0-\u30ff\u4e00-\u9fff\u3005]{1,8}/uy,
  // Burmese writes a name's syllables together, its honorific glued on (`ဦးထွန်းအောင်ကျော်`).
  myanmar: /[\u1000-\u103f\u104c-\u109f]+/uy,
  // Khmer: letters, vowels and signs, not its punctuation (`។`, `៖`) or digits.
  khmer: /[\u1780-\u17d3\u17dd]+/uy,
  latin: /\p{Lu}[\p{Lu}\p{M}'’-]*\.?(?![\p{Ll}\p{N}])/uy,
}));

function scriptAt(text: string, at: number): Script | undefined {
  const c = text.charCodeAt(at);
  if (c >= 0x531 && c <= 0x556) return 'armenian';
  if (c >= 0x900 && c <= 0x97f) return 'devanagari';
  if (c >= 0x980 && c <= 0x9ff) return 'bengali';
  if (c >= 0xb80 && c <= 0xbe5) return 'tamil';
  if (c >= 0x5d0 && c <= 0x5ea) return 'hebrew';
  if (c >= 0x386 && c <= 0x3ab) return 'greek';
  if (c >= 0x10d0 && c <= 0x10ff) return 'georgian';
  if (c >= 0x621 && c <= 0x6ff) return 'arabic';
  if (c >= 0x780 && c <= 0x7a5) return 'thaana';
  if (c >= 0x400 && c <= 0x42f) return 'cyrillic';
  if (c === 0x403 || c === 0x408 || c === 0x40c || c === 0x405 || c === 0x409 || c === 0x40a || c === 0x4e8 || c === 0x4ae || c === 0x4d8 || c === 0x49a || c === 0x4a2 || c === 0x492 || c === 0x4b0 || c === 0x406) return 'cyrillic';
  if (c >= 0x1200 && c <= 0x135a) return 'ethiopic';
  if ((c >= 0x30a0 && c <= 0x30ff) || (c >= 0x4e00 && c <= 0x9fff)) return 'japanese';
  if (c >= 0x1000 && c <= 0x102a) return 'myanmar';
  if (c >= 0x1780 && c <= 0x17b3) return 'khmer';
  if ((c >= 65 && c <= 90) || (c >= 0xc0 && c <= 0xde && c !== 0xd7)) return 'latin';
  return undefined;
}

// Labels whose value is a person's name, or a relative's or a proxy's (lower case).
const LABELS = [
  // English (a value in another script or in capitals; mixed case is the names module's).
  'name', 'full name', 'names', 'surname', 'given name', 'given names', 'first name', 'last name', 'family name',
  // leaks32: the given names as Commonwealth forms ask them after the surname (`Other names:` on
  // the thirteenth reading's Zambian NAPSA form, `Forenames:` on British ones).
  'other names', 'forenames', 'forename',
  "father's name", "mother's name", "spouse's name", "husband's name", "wife's name", 'father’s name', 'mother’s name',
  'account name', 'account holder', 'name of account holder', 'beneficiary name', 'card holder', 'cardholder',
  // lead27: the party labels of a claim, an eligibility or a payroll record, whose value a US
  // payer's or employer's system prints in capitals, surname first (`Subscriber: DELACROIX,
  // ANTOINE R` on an 835/271 print, an EOB, a member card).
  'patient', 'patient name', 'subscriber', 'subscriber name', 'insured', 'insured name', 'policyholder', 'policy holder',
  'member', 'member name', 'guarantor', 'guarantor name', 'claimant', 'claimant name', 'employee', 'employee name',
  'dependent', 'dependant', 'beneficiary', 'payee name', 'responsible party',
  // Spanish, Portuguese, Albanian.
  'nombre', 'nombres', 'apellido', 'apellidos', 'nombre completo', 'nombres y apellidos', 'apellidos y nombres',
  'nombre o razón social', 'nombre o razon social', 'titular', 'nome', 'nome completo', 'sobrenome',
  'emri', 'mbiemri', 'emri dhe mbiemri', 'emri e mbiemri', 'emër mbiemër', 'atësia', 'amësia',
  // Armenian: name, surname, patronymic, name and surname; child, spouse, father, mother.
  'անուն', 'ազգանուն', 'հայրանուն', 'անուն ազգանուն', 'անուն, ազգանուն', 'ազգանուն, անուն', 'երեխա', 'ամուսին', 'կին', 'հայր', 'մայր',
  // Witnesses (`Վկաներ՝ Դավիթ Արթուրի Սարգսյան, Լիլիթ Կարենի Մկրտչյան`: the twenty-second reading's marriage certificate).
  'վկաներ', 'վկա',
  // Devanagari (Nepali, Hindi): name, name-surname, surname, full name, father's, mother's, husband's, wife's name.
  'नाम', 'नाम थर', 'नामथर', 'थर', 'पूरा नाम', 'पुरा नाम', 'पिताको नाम', 'बाबुको नाम', 'आमाको नाम', 'पतिको नाम', 'पत्नीको नाम',
  'पिता का नाम', 'माता का नाम', 'पति का नाम', 'पिता', 'माता', 'पति', 'पत्नी', 'बुबा', 'आमा',
  // Mongolian: name, family (patronymic) name, family and given name; cohabitant, wife, husband, father, mother.
  'нэр', 'овог', 'овог нэр', 'овог, нэр', 'эцэг/эхийн нэр', 'эцгийн нэр', 'хамтран амьдрагч', 'эхнэр', 'нөхөр', 'эцэг', 'эх',
  // reader23: a Mongolian birth certificate's child's family and given name, its applicant (`Мэдүүлэг
  // гаргагч: Д.Батбаяр (эцэг)`) and who registered it (`Бүртгэсэн: Улсын бүртгэгч Н.Сарантуяа`);
  // a parent's label glossed between slashes (`Эцэг /овог, нэр/:`) is LABEL_RE's.
  'хүүхдийн овог', 'хүүхдийн нэр', 'мэдүүлэг гаргагч', 'бүртгэсэн',
  // Macedonian, Serbian, Russian, Kazakh: name, surname, name and surname, father's name; proxy, spouse.
  'име', 'презиме', 'име и презиме', 'презиме и име', 'татково име', 'име на татко', 'полномошник', 'сопруг', 'сопруга',
  'аты-жөні', 'аты жөні', 'тегі', 'аты', 'әкесінің аты',
  // Georgian: name, surname, name and surname, father's name; spouse.
  'სახელი', 'გვარი', 'სახელი და გვარი', 'სახელი, გვარი', 'სახელი გვარი', 'მამის სახელი', 'მეუღლე',
  // Bengali: name, father's, mother's, husband's name; father, mother, husband.
  'নাম', 'পিতার নাম', 'মাতার নাম', 'স্বামীর নাম', 'বাবার নাম', 'মায়ের নাম', 'পিতা', 'মাতা', 'স্বামী',
  // Persian and Arabic: name, family name, name and family name, father's name; spouse.
  'نام', 'نام خانوادگی', 'نام و نام خانوادگی', 'نام پدر', 'همسر', 'الاسم', 'اسم', 'اسم الأب',
  // Iraqi forms (the seventeenth reading's unified national card request): the four-part name and
  // surname (a person's name, father's, grandfather's, great-grandfather's, then the tribe's
  // `لقب`), the three-part name, the mother's three-part name, the full name, the surname; the
  // `معرّف` (the mukhtar who vouches for the applicant), the employee in charge.
  'الاسم الرباعي', 'الاسم الرباعي واللقب', 'الاسم الثلاثي', 'الاسم الثلاثي واللقب', 'الاسم الكامل', 'اللقب', 'اسم الأم', 'اسم الام',
  'اسم الأم الثلاثي', 'اسم الام الثلاثي', 'اسم الأب الثلاثي', 'المعرّف', 'المعرف', 'الموظف المختص',
  // leaks40: a Libyan family register's (the nineteenth reading's `شهادة قيد عائلي`): its members
  // after a list number (`1- الزوجة: فاطمة سالم الزوي — مواليد …`: the wife, husband, son, daughter)
  // and the officials who sign it (`موظف السجل:` the register's clerk, `رئيس المكتب:` the head of
  // the office).
  'الزوجة', 'الزوج', 'الابن', 'الابنة', 'موظف السجل', 'رئيس المكتب',
  // reader21: a Palestinian marriage contract's witnesses (`الشاهد الأول:`), the bride's guardian
  // (`ولي الزوجة:`), the spouses' signatures (`توقيع الزوجة:`), a Syrian admission notice's
  // addressee (`السيد/ة:`, Mr/Ms) and guardian (`ولي الأمر:`).
  'الشاهد', 'الشاهد الأول', 'الشاهد الثاني', 'الشاهد الثالث', 'ولي الزوجة', 'ولي الزوج', 'ولي الأمر', 'ولي الامر',
  'توقيع الزوجة', 'توقيع الزوج', 'السيد/ة', 'السيد/السيدة',
  // Kurdish (Sorani): name, three-part name, full name, father's name, mother's name.
  'ناو', 'ناوی سیانی', 'ناوی سێیانی', 'ناوی تەواو', 'ناوی باوک', 'ناوی دایک',
  // Dhivehi (Thaana): name, full name (`ނަން: އައިމިނަތު ޝިފާނާ`, a Maldivian DNR letter).
  'ނަން', 'ފުރިހަމަ ނަން',
  // Dari (an Afghan tazkira form): surname (takhallus), grandfather's name.
  'تخلص', 'نام پدرکلان', 'نام پدر کلان',
  // Dari and Persian: a witness, first, second (`شاهد اول: حاجی عبدالقدیر ستانکزی، تذکره نمبر …`: the
  // sixteenth reading's tazkira application).
  'شاهد', 'شاهد اول', 'شاهد دوم', 'شاهد سوم',
  // Amharic: name, full name, father's, mother's name (`ስም: ዳዊት ተስፋዬ ገብረመድኅን`; a name is given name,
  // father's and grandfather's given names, no family name).
  'ስም', 'ሙሉ ስም', 'የአባት ስም', 'የእናት ስም', 'የአያት ስም', 'የባለቤት ስም', 'የደንበኛው ስም', 'የተጠሪ ስም',
  // Tigrinya: the registrar of documents who signs an Eritrean deed (`መዝጋቢ ሰነዳት: ዳዊት ሰሎሞን ብርሃነ`;
  // the nineteenth reading's power of attorney), a witness (`ምስክር`).
  'መዝጋቢ ሰነዳት', 'መዝጋቢ', 'ምስክር',
  // Japanese: full name, account holder, name.
  '氏名', '名義', '口座名義', '名義人', 'お名前', '名前', '氏名(カナ)', '氏名（カナ）', 'フリガナ',
  // Burmese: name, father's name (two spellings), mother's name, husband's, wife's name; a Burmese
  // form puts ` - ` between a label and its value as often as `:` (MYANMAR_DASH).
  'အမည်', 'အဘအမည်', 'ဖခင်အမည်', 'အမိအမည်', 'မိခင်အမည်', 'ခင်ပွန်းအမည်', 'ဇနီးအမည်',
  // reader23: an employment contract's employer's representative and its numbered witnesses
  // (`သက်သေ (၁) - ဒေါ်သီတာအောင်၊`), the honorific glued on the name (U, Daw, Ko, Ma).
  'ကိုယ်စားလှယ်', 'သက်သေ',
  // A bilingual form's Latin transliteration (`ឈ្មោះជាអក្សរឡាតាំង / Name in Latin: SOK CHANTHEA`).
  'name in latin', 'name in latin letters', 'name in latin characters', 'name in english', 'full name in english',
  'name in latin script', // a Lao residence certificate's (`Name in Latin script: Mr SOMPHONE PHOMMAVONG`: the fifteenth reading)
];

/**
 * Khmer: name, surname, given name, father's, mother's (two spellings of `ត`/`ដ`), husband's,
 * wife's name. A Cambodian form writes the label, a blank (or `៖`) and the value, then the
 * next label on the same line (`ឈ្មោះ សុខ ចាន់ធា ភេទ ស្រី`, `ឪពុកឈ្មោះ សុខ វណ្ណា ម្តាយឈ្មោះ ជា
 * សុភាព`): so a Khmer label needs no line of its own, and its value ends where KHMER_ENDS' next
 * label begins. Titles: Mr, Mrs, Madam, His/Her Excellency (`លោក សុខ វណ្ណា`).
 */
const KHMER_LABELS = ['ឈ្មោះ', 'នាមត្រកូល', 'នាមខ្លួន', 'ឪពុកឈ្មោះ', 'ម្តាយឈ្មោះ', 'ម្ដាយឈ្មោះ', 'ប្តីឈ្មោះ', 'ប្ដីឈ្មោះ', 'ប្រពន្ធឈ្មោះ'];
const KHMER_TITLES = ['លោកស្រី', 'អ្នកស្រី', 'លោកជំទាវ', 'ឯកឧត្តម', 'លោក'];
/** Khmer words that open the next field of a form: sex, nationality, date and place of birth, age, address, and the relatives' labels. */
const KHMER_ENDS = lazy((): ReadonlySet<string> => new Set([
  'ភេទ', 'សញ្ជាតិ', 'ជនជាតិ', 'ថ្ងៃខែឆ្នាំកំណើត', 'កើតនៅ', 'កើតថ្ងៃទី', 'ទីកន្លែងកំណើត', 'អាយុ', 'មុខរបរ', 'ទីលំនៅ', 'មានទីលំនៅ', 'អាសយដ្ឋាន',
  'អត្តសញ្ញាណប័ណ្ណលេខ', 'ទូរស័ព្ទ', ...KHMER_LABELS,
]));
/**
 * Common Cambodian family names (Sok, Kim, Heng, Ly, Chan, Seng, Sun, Pov, Chhim, Mao,
 * Ngeth, Hun, Sam, Keo, Long, Bun, Tep, Sieng, Nhem, Meas, Nov, Ouk, Pich, Prak, Ros, Sar, Som,
 * Sin, Tan, Touch, Uy, Vann, Yim, Khiev, Chhay, Hang, Lim, Nuon, Oum, Phan, Thach, Yos,
 * Mom): after a title, the name's first word must be one, as `លោក` is also the pronoun "he/you" (Chea, `ជា`, is left out: it is also the verb "to be").
 */
const KHMER_SURNAMES = lazy((): ReadonlySet<string> => new Set([
  'សុខ', 'គឹម', 'ហេង', 'លី', 'ចាន់', 'សេង', 'ស៊ុន', 'ពៅ', 'ឈឹម', 'ម៉ៅ', 'ង៉ែត', 'ហ៊ុន', 'សំ', 'កែវ', 'ឡុង', 'ប៊ុន', 'ទេព', 'ស៊ាង',
  'ញឹម', 'មាស', 'នូវ', 'អ៊ុក', 'ពេជ្រ', 'ប្រាក់', 'រស់', 'សារ', 'សោម', 'ស៊ីន', 'តាន់', 'ទូច', 'អ៊ុយ', 'វ៉ាន់', 'យឹម', 'ខៀវ', 'ឆាយ',
  'ហង់', 'លឹម', 'នួន', 'អ៊ុំ', 'ផាន់', 'ថាច់', 'យស់', 'មុំ',
]));
/** Khmer words of an organization or a place, read inside a value (company, bank, school, hospital, ministry, capital, province, district, commune, village). */
const NOT_NAME_KHMER = ['ក្រុមហ៊ុន', 'ធនាគារ', 'សាលា', 'មន្ទីរ', 'ក្រសួង', 'រាជធានី', 'ខេត្ត', 'ស្រុក', 'ខណ្ឌ', 'សង្កាត់', 'ភូមិ', 'ឃុំ', 'អង្គការ', 'ហាង'];


/** Labels under which one word alone is a name's part whatever it is (not the generic "name"). */
const PART_LABELS = lazy((): ReadonlySet<string> => new Set(['surname', 'given name', 'given names', 'other names', 'forenames', 'forename', 'first name', 'last name', 'family name', 'apellido', 'apellidos', 'sobrenome', 'emri', 'mbiemri', 'nombre', 'nombres', 'nome']));

// Titles before a name, and the word "citizen" as certificates put it before one (lower case).
const TITLES = [
  'श्री', 'श्रीमती', 'श्रीमान', 'सुश्री', // Nepali, Hindi: Mr, Mrs, Sir, Ms
  'տիկին', 'պարոն', 'օրիորդ', 'քաղաքացի', // Armenian: Mrs, Mr, Miss, citizen
  'г-дин', 'г-ѓа', 'г-ца', 'господин', 'госпоѓа', 'госпоѓица', // Macedonian
  'иргэн', 'азамат', 'азаматша', // Mongolian, Kazakh: citizen
  'улсын бүртгэгч', // Mongolian: state registrar (who signs a civil certificate; reader23)
  'ბატონი', 'ქალბატონი', 'ბ-ნი', 'ქ-ნი', 'მოქალაქე', // Georgian: Mr, Mrs, citizen
  'জনাব', 'বেগম', 'শ্রী', 'শ্রীমতী', 'জনাবা', // Bengali
  'آقای', 'خانم', 'جناب', 'سرکار', // Persian (the Arabic السيد, السيدة are names-scripts.ts's)
  'فضيلة الشيخ', // Arabic: His Eminence Sheikh (an officiant's title; `الشيخ` alone also names streets, `شارع الشيخ زايد`)
  // Arabic: a police officer's rank and the slash forms put after it (`ملازم شرطة/ هشام الصادق بابكر`,
  // `نقيب/ مصطفى أحمد كرار`: the twenty-second reading's Sudanese police report): lieutenant, first
  // lieutenant, captain, major, lieutenant colonel, colonel, brigadier.
  'ملازم شرطة/', 'ملازم أول شرطة/', 'ملازم/', 'ملازم أول/', 'نقيب/', 'نقيب شرطة/', 'رائد/', 'رائد شرطة/', 'مقدم/', 'عقيد/', 'عميد/',
  // Arabic: "named", "the so-called" before a person a report names (`شخص يدعى معتز ياسر عثمان البشير`,
  // `المدعو`, `المدعوة`), and an admission letter's addressee with the slash (`الأخ الطالب/ عبدالرحمن
  // فيصل أحمد الحَمدي`: the twenty-second reading's Sudanese report and Yemeni notice; leaks45).
  'يدعى', 'تدعى', 'المدعو', 'المدعوة', 'الأخ الطالب/', 'الأخت الطالبة/', 'الطالب/', 'الطالبة/', 'الأخ/', 'الأخت/',
  'shtetasi', 'shtetasja', 'shtetases', 'shtetasit', // Albanian: citizen (m., f., gen.)
  'осигуреникот', 'осигуреничката', 'барателот', 'барателката', // Macedonian: the insured, the applicant
  'አቶ', 'ወ/ሮ', 'ወ/ሪት', 'ወይዘሮ', 'ወይዘሪት', // Amharic: Mr, Mrs, Miss
  'გაიცა', // Georgian "issued to": a certificate's holder after it, in the dative (`-ზე`)
];

/**
 * A contact line's word in a script without capitals, then whom to reach and the number
 * (probes26's notices and ads: `לשאלות – מיכל אברהם, 052-7384419`, `যোগাযোগ: সুমন চৌধুরী, ফোন
 * 01712-345678`, `தொடர்பு: திரு. செந்தில் குமார், 94431 27865`, `رابطہ کریں: حاجی عبدالرشید،
 * 0300-4567812`, `संपर्क: श्री राजेश वर्मा, मोबाइल 98101 23456`): Hindi and Nepali `संपर्क`
 * (contact), Bengali `যোগাযোগ`, Tamil `தொடர்பு`, `தொடர்புக்கு` (contact, for contact), Urdu
 * `رابطہ` and `رابطہ کریں` (contact, please contact), Persian `تماس`, Arabic `للتواصل`,
 * `للاستفسار` (for contact, for enquiries), Hebrew `לשאלות`, `לפרטים`, `לבירורים` (for questions,
 * details, enquiries), `איש קשר` (contact person). The name is two or three words of one script
 * (one after a title), then a comma (`,`, `،`) and the number, maybe after a phone word: a
 * contact word before a sentence (`संपर्क करने के लिए …`) or a name with no number after it stays.
 */
const CONTACT_WORDS = [
  'संपर्क करें', 'संपर्क', 'যোগাযোগ করুন', 'যোগাযোগ', 'தொடர்புக்கு', 'தொடர்பு', 'رابطہ کریں', 'رابطہ', 'تماس', 'للتواصل', 'للاستفسار',
  'לשאלות', 'לפרטים', 'לבירורים', 'איש קשר',
];
/** The Arabic titles that say "named" (TITLES): the name after them ends at a word of the sentence. */
const NAMED_TITLES: ReadonlySet<string> = new Set(['يدعى', 'تدعى', 'المدعو', 'المدعوة']);
/** Prepositions, conjunctions and the verbs a report goes on with after a name (`يعمل` works, `يسكن` lives). */
const ARABIC_SENTENCE_WORDS: ReadonlySet<string> = new Set(['من', 'في', 'على', 'إلى', 'الى', 'عن', 'مع', 'و', 'أو', 'الذي', 'التي', 'وهو', 'وهي', 'يعمل', 'تعمل', 'يسكن', 'تسكن', 'كان', 'كانت', 'قام', 'قامت']);
/** Titles in a contact line that TITLES (a title's own name form) does not hold: Tamil Mr, Mrs, Miss; Haji; Hebrew Mr, Mrs. */
const CONTACT_TITLES = ['திரு', 'திருமதி', 'செல்வி', 'حاجی', 'حاجي', 'الحاج', 'מר', 'גב׳', "גב'"];
const CONTACT_RE = lazy(() => {
  return new RegExp(
    String.raw`(?:${alternation(CONTACT_WORDS)})(?![\p{L}\p{M}])[ \t]*(?:[:：\-–—][ \t]*)?(?<title>(?:${alternation([...TITLES, ...CONTACT_TITLES])})\.?[ \t]+)?`,
    'uy',
  );
});
/** A phone word between a contact's name and number (`সুমন চৌধুরী, ফোন 01712-345678`): phone, mobile. */
const CONTACT_PHONE_WORD = /^(?:ফোন|মোবাইল|मोबाइल|फोन|फ़ोन|தொலைபேசி|கைபேசி|فون|موبائل|تلفن|موبایل|טלפון|נייד)[ \t]*:?[ \t]*/u;

/** The name at a contact word `hit` (CONTACT_WORDS), when a number follows it. */
function contactName(text: string, hit: number): Candidate | undefined {
  const re = CONTACT_RE();
  re.lastIndex = hit;
  const m = re.exec(text);
  if (m === null) return undefined;
  const at = hit + m[0].length;
  const script = scriptAt(text, at);
  if (script === undefined || script === 'latin' || script === 'japanese' || script === 'cyrillic') return undefined;
  const run = readRun(text, at, script, 3, true);
  if (run === undefined || run.words.some(notName) || run.words.length < (m.groups!.title ? 1 : 2)) return undefined;
  // A comma, then the number (maybe after a phone word): seven digits or more in its first 16 characters.
  let p = run.end;
  if (text[p] !== ',' && text[p] !== '،') return undefined;
  p++;
  while (text[p] === ' ' || text[p] === '\t') p++;
  const word = CONTACT_PHONE_WORD.exec(text.slice(p, p + 24));
  if (word !== null) p += word[0].length;
  if (!/^[+(]?\d/.test(text.slice(p, p + 2))) return undefined;
  const digits = text.slice(p, p + 16).replace(/[^\d]/g, '').length;
  return digits >= 7 ? { start: run.start, end: run.end, score: 0.85, entity: 'PERSON_NAME' } : undefined;
}

/**
 * A greeting in a script without capitals, or in Greek, then the one or two words of whom it
 * greets and a sign or the line's end (probes27's texts: `مرحبا أحمد،`, `سلام مریم،`, `नमस्ते राहुल
 * जी,`, `নমস্কার রাজেশ দা,`, `שלום דני,`, `Γεια σου Νίκο,`): Arabic `مرحبا`, `أهلا`, `عزيزي`,
 * `عزيزتي` (hello, dear) maybe before `يا` (the vocative particle), Persian and Urdu `سلام`, Hindi
 * and Nepali `नमस्ते`, `नमस्कार`, `प्रिय` (dear), Bengali `নমস্কার`, `প্রিয়`, Tamil `வணக்கம்`, Hebrew
 * `שלום`, `היי` (hi), Greek `Γεια σου`, `Γεια σας`, `Αγαπητέ`, `Αγαπητή` (hello, dear; not
 * `Καλημέρα`, said to a place as often: `Καλημέρα Ελλάδα!`). A respectful suffix may follow the
 * name (`जी`, `দা`, `দি`, `جان`). Whom a greeting greets that is no person stays (GREETED_NOT_NAME: `مرحبا بكم`, `नमस्ते दोस्तों,`,
 * `שלום לכולם,`, `שלום עולם!`), as does a greeting before a sentence (`שלום רב לכל התושבים`).
 * Latin and Cyrillic greetings are the names module's (names-person-cues.ts, names-cyrillic.ts).
 */
const GREETINGS = [
  'مرحبا', 'مرحباً', 'أهلا', 'أهلاً', 'اهلا', 'عزيزي', 'عزيزتي', 'سلام', 'नमस्ते', 'नमस्कार', 'प्रिय', 'নমস্কার', 'প্রিয়', 'வணக்கம்',
  'שלום', 'היי', 'γεια σου', 'γεια σας', 'γειά σου', 'γειά σας', 'αγαπητέ', 'αγαπητή',
];
const GREETING_RE = lazy(() => new RegExp(String.raw`(?:${alternation(GREETINGS)})(?![\p{L}\p{M}])[ \t]*,?[ \t]*(?:(?:يا|یا)[ \t]+)?`, 'iuy'));
/** Whom a greeting greets that is no person: you, everyone, friends, the world, dear ones. */
const GREETED_NOT_NAME = lazy((): ReadonlySet<string> => new Set([
  'بكم', 'بك', 'بكِ', 'بالجميع', 'الجميع', 'جميعا', 'جميعاً', 'وسهلا', 'وسهلاً', 'عليكم', 'أصدقائي', 'بالعالم', 'العالم', 'دوستان', 'همه', 'عزیزان', 'علیکم',
  'दोस्तों', 'दोस्तो', 'सभी', 'सबको', 'सब', 'आप', 'आपको', 'मित्रों', 'भाइयों', 'बहनों', 'जी', 'सर', 'दुनिया', 'সবাইকে', 'সবাই', 'বন্ধুরা', 'বন্ধুগণ',
  // and how one is (`היי מה קורה?`, `مرحبا كيف حالك؟`, `سلام خوبی؟`, `नमस्ते, कैसे हो?`, `নমস্কার, কেমন আছেন?`).
  'מה', 'קורה', 'נשמע', 'שלומך', 'לכולכם', 'אחי', 'كيف', 'حالك', 'حالكم', 'خوبی', 'خوبید', 'چطوری', 'कैसे', 'हो', 'हैं', 'কেমন', 'আছেন', 'আছো',
  'அனைவருக்கும்', 'לכולם', 'רב', 'עליכם', 'לך', 'לכם', 'חברים', 'עולם', 'וברכה', 'שוב', 'Κόσμε', 'Φίλε', 'Φίλοι', 'Κύριε', 'Κυρία',
]));
/** A respectful suffix after a greeted name: Hindi `जी`, `साहब`, Bengali `দা`, `দি`, `সাহেব`, Persian `جان`. */
const GREETED_SUFFIX = /^[ \t]+(?:जी|साहब|দা|দি|সাহেব|جان)(?![\p{L}\p{M}])/u;
const GREETED_SUFFIX_WORDS: ReadonlySet<string> = new Set(['जी', 'साहब', 'দা', 'দি', 'সাহেব', 'جان']);

/** The name a greeting at `hit` greets (GREETINGS), when a sign or the line's end closes it. */
function greetedName(text: string, hit: number): Candidate | undefined {
  const re = GREETING_RE();
  re.lastIndex = hit;
  const m = re.exec(text);
  if (m === null) return undefined;
  const at = hit + m[0].length;
  const script = scriptAt(text, at);
  if (script === undefined || script === 'latin' || script === 'cyrillic' || script === 'japanese') return undefined;
  const run = readRun(text, at, script, 2, true);
  // The run read the suffix as the name's second word (`राहुल जी`): give it back.
  if (run !== undefined && run.words.length === 2 && GREETED_SUFFIX_WORDS.has(run.words[1]!)) {
    run.words.pop();
    run.end = run.start + run.words[0]!.length;
  }
  if (run === undefined || run.words.some((w) => notName(w) || GREETED_NOT_NAME().has(w))) return undefined;
  let p = run.end;
  const suffix = GREETED_SUFFIX.exec(text.slice(p, p + 8));
  if (suffix !== null) p += suffix[0].length;
  while (text[p] === ' ' || text[p] === '\t') p++;
  return p >= text.length || /[,،!.।?؟:\r\n]/.test(text[p]!) ? { start: run.start, end: run.end, score: 0.8, entity: 'PERSON_NAME' } : undefined;
}

/** The most words a title's name takes in each script (Nepali names hold three or four: `राम बहादुर श्रेष्ठ`). */
const TITLE_WORDS: Partial<Record<Script, number>> = { devanagari: 4, bengali: 4, arabic: 4 };
/**
 * Arabic words that join the next into one part of a name (`عبد الله`, `أبو غوش`, `بن حمد`): not
 * counted against a value's five words, so a four-part name with two compounds is still one.
 */
const ARABIC_JOINED = new Set(['عبد', 'أبو', 'ابو', 'أبي', 'بن', 'بنت', 'ابن', 'آل']);

// Words of an organization, a place or a form: a value holding one is none of a person's.
const NOT_NAME = lazy((): ReadonlySet<string> => new Set([
  // Devanagari
  'कार्यालय', 'मन्त्रालय', 'मंत्रालय', 'कम्पनी', 'कंपनी', 'बैंक', 'संस्था', 'विद्यालय', 'अस्पताल', 'समिति', 'महानगरपालिका', 'नगरपालिका',
  'गाउँपालिका', 'परिषद्', 'प्रशासन', 'सरकार', 'लिमिटेड', 'विभाग', 'शाखा', 'जिल्ला', 'वडा', 'विश्वविद्यालय', 'मन्दिर', 'प्रा.लि.', 'शहर', 'नगर',
  // Armenian
  'ՓԲԸ', 'ՍՊԸ', 'ԲԲԸ', 'Բանկ', 'Ընկերություն', 'Կենտրոն', 'Նախարարություն', 'Համալսարան', 'Դպրոց', 'Հիվանդանոց', 'Ծառայություն',
  'Վարչություն', 'Քաղաքապետարան', 'Մարզ', 'Քաղաք',
  // Cyrillic
  'ООО', 'ТОО', 'АО', 'ОАО', 'ЗАО', 'ХХК', 'ХК', 'ЖШС', 'АҚ', 'ДООЕЛ', 'ДОО', 'АД', 'ИП', 'Банк', 'Банка', 'Банкны', 'Компания', 'Компанија',
  'Фонд', 'Министерство', 'Министерството', 'Яам', 'Газар', 'Хэлтэс', 'Управление', 'Управа', 'Центар', 'Центр', 'Төв', 'Служба',
  'Университет', 'Универзитет', 'Их', 'Сургууль', 'Эмнэлэг', 'Больница', 'Болница', 'Хот', 'Дүүрэг', 'Аймаг', 'Сум', 'Хороо', 'Город',
  'Град', 'Општина', 'Улица', 'Ул.', 'Г.', 'Қ.', 'Ауданы', 'Облысы', 'Республика', 'Република',
  // Georgian
  'შპს', 'სს', 'ბანკი', 'კომპანია', 'სამინისტრო', 'ცენტრი', 'სამსახური', 'უნივერსიტეტი', 'საავადმყოფო', 'ქალაქი', 'ქ.', 'რაიონი',
  // Bengali
  'অফিস', 'কার্যালয়', 'ব্যাংক', 'কোম্পানি', 'লিমিটেড', 'মন্ত্রণালয়', 'বিভাগ', 'সমিতি', 'বিশ্ববিদ্যালয়', 'হাসপাতাল', 'কমিশন', 'জেলা', 'শহর',
  // Persian, Arabic
  'شرکت', 'بانک', 'سازمان', 'وزارت', 'اداره', 'دانشگاه', 'بیمارستان', 'مؤسسه', 'موسسه', 'شعبه', 'سهامی', 'گروه', 'مرکز', 'شهرداری',
  'دفتر', 'شهر', 'استان', 'خیابان', 'شركة', 'بنك', 'وزارة', 'مستشفى', 'جامعة',
  // Latin capitals
  'S.A.', 'SA', 'S.A', 'C.A.', 'CA', 'SRL', 'S.R.L.', 'SAS', 'LTD', 'LTD.', 'LIMITED', 'INC', 'INC.', 'LLC', 'GMBH', 'AG', 'PLC', 'SH.P.K.', 'SHPK',
  'BANK', 'BANCO', 'BANKA', 'COMPANY', 'CO.', 'CORP', 'CORP.', 'CORPORATION', 'UNIVERSITY', 'UNIVERSIDAD', 'HOSPITAL', 'MINISTRY', 'MINISTERIO',
  'GOBIERNO', 'CONSUMIDOR', 'CLIENTE', 'CLIENTES', 'VARIOS', 'PUBLICO', 'PÚBLICO', 'EMPRESA', 'SERVICIOS', 'SERVICE', 'SERVICES', 'GROUP',
  'GRUPO', 'HOLDING', 'TRADING', 'SOCIEDAD', 'COOPERATIVA', 'ASOCIACIÓN', 'ASOCIACION', 'FUNDACIÓN', 'FUNDACION', 'INSTITUTO', 'INSTITUTE',
  'SCHOOL', 'COLEGIO', 'ESCUELA', 'CLINIC', 'CLÍNICA', 'CLINICA', 'CENTER', 'CENTRE', 'CENTRO', 'DEPARTMENT', 'OFFICE', 'REPUBLIC',
  'REPÚBLICA', 'REPUBLIKA', 'NATIONAL', 'NACIONAL', 'SHOQËRIA', 'TRUST', 'FUND', 'N/A', 'NA', 'NONE', 'UNKNOWN', 'TBD', 'TEST',
  // Amharic: bank, branch, company, ministry, office, city, sub-city
  'ባንክ', 'ቅርንጫፍ', 'ኩባንያ', 'ድርጅት', 'ሚኒስቴር', 'ጽሕፈት', 'ቢሮ', 'ከተማ', 'ክፍለ', 'ወረዳ', 'ቀበሌ', 'ማኅበር', 'ማህበር',
  // Urdu: mosque, committee, madrasa, trust, society; Tamil: temple, association, committee, office;
  // Hebrew: office (secretariat), committee, kindergarten, school, municipality (a contact line's
  // body, not its person: `رابطہ کریں: جامع مسجد کمیٹی، 0300-…`).
  'مسجد', 'کمیٹی', 'مدرسہ', 'ٹرسٹ', 'سوسائٹی', 'கோவில்', 'சங்கம்', 'குழு', 'அலுவலகம்', 'מזכירות', 'ועד', 'גן', 'בית', 'עיריית', 'עירייה',
  // Persian, Dari, Arabic: none, has none, unknown, bank, company, ministry
  'ندارد', 'هیچ', 'نامعلوم', 'لايوجد', 'لا يوجد', 'بانک', 'بنک', 'شرکت', 'وزارت', 'بنك', 'شركة', 'وزارة',
  // Dari: representative (`وکیل گذر`, a neighbourhood's representative: a witness's office, not his name).
  'وکیل',
  // Japanese
  '株式会社', '有限会社', '合同会社', '銀行', '支店', '会社', '協会', '病院', '大学', '役所', '事務所', '市役所',
]));
// Burmese words of an organization or a place, read inside a value (Burmese puts no blank between
// words): office, bank, company, limited, department, ministry, school, hospital, township, ward,
// region, city, association.
const NOT_NAME_MYANMAR = ['ရုံး', 'ဘဏ်', 'ကုမ္ပဏီ', 'လီမိတက်', 'ဌာန', 'ဝန်ကြီး', 'ကျောင်း', 'ဆေးရုံ', 'မြို့နယ်', 'ရပ်ကွက်', 'တိုင်းဒေသကြီး', 'မြို့', 'အသင်း'];
const NOT_NAME_FOLDED = lazy((): ReadonlySet<string> => new Set([...NOT_NAME()].map((w) => w.toLowerCase())));

// Words after a title that end the name: kinship ("daughter of", "child of"), postpositions.
const NAME_ENDS = lazy((): ReadonlySet<string> => new Set([
  'छोरी', 'छोरा', 'पति', 'पत्नी', 'श्रीमती', 'नाति', 'नातिनी', 'बुहारी', 'को', 'का', 'की', 'ले', 'लाई', 'र', 'बस्ने', 'निवासी', 'पुत्र', 'पुत्री',
  'فرزند', 'همسر', 'به', 'با', 'از', 'در', 'و', 'را', 'که', 'بن', 'بنت',
  'কন্যা', 'পুত্র', 'স্ত্রী', 'ও', 'এর', 'পিতা',
  'და', 'ასული', 'ძე',
]));

/** The words as a regex alternation, longest first, their signs escaped. */
const alternation = (words: readonly string[]): string => [...words].sort((a, b) => b.length - a.length).map((l) => l.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|');
const LABEL_WORDS = lazy(() => alternation(LABELS));
const LABEL_RE = lazy(() => new RegExp(
  String.raw`(?<label>${LABEL_WORDS()})(?:[ \t]*(?:[(（][\p{L} ]{1,16}[)）]|\/[\p{L} ,]{1,16}\/))?(?:[ \t]*[:：՝፦][ \t]*|[ \t]*(?:[.…]{3,}[ \t]*)+|[ \t]*[:：][ \t]*)`,
  'iuy',
));
// Titles may come two together (`جناب آقای`, `سرکار خانم`).
/** Titles, and a contact line's (Haji), opening a label's value. */
const LEADING_TITLE_RE = lazy(() => new RegExp(String.raw`(?:(?:${alternation([...TITLES, ...CONTACT_TITLES, ...LATIN_TITLES, ...ARABIC_VALUE_TITLES])})\.?[ \t]+)+`, 'iuy'));
/**
 * Arabic titles opening a label's value (`الموظف المختص: م. هدى كريم`): Mr, Mrs, engineer, doctor,
 * and the abbreviations of engineer, doctor and ustadh, with their dot (a one-letter word is no title).
 */
const ARABIC_VALUE_TITLES = ['السيد', 'السيدة', 'المهندس', 'المهندسة', 'الدكتور', 'الدكتورة', 'م.', 'د.', 'أ.',
  // A guardian's kinship opening the value (`ولي الزوجة: والدها سمير أبو غوش`: her father, his father, her brother).
  'والدها', 'والده', 'شقيقها', 'شقيقه', 'أخوها', 'عمها', 'جدها'];
/** English titles before a name in capitals under a label (`Name in Latin script: Mr SOMPHONE PHOMMAVONG`). */
const LATIN_TITLES = ['mr', 'mrs', 'ms', 'miss', 'dr'];
const TITLE_RE = lazy(() => new RegExp(String.raw`(?:(?<title>${alternation(TITLES)})[ \t]+)+`, 'iuy'));
const LETTER = /[\p{L}\p{M}\p{N}]/u;
/** A Khmer label or title, then a blank or a colon (`៖`) before its value. */
const KHMER_FIELD_RE = lazy(() => new RegExp(
  String.raw`(?:(?<label>${[...KHMER_LABELS].sort((a, b) => b.length - a.length).join('|')})[ \t]*[៖:]?|(?<title>${KHMER_TITLES.join('|')}))[ \t]+`,
  'uy',
));
/** A Burmese label, maybe its number in brackets (`သက်သေ (၁)`), and the ` - ` before its value (`အမည်          - မခင်သီတာထွန်း`). */
const DASHED_LABEL_RE = lazy(() => new RegExp(String.raw`(?<label>${LABEL_WORDS()})(?:[ \t]*\([\u1040-\u10490-9]{1,2}\))?[ \t]*-[ \t]*`, 'uy'));

/** Whether a label at `at` opens its line (after blanks and a list number) or a form's column. */
function opensField(text: string, at: number): boolean {
  let b = at - 1;
  while (b >= 0 && (text[b] === ' ' || text[b] === '\t')) b--;
  if (b >= 0 && at - b >= 3 && text[b] !== '\n') return true; // two blanks: a form's second column
  if (text[b] === '/' && text[b - 1] === ' ') return glossOfLabel(text, b - 1); // `ឈ្មោះ / Name:`
  const numbered = b;
  while (b >= 0 && /[\d.)*•\-]/.test(text[b]!)) b--;
  const blanks = b;
  while (b >= 0 && (text[b] === ' ' || text[b] === '\t')) b--;
  // A numbered field in a form's second column (`MWANSA            2. Other names:`).
  if (b < numbered && blanks - b >= 2 && b >= 0) return true;
  return b < 0 || text[b] === '\n' || text[b] === '\r' || text[b] === '|';
}

/**
 * Whether the line before ` / ` at `slash` is a label in another script alone (one or two words
 * of no Latin letter nor digit: a bilingual form's `ឈ្មោះជាអក្សរឡាតាំង / Name in Latin:`).
 */
function glossOfLabel(text: string, slash: number): boolean {
  const from = text.lastIndexOf('\n', slash) + 1;
  const before = text.slice(from, slash).trim();
  return before.length > 0 && before.length <= 40 && !/[A-Za-z0-9:]/.test(before) && before.split(/[ \t]+/).length <= 2;
}

interface Run {
  start: number;
  end: number;
  words: string[];
  /** Whether the run stopped at the value's end (a line's end, two blanks, a bracket, a sign). */
  closed: boolean;
  /** Whether it stopped before a Khmer form's next label (KHMER_ENDS). */
  beforeLabel?: boolean;
}

/** One to `max` words of one script from `at`, a blank apart (one inverting comma in Latin capitals). */
function readRun(text: string, at: number, script: Script, max: number, stopAtKin: boolean): Run | undefined {
  const re = WORD()[script];
  const words: string[] = [];
  let end = at;
  let pos = at;
  let comma = false;
  let counted = 0;
  for (;;) {
    re.lastIndex = pos;
    const m = re.exec(text);
    if (m === null) break;
    const after = pos + m[0].length;
    if (after < text.length && LETTER.test(text[after]!) && script !== 'japanese') return undefined; // a word of another script glued on
    if (text[after] === ':' || text[after] === '：' || text[after] === '՝') break; // the next label
    if (stopAtKin && words.length > 0 && NAME_ENDS().has(m[0])) break;
    if (script === 'khmer' && words.length > 0 && KHMER_ENDS().has(m[0])) return { start: at, end, words, closed: true, beforeLabel: true };
    if (counted === max) return { start: at, end, words, closed: false };
    words.push(m[0]);
    if (script !== 'arabic' || !ARABIC_JOINED.has(m[0])) counted++;
    end = after;
    // The separator to the next word: one blank (an ideographic one in Japanese), or ", ".
    let next = after;
    if (text[next] === ',' && script === 'latin' && !comma && text[next + 1] === ' ') {
      comma = true;
      next += 2;
    } else if (text[next] === ' ' || text[next] === '\t' || text[next] === '\u3000') next++;
    else break;
    if (scriptAt(text, next) !== script) break;
    pos = next;
  }
  if (words.length === 0) return undefined;
  // A comma taken but no word after it: give it back.
  return { start: at, end, words, closed: true };
}

function notName(word: string): boolean {
  const script = scriptAt(word, 0);
  if (script === 'myanmar') return NOT_NAME_MYANMAR.some((w) => word.includes(w));
  if (script === 'khmer') return word.length > 14 || KHMER_ENDS().has(word) || NOT_NAME_KHMER.some((w) => word.includes(w));
  return NOT_NAME_FOLDED().has(word.toLowerCase()) || NOT_NAME_FOLDED().has(word.toLowerCase().replace(/\.$/, ''));
}

/** Whether words in Latin capitals read as a name: no common word that is no name; alone, a known name unless `part`. */
function capitalsFit(words: readonly string[], part: boolean): boolean {
  let known = 0;
  for (const w of words) {
    const key = foldKey(w.replace(/\.$/, ''));
    const name = isGivenName(key) || isFamilyName(key);
    if (isCommonWord(key) && !name) return false;
    if (name && !isCommonWord(key)) known++;
  }
  if (words.length === 1) return words[0]!.length >= 2 && (part || known === 1);
  return words.some((w) => w.replace(/\.$/, '').length >= 2);
}

/**
 * A bracket right after `end` holding a name in Latin capitals (a transliteration, a maiden
 * name); one in the name's own script may be a label's gloss (`(პირადი ნომერი …)`) and stays.
 */
function bracketAfter(text: string, end: number): Candidate | undefined {
  let p = end;
  while (text[p] === ' ' || text[p] === '\t') p++;
  if (text[p] !== '(' || p - end > 4) return undefined;
  const inner = p + 1;
  const s = scriptAt(text, inner);
  if (s !== 'latin') return undefined;
  const run = readRun(text, inner, s, 4, false);
  if (run === undefined || text[run.end] !== ')' || run.words.some(notName)) return undefined;
  if (!capitalsFit(run.words, true)) return undefined;
  return { start: run.start, end: run.end, score: 0.8, entity: 'PERSON_NAME' };
}

/**
 * The rest of a value in Latin capitals that ended its line, wrapped to the next as a PDF's text
 * extraction breaks a form's two columns (the thirteenth reading's Zambian NAPSA form: `2. Other
 * names: CHILESHE` / `   BWALYA                     3. Sex: F`): the next line opens with blanks,
 * then one to three words in capitals (no label's colon after them), then two blanks or the
 * line's end.
 */
function wrappedOnNextLine(text: string, end: number): Candidate | undefined {
  let p = end;
  if (text[p] === '\r') p++;
  if (text[p] !== '\n') return undefined;
  const lineStart = ++p;
  while (p < text.length && (text[p] === ' ' || text[p] === '\t') && p - lineStart <= 12) p++;
  if (p === lineStart || scriptAt(text, p) !== 'latin') return undefined;
  const run = readRun(text, p, 'latin', 3, false);
  if (run === undefined || !run.closed || run.words.some(notName) || !capitalsFit(run.words, true)) return undefined;
  const next = text[run.end];
  if (next !== undefined && next !== '\n' && next !== '\r' && !(next === ' ' && /[ \t]/.test(text[run.end + 1] ?? '\n'))) return undefined;
  return { start: run.start, end: run.end, score: 0.8, entity: 'PERSON_NAME' };
}

/**
 * A Khmer label's or title's value at `hit`: one to three Khmer words a blank apart, ending
 * with the line, a sign or bracket, or before the next label (`ឈ្មោះ សុខ ចាន់ធា ភេទ ស្រី`);
 * more words are a sentence and stay.
 */
function khmerName(text: string, hit: number): Candidate | undefined {
  const re = KHMER_FIELD_RE();
  re.lastIndex = hit;
  const m = re.exec(text);
  if (m === null) return undefined;
  const at = hit + m[0].length;
  if (scriptAt(text, at) !== 'khmer') return undefined;
  const run = readRun(text, at, 'khmer', 3, false);
  if (run === undefined || !run.closed || run.words.some(notName)) return undefined;
  if (m.groups!.title !== undefined && !KHMER_SURNAMES().has(run.words[0]!)) return undefined;
  const next = text[run.end];
  const ends = run.beforeLabel === true || next === undefined || /[\r\n/(（,;។៕|]/.test(next) || (next === ' ' && /[ \t(។៕,;]/.test(text[run.end + 1] ?? '\n'));
  return ends ? { start: run.start, end: run.end, score: 0.85, entity: 'PERSON_NAME' } : undefined;
}

function* findNames(text: string, ctx?: DetectorContext): Iterable<Candidate> {
  let last = -1;
  for (const hit of ctx?.keywordHits ?? keywordPlaces(text, KEYWORDS)) {
    if (hit < last) continue;
    if (hit > 0 && LETTER.test(text[hit - 1]!)) continue;
    const contact = contactName(text, hit) ?? greetedName(text, hit);
    if (contact !== undefined) {
      last = contact.end;
      yield contact;
      continue;
    }
    if (scriptAt(text, hit) === 'khmer') {
      const found = khmerName(text, hit);
      if (found !== undefined) {
        last = found.end;
        yield found;
      }
      continue;
    }
    let at: number;
    let title = false;
    let part = false;
    let issued = false;
    let named = false;
    // A label only where a field opens (cheap), then the labels' pattern; else a title's.
    let label: RegExpExecArray | null = null;
    if (opensField(text, hit)) {
      const labelRe = LABEL_RE();
      labelRe.lastIndex = hit;
      label = labelRe.exec(text);
    }
    // A Burmese label's value after ` - `.
    if (label === null && scriptAt(text, hit) === 'myanmar' && opensField(text, hit)) {
      const dashed = DASHED_LABEL_RE();
      dashed.lastIndex = hit;
      label = dashed.exec(text);
    }
    if (label !== null) {
      at = hit + label[0].length;
      part = PART_LABELS().has(label.groups!.label!.toLowerCase());
      // A title opening the value (`شاهد اول: حاجی عبدالقدیر ستانکزی`): the name is after it.
      const leading = LEADING_TITLE_RE();
      leading.lastIndex = at;
      if (leading.exec(text) !== null) at = leading.lastIndex;
    } else {
      // The only titles in ASCII letters are Albanian `shtetas…`: a label's word elsewhere is none.
      const c = text.charCodeAt(hit);
      if (c < 128 && c !== 115 && c !== 83) continue;
      const titleRe = TITLE_RE();
      titleRe.lastIndex = hit;
      const t = titleRe.exec(text);
      if (t === null) continue;
      at = hit + t[0].length;
      title = true;
      issued = t.groups!.title === 'გაიცა';
      named = NAMED_TITLES.has(t.groups!.title!);
    }
    const script = scriptAt(text, at);
    if (script === undefined || script === 'greek') continue;
    // Titles in Latin letters (Albanian "citizen") take capitals only; mixed case is the names module's.
    const max = title ? (TITLE_WORDS[script] ?? 3) : 5;
    let run = readRun(text, at, script, max, title);
    if (run === undefined || run.words.some(notName)) continue;
    // After "named" (`يدعى`), the name runs to a word of the sentence (`المدعو أحمد علي من سكان
    // الحي`: from), two words at least, none a noun with a glued preposition and article (`ما يدعى
    // بالديمقراطية`: what is called democracy).
    if (named) {
      const stop = run.words.findIndex((w) => ARABIC_SENTENCE_WORDS.has(w));
      const words = stop < 0 ? run.words : run.words.slice(0, stop);
      if (words.length < 2 || words.some((w) => /^(?:بال|لل|وال|فال|كال)/.test(w))) continue;
      let end = run.start;
      for (const w of words) end = text.indexOf(w, end) + w.length;
      run = { ...run, end, words };
    }
    // An Arabic initial glued to the family name by its dot (a signature's `أ.الشريف`): one name.
    if (script === 'arabic' && run.words.length === 1 && run.words[0]!.length === 1 && text[run.end] === '.') {
      const re = WORD().arabic;
      re.lastIndex = run.end + 1;
      const family = re.exec(text);
      if (family === null) continue;
      run = { ...run, end: run.end + 1 + family[0].length, words: [run.words[0]!, family[0]] };
    }
    // A label's value ends with its line, two blanks, a bracket or a sign; more words are free text.
    if (!title) {
      if (!run.closed) continue;
      const next = text[run.end];
      // A dash after a blank closes it too (`الزوجة: فاطمة سالم الزوي — مواليد 1983`).
      if (next !== undefined && next !== '\n' && next !== '\r' && !/[(（,;.،।։၊။)|]/.test(next) && !(next === ' ' && /[ \t(—–]/.test(text[run.end + 1] ?? '\n')) && !(next === '\t')) continue;
    }
    // Georgian "issued to": two or three words, the last in the dative.
    if (issued && (run.words.length < 2 || !run.words[run.words.length - 1]!.endsWith('ზე'))) continue;
    if (script === 'latin' && !capitalsFit(run.words, part)) continue;
    if (script === 'japanese' && run.words.join('').length < 2) continue;
    last = run.end;
    yield { start: run.start, end: run.end, score: 0.85, entity: 'PERSON_NAME' };
    if (script === 'latin' && part) {
      const wrapped = wrappedOnNextLine(text, run.end);
      if (wrapped !== undefined) {
        last = wrapped.end;
        yield wrapped;
      }
    }
    const bracket = bracketAfter(text, run.end);
    if (bracket !== undefined) {
      last = bracket.end;
      yield bracket;
    }
  }
}

const KEYWORDS = [...new Set([...LABELS.map((l) => l.split(/[ ,'’/]/)[0]!), ...TITLES, ...KHMER_LABELS, ...KHMER_TITLES, ...CONTACT_WORDS.map((w) => w.split(' ')[0]!), ...GREETINGS.map((w) => w.split(' ')[0]!)])];

export default defineDetector({
  id: 'person-name-script-labelled',
  entity: 'PERSON_NAME',
  find: findNames,
  keywords: KEYWORDS,
  examples: {
    positive: [
      // Fictitious people (the tenth and eleventh readings' certificates and forms). A label's
      // example has a line before and after it: the label opens its line, its value ends with it.
      { text: 'ՏԵՂԵԿԱՆՔ\nԱզգանուն՝ Սարգսյան\nԾնված՝ 1991', match: 'Սարգսյան' },
      { text: 'विवरण\nनाम: सीता कुमारी श्रेष्ठ\nमिति', match: 'सीता कुमारी श्रेष्ठ' },
      { text: 'बालाजु मार्ग बस्ने श्री विकास मानन्धर, मोबाइल', match: 'विकास मानन्धर' },
      { text: 'Мэдээлэл\nХамтран амьдрагч: Доржийн Ганболд (регистрийн\nдугаар', match: 'Доржийн Ганболд' },
      { text: 'ПОТВРДА\nПолномошник: Марија Стојановска (сопруга)\nтел', match: 'Марија Стојановска' },
      { text: 'ქალბატონი ნინო ბერიძე, დაბადების', match: 'ნინო ბერიძე' },
      { text: 'گواهی می‌شود خانم مریم احمدی‌نژاد فرزند حسین', match: 'مریم احمدی‌نژاد' },
      { text: 'Form-2\n2. Name ........... মোঃ রফিকুল ইসলাম\n3. Date', match: 'মোঃ রফিকুল ইসলাম' },
      { text: 'IBAN: IE78 AIBK 9311 5241 8273 64\n    Account name: S NI BHRIAIN\n', match: 'S NI BHRIAIN' },
      { text: 'Nr. Prot. 1184/3\nEmri dhe mbiemri: ELIRA HOXHA\nDatëlindja: 14.07.1988', match: 'ELIRA HOXHA' },
      { text: 'RIF: J-40918273-8\nTitular: GUTIÉRREZ BRICEÑO, ANDREÍNA DEL VALLE\nC.I./RIF: V-18472936-5', match: 'GUTIÉRREZ BRICEÑO, ANDREÍNA DEL VALLE' },
      { text: '振込先\n口座名義：ヤマモト ユイ\n', match: 'ヤマモト ユイ' },
      { text: '1. መረጃ\nሙሉ ስም: መሰረት አበበ ታደሰ\nፆታ: ሴት', match: 'መሰረት አበበ ታደሰ' },
    ],
    negative: [
      'श्री जिल्ला प्रशासन कार्यालय,', // an office
      'Нэр: Улаанбаатар хот\n', // a city
      'Name: CONSUMIDOR FINAL\n', // a form's anonymous customer
      'Host name: PROD\n', // not a name label
      'Status: ANDREÍNA GUTIÉRREZ\n', // capitals after a label that names no person
      'Սարգսյան Անի Արմենի', // no label, no title
      'ቅርንጫፍ\nየባንክ ስም: የኢትዮጵያ ንግድ ባንክ\n', // a bank's name
    ],
  },
});
