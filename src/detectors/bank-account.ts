import { defineDetector } from '../engine/detector.js';

/**
 * Domestic bank account numbers, which have no checksum anyone can verify and no shape of
 * their own: taken only right after the label that names them ("account number 41938265",
 * "Sort code: 20-45-77", "BSB 063-182", "Bank a/c no. : 50100234567812", "número de cuenta
 * 0049 1500 05 1234567892", `account_number = 71920384`, "cuenta CLABE 012180001234567899"; an
 * Argentine CBU of 22 digits, a Nigerian NUBAN, Hungarian "Bankszámlaszám", Indonesian
 * "rekening BCA nomor", a Chilean lease's "cuenta corriente N°" and the number on the next line),
 * Malay "no. akaun" / "nombor akaun" (the seventh reading's LHDN letter), Tajik "суратҳисоби
 * кортии №" (card account No.; the fourteenth reading's certificate), Bislama "akaon" (account; the
 * twentieth reading's Vanuatu lease: `pem i go long akaon 10128473065`).
 * Reported as IBAN, the type of bank account numbers: an IBAN is a domestic number with a
 * country code and check digits before it.
 */
// French `compte … n°` (leaks36: the sixteenth and fifteenth readings' Lebanese and Haitian
// letters, `un compte en livres libanaises n° 004-182736-001-422`, `mon compte d'épargne à la
// Unibank, n° 1041827365`, a line break anywhere between): the account's kind or currency and the bank between the word and
// its number sign, each from a closed list, so `compte tenu de la loi n° 2004-575` stays.
const FR_KIND = String.raw`(?:courant|bancaire|ch(?:è|e)ques?|d['’](?:é|e)pargne|joint|(?:en|de)[ \t]+(?:livres|dollars|euros|francs|gourdes|dirhams|dinars)(?:[ \t]+\p{Ll}+)?)`;
const FR_BANK = String.raw`(?:(?:à|chez)[ \t]+(?:la[ \t]+|le[ \t]+|l['’])?\p{Lu}[\p{L}&-]*(?:[ \t]+\p{Lu}[\p{L}&-]*){0,2}[ \t]*,?)`;
const FR_GAP = String.raw`(?:[ \t]+|[ \t]*\r?\n[ \t]*)`;
const FR_ACCOUNT = String.raw`compte(?:${FR_GAP}${FR_KIND}){0,2}(?:${FR_GAP}${FR_BANK})?${FR_GAP}(?:n[°º]|num(?:é|e)ro)`;
// Where the account is held, between its label and the colon (`Account # at provider:
// 00418273-65`: the fifteenth reading's explanation of benefits).
const WHOSE = String.raw`(?:[ \t]+(?:at|with|held[ \t]+at)[ \t]+(?:the[ \t]+|your[ \t]+)?(?:provider|bank|hospital|clinic|practice|pharmacy)[ \t]*(?=:))`;
// An account's kind before `account` at a line's end, the number opening the next line (`the
// identity details held for your cheque account\n62041827365 are out of date`: the fifteenth
// reading's Botswana letter): a bare `account` at a line's end is prose's.
const KIND_ACCOUNT_LINE = String.raw`(?:cheque|checking|savings|current|deposit|transaction)[ \t]+account[ \t]*\r?\n[ \t]*`;
// Turkmen `hasaby №` (its account No.: `pensiýa hasaby № 2041827365`, the sixteenth reading's
// certificate), `hasap belgisi` (account number).
const TK_ACCOUNT = String.raw`(?:hasaby|hasap)[ \t]*(?:№|belgisi)`;
// The label, then its separators (" no.", ":", "=", "#", quotes), then the number.
const LABEL = String.raw`(?<![\p{L}\p{N}])(?:(?:bank[ _-]?)?(?:account|acct|acc\.?|a\/c)(?:(?:[ _-]|[ \t]*\r?\n[ \t]*)?(?:numbers?|num|nos?\.?|nrs?\.?|#)${WHOSE}?)?|${KIND_ACCOUNT_LINE}|${TK_ACCOUNT}|(?:cuenta[ \t]+)?clabe(?:[ \t]+interbancaria)?|sort[ _-]?code|bsb(?:[ _-]?(?:number|no\.?))?|routing[ _-]?(?:number|no\.?)|aba[ _-]?(?:number|no\.?)|n(?:ú|u)mero[ \t]+de[ \t]+cuenta|cuenta(?:[ \t]+(?:bancaria|corriente|vista|de[ \t]+ahorros?))?(?:[ \t]+(?:n[°º]|No|n(?:ú|u)m(?:ero|\.))\.?(?:[ \t]*\r?\n)?)?|(?:numero[ \t]+(?:di[ \t]+)?)?conto(?:[ \t]+corrente)?(?:[ \t]+n\.?)?|conta[ \t]+n\.?[°º]|kontonummer|konto(?:[ \t]*nr\.?)?|rekeningnummer|num(?:é|e)ro[ \t]+de[ \t]+compte|${FR_ACCOUNT}|cbu(?:[ \t]+es)?|(?:account[ \t]+number[ \t]+\()?nuban\)?|(?:bank)?sz(?:á|a)mlasz(?:á|a)m|rekening(?:[ \t]+\p{Lu}{2,6})?[ \t]+nomor|(?:no\.?|nombor)[ \t]+akaun|akaon(?:[ \t]+namba)?|суратҳисоб(?:и)?(?:[ \t]+\p{Ll}+и)?[ \t]*(?:№|рақами))`;
const SEPARATOR = String.raw`["']?[ \t]*(?:[:=#][ \t]*)?["']?`;
// Six to eighteen digits, or groups split by single spaces or hyphens (sort codes 20-45-77,
// BSBs 063-182, "0049 1500 05 1234567892"); not followed by a decimal part (an amount).
// A run of six or more digits is never joined to what follows it ("Account: 10457823 09/26"),
// but in a Hungarian account's 8-8(-8) shape (GIRO's "pénzforgalmi jelzőszám") and to a
// two-digit suffix after a hyphen (`00418273-65`, an account's check or sub-account digits).
// Groups end where the figure does: `00005 00016` cut from a longer RIB is no account; a
// check digit after a hyphen closes them (`cuenta de ahorros Nº 04-18-27-365014-6`).
const NUMBER = String.raw`(?<value>\d{8}-\d{8}(?:-\d{8})?|\d{6,12}-\d{2}(?![\d-])|\d{6,22}|\d{2,5}(?:[ -]\d{2,10}){1,4}(?:-\d)?(?![ -]\d))(?![\d.,]?\d|[\p{L}_])`;

// "account nos. 30018847 and 30018874", "account numbers 41938265, 41938273 or 41938281": the
// numbers after the first in a list after a plural label (the first is LABEL's).
const LIST_JOIN = String.raw`(?:[ \t]*,[ \t]*(?:(?:and|or)[ \t]+)?|[ \t]+(?:and|or|&)[ \t]+)`;
const LISTED = new RegExp(
  String.raw`(?<=(?<![\p{L}\p{N}])(?:bank[ _-]?)?(?:account|acct|acc\.?|a\/c)[ _-]?(?:numbers|nos\.?|nrs\.?)${SEPARATOR}\d{6,18}(?:${LIST_JOIN}\d{6,18}){0,8}${LIST_JOIN})(?<value>\d{6,18})(?![\d.,]?\d|[\p{L}_])`,
  'giu',
);

// A chat's bare "sort" before a sort code's own shape ("Monzo, sort 04-00-04 account …").
const BARE_SORT = /(?<![\p{L}\p{N}])sort[ \t]*:?[ \t]*(?<value>\d{2}-\d{2}-\d{2})(?![\p{L}\p{N}_]|-\d)/giu;

// A Danish bank's registration number (four digits, Finans Danmark's "reg.nr.") before the
// account number it always comes with ("reg.nr. 5295 kontonr. 0001837264").
const DANISH_REG = /(?<![\p{L}\p{N}])reg(?:\.[ \t]*|istrerings)?nr\.?[ \t]*:?[ \t]*(?<value>\d{4})(?=[ \t]*[,/]?[ \t]*(?:og[ \t]+)?konto)/giu;

// Chinese "account number" (帳號, 账号, 帳戶, 账户; Hong Kong's 戶口號碼), written with no space
// before it after the bank's name ("台北富邦銀行 帳號 8210-4417-2863-05", "工商银行账号：6222…"): the
// eighth reading's Taiwanese claim letter.
const CJK_LABEL = new RegExp(String.raw`(?:帳號|账号|賬號|帳戶|账户|戶口號碼|户口号码)[ \t]*[:：]?[ \t]*${NUMBER}`, 'gu');

// A Hong Kong tenancy's "account: HSBC 004-512-384917-838" (the seventh reading): the bank's
// name in capitals between the label and a number of eight digits or more (a currency's code
// there is an amount's: "account: USD 12 500").
const CURRENCY = 'USD|EUR|GBP|HKD|CHF|JPY|CNY|RMB|AUD|CAD|SGD|INR|KES|NZD|ZAR|AED|SAR|PLN|SEK|NOK|DKK|CZK|HUF|BRL|MXN|TRY|PHP|IDR|MYR|THB|VND|KRW|TWD|ILS|EGP|NGN';
const BANK_NAME = String.raw`(?:(?!(?:${CURRENCY}|NO|NR|NUM)(?![\p{L}]))\p{Lu}{2,6}[ \t]+(?=\d(?:[ -]?\d){7}))?`;

// An Israeli bank's details as a letter gives them, the branch, then the account ("בנק הפועלים
// (12), סניף 633, חשבון 482917": the seventh reading's Bituach Leumi letter). `חשבון` alone is
// also a bill, so only after the branch's number (`סניף`), or as `חשבון בנק` (a bank account).
const HEBREW_ACCOUNT = /(?:סניף[ \t]*:?[ \t]*\d{2,4}[ \t]*,?[ \t]*(?:מספר[ \t]+)?חשבון|(?:מספר[ \t]+)?חשבון[ \t]+(?:ה)?בנק)[ \t]*:?[ \t]*(?<value>\d{4,9}(?:[-/]\d{1,3})?)(?![\p{L}\p{N}]|[-/.,]\p{N})/gu;

// A Uruguayan savings account as BROU and other banks write it (`caja de ahorro en pesos Nº
// 001418273-00002`: the account and its sub-account after a hyphen; the eleventh reading's BPS
// certificate), after `caja de ahorro(s)`, maybe its currency, and the number's sign.
const CAJA_DE_AHORRO = /(?<![\p{L}\p{N}])caja[ \t]+de[ \t]+ahorros?(?:[ \t]+en[ \t]+(?:pesos|bolivianos|d(?:ó|o)lares|moneda[ \t]+nacional))?[ \t]*(?:(?:n[°º]|nro\.?|n(?:ú|u)m(?:ero|\.))\.?[ \t]*)?:?[ \t]*(?<value>\d{6,14}(?:[-/]\d{1,6})?)(?![\p{L}\p{N}]|[-/.,]\p{N})/giu;

// A bank form's accounts listed by currency and kind, a line each (`USD Nostro: 02418273650019`,
// `ZiG current: 4182736501`: the fourteenth reading's Zimbabwean KYC update; ZiG is Zimbabwe
// Gold, ISO 4217 ZWG): the currency's code, the account's kind and a colon opening the line,
// then eight digits or more (an amount has fewer, or a decimal part).
const CURRENCY_KIND = new RegExp(
  String.raw`(?<=^|\n)[ \t]*(?:${CURRENCY}|ZiG|ZWG|ZWL|ZMW|UGX|TZS|GHS|MWK|BWP)[ \t]+(?:nostro|vostro|current|savings|cheque|checking|call|deposit|FCA)(?:[ \t]+(?:account|acct|a\/c))?[ \t]*:[ \t]*(?<value>\d{8,18})(?![\p{L}\p{N}]|[.,]\d)`,
  'giu',
);

// A RIB's shape (bank 5, branch 5, account 11, key 2: the French, UEMOA and Malagasy RIB) is
// bank-account-national.ts's, which checks its key: a wrong key after `compte n°` stays.
const RIB_SHAPE = /^\d{5}[ -]?\d{5}[ -]?\d{11}[ -]?\d{2}$/;

// A date written with hyphens ("account 2023-10-18") is no account number.
const DATE_SHAPE = /^(?:\d{4}-\d{2}-\d{2}|\d{2}-\d{2}-\d{4})$/;

export default defineDetector({
  id: 'bank-account',
  entity: 'IBAN',
  patterns: () => [new RegExp(`${LABEL}${SEPARATOR}${BANK_NAME}${NUMBER}`, 'giu'), BARE_SORT, LISTED, DANISH_REG, CJK_LABEL, HEBREW_ACCOUNT, CAJA_DE_AHORRO, CURRENCY_KIND],
  // "account" followed by what a label has (a bare "account" is common in prose: "take into account").
  keywords: [
    'account n', 'account #', 'account:', 'account :', 'account_', 'account-', 'account=', 'account =', 'account"', "account'", 'bank account',
    'acct', 'a/c', 'sort:', 'sort code', 'sort_code', 'sort-code', 'sortcode', 'bsb', 'routing n', 'routing_n', 'aba n', 'aba_n', 'cuenta', 'conto', 'conta n',
    'konto', 'caja de ahorro', 'reg.nr', 'reg. nr', 'regnr', 'registreringsnr', 'rekening', 'compte', 'cbu', 'nuban', 'számlaszám', 'szamlaszam', 'akaun', 'akaon', 'суратҳисоб', 'nostro', 'current:', 'savings:', 'current account:', '帳號', '账号', '賬號', '帳戶', '账户', '戶口號碼', '户口号码', 'סניף', 'חשבון',
    // "account" ending a line, "no." opening the next (a label a line break split). (CLABE is
    // found after "cuenta": "clabe" as a keyword inside words cost 2 ms on the bench corpus.)
    'account\nn', 'account\r\nn',
    // A kind's account at a line's end, its number opening the next; Turkmen `hasaby №`.
    ...[...'0123456789'].flatMap((d) => [`account\n${d}`, `account\r\n${d}`]), 'hasaby', 'hasap',
    // "account 19283746", "acc 48211937": a number right after the bare word, as a chat gives it.
    ...[...'0123456789'].flatMap((d) => [`account ${d}`, `acc ${d}`, `acc. ${d}`, `sort ${d}`]),
  ],
  keywordsInWords: true,
  window: 64,
  score: 0.8,
  validate: (value) => !DATE_SHAPE.test(value) && !RIB_SHAPE.test(value) && new Set(value.replace(/\D/g, '')).size > 1,
  examples: {
    positive: [
      // The fifth reading's Chilean lease (fictitious): the number on the line after "N°".
      { text: 'mediante transferencia a la cuenta corriente N°\n00-482-91736-05 del Banco de Chile', match: '00-482-91736-05' },
      // The eleventh reading's Uruguayan certificate (fictitious): BROU's account and sub-account.
      { text: 'BROU, caja de ahorro en pesos Nº 001418273-00002.', match: '001418273-00002' },
      // Fictitious numbers; the shapes: UK sort code and account number (Pay.UK, "sort code
      // and account number" guidance), Australian BSB and account (AusPayNet BSB format),
      // Indian savings accounts (9 to 18 digits, RBI), Spanish CCC (Banco de España).
      { text: 'sort code 20-45-77 and account number 41938265', match: ['20-45-77', '41938265'] },
      { text: 'BSB: 063-182   Account: 10457823', match: ['063-182', '10457823'] },
      { text: 'Bank a/c no.     : 50100234567812 (HDFC Bank)', match: '50100234567812' },
      { text: 'disputes the charge (acct 7730021984)', match: '7730021984' },
      { text: 'account_number = 71920384', match: '71920384' },
      { text: '{"bank_account": "12345678"}', match: '12345678' },
      { text: 'Número de cuenta: 0049 1500 05 1234567892', match: '0049 1500 05 1234567892' },
      { text: 'Conto corrente n. 000012345678', match: '000012345678' },
      { text: 'Routing number 021000021, checking', match: '021000021' },
      // A chat's bare "account" and "acc" before the number (the reader's texts, docs/reader.md).
      { text: 'Monzo, sort code 04-00-04 account 19283746. standing order', match: ['04-00-04', '19283746'] },
      { text: 'Affected account nos. 30018847 and 30018874.', match: ['30018847', '30018874'] },
      { text: 'account numbers 41938265, 41938273 or 41938281', match: ['41938265', '41938273', '41938281'] },
      { text: 'D Karalis, acc 48211937', match: '48211937' },
      // The twentieth reading's Vanuatu lease (fictitious), in Bislama.
      { text: 'Yia rent: VT 24,000 evri yia, pem i go long akaon 10128473065 long Bred Bank', match: '10128473065' },
      // A fictitious account (the eighth reading's Taiwanese claim letter).
      { text: '匯入台端指定帳戶（台北富邦銀行 帳號 8210-4417-2863-05）。', match: '8210-4417-2863-05' },
      { text: 'Bank BSB 063-182 acc 1049 2387', match: ['063-182', '1049 2387'] },
      { text: 'Monzo, sort 04-00-04 account 19283746. standing order', match: ['04-00-04', '19283746'] },
      // A label split by a line break; Mexico's CLABE (18 digits, Banxico) after its name (the fourth reading).
      { text: 'Current account sort code 20-35-53, account\nno. 74019288, IBAN', match: ['20-35-53', '74019288'] },
      { text: 'en la cuenta CLABE 012180001234567899 (BBVA)', match: '012180001234567899' },
      // A Danish registration number and account (fictitious; the sixth reading's Danish letter).
      { text: 'NemKonto: reg.nr. 5295 kontonr. 0001837264.', match: ['5295', '0001837264'] },
      // The seventh reading's Hong Kong tenancy and Israeli letter (fictitious accounts): HSBC Hong
      // Kong's bank code 004, a branch and the account; an Israeli bank's branch, then the account.
      { text: "by autopay to the Landlord's account: HSBC 004-512-384917-838", match: '004-512-384917-838' },
      { text: 'בנק הפועלים (12), סניף 633, חשבון 482917', match: '482917' },
      { text: 'יש להעביר לחשבון בנק 4829173', match: '4829173' },
      // The sixteenth and fifteenth readings' Lebanese, Haitian, Turkmen, Botswana and US letters (fictitious accounts).
      { text: "un compte en livres libanaises n° 004-182736-001-422.", match: '004-182736-001-422' },
      { text: "mon compte d'épargne\nà la Unibank, n° 1041827365, ou", match: '1041827365' },
      { text: 'pensiýa hasaby № 2041827365, salgyt', match: '2041827365' },
      { text: 'held for your cheque account\n62041827365 are out of date', match: '62041827365' },
      { text: 'Account # at provider: 00418273-65', match: '00418273-65' },
      // The thirteenth and fifteenth readings' Paraguayan, Panamanian and Honduran savings accounts: a check digit after the groups.
      { text: 'su cuenta de ahorros Nº 04-18-27-365014-6', match: '04-18-27-365014-6' },
      { text: 'la cuenta de ahorro No. 21-418-273650-1 de Banco', match: '21-418-273650-1' },
    ],
    negative: [
      'la cuenta corriente N° 3 del edificio', // too short
      'account 2023-10-18', // a date
      'Account balance: 1,250.00', // an amount, after another word
      'account: 12345', // too short for an account number
      'Account: 1250000.00', // an amount
      'accounts 123456', // another word
      'account number 00000000', // a placeholder
      'account for 15% of revenue',
      'sort code: xx-xx-xx',
      'the acc 2024 season', // a year
      'account 12 of 30', // short figures
      'sort 2024-10-18 first', // a date
      '帳號：12345，密碼另寄', // too short for an account number
      'sort 12-34-5678', // no sort code's shape
      'reg.nr. 5295 i registret', // no account number after it
      'credited to your account: USD 12 500', // an amount in a currency
      'account: TOTAL 12 500 due', // fewer than eight digits after a word in capitals
      'חשבון 482917 לתשלום', // a bill's number: no branch before it, no bank after it
      'compte tenu de la loi n° 20041827 du code', // "taking into account": no account's kind or bank
      'take into account\n20241827 figures', // a bare account at a line's end
    ],
  },
});
