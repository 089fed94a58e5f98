import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine/index.js';

/** What the engine finds in `text` with default options: entity and exact text, in order. */
function found(text: string): string[] {
  return analyze(text).map((f) => `${f.entity}:${text.slice(f.start, f.end)}`);
}

/** The findings of one entity: their texts. */
function of(entity: string, text: string): string[] {
  return analyze(text)
    .filter((f) => f.entity === entity)
    .map((f) => text.slice(f.start, f.end));
}

describe("leaks46: reader20's and reader21's leftovers", () => {
  it('takes a Swedish clearing and account number as one account', () => {
    const text = 'New hire paperwork for her: start next week, bank 8327-9 914 062 718-5. Please don\'t forward.';
    expect(of('IBAN', text)).toEqual(['8327-9 914 062 718-5']);
    expect(of('IBAN', 'Lönen sätts in på konto 8105-9 123 456 789-0 varje månad')).toEqual(['8105-9 123 456 789-0']);
    expect(of('IBAN', 'Mitt kontonummer: 5234, 1234567 (SEB)')).toEqual(['5234, 1234567']);
  });

  it('leaves a wrong Swedbank clearing, a bare bank with four digits, and bank holidays', () => {
    expect(of('IBAN', 'bank 8327-8 914 062 718-5')).toEqual([]);
    expect(of('IBAN', 'bank 6789 1234567 till oss')).toEqual([]);
    expect(of('IBAN', 'the bank 2024 annual report, page 1234567')).toEqual([]);
    expect(found('bank holiday 2026 on the first Monday')).toEqual([]);
  });

  it('takes a Bahraini passport number after its Arabic label', () => {
    expect(of('NATIONAL_ID', 'Passport No. / رقم الجواز:    2419837\nNationality / الجنسية:        Bahraini')).toEqual(['2419837']);
    expect(of('NATIONAL_ID', 'رقم جواز السفر: A12345678')).toEqual(['A12345678']);
    expect(of('NATIONAL_ID', 'رسوم جواز السفر 250000 فلس')).toEqual([]);
  });

  it("takes a Vanuatu lease's akaon (Bislama: account)", () => {
    expect(of('IBAN', 'Yia rent: VT 24,000 evri yia, pem i go long akaon 10128473065 long\nBred Bank')).toEqual(['10128473065']);
    expect(of('IBAN', 'akaon blong yu i stap')).toEqual([]);
  });

  it("takes PayPal's payer_id and a URL-encoded UK postcode, not the merchant's id", () => {
    const text = 'mc_gross=64.90&address_status=confirmed&payer_id=QX7M2K9RLP4BN&charset=UTF-8&address_zip=LS2+9NZ&mc_fee=2.40&receiver_id=H4N8ZP2QWX6TJ&txn_type=web_accept';
    expect(of('USERNAME', text)).toEqual(['QX7M2K9RLP4BN']);
    expect(of('ZIP_CODE', text)).toEqual(['LS2+9NZ']);
    expect(of('ZIP_CODE', 'address_zip=LS2%209NZ&x=1')).toEqual(['LS2%209NZ']);
    expect(of('ZIP_CODE', 'sku=LS2+9NZ&qty=1')).toEqual([]);
  });

  it("reads an SQL LIKE pattern's text under a name column", () => {
    const text = "414 Query\tSELECT c.last_name, o.total FROM customers c WHERE c.last_name LIKE 'Kowalczyk%' AND o.created_at > '2026-01-01'";
    expect(of('PERSON_NAME', text)).toEqual(['Kowalczyk']);
    expect(of('PERSON_NAME', "WHERE last_name like '%Nowak%'")).toEqual(['Nowak']);
    expect(of('PERSON_NAME', "WHERE name LIKE '%son%' LIMIT 5")).toEqual([]);
    expect(of('PERSON_NAME', "WHERE title LIKE 'Kowalczyk%'")).toEqual([]);
  });

  it('reads a kinship noun as the kin, the name after it as the person', () => {
    const text = 'Tel. +423 262 18 57 / Tochter (Bezugsperson): Kathrin Marxer, 079 418 62 03';
    expect(of('PERSON_NAME', text)).toEqual(['Kathrin Marxer']);
    expect(of('PERSON_NAME', 'Die Patientin wurde von der Tochter vorgestellt.')).toEqual([]);
    expect(of('PERSON_NAME', 'Ihre Tochter Lena kommt morgen.')).toEqual(['Lena']);
    expect(of('PERSON_NAME', 'Sohn: Markus Frick')).toEqual(['Markus Frick']);
  });
});

describe('leaks46: phones without their usual cues, short texts', () => {
  it("takes an Egyptian mobile after a word of calling, in Arabic-Indic digits too, spans on the text", () => {
    const text = 'لو في أي مشكلة كلمني، رقمي 01098765432\nأو على الواتساب ٠١١٥٥٥٠١٢٣٤ - أحمد';
    expect(of('PHONE_NUMBER', text)).toEqual(['01098765432', '٠١١٥٥٥٠١٢٣٤']);
    expect(of('PHONE_NUMBER', 'الموبايل: ٠١٠١٢٣٤٥٦٧٨')).toEqual(['٠١٠١٢٣٤٥٦٧٨']);
    expect(of('PHONE_NUMBER', 'call ref 0712345678')).toEqual([]);
    expect(of('PHONE_NUMBER', 'Order 0712345678 shipped')).toEqual([]);
  });

  it('takes a Kenyan 2547… mobile without its "+" in an M-PESA SMS', () => {
    expect(found('QK7H2 Confirmed. Ksh500.00 sent to JOHN OTIENO 254712345678 on 1/2/26')).toEqual(['PERSON_NAME:JOHN OTIENO', 'PHONE_NUMBER:254712345678', 'DATE:1/2/26']);
    expect(of('PHONE_NUMBER', 'call 0412345678 ended')).toEqual([]);
    expect(of('PHONE_NUMBER', 'Order 254712345678 shipped')).toEqual([]);
  });

  it("reads a short text's opener as a word when it is a Spanish imperative or a numbered thing", () => {
    expect(found('Llámale al 612 34 56 78.')).toEqual(['PHONE_NUMBER:612 34 56 78']);
    expect(of('PERSON_NAME', 'Paczka nr 6200 1234 5678 dla Agnieszka Wróblewska czeka w Paczkomacie WAW21M.')).toEqual(['Agnieszka Wróblewska']);
    expect(of('PERSON_NAME', 'Ángela llega mañana.')).toEqual(['Ángela']);
    expect(of('PERSON_NAME', 'Zbigniew czeka na ciebie.')).toEqual(['Zbigniew']);
  });

  it('keeps Hinglish "naam" and removes the name', () => {
    expect(found('mera naam Rahul hai')).toEqual(['PERSON_NAME:Rahul']);
    expect(of('PERSON_NAME', 'maine bhej diya tha Rohit Khandelwal ke naam se')).toEqual(['Rohit Khandelwal']);
  });
});
