import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * The values the twenty-third independent reader left standing (docs/reader.md, "The
 * twenty-third reading"), fixed after it: each case with the default options and the exact
 * redacted text, beside a near miss that must stay.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('national ids of the reading (national-ids/world-twenty-third.ts, world-seventeenth.ts)', () => {
  it("takes the Congolese NIU after its name, not alone (cg/niu)", () => {
    expect(redact('commerçante, NIU P2008410473621,\n')).toBe('commerçante, NIU [NATIONAL_ID],\n');
    expect(redact('réf. P2008410473621\n')).toBe('réf. P2008410473621\n');
  });

  it('takes the Cabo Verdean NIC (birth date, sex, sequence, check) after CNI, its date checked (cv/nic)', () => {
    expect(redact('Requerente: CNI nº 19680311M004B\n')).toBe('Requerente: CNI nº [NATIONAL_ID]\n');
    expect(redact('Requerente: CNI nº 19681311M004B\n')).toBe('Requerente: CNI nº 19681311M004B\n');
  });

  it('takes a Cabo Verdean NIF and an old BI after their names (cv/nif, cv/bi)', () => {
    expect(redact('For payroll I still have NIF 126048395 and phone\n')).toBe('For payroll I still have NIF [VAT_NUMBER] and phone\n');
    expect(redact('Precisa do meu NIF pro fiador? é 119384720\n')).toBe('Precisa do meu NIF pro fiador? é [VAT_NUMBER]\n');
    expect(redact('Fatura 126048395 paga\n')).toBe('Fatura 126048395 paga\n');
    expect(redact('Falecida: BI nº 42187\n')).toBe('Falecida: BI nº [NATIONAL_ID]\n');
    expect(redact('anexo ao processo nº 42187\n')).toBe('anexo ao processo nº 42187\n');
  });

  it("takes a Surinamese ID number after `ID-nr.` (sr/id)", () => {
    expect(redact('dhr. Ramdew Ramsaran, ID-nr. CK018473, tel.\n')).toContain('ID-nr. [NATIONAL_ID], tel.');
    expect(redact('Vlucht CK018473 vertrekt\n')).toBe('Vlucht CK018473 vertrekt\n');
  });

  it("takes the Myanmar NRC in Latin letters (national-id-labelled-thirteenth.ts)", () => {
    expect(redact('Employee NRC 12/BAHANA(N)048217, DOB\n')).toBe('Employee NRC [NATIONAL_ID], DOB\n');
    expect(redact('ratio 12/AB(N)048217\n')).toBe('ratio 12/AB(N)048217\n');
  });
});

describe('names after labels and titles (person-name-script-labelled.ts, person-name-title-caps.ts)', () => {
  it("takes a Mongolian birth certificate's child, parents (label glossed between slashes), applicant and registrar", () => {
    expect(redact('Хүүхдийн овог: Батбаярын\nХүүхдийн нэр: Тэмүүлэн\n')).toBe('Хүүхдийн овог: [PERSON_NAME]\nХүүхдийн нэр: [PERSON_NAME]\n');
    expect(redact('Эцэг /овог, нэр/: Дашдоржийн Батбаяр\n')).toBe('Эцэг /овог, нэр/: [PERSON_NAME]\n');
    expect(redact('Мэдүүлэг гаргагч: Д.Батбаяр (эцэг)\n')).toBe('Мэдүүлэг гаргагч: [PERSON_NAME] (эцэг)\n');
    expect(redact('Бүртгэсэн: Улсын бүртгэгч Н.Сарантуяа\n')).toBe('Бүртгэсэн: Улсын бүртгэгч [PERSON_NAME]\n');
    expect(redact('Бүртгэсэн: Улаанбаатар хот\n')).toBe('Бүртгэсэн: Улаанбаатар хот\n');
  });

  it("takes a Burmese contract's representative and numbered witnesses, not an office", () => {
    expect(redact('  ကိုယ်စားလှယ် - ဦးကျော်ဇင်ထွန်း (Managing Director)\n')).toBe('  ကိုယ်စားလှယ် - [PERSON_NAME] (Managing Director)\n');
    expect(redact('သက်သေ (၂) - ကိုအောင်ပြည့်စုံ\n')).toBe('သက်သေ (၂) - [PERSON_NAME]\n');
    expect(redact('  ကိုယ်စားလှယ် - ရန်ကုန်ရုံး\n')).toBe('  ကိုယ်စားလှယ် - ရန်ကုန်ရုံး\n');
  });

  it('takes the name after Maître and Me, an initial after Me only', () => {
    expect(redact('Je soussigné, Maître LOUKAKOU Fidèle, Huissier\n')).toBe('Je soussigné, Maître [PERSON_NAME], Huissier\n');
    expect(redact("L'Huissier\nMe LOUKAKOU F.\n")).toBe("L'Huissier\nMe [PERSON_NAME]\n");
    expect(redact('voir M. DIOP F. demain\n')).toBe('voir M. DIOP F. demain\n');
  });
});

describe('addresses, dates and accounts of the reading', () => {
  it('takes a Mongolian address wrapped after its khoroo, with its entrance (address-script-street.ts)', () => {
    expect(redact('хаяг: Улаанбаатар хот, Баянзүрх дүүрэг, 26-р хороо,\n  Нарны зам 41-р байр, 3-р орц, 52 тоот\n')).toBe('хаяг: [ADDRESS]\n');
  });

  it("takes a Tajik bill's abbreviated street, house and flat, not a street alone", () => {
    expect(redact('Суроға: ш. Душанбе, н. Сино, к. Саъдии Шерозӣ, х. 27, ҳуҷ. 114\n')).toBe('Суроға: ш. Душанбе, н. Сино, [ADDRESS]\n');
    expect(redact('Суроға: к. Саъдии Шерозӣ 27\n')).toBe('Суроға: к. Саъдии Шерозӣ 27\n');
  });

  it("takes a Bishkek micro-district's house and flat (address/cyrillic.ts)", () => {
    expect(redact('зарегистрированный по адресу: г. Бишкек, мкр. Джал-29, д. 14, кв. 37,\n')).toBe('зарегистрированный по адресу: [ADDRESS],\n');
  });

  it('takes a Mongolian date, its month and day checked (date.ts)', () => {
    expect(redact('Төрсөн: 2026 оны 03 сарын 14\n')).toBe('Төрсөн: [DATE]\n');
    expect(redact('1990 оны 5 дугаар сарын 12-ны өдөр\n')).toBe('[DATE]\n');
    expect(redact('2026 оны 13 сарын 14\n')).toBe('2026 оны 13 сарын 14\n');
  });

  it("takes an account after Russian `текущий счёт` or `лицевой счёт`, not an invoice's number (bank-account-script.ts)", () => {
    expect(redact('на текущий счёт Заёмщика № 1350100018472936\n')).toBe('на текущий счёт Заёмщика № [IBAN]\n');
    expect(redact('Рақами ҳисоби шахсӣ (лицевой счёт): 0417-2283-561\n')).toBe('Рақами ҳисоби шахсӣ (лицевой счёт): [IBAN]\n');
    expect(redact('Счёт № 2026004187 от 05.11.2026\n')).toBe('Счёт № 2026004187 от [DATE]\n');
  });
});

describe('user names and over-redaction of the reading', () => {
  it("takes a DiscordChatExporter author's name and nickname, not a role's or a server's", () => {
    expect(redact('"author": { "name": "mod_ganaa", "discriminator": "0000", "nickname": "Ganaa (mod)", "isBot": false }')).toBe(
      '"author": { "name": "[USERNAME]", "discriminator": "0000", "nickname": "[USERNAME]", "isBot": false }',
    );
    expect(redact('"roles": [ { "id": "2", "name": "Moderator", "color": "#E74C3C" } ]')).toBe('"roles": [ { "id": "2", "name": "Moderator", "color": "#E74C3C" } ]');
  });

  it("leaves OData's control information and Redis 6.2's `(redacted)` (username-handle.ts, redis-monitor.ts)", () => {
    expect(redact('{ "@odata.context": "https://graph.microsoft.com/v1.0/$metadata#auditLogs/signIns", "@odata.count": 4 }')).toBe(
      '{ "@odata.context": "https://graph.microsoft.com/v1.0/$metadata#auditLogs/signIns", "@odata.count": 4 }',
    );
    expect(redact('1762241008.502339 [0 10.12.3.41:53228] "AUTH" "(redacted)"\n')).toBe('1762241008.502339 [0 10.12.3.41:53228] "AUTH" "(redacted)"\n');
    expect(redact('1762241008.502339 [0 10.12.3.41:53228] "AUTH" "default" "Kj8#vQ2m!Lx9pR4w"\n')).toBe('1762241008.502339 [0 10.12.3.41:53228] "AUTH" "default" "[API_KEY]"\n');
  });

  it('leaves Dutch, French and Portuguese form and chat words (names-foreign-words.ts)', () => {
    expect(redact('Afdeling Studiefinanciering — Paramaribo\n')).toBe('Afdeling Studiefinanciering — [ADDRESS]\n');
    expect(redact('Ok. Filha, liga pra mim.\n')).toBe('Ok. Filha, liga pra mim.\n');
    expect(redact('Precisa do meu NIF?\n')).toBe('Precisa do meu NIF?\n');
  });
});
