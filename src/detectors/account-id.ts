import { defineDetector } from '../engine/detector.js';
import { lazy } from '../engine/lazy.js';
import type { Candidate, DetectorContext } from '../engine/types.js';

/**
 * The numbers by which an organization knows a person, right after the label that names them:
 * a patient's medical record or hospital number ("MRN: 00482917", "Hospital No: W0482291"), an
 * insurance member or policy number, a customer or client number ("Customer ID : VF-IN-7781023",
 * a call record's `cust=CUS-0418273`,
 * "número de cliente 7730021984"), an Indian CKYC number, a Spanish doctor's number at the
 * medical college (`Col. nº 303012874`, `nº de colegiado`: the OMC's nine digits), a credit
 * report's confirmation number (the report on one person). They have no shape of their own, so
 * only after their label; order, ticket and invoice numbers name no one and stay. Reported as
 * USERNAME, the type of account identifiers.
 */
const LABEL = String.raw`(?<![\p{L}\p{N}])(?:MRN|medical[ \t]+record(?:[ \t]+(?:number|no\.?|#))?|hospital[ \t]+(?:number|no\.?|#|id)|patient[ \t]+(?:id|number|no\.?|#)|NHI|member(?:ship)?[ \t]+(?:id|number|no\.?|#)|policy[ \t]+(?:number|no\.?|#)|policy(?=[ \t]+[A-Z]{1,4}-?\d)|loan[ \t]+(?:account|a/c)(?:[ \t]*\r?\n?[ \t]*(?:number|no\.?|#))?|subscriber[ \t]+(?:id|number)|cardholder[ \t]*(?:id|number|no\.?|#)|customer(?:[ \t]+|[_-]?)(?:id|number|no\.?|#)|cust(?:[ \t]+|[_-]?)(?:id|no\.?|#)|cust(?=[ \t]*[:=])|client[ \t]+(?:id|number|no\.?|#)|CKYC(?:[ \t]+(?:number|no\.?|id))?|n(?:ú|u)mero[ \t]+de[ \t]+(?:cliente|socio|afiliado|paciente)|(?:n(?:ú|u)mero|n\.?[º°]|nro\.?)[ \t]+de[ \t]+(?:asegurad[oa]|afiliad[oa])|(?:n(?:ú|u)mero|num\.|nimero[ \t]+ya)[ \t]+(?:de[ \t]+)?(?:contrato[ \t]+)?(?:RSSB|IESS|EsSalud|Triple-S|NHIF|SHIF|NHIMA)|(?:RSSB|IESS|EsSalud|Triple-S|NHIF|SHIF|NHIMA)[ \t]+(?:member(?:ship)?[ \t]+)?(?:id|number|no\.?|#|n\.?[º°])|num(?:ero|\.)?[ \t]+(?:de[ \t]+)?contrato|codice[ \t]+cliente|kundennummer|num(?:é|e)ro[ \t]+(?:de[ \t]+)?client|(?:employee|staff|student|badge)[ \t]+(?:id|number|no\.?|#)|employee(?=[ \t]+\d{5})|DoD[ \t]+(?:ID|EDIPI)(?:[ \t]+(?:number|no\.?|#))?|EDIPI|matrikel(?:nummer|-?nr\.?)|user[ \t]+id|claim[ \t]+(?:number|no\.?|#)|(?:lab|accession)[ \t]+(?:number|no\.?|#)|e-?ticket(?:[ \t]+(?:number|no\.?|#))?|meter(?:[ \t]+|[_-]?)(?:id|number|no\.?|#)|z(?:ä|ae)hlernummer|MPRN|MPAN|(?:escrow[ \t]+)?file[ \t]+(?:number|no\.?|#)|matricule|personalnummer|fall(?:nummer|-?nr\.?)|versicherten(?:nummer|-?nr\.?)|(?:from|actor)_id|(?:n(?:ú|u)mero[ \t]+de[ \t]+|n\.?[º°][ \t]*(?:de[ \t]+)?)?colegiad[oa](?:[ \t]+n\.?[º°])?|col\.[ \t]*n\.?[º°]|confirmation[ \t]+(?:number|no\.?|#)|sags(?:nummer|nr\.?)|iktat(?:ó|o)sz(?:á|a)m|reclamo[ \t]+(?:n\.?[º°]|nro\.?|n(?:ú|u)mero)|tenan(?:cy|t)[ \t]+(?:registration[ \t]+)?(?:ref(?:erence)?\.?|number|no\.?|#)|library[ \t]+card(?:[ \t]+(?:number|no\.?|#))?|borrower[ \t]+(?:id|number|no\.?|#|barcode)|num(?:é|e)ro[ \t]+de[ \t]+dossier|n[°º][ \t]*(?:de[ \t]+)?dossier|labou?r[ \t]+card(?:[ \t]*\/[ \t]*work[ \t]+permit)?[ \t]+(?:number|no\.?|#)|work[ \t]+permit[ \t]+(?:number|no\.?|#)|מספר[ \t]+תיק|(?:изх|вх)\.[ \t]*№|case[ \t]+ref(?:erence|\.)?|(?:deposit[ \t]+)?repayment[ \t]+id|payment[ \t]+registration[ \t]+(?:number|no\.?)|aktenzeichen|gesch(?:ä|ae)ftszeichen|gi(?:ấ|a)y[ \t]+h(?:ẹ|e)n[ \t]+s(?:ố|o)|(?:m(?:ã|a)[ \t]+|s(?:ố|o)[ \t]+)h(?:ồ|o)[ \t]+s(?:ơ|o))`;
// Between the label and the value: quotes and ":", "=", "#"; or a verb, as said in a chat or a
// letter ("member ID on file is XQH928471055", "your employee number as E0028814"), the value
// maybe on the next line.
// A quote may be escaped (JSON held in a JSON string, as a HAR's bodies: \"customerNo\":\"K-…\").
const JOIN = String.raw`(?:(?:\\?["'])?[ \t]*(?:[:：=#][ \t]*)?(?:\\?["'])?|[ \t]+(?:on[ \t]+(?:file|record)[ \t]+)?(?:is|as|was)(?:[ \t]+|[ \t]*\r?\n[ \t]*))`;
// The value: letters, digits and single - / . _ separators, with at least five digits (a
// prefixed id: "customer_id=cus_8842913").
// An airline booking's record locator (IATA Resolution 830d's "PNR"; six letters and digits,
// as Amadeus, Sabre and the airlines' own systems issue it) after its label, in capitals and
// with a digit (a word in capitals after the label is no locator).
const PNR = String.raw`(?<![\p{L}\p{N}])(?:PNR|[Bb]ooking[ \t]+(?:[Rr]eference|[Rr]ef\.?|[Cc]ode)|BOOKING[ \t]+(?:REFERENCE|REF\.?|CODE)|[Rr]ecord[ \t]+[Ll]ocator|RECORD[ \t]+LOCATOR)(?:[ \t]*\(PNR\))?[ \t]*[:#]?[ \t]*(?<value>(?=[A-Z]{0,5}\d)[A-Z0-9]{6})(?![\p{L}\p{N}])`;
// A UK prisoner's number (HMPPS: a letter, four digits, two letters) after its label: too few
// digits for VALUE.
const PRISON = String.raw`(?<![\p{L}\p{N}])(?:[Pp]rison(?:er)?[ \t]+(?:[Nn]umber|[Nn]o\.?|#)|PRISON(?:ER)?[ \t]+(?:NUMBER|NO\.?)|NOMS[ \t]+(?:[Nn]umber|[Nn]o\.?))[ \t]*[:#]?[ \t]*(?<value>[A-Z]\d{4}[A-Z]{2})(?![\p{L}\p{N}])`;
// A frequent flyer's number after its label, maybe after the airline's code and the scheme's
// name ("Frequent flyer: SK EuroBonus EBS 612 884 907"): letters and digit groups.
const FREQUENT_FLYER = String.raw`(?<![\p{L}\p{N}])(?:[Ff]requent[ \t]+[Ff]l(?:y|i)er|FREQUENT[ \t]+FLYER)(?:[ \t]+(?:[Nn]umber|[Nn]o\.?|#|ID))?[ \t]*:?[ \t]*(?:[A-Z0-9]{2}[ \t]+)?(?:\p{Lu}[\p{L}-]+[ \t]+)?(?<value>(?:[A-Z]{1,4}[ \t]?)?\d{3,}(?:[ \t]\d{3,}){0,3})(?![\p{L}\p{N}])`;
// A frequent flyer's number after its programme's name (leaks32: `Miles&More 992004512345678`,
// `AAdvantage # 7HK92P4`, `Flying Blue 1234567890`; each airline's programme as it writes its
// name): six to sixteen capitals and digits, three digits at least (AAdvantage numbers have
// seven letters and digits, Flying Blue's and SkyMiles' ten digits, Miles & More's cards fifteen),
// or digit groups. An amount of the programme's miles or points (`SkyMiles 250000 miles`) and a
// year (`Flying Blue 2026`) are none.
const FLYER_PROGRAMME = String.raw`(?<![\p{L}\p{N}])(?:Miles[ \t]?(?:&|and)[ \t]?More|AAdvantage|Flying[ \t]+Blue|SkyMiles|MileagePlus|Mileage[ \t]+Plus|KrisFlyer|Asia[ \t]+Miles|EuroBonus|Aeroplan|Skywards|Executive[ \t]+Club|Privilege[ \t]+Club|Etihad[ \t]+Guest|Rapid[ \t]+Rewards|TrueBlue|Mileage[ \t]+Plan|LifeMiles)(?:[ \t]+(?:[Mm]ember(?:ship)?[ \t]+)?(?:[Nn]umber|[Nn]o\.?|#|ID|[Mm]ember))?(?:[ \t]+(?:is|was)[ \t]+|[ \t]*[:#]?[ \t]*)(?<value>(?=(?:[A-Z ]*\d){3})(?:[A-Z]{2,3}[ \t])?(?:[A-Z0-9]{6,16}|\d{3,}(?:[ \t]\d{3,}){1,4}))(?![\p{L}\p{N}]|[-/.,]\p{N}|[ \t]+(?:miles|points|Meilen|Avios|XP|pts)\b)`;
// An account named by its own prefix after the word ("the billing address of account
// ACC-00829174"): a bare "account" is too common a word for the keyword pass, so the value's
// "ACC-"/"ACCT-" is the keyword and the word before it the label.
// An employee's number by its own prefix (`Expense claim – Rebecca Lindqvist (EMP-20417)`, an
// HR system's staff number, leaks34): `EMP-` in capitals and four to eight digits.
const EMPLOYEE_PREFIXED = String.raw`(?<![\p{L}\p{N}_-])(?<value>EMP-\d{4,8})(?![\p{L}\p{N}]|[-/.][\p{L}\p{N}])`;
// A medical record number by its own prefix, glued or with a hyphen (C-CDA's `<id root="…"
// extension="MRN-7741827"/>`, SQL Server's `duplicate key value is (MRN00418273, …)`: the
// nineteenth reading): `MRN` in capitals and six to ten digits, the prefix with the number.
// A PayPal buyer's account id (PayPal's IPN and PDT variables: `payer_id`, "Unique customer ID",
// 13 characters; the return URL's `PayerID`): thirteen capitals and digits after the key (the
// twenty-first reading's IPN log). The merchant's `receiver_id` names a business and stays.
const PAYPAL_PAYER = String.raw`(?<![\p{L}\p{N}])(?:payer_id|PayerID)["']?[ \t]*[=:][ \t]*["']?(?<value>(?=[A-Z]*\d)[A-Z0-9]{13})(?![\p{L}\p{N}_])`;
const MRN_PREFIXED = String.raw`(?<![\p{L}\p{N}_-])(?<value>MRN-?\d{6,10})(?![\p{L}\p{N}]|[-/.][\p{L}\p{N}])`;
const ACCOUNT_PREFIXED = String.raw`(?<![\p{L}\p{N}])(?:[Aa]ccount|ACCOUNT)(?:[ \t]+(?:[Nn]umber|[Nn]o\.?|#|ID))?[ \t]*[:#]?[ \t]*(?<value>ACCT?-\d{5,12})(?![\p{L}\p{N}]|[-/.][\p{L}\p{N}])`;
// A patient's record in a web route ("GET /patients/88214?name=…": a clinic portal's URL in a
// server log): the record's number, the patient's as an MRN is.
const PATIENT_ROUTE = String.raw`/patients?/(?<value>[A-Z]{0,3}\d{4,12})(?=[/?#"'\s]|$)`;
// A social or medical insurance card's number after its Chinese label, written with no space
// before it (`医保卡号：1101 0548 2736 91`, the eighth reading's outpatient registration; `社保卡号`,
// traditional `醫保卡號`), and an Egyptian social insurance subscription's number (`قيد
// اشتراككم التأميني برقم 7481236`, "your insurance subscription, number …"; `الرقم التأميني`):
// digits, in groups of two to six with single blanks, six at least.
const INSURED_VALUE = String.raw`[ \t]*[:：]?[ \t]*(?<value>(?=(?:\d[ \t]?){6})\d{2,}(?:[ \t]\d{2,6}){0,4})(?![\p{L}\p{N}]|[-/.]\p{N})`;
const INSURED = String.raw`(?:(?:医保|醫保|社保)(?:卡号|卡號|号|號|编号|編號)|(?<![\p{L}\p{N}])(?:الرقم[ \t]+التأميني|اشتراك\p{L}{0,3}[ \t]+التأميني[ \t]+برقم))${INSURED_VALUE}`;
// A case's, a policy's or a registration's number after its Chinese label, which follows a
// Chinese word with no space between them (`理赔案號 CLM-115-0082741`, `保單號碼 HL-88204716`,
// an outpatient registration's `登记号：MZ20261123-04718`; the eighth reading).
const CJK_REFERENCE = String.raw`(?:案號|案号|保單號碼|保单号码|保單號|保单号|登记号|登記號)`;
// A German court's or authority's file number (Aktenzeichen: the chamber's number, the
// register's letters, the serial and the year: `Az 14 M 2281/26`, an enforcement court's M
// register; `Az.: 2 O 118/25`), in capitals after `Az`, which is the word "az" in Hungarian.
const GERMAN_FILE = String.raw`(?<![\p{L}\p{N}])(?:Az\.?|AZ|Aktenzeichen|Gesch(?:ä|ae)ftszeichen)[ \t]*:?[ \t]*(?<value>\d{1,4}[ \t][A-Z]{1,4}[ \t]\d{1,6}\/\d{2}(?:\d{2})?)(?![\p{L}\p{N}]|[-/.]\p{N})`;
const VALUE = String.raw`(?<value>(?=[A-Z0-9./_-]*\d(?:[A-Z./_-]*\d){4})[A-Z0-9](?:[A-Z0-9]|[-/._](?=[A-Z0-9])){3,23})(?![\p{L}\p{N}_]|[-/.][\p{L}\p{N}])`;

// The value in groups with single blanks between them, as a form prints it ("Member ID  TXH-00
// 4471 92    Group 88120"): only where a column gap (two blanks or more) or the line's end
// follows, so that the words after a value in prose are no part of it.
// The verb of JOIN is no group of it ("the customer number is 12345 67890").
const SPACED_VALUE = String.raw`(?<value>(?!(?:is|as|was)[ \t])(?=[A-Z0-9 ./-]*\d(?:[A-Z ./-]*\d){4})[A-Z0-9]+(?:[-/.][A-Z0-9]+)*(?: \d[A-Z0-9]*(?:[-/.][A-Z0-9]+)*){1,3})(?=[ \t]{2,}\S|[ \t]*(?:\r?\n|$))`;

// A field's name given as the hint (a JSON key, a column's header: "customerNo", "meter_id"),
// in words: camelCase parted, "_", "-", "." as blanks.
const HINT_LABEL = lazy(() => new RegExp(String.raw`^${LABEL}$`, 'iu'));
const WHOLE_VALUE = lazy(() => new RegExp(String.raw`^${VALUE}$`, 'iu'));

/** The whole text, when it is one value and the hint names its field (a JSON file's `{"customerNo": "K-20884127"}`). */
function* findByHint(text: string, ctx: DetectorContext): Iterable<Candidate> {
  if (!ctx.hint || ctx.hint.length > 40 || text.length > 40) return;
  const words = ctx.hint.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_.-]+/g, ' ').trim();
  if (!HINT_LABEL().test(words)) return;
  const start = text.length - text.trimStart().length;
  const value = text.trim();
  if (WHOLE_VALUE().test(value)) yield { start, end: start + value.length };
}

export default defineDetector({
  id: 'account-id',
  find: findByHint,
  entity: 'USERNAME',
  patterns: () => [new RegExp(String.raw`${LABEL}${JOIN}${VALUE}`, 'giu'), new RegExp(String.raw`${LABEL}${JOIN}${SPACED_VALUE}`, 'giu'), new RegExp(PNR, 'gu'), new RegExp(PRISON, 'gu'), new RegExp(FREQUENT_FLYER, 'gu'), new RegExp(FLYER_PROGRAMME, 'gu'), new RegExp(PATIENT_ROUTE, 'gu'), new RegExp(ACCOUNT_PREFIXED, 'gu'), new RegExp(EMPLOYEE_PREFIXED, 'gu'), new RegExp(MRN_PREFIXED, 'gu'), new RegExp(PAYPAL_PAYER, 'gu'), new RegExp(INSURED, 'gu'), new RegExp(`${CJK_REFERENCE}${JOIN}${VALUE}`, 'giu'), new RegExp(GERMAN_FILE, 'gu')],
  // The labels' words as they begin (a bare "patient", "member" or "policy" is common in prose).
  keywords: [
    'payer_id', 'payerid', 'mrn', 'medical record', 'nhi', 'ckyc', 'hospital number', 'hospital no', 'hospital nr', 'hospital #',
    'hospital id', 'patient number', 'patient no', 'patient nr', 'patient #', 'patient id', 'member number',
    'member no', 'member nr', 'member #', 'member id', 'membership number', 'membership no', 'membership nr',
    'membership #', 'membership id', 'policy', 'loan account', 'loan a/c', 'policy number', 'policy no', 'policy nr', 'policy #', 'policy id',
    'subscriber number', 'subscriber no', 'subscriber nr', 'subscriber #', 'subscriber id', 'customer number',
    // NCPDP Telecommunication Standard D.0's 302-C2 Cardholder ID, the insurer's member number
    // (`CardholderID=W418273645` of a pretty-printed claim: the twentieth reading).
    'cardholder id', 'cardholderid', 'cardholder number', 'cardholder no', 'cardholder #',
    'customer no', 'customer nr', 'cust=', 'cust:', 'cust =', 'cust id', 'cust_id', 'custid', 'cust no', 'cust_no', 'custno', 'cust #', 'customer #', 'customer id', 'client number', 'client no', 'client nr', 'client #',
    'client id', 'de cliente', 'de socio', 'de afiliado', 'de paciente', 'codice cliente', 'kundennummer',
    'numéro client', 'numero client', 'numéro de client', 'numero de client', 'employee id', 'employee number',
    // leaks30: a badge's number (`badge ID 7741-2209`); a health or social insurance member's
    // number after its word (`N° de asegurado: 0418273-01`, Paraguay's IPS) or its institution's
    // name (`nimero ya RSSB: 1989041827`, Rwanda's; `RSSB number`), a health plan's contract
    // (`Num. Contrato: SSA 0041827365-01`, Puerto Rico's Triple-S).
    'badge id', 'badge number', 'badge no', 'badge #', 'de asegurad', 'de afiliad', 'rssb', 'iess', 'essalud', 'triple-s', 'nhif', 'shif', 'nhima', 'contrato',
    'employee no', 'employee #', 'staff id', 'staff number', 'staff no', 'staff #', 'user id',
    // A student's number at a school or university (`Student ID: 20231847`), a German one's Matrikelnummer.
    'student id', 'student number', 'student no', 'student #', 'matrikelnummer', 'matrikel-nr', 'matrikelnr',
    'customerid', 'customerno', 'customer_', 'customer-', 'claim number', 'claim no', 'claim #', 'lab number',
    'lab no', 'lab #', 'accession', 'prison number', 'prison no', 'frequent flyer', 'frequent flier', 'file no', 'file number', 'file #', 'prisoner number', 'prisoner no', 'noms', 'ticket', 'pnr', 'booking ref', 'booking code', 'record locator',
    // An employee's number on a French payslip and a German one's, a German hospital's case number.
    // leaks32: frequent flyer programmes by name.
    'miles&more', 'miles & more', 'miles and more', 'aadvantage', 'flying blue', 'skymiles', 'mileageplus', 'mileage plus', 'krisflyer', 'asia miles',
    'eurobonus', 'aeroplan', 'skywards', 'executive club', 'privilege club', 'etihad guest', 'rapid rewards', 'trueblue', 'mileage plan', 'lifemiles',
    'matricule', 'personalnummer', 'fallnummer', 'fall-nr', 'fallnr',
    // An insured person's number at a German or Swiss insurer or pension fund, a Telegram
    // export's sender id ("user" and the account's number).
    'versichertennummer', 'versicherten-nr', 'versichertennr', 'from_id', 'actor_id',
    // A Spanish doctor's college number (número de colegiado); a credit report's confirmation.
    'colegiad', 'col. n', 'col.n', 'confirmation number', 'confirmation no', 'confirmation #',
    // A Danish authority's case number, a Hungarian office's file number, an Argentine
    // complaint's number (the sixth reading: docs/reader.md).
    'sagsnummer', 'sagsnr', 'iktatószám', 'iktatoszam', 'reclamo n',
    // A landlord's or housing association's tenancy reference (the sixth reading's e-mail).
    '/patients/', '/patient/',
    'tenancy ref', 'tenancy no', 'tenancy number', 'tenancy #', 'tenant ref', 'tenant no', 'tenant number', 'tenant #',
    // leaks22: an Irish RTB tenancy registration, a library card's or borrower's number, a French
    // or Quebec file number (`Numéro de dossier : 0418 2736 51`, RAMQ's letter to the insured).
    'tenancy registration', 'library card', 'borrower id', 'borrower number', 'borrower no', 'borrower #', 'borrower barcode',
    'numéro de dossier', 'numero de dossier', 'n° de dossier', 'nº de dossier', 'n° dossier', 'nº dossier',
    // The seventh reading: a UAE labour card (MOHRE's work permit), an Israeli case file (מספר תיק),
    // a Bulgarian letter's outgoing and incoming numbers (изх. №, вх. №).
    'labour card', 'labor card', 'work permit', 'מספר תיק', 'изх.', 'вх.',
    // An account's number that names it ("account ACC-00829174"; the seventh reading's Jira export).
    'acc-', 'acct-',
    // leaks34: an employee's number after the word alone (`Employee 10482 was promoted`) or by its
    // prefix (`EMP-20417`); a US Department of Defense ID (the EDIPI, ten digits: DoD Manual
    // 1000.13, Vol. 1, "DoD ID number"), `DoD ID 1234567890`.
    'employee', 'emp-', 'dod id', 'dod edipi', 'edipi',
    // The eighth reading: a Chinese medical or social insurance card, an Egyptian insurance subscription.
    '医保卡号', '醫保卡號', '医保号', '醫保號', '医保编号', '醫保編號', '社保卡号', '社保卡號', '社保号', '社保號', '社保编号', '社保編號', 'الرقم التأميني', 'التأميني برقم',
    // leaks15: a case reference, a deposit's repayment id, a tax payment's registration number
    // (Kenya's iTax PRN), a German file number, a Vietnamese appointment slip's and dossier's,
    // and the Chinese case, policy and registration numbers.
    'case ref', 'repayment id', 'payment registration', 'aktenzeichen', 'geschäftszeichen', 'geschaeftszeichen', 'az ', 'az.', 'az:',
    'giấy hẹn số', 'giay hen so', 'mã hồ sơ', 'ma ho so', 'số hồ sơ', 'so ho so',
    '案號', '案号', '保單號', '保单号', '登记号', '登記號',
    'meter id', 'meter number', 'meter no', 'meter #', 'meterid', 'meter_', 'meter-', 'zählernummer', 'zaehlernummer', 'mprn', 'mpan',
  ],
  window: 64,
  score: 0.75,
  examples: {
    positive: [
      // Fictitious records.
      { text: 'Patient: RODRIGUEZ, Teresa M.          MRN: 00482917', match: '00482917' },
      { text: 'Hospital No: W0482291', match: 'W0482291' },
      { text: 'Insurance: Buckeye Health Plan, member ID BHP884302117, group 00731.', match: 'BHP884302117' },
      { text: 'Customer ID      : VF-IN-7781023', match: 'VF-IN-7781023' },
      { text: 'con el número de cliente 7730021984. Les escribo', match: '7730021984' },
      { text: 'Remarks: CKYC no. 30012345678901 fetched', match: '30012345678901' },
      // A verb between label and value, as a chat or a letter says it (the reader's texts, docs/reader.md).
      { text: 'Member ID on file is XQH928471055. The office was faxed.', match: 'XQH928471055' },
      { text: 'we hold your employee number as\nE0028814; please check', match: 'E0028814' },
      { text: 'his customer ID is PFCUST00918273, please do not merge', match: 'PFCUST00918273' },
      { text: 'Reported profile (user id 7719440821), banned', match: '7719440821' },
      // A bare "policy" before a lettered number; a loan account, its "no." maybe on the next line.
      { text: 'FOR  OFFICE  USE : Member ID  TXH-00 4471 92    Group 88120', match: 'TXH-00 4471 92' },
      { text: 'gave me her details: insurer Dragon Direct, policy DD-4471902.', match: 'DD-4471902' },
      { text: 'my refund against loan account\nno. PFL/CHN/2019/0044817 is pending', match: 'PFL/CHN/2019/0044817' },
      // The third reading: a JSON key, a benefit claim, a lab report, an airline booking
      { text: '{"customerNo":"K-20884127","status":"updated"}', match: 'K-20884127' },
      { text: 'Claim number: 0004-8127-3365', match: '0004-8127-3365' },
      { text: 'Specimen: Blood, serum    Lab No: 25B0417733', match: '25B0417733' },
      { text: '1. MS ANIKA SOPHIE LINDGREN      (ADT)  E-ticket 117-2458193764', match: '117-2458193764' },
      { text: 'Booking reference (PNR): QX7R4M', match: 'QX7R4M' },
      // The fourth reading: a French payslip's matricule, a German Arztbrief's case number
      { text: 'Matricule : 00317        Emploi : Vendeuse', match: '00317' },
      { text: 'Fall-Nr.: 2026-014477', match: '2026-014477' },
      // The fifth reading: a Swiss pension fund's letter, a Telegram export
      { text: 'Vorsorgeausweis per 1. Januar 2027 / Versicherten-Nr. 30-448213-07', match: '30-448213-07' },
      { text: '"from": "Dev", "from_id": "user6620481735",', match: 'user6620481735' },
      { text: 'Customer Aoife Gallagher (customer_id=cus_8842913, email on file)', match: 'cus_8842913' },
      // A PayPal IPN body (the twenty-first reading, fictitious ids).
      { text: 'address_status=confirmed&payer_id=QX7M2K9RLP4BN&address_street=', match: 'QX7M2K9RLP4BN' },
      { text: 'https://shop.example/return?token=EC-1AB23456CD789012E&PayerID=H4N8ZP2QWX6TJ', match: 'H4N8ZP2QWX6TJ' },
      // A court list's prison number (the fourth reading).
      { text: 'In custody - produced from HMP Leeds (prison no. A8392DK)', match: 'A8392DK' },
      // The third reading's booking and listing: a frequent flyer's number, an escrow file's.
      { text: '   Frequent flyer: SK EuroBonus EBS 612 884 907  (Gold)', match: 'EBS 612 884 907' },
      { text: 'escrow officer at the title company, file no. LST-25-04417.', match: 'LST-25-04417' },
      // leaks32 (fictitious): frequent flyer numbers after their programme's name.
      { text: 'Miles&More 992004512345678', match: '992004512345678' },
      { text: 'AAdvantage # 7HK92P4', match: '7HK92P4' },
      { text: 'my Flying Blue number is 1234567890', match: '1234567890' },
      // The fifth reading: a discharge report's doctor, a US credit disclosure.
      { text: 'Médico responsable: Dr. Íñigo Barrenechea Solís (Col. nº 303012874)', match: '303012874' },
      { text: 'Firmado: Dra. Ana Ruiz, nº de colegiado 280412345', match: '280412345' },
      { text: 'Report date: 11/18/2026            Confirmation #: 6318204475', match: '6318204475' },
      // The sixth reading: a Danish authority's case, a Hungarian tax office's file, an Argentine bank complaint.
      { text: 'Sagsnummer: 2026-0418273\nDato: 24. november 2026', match: '2026-0418273' },
      { text: 'Iktatószám: 4172/2026/NAV-BP/0388', match: '4172/2026/NAV-BP/0388' },
      { text: 'Ref.: Reclamo N° 2026-118437 – Débito no reconocido', match: '2026-118437' },
      { text: 'Subject: Repairs - damp in bedroom (tenancy ref KH/T/20931)', match: 'KH/T/20931' },
      // The seventh reading: a UAE visa renewal's labour card, an Israeli letter's case file, a Bulgarian letter's number (fictitious).
      { text: 'Labour card / work permit no.: 98217364', match: '98217364' },
      { text: 'מספר תיק: 2026-884127', match: '2026-884127' },
      { text: 'по Ваше заявление вх. № 1029-40-7731 от 04.11.2026 г.', match: '1029-40-7731' },
      { text: 'Please update the billing address of account ACC-00829174 (Mr Tomasz Wierzbicki) to:', match: 'ACC-00829174' }, // the seventh reading's Jira export
      { text: 'Account no. ACCT-4417820 closed', match: 'ACCT-4417820' },
      // The eighth reading: a Chinese outpatient registration's medical insurance card, an Egyptian insurance notice (fictitious).
      { text: '医保卡号：1101 0548 2736 91\n', match: '1101 0548 2736 91' },
      { text: 'تم قيد اشتراككم التأميني برقم 7481236 اعتباراً من', match: '7481236' },
      // A clinic portal's route in a server log (the fourth reading's nginx log).
      { text: 'referrer: "https://portal.example.co.uk/patients/88214?name=x"', match: '88214' },
      // leaks22 (fictitious): an RTB tenancy registration, a RAMQ file number, a library card.
      { text: '(landlord: Mr Cathal Breathnach, tenancy registration no. RT0041827).', match: 'RT0041827' },
      { text: 'Numéro de dossier : 0418 2736 51\n', match: '0418 2736 51' },
      { text: 'Library card number: 2041827364', match: '2041827364' },
      // The nineteenth reading's C-CDA document (fictitious): a medical record number by its prefix.
      { text: '<id root="2.16.840.1.113883.19.5.99999.2" extension="MRN-7741827"/>', match: 'MRN-7741827' },
    ],
    negative: [
      'receiver_id=H4N8ZP2QWX6TJ&txn_type=web_accept', // the merchant's id
      'payer_id=UNVERIFIEDUSER', // no digit
      'payer_id=QX7M2K9RLP4B', // twelve characters
      'order number 40028817', // an order names no one
      'la tenancy registration est en cours', // no number
      'Numéro de dossier : à venir', // no number
      'customer id: pending',
      'member ID card',
      'the labour card office has 12345 visitors', // no number's label
      'вх. № 12', // too few digits
      'policy number 12', // too short
      'MRN-2024 template', // a year: too few digits
      'the MRN-Service-7741827 route', // a word between
      'customer number 2023', // four digits: a year, a count
      'the employee number is unknown', // a verb, then no value
      'user id is 42', // too short
      'the policy 2024-2025 renewal', // a bare "policy" before digits alone
      'the loan account was closed',
      'member ID 12 34 and more', // groups in prose, no column gap after them
      'Booking reference: PLEASE quote it', // a word in capitals is no record locator
      'ticket 4417 closed', // too short
      'prison number A83 is wrong', // no prison number's shape
      'frequent flyer miles: double on Tuesdays',
      'SkyMiles 250000 miles expire in 2027', // an amount of miles
      'Flying Blue 2026 changes', // a year
      'AAdvantage status: Platinum Pro', // no number
      'file no. 3 of the series', // too short
      'el Colegio nº 28 de Madrid', // a school's number
      'confirmation number sent by email', // no value
      'Sagsnummer: oplyses senere', // no value ("given later")
      'Reclamo N° 12 del listado', // too short
      'tenancy ref to follow (KH/T/2093)', // no value after the label; four digits
      'GET /api/patients/export?format=csv', // a route's action, no record
      'ACC claim ACC-00829174 was accepted', // no "account" before it (New Zealand's ACC claims)
      'account ACC-2026', // too few digits
      '医保卡号：1101', // too few digits
      'الرقم التأميني 2026', // a year
    ],
  },
});
