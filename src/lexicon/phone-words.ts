import { foldKey } from './fold.js';
import { knownFieldEntity } from './field-names.js';
import { lazy } from '../lazy.js';

// The word sets and phrases are made on first use: a text without a phone-like number never
// reads them, and folding them at load was ~100 KB of the start-up's young allocation (issue 20).

/**
 * Words that label a phone number written right after them ("Tel. 010 555 1234", "Telefon:
 * 030 12345678", "mobile=06 12 34 56 78", `"homePhone": "…"`), in the languages the date and
 * address code knows (English, German, French, Spanish, Italian, Dutch, Polish), Portuguese,
 * Finnish (`puhelin`, `puh.`), Hungarian (`telefonszám`), Indonesian (`Telp.`, `No. HP`, `ponsel`) and
 * Greek (`Τηλέφωνο`, `τηλ.`, `κινητό` and `κιν.`: mobile, `σταθερό`: landline), Bulgarian and
 * Russian (`тел.`, `моб.`, `мобилен`), Hebrew (`טלפון`, `נייד`: mobile, `לנייד`: to the mobile)
 * and Chinese (`電話`, `手機`: after "Tel" on a bilingual Hong Kong form; `手机号码`, `联系电话`: a
 * mainland form's "mobile number", "contact phone", written without spaces), Georgian (`ტელ.`,
 * `მობ.`: tel., mob.), the mobile wallets whose account is the owner's mobile number (bKash and
 * Nagad in Bangladesh, GCash in the Philippines, M-Pesa in Kenya, Easypaisa and JazzCash in
 * Pakistan: "bKash 01819-472536", "GCash no. 0917 …"), Vietnamese (`điện
 * thoại`, `ĐTDĐ`, `SĐT`: số điện thoại), Korean (`연락처`: contact, the phone line of every
 * Korean form and résumé; `휴대폰`, `핸드폰`, `휴대전화`: mobile; `전화`, `전화번호`), Thai (`โทร`,
 * `โทรศัพท์`, `มือถือ`: mobile, `เบอร์โทร`, `เบอร์`: number), Japanese `携帯` (mobile), Spanish and
 * Portuguese `cel` ("Cel: 55 4817 2936"), Brazil's `wpp` and `zap` (WhatsApp: `me chama no zap (11) 98765-4321`), Italian
 * `recapito` (a contact line's "where to reach": `Recapito: 333 987 6543`), Icelandic (`sími`, `farsími`: mobile, and their dative `síma`, `farsíma`), Arabic (`هاتف`, `محمول`, `جوال`: phone, mobile; `للاستفسار`, `للاستفسارات`, `للتواصل`: for inquiries, for contact, the last line of a reminder: `للاستفسار: 0551234567`), Nepali and Hindi (`मोबाइल`, `फोन`), Armenian
 * (`Հեռախոս`, `հեռ.`, `բջջային`: mobile), Mongolian (`Утас`), Maltese (`mowbajl`, `telefown`), Kinyarwanda (`Telefoni`), Burmese
 * (`ဖုန်း`, `ဖုန်းနံပါတ်`: phone, phone number; `တယ်လီဖုန်း`; `မိုဘိုင်း`: mobile), Khmer (`ទូរស័ព្ទ`, `លេខទូរស័ព្ទ`: phone, phone number;
 * `ទូរស័ព្ទដៃ`: mobile) and
 * Persian `تلفن`, `موبایل`, Urdu `فون`, `موبائل`, Bengali `ফোন`, `মোবাইল`, Tamil `தொலைபேசி`,
 * `கைபேசி`, `அலைபேசி` (telephone, mobile), Amharic `ስልክ` (telephone: `ስልክ፡ 0911 234 567`),
 * Afrikaans `selfoon`, Basque `telefonoa`, `mugikorra` (probes24's everyday texts),
 * Turkish `telefonum`, `telefonumuz`, `telefonun`, `telefonunuz`, `telefonları` (my, our, your, your
 * (formal), their phone: `telefonunuz 0532 123 45 67 olarak kaydedildi`; `telefonum 0532 481 72 93`; `cep telefonu`,
 * the mobile, ends in `telefonu`; `cep` alone is Brazil's postcode label and no phone's),
 * the lead's session-25 probes: Arabic with the possessive `ي` (`هاتفي`, `جوالي`: my phone, my mobile:
 * `رقم هاتفي الجديد هو 0501234567`), Japanese `連絡先` (contact: `連絡先は090-1234-5678です`), Chinese
 * `致电`, `拨打` (call, dial: `请致电010-12345678确认`), Swahili `simu` (phone), leaks36: Arabic
 * `نقال`, `النقال` (mobile, the Gulf's word: `رقم الهاتف النقال المسجل: 6541 8273`), Turkmen
 * `telefony`, `telefonym` (its, my telephone: `öý telefony 24-18-27`, the home phone), telephony's
 * `ANI` (Automatic Number Identification, the caller's number: `ANI/ALI: 6025418273`), leaks38:
 * Dhivehi `ފޯނު`, `މޯބައިލް` (phone, mobile: `ފޯނު: 7418273` on a Maldivian DNR letter), reader24: Portuguese `tlm` (telemóvel's
 * abbreviation: `Mamadu Djaló (marido)  tlm 966 12 47 83`) and `msisdn` (3GPP TS 23.003's name of a
 * subscriber's number, an API's key: `?msisdn=254712448903`), leaks46: Arabic `الموبايل` (the mobile, with its
 * article), folded (lower case, no accents). The phone detector reads a national number after one of
 * them in any region's numbering plan, not only --region's.
 */
const PHONE_WORDS = lazy((): ReadonlySet<string> => new Set(
  `phone|phones|telephone|tel|tele|mobile|mob|cell|cellphone|cellular|fax|ph|whatsapp|landline|phonenumber|
  telefon|telefonnummer|handy|handynummer|mobil|mobilnummer|mobiltelefon|fon|telefax|rufnummer|festnetz|durchwahl|
  portable|gsm|telecopie|
  telefono|tfno|tlf|movil|celular|cel|
  cellulare|recapito|
  simi|sima|farsimi|farsima|heimasimi|vinnusimi|
  telefoon|telefoonnummer|mobiel|
  telefonu|kom|komorka|
  telefonum|telefonumuz|telefonun|telefonunuz|telefonlari|
  telefone|telemovel|tlm|wpp|zap|
  msisdn|
  puhelin|puh|matkapuhelin|telefonszam|mobilszam|telp|hp|ponsel|
  τηλεφωνο|τηλ|κινητο|κιν|σταθερο|
  телефон|тел|моб|мобилен|мобильный|факс|
  טלפון|נייד|לנייד|בטלפון|
  電話|电话|手機|手机|手机号码|手机号|电话号码|联系电话|联系人电话|手機號碼|電話號碼|聯絡電話|
  thoai|dtdd|sdt|
  연락처|휴대폰|핸드폰|휴대전화|전화|전화번호|
  โทร|โทรศัพท์|มือถือ|เบอร์โทร|เบอร์|
  携帯|携帯電話|
  هاتف|الهاتف|محمول|المحمول|موبايل|الموبايل|جوال|الجوال|تليفون|للاستفسار|للاستفسارات|للتواصل|
  هاتفي|جوالي|موبايلي|تليفوني|تلفوني|محمولي|
  نقال|النقال|
  telefony|telefonym|
  ani|
  連絡先|致电|致電|拨打|撥打|
  simu|
  ტელ|ტელეფონი|მობ|მობილური|
  bkash|nagad|gcash|mpesa|easypaisa|jazzcash|
  मोबाइल|मोबाईल|फोन|फ़ोन|टेलिफोन|
  հեռախոս|հեռ|բջջային|
  утас|
  mowbajl|telefown|
  telefoni|
  ဖုန်း|ဖုန်းနံပါတ်|တယ်လီဖုန်း|မိုဘိုင်း|မိုဘိုင်းဖုန်း|
  تلفن|موبایل|فون|موبائل|ফোন|মোবাইল|தொலைபேசி|கைபேசி|அலைபேசி|ስልክ|selfoon|mugikorra|telefonoa|
  ទូរស័ព្ទ|ទូរសព្ទ|លេខទូរស័ព្ទ|ទូរស័ព្ទដៃ|
  ފޯނު|މޯބައިލް`
    .split('|')
    // Folded as the words looked up are: NFD takes a Hangul syllable apart into its letters ("연락처").
    .map((w) => foldKey(w.trim())),
));

/**
 * Whether a word, folded, speaks of phones anywhere in a sentence: a phone word, or a verb or
 * noun of calling and texting ("call", "sms", "text"). Near a national number with its trunk
 * prefix it makes that number a phone's (phone/near.ts); alone it labels nothing.
 */
export function isPhoneTalkWord(folded: string): boolean {
  return PHONE_WORDS().has(folded) || TALK_WORDS().has(folded);
}

// "callback" (a log's note), "next of kin" (a relative to call, in a hospital's report); French
// "joindre", "joignable" (to reach by phone: "joindre mon associée … au 07 81 34 52 96"); "contact"
// (a form's `Contact: 0300-8162734`; alone it labels nothing, near a grouped trunk-0 number it does);
// French "contacter", "contactez" (`me contacter directement au 01 45 67 89 10`).
// probes24's everyday texts (classified ads, invitations, landlord and neighbour messages), the
// verbs and nouns of calling that stood before numbers left in them: Swedish, Norwegian, Danish
// `ringa`, `ringe` (to call); Finnish `soita`, `soittaa` (call); Greek `τηλεφωνήστε`, `καλέστε`
// (call), `επικοινωνήστε` (get in touch); Hebrew `התקשרו`, `תתקשרו` (call); Persian `تماس`
// (contact: `شماره تماس`, the contact number), `زنگ` (ring); Urdu `رابطہ` (contact), `کال`;
// Bengali `যোগাযোগ` (contact); Tamil `தொடர்புக்கு` (for contact), `அழைக்கவும்` (call); Malay and
// Indonesian `hubungi` (contact); Amharic `ይደውሉ` (call); Czech and Slovak `volejte`, `zavolejte`;
// Hungarian `hívjon`, `hívj`; Romanian `sunați`, `sună` (call); Serbian and Croatian `pozovite`,
// `nazovite`, `позовите`; Afrikaans `skakel`, `bel`; Zulu `shayela` (call), `ucingo` (phone);
// Tagalog `tawagan`, `tumawag` (call); Catalan `truqueu`, `trucar`; Basque `deitu` (call).
// probes25's everyday texts (a pharmacy's SMS, a landlord's notice, a delivery chat, a shop's
// order notice): the nouns of a contact line's "for questions" and the imperatives of calling
// that stood before numbers: English `enquiries`, `inquiries`; German `Rückfragen`, `Rückfrage`;
// Portuguese `dúvidas`; Korean `문의` (inquiry: `문의 010-4821-7733`); Arabic `للاستفسار`,
// `للاستفسارات`, `للتواصل` (for inquiries, for contact; also labels, PHONE_WORDS); Spanish
// `llama`, `llame`, `llámame`, `llámenos` (call: `si no contesto llama al 612 834 907`);
// Indonesian and Malay `WA` (WhatsApp: `WA saya 0812-3456-7890`). leaks34: German `zurückrufen`
// (call back: `Können Sie mich zurückrufen? 089 12345678`).
// probes26's everyday texts (a gym's reminder, a family notice, a dating profile, a tutor's ad,
// a kindergarten's and a wedding's notices): Vietnamese `gọi` (call: `hoặc gọi 0903 412 775`),
// Hausa `kira` (call: `A kira Aisha Bello a 0806 …`), `chat` (`chat aku di 0857 …`, `chat me
// on …`), the messengers reached by a phone number, `Viber` and `Telegram` (`Пишіть у Viber
// 096 318 2274`), Turkish `LCV` (lütfen cevap veriniz, an invitation's RSVP: `LCV: Ayşe Demir
// 0541 …`), Hebrew `לשאלות`, `לפרטים`, `לבירורים` (for questions, for details, for enquiries).
const TALK_WORDS = lazy((): ReadonlySet<string> => new Set(
  [
    'contact', 'kontakt', 'contacto', 'contatto', 'call', 'calls', 'called', 'calling', 'callback', 'ring', 'rang', 'sms', 'text', 'texts', 'texted', 'dial', 'fixe', 'contacter', 'contactez', 'appeler', 'appelez', 'rappeler', 'rappelez', 'joindre', 'joignable', 'joignables', 'llamar', 'chiamare', 'anrufen', 'kin',
    'ringa', 'ringe', 'ringer', 'soita', 'soittaa', 'soittakaa', 'soitto', 'tekstaa',
    'τηλεφωνήστε', 'τηλεφωνηστε', 'καλέστε', 'επικοινωνήστε', 'επικοινωνία',
    'התקשרו', 'תתקשרו', 'התקשר', 'תתקשר', 'להתקשר', 'צלצלו',
    'تماس', 'زنگ', 'رابطہ', 'رابطه', 'کال', 'যোগাযোগ', 'தொடர்புக்கு', 'தொடர்பு', 'அழைக்கவும்', 'hubungi', 'ይደውሉ',
    'volejte', 'zavolejte', 'volajte', 'zavolajte', 'hívjon', 'hívjanak', 'hívj', 'hívható', 'sunați', 'sunati', 'sună', 'sune',
    'pozovite', 'pozovi', 'nazovite', 'nazovi', 'позовите', 'позови', 'назовите', 'назови',
    'skakel', 'bel', 'shayela', 'ucingo', 'tawagan', 'tumawag', 'truqueu', 'truca', 'trucar', 'deitu',
    'enquiries', 'inquiries', 'rückfragen', 'rückfrage', 'dúvidas', 'duvidas', '문의', 'للاستفسار', 'للاستفسارات', 'للتواصل',
    'llama', 'llame', 'llámame', 'llámenos', 'llámanos', 'wa',
    'zurückrufen', 'zurückzurufen', 'rückrufen',
    // Swahili "call me", "call us", "call him/her" (`nipigie 0712 345 678`: the lead's session-25 probes).
    'nipigie', 'tupigie', 'mpigie',
    // leaks46: Egyptian Arabic `رقمي` (my number), `كلمني` (call me), WhatsApp in Arabic script
    // (`كلمني، رقمي 01098765432`, `على الواتساب ٠١١٥٥٥٠١٢٣٤`: probes31's Egyptian message).
    'رقمي', 'كلمني', 'كلميني', 'واتساب', 'الواتساب', 'واتس',
    'gọi', 'kira', 'chat', 'viber', 'telegram', 'lcv', 'לשאלות', 'לפרטים', 'לבירורים',
    // probes27: Portuguese `contato` (contact: `Contato (11) 98765-4321`), Hindi and Nepali `संपर्क`
    // (contact: `संपर्क: सुनीता शर्मा, 98765 43210`).
    'contato', 'संपर्क',
    // probes28: Italian `urgenze`, `urgenza` (a notice's `Per urgenze 347 123 4567`: for
    // emergencies), Dutch `afzeggen`, `afmelden` (to cancel: an appointment's `Afzeggen: 020 612
    // 3456`), Tagalog `ugnayan` (of `makipag-ugnayan`, get in touch), Mexican Spanish `márcale`,
    // `márcame`, `márcanos`, `marcar` (dial: `márcale a Lupita al 55 2178 9043`).
    'urgenze', 'urgenza', 'afzeggen', 'afmelden', 'ugnayan', 'márcale', 'márcame', 'márcanos', 'marcar',
    // probes29: Portuguese `fale` (talk: `fale com a D. Fernanda Lopes pelo 912 345 678`), `ligue`,
    // `ligar` (call); Catalan `dubtes` and Spanish `dudas` (questions: `Dubtes al 612 345 780`, as
    // Portuguese `dúvidas` above).
    'fale', 'falar', 'ligue', 'ligar', 'dubtes', 'dudas',
    // leaks45: Portuguese `liga` (call!: `liga pra tia Nelita 991 70 34`, a Cabo Verdean chat).
    'liga',
    // probes30: Japanese `お問い合わせ`, `問い合わせ`, `お問合せ` (inquiries: a pharmacy's `お問い合わせ:
    // 03-1234-5678`), Thai `ติดต่อ` (contact), `โทร` (call, phone), Spanish `whatsapp` as a verb
    // (`Mandame un WhatsApp al 11 4567-8901`).
    'お問い合わせ', '問い合わせ', 'お問合せ', '問合せ', 'ติดต่อ', 'โทร', 'whatsapp',
    // The lead's session-30 probes: Spanish imperatives of calling with a pronoun glued after,
    // him, her, them (`Llámale al 612 34 56 78`, `llámela al …`, `márcale` above), as `llámame`.
    'llámale', 'llámala', 'llámalo', 'llámales', 'llámalas', 'llámalos', 'llámele', 'llámela', 'llámelo', 'llámeles', 'márcala', 'márcalo', 'márcales',
  ].map(foldKey),
));

/** A word that labels a phone number only before a word for "number": "contact number", "contact no.". */
const WITH_NUMBER_ONLY = lazy((): ReadonlySet<string> => new Set(['contact', 'kontakt', 'contacto', 'contatto', 'contato']));

/**
 * Words for "number", and what a label may add after its phone word: "phone no.", "tel (home)",
 * "phone_2"; "de contacto" (a Romance label's "of contact": "Teléfono de contacto", "numero di
 * contatto", "téléphone de contact"), read back from its noun to the phone word before "de".
 */
// Turkish `numara`, `numaram`, `numarası` (number, my number, its number: `telefon numaram:`).
// Hindi `नंबर`, `नम्बर` (number: `मोबाइल नंबर 98765 43210`).
const NUMBER_WORDS = lazy((): ReadonlySet<string> => new Set(['number', 'no', 'nr', 'num', 'nummer', 'numero', 'n', 'nro', 'numara', 'numaram', 'numarasi', 'numaran', 'numaraniz', 'numaramiz', foldKey('नंबर'), foldKey('नम्बर')]));
const AFTER_WORDS = lazy((): ReadonlySet<string> => new Set([
  'home', 'work', 'office', 'private', 'personal', 'business', 'direct', 'main', 'alt', 'other', 'primary', 'secondary',
  'day', 'evening', 'fixed', 'registered', 'registrado', 'registrada', 'fijo', 'fija', 'movil', 'privat', 'dienstlich', 'geschaftlich', 'buro', 'domicile', 'fixe', 'casa', 'trabajo', 'ufficio',
  // Portuguese "landline", "home", "business" (`telefone fixo 21 41 82 73`: the fourteenth reading's Mozambican declaração).
  'fixo', 'fixa', 'residencial', 'comercial',
  // Maltese "home" (`Numru tat-Telefon (dar)`: the twelfth reading's Jobsplus form).
  'dar',
  // Greek "of contact" (`Τηλέφωνο επικοινωνίας: 99 418273`: the thirteenth reading's certificate).
  'επικοινωνιας',
  // Greek "my" after its noun (`το τηλέφωνό μου: 694 123 4567`: the lead's session-25 probes).
  'μου',
  // Arabic "the new" after its noun (`رقم هاتفي الجديد هو 0501234567`: my new phone number is).
  'الجديد', 'الجديدة',
  // Arabic "the registered" (`رقم الهاتف النقال المسجل: 6541 8273`: the sixteenth reading's Kuwaiti certificate).
  'المسجل', 'المسجلة',
  // A 9-1-1 call record's `ANI/ALI: 6025418273` (NENA's Automatic Number Identification, the
  // caller's number, and Automatic Location Identification: the sixteenth reading's CAD report).
  'ali',
]));

/**
 * The nouns of "… de contacto" after a phone word, and the words for "of" before them; also a
 * Spanish form's "de oficina", "de habitación" (home), "de domicilio" (the twelfth reading's
 * Guatemalan and Costa Rican letters: `Teléfono de oficina: 2361-4182`).
 */
const OF_CONTACT = lazy((): ReadonlySet<string> => new Set(['contacto', 'contatto', 'contato', 'contact', 'oficina', 'habitacion', 'domicilio']));
const OF_WORDS = lazy((): ReadonlySet<string> => new Set(['de', 'di', 'do', 'da', 'du']));

/** First parts of glued keys: "homephone", "mobiletelefon", "worktel". */
const GLUED_HEADS = ['home', 'work', 'office', 'mobile', 'cell', 'contact', 'business', 'private', 'main', 'fax', 'emergency', 'user', 'customer', 'privat', 'buro', 'dienst', 'festnetz', 'haus'];
const GLUED_TAILS = ['phone', 'telefon', 'tel', 'phonenumber', 'number', 'nummer', 'no', 'nr'];

/**
 * Whether a word, written after a list mark before a second number, names that number's kind:
 * "7418-2736 / casa 2241-8273", "… / fixo 21 41 82 73", "… or mobile 0412 …" (phone.ts's
 * listedAfterPhone). The words a label may add after its phone word, or a phone word.
 */
export function isPhoneQualifier(word: string): boolean {
  const folded = foldKey(word);
  return AFTER_WORDS().has(folded) || PHONE_WORDS().has(folded);
}

/**
 * Vietnamese "liên hệ" (contact): the label of a contact line (`Liên hệ: 0912 345 678`). Its
 * second word folds to the English pronoun "he", so it is matched as written, with its tones.
 */
function isVietnameseContact(words: readonly string[]): boolean {
  const n = words.length;
  return n >= 2 && words[n - 1]!.normalize('NFC').toLowerCase() === 'hệ' && words[n - 2]!.normalize('NFC').toLowerCase() === 'liên';
}

/** Whether a word is the second of Vietnamese "liên hệ" as written (phoneLabelWord: the word before decides). */
function isVietnameseHe(word: string): boolean {
  return word.normalize('NFC').toLowerCase() === 'hệ';
}

/**
 * Whether the words of a label (its last words, in order, as written) name a phone number:
 * after dropping what may follow a phone word ("number", "no", "home", "work"), the last one is
 * a phone word; or the words are a phone field's name (lexicon/field-names.ts: "電話番号").
 */
export function isPhoneLabel(words: readonly string[]): boolean {
  if (words.length === 0) return false;
  if (isVietnameseContact(words)) return true;
  const folded = words.map(foldKey);
  let last = folded.length - 1;
  let numberWord = false;
  while (last > 0 && (NUMBER_WORDS().has(folded[last]!) || AFTER_WORDS().has(folded[last]!))) {
    if (NUMBER_WORDS().has(folded[last]!)) numberWord = true;
    last--;
  }
  if (last > 1 && OF_CONTACT().has(folded[last]!) && OF_WORDS().has(folded[last - 1]!)) last -= 2;
  const word = folded[last]!;
  if (PHONE_WORDS().has(word) || isGluedPhoneWord(word)) return true;
  if (numberWord && WITH_NUMBER_ONLY().has(word)) return true;
  const tail = words.slice(Math.max(0, words.length - 3)).join(' ');
  if (knownFieldEntity(tail) === 'PHONE_NUMBER') return true;
  // A form's label spaced out letter by letter to fill its column: "電　　話" (a Japanese résumé's).
  return words.length > 1 && words.every(isCjkLetter) && knownFieldEntity(words.join('')) === 'PHONE_NUMBER';
}

/** One letter of the Han, kana or Hangul scripts. */
function isCjkLetter(word: string): boolean {
  if (word.length !== 1) return false;
  const c = word.charCodeAt(0);
  return (c >= 0x3040 && c <= 0x30ff) || (c >= 0x3400 && c <= 0x9fff) || (c >= 0xac00 && c <= 0xd7af);
}

/**
 * What one word, read right to left from a value, says of the label it may end: `label` (a
 * phone word, a glued key, "contact", or a word of another script, which only the field names
 * know: isPhoneLabel decides), `more` (a word for "number", "home"…: the word before it
 * decides) or `none`. A cheap test that rules out the words before most digit runs ("order",
 * "Application no.") without reading a label's other words.
 */
export function phoneLabelWord(word: string): 'label' | 'more' | 'none' {
  const folded = foldKey(word);
  if (PHONE_WORDS().has(folded) || WITH_NUMBER_ONLY().has(folded) || isGluedPhoneWord(folded)) return 'label';
  if (isVietnameseHe(word)) return 'more';
  if (word.normalize('NFC').toLowerCase() === 'liên') return 'label';
  // "de oficina": the noun and its "of" (isPhoneLabel reads them back to the phone word before).
  if (NUMBER_WORDS().has(folded) || AFTER_WORDS().has(folded) || OF_CONTACT().has(folded) || OF_WORDS().has(folded)) return 'more';
  for (let i = 0; i < folded.length; i++) if (folded.charCodeAt(i) > 127) return 'label';
  return 'none';
}

/** "homephone", "telefonnummer", "phoneno", "worktel": a phone word glued to a head or a "number" word. */
function isGluedPhoneWord(word: string): boolean {
  for (const tail of GLUED_TAILS) {
    if (word.length <= tail.length || !word.endsWith(tail)) continue;
    const head = word.slice(0, word.length - tail.length);
    if (NUMBER_WORDS().has(tail) ? PHONE_WORDS().has(head) || WITH_NUMBER_ONLY().has(head) : GLUED_HEADS.includes(head) || PHONE_WORDS().has(head)) return true;
  }
  return false;
}

/**
 * Phrases that ask to be called at (or tell of a call from) the number right after them, folded,
 * whole: "chiamarmi al 347 123 4567", "called twice from 06 12 34 56 78", "llámame al …", "ruf
 * mich an unter …", "appelez-moi au …", "he's on …" (where someone can be reached: "my brother is
 * staying, he's on 085 217 4406"), "paid via bKash from …" (a mobile wallet's account is a
 * phone number), Spanish "mi línea …" (my line: Cuba's ETECSA letter in the thirteenth reading,
 * `a mi línea 5 418 2736`), "M-Pesa" (Kenya's mobile wallet, written with its hyphen: `Tuma kwa M-Pesa 0712 345 678`),
 * a team chat's "ping me on" and "reach me on" (not "reach me at", said of addresses too), Brazilian "me chama no" and "me liga no" (call me
 * on: the lead's session-28 probes, `Qualquer coisa me chama no (21) 99876-5432`). Only whole phrases ending in "at", "al", "unter"…:
 * a verb alone is no label ("call 1234567890 ended" is a phone system's call id).
 */
const PHONE_PHRASES = lazy((): readonly (readonly string[])[] => `
  call me at|call me on|call us at|call us on|text me at|text me on|ring me on|
  message me on|message me at|msg me on|msg me at|whatsapp me on|whatsapp me at|sms me on|sms me at|
  he's on|she's on|i'm on|they're on|
  called from|called me from|called us from|called twice from|called again from|calling from|call from|
  chiamami al|chiamarmi al|chiamatemi al|chiamaci al|chiamarci al|chiamateci al|
  llamame al|llamarme al|llameme al|llamanos al|llamarnos al|llamenos al|
  mi linea|tu linea|su linea|
  ruf mich an unter|ruf mich unter|rufen sie mich an unter|rufen sie mich unter|ruf uns an unter|rufen sie uns an unter|rufen sie uns unter|
  appelez-moi au|appelle-moi au|appelez-nous au|m'appeler au|nous appeler au|
  bel me op|bel ons op|
  zadzwon do mnie pod|zadzwon pod|
  ligue-me para|liga-me para|ligue para|me chama no|me chama pelo|me liga no|me liga em|
  ping me on|ping me at|reach me on|
  bkash from|bkash to|nagad from|nagad to|gcash from|gcash to|mpesa from|mpesa to|m-pesa`
  .split('|')
  .map((p) => p.trim().split(/[ \-']+/)));

/** The last words of the phrases, for a cheap first test. */
const PHRASE_ENDS = lazy(() => new Set(PHONE_PHRASES().map((p) => p[p.length - 1]!)));

/** The most words of a phrase. */
export const PHONE_PHRASE_WORDS = lazy(() => Math.max(...PHONE_PHRASES().map((p) => p.length)));

/** Whether `word` may end a phone phrase ("al", "at", "unter"): most words before a number don't. */
export function mayEndPhonePhrase(word: string): boolean {
  return PHRASE_ENDS().has(foldKey(word));
}

/** Whether the words before a number (in order, as written) end with a phone phrase. */
export function endsWithPhonePhrase(words: readonly string[]): boolean {
  const folded = words.map(foldKey);
  return PHONE_PHRASES().some((p) => p.length <= folded.length && p.every((w, i) => folded[folded.length - p.length + i] === w));
}
