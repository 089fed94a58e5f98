import { describe, expect, it } from 'vitest';
import { found, redacted } from '../helpers/findings.js';

describe('over14: everyday words removed as names (the lead probes, default options)', () => {
  it('keeps a word after an ordinal (an ordinal suffix is no word before a name); the person beside it goes', () => {
    expect(redacted('Write to us: 3rd Floor, 10 Finsbury Square, London EC2A 1AF')).toBe('Write to us: 3rd Floor, [ADDRESS]');
    expect(redacted('Meet me on the 2nd Floor with Mark')).toBe('Meet me on the 2nd Floor with [PERSON_NAME]');
    // The same word after a word in lower case is still a name.
    expect(redacted('I met Floor yesterday')).toBe('I met [PERSON_NAME] yesterday');
  });

  it("keeps a company's name before what it names and the car's model; the driver goes", () => {
    expect(redacted('Your Uber driver Kofi is arriving in a Toyota Prius')).toBe('Your Uber driver [PERSON_NAME] is arriving in a Toyota Prius');
    expect(redacted('I sold my Toyota Corolla to Kofi Mensah')).toBe('I sold my Toyota Corolla to [PERSON_NAME]');
    expect(redacted('my Netflix account was hacked by Ama Owusu')).toBe('my Netflix account was hacked by [PERSON_NAME]');
    // Without a determiner the firm is still the firm; a given name before a car is left as it was.
    expect(found('Uber and Lyft drivers protested, said Kofi Mensah')).toContain('PERSON_NAME:Kofi Mensah');
    expect(found('a Toyota Kofi')).toEqual(['ADDRESS:Toyota', 'PERSON_NAME:Kofi']);
  });

  it('keeps a drug prescribed or before a dose; the doctor goes', () => {
    expect(redacted('Dr. House prescribed Vicodin for the pain')).toBe('[PERSON_NAME] prescribed Vicodin for the pain');
    expect(redacted('She takes Zoloftin 50 mg daily, said Ama Owusu')).toBe('She takes Zoloftin 50 mg daily, said [PERSON_NAME]');
    // A word no list knows elsewhere is still a name.
    expect(redacted('I prescribed Brambatti a rest')).toBe('I prescribed Brambatti a rest');
    expect(redacted('She met Brambatti yesterday')).toBe('She met [PERSON_NAME] yesterday');
  });

  it('keeps Vietnamese titles and compounds (Ông, Liên hệ, Địa chỉ); the name after them goes whole', () => {
    // The number after "Liên hệ:" (contact) is a phone since leaks28.
    expect(redacted('Ông Trần Văn Bình, Liên hệ: 0912 345 678')).toBe('Ông [PERSON_NAME], Liên hệ: [PHONE_NUMBER]');
    expect(found('Ông Trần Văn Bình, Liên hệ: 0912 345 678')).toEqual(['PERSON_NAME:Trần Văn Bình', 'PHONE_NUMBER:0912 345 678']);
    expect(redacted('Địa chỉ email: lan.nguyen@example.vn')).toBe('Địa chỉ email: [EMAIL_ADDRESS]');
    expect(redacted('Bà Nguyễn Thị Lan đã gọi')).toBe('Bà [PERSON_NAME] đã gọi');
    expect(redacted('Thank you, Nguyễn Văn Hùng. Ông vui lòng mang theo thẻ cũ.')).toBe('Thank you, [PERSON_NAME]. Ông vui lòng mang theo thẻ cũ.');
    // "Ong" without its circumflex is a Chinese and Malay surname; "Liên" before a word that is no Vietnamese syllable is her name.
    expect(found('Ong Beng Seng called')).toEqual(['PERSON_NAME:Ong Beng Seng']);
    expect(found('Gặp Liên hôm qua')).toContain('PERSON_NAME:Liên');
  });

  it('keeps Spanish verbs before a clitic object or the personal "a"; the person goes', () => {
    expect(redacted('te paso el contacto de mi primo Andrés')).toBe('te paso el contacto de mi primo [PERSON_NAME]');
    expect(redacted('ok te mando el numero de mateo')).toBe('ok te mando el numero de [PERSON_NAME]');
    expect(redacted('Llamé a Carmen el martes')).toBe('Llamé a [PERSON_NAME] el martes');
    expect(redacted('Conocí a Marta ayer')).toBe('Conocí a [PERSON_NAME] ayer');
    // French's auxiliary "a" before a participle still makes the word before it a person.
    expect(redacted('Kerbrat a appelé')).toBe('[PERSON_NAME] a appelé');
  });

  it("keeps a German document's compound and the word after it; a name after a role's compound still goes", () => {
    expect(redacted('Führerschein Klasse B seit 2010')).toBe('Führerschein Klasse B seit 2010');
    expect(redacted('Personalausweis und Steuernummer liegen bei, Jonas Weber')).toBe('Personalausweis und Steuernummer liegen bei, [PERSON_NAME]');
    expect(found('Kontoinhaber Brambatti')).toEqual(['PERSON_NAME:Kontoinhaber Brambatti']);
  });

  it('types a sign-off name before kisses as a person, not the town of that name', () => {
    expect(found('Love, Bex xx')).toEqual(['PERSON_NAME:Bex']);
    expect(found('Cheers, Bex x')).toEqual(['PERSON_NAME:Bex']);
    expect(found('We drove through Bex yesterday')).toEqual(['ADDRESS:Bex']);
  });

  it('types nine digits after "my ID" as the person\'s number when a national ID validates them too', () => {
    expect(found('Shalom, my ID is 000000018')).toEqual(['NATIONAL_ID:000000018']);
    // Bare, or named as a VAT code, the Lithuanian PVM code keeps its type.
    expect(found('Shalom, it is 000000018')).toEqual(['VAT_NUMBER:000000018']);
    expect(found('PVM kodas: 119511515')).toEqual(['VAT_NUMBER:119511515']);
  });
});

describe('over14: the readings\' form words', () => {
  it('keeps Kinyarwanda words opening a line of a Kinyarwanda text; the people and places in it still go', () => {
    const text = "Njyewe, Umunyamabanga w'Akagari, nemeza ko Mukamana Vestine:\nYavutse ku wa 14/08/1989.\nAtuye mu Mudugudu wa Rebero.\nBikorewe i Kimironko.";
    // (`Umunyamabanga`, "secretary", is a form word since over17.)
    expect(redacted(text)).toBe("Njyewe, Umunyamabanga w'Akagari, nemeza ko [PERSON_NAME]:\nYavutse ku wa [DATE].\nAtuye mu [PERSON_NAME] wa [PERSON_NAME].\nBikorewe i [PERSON_NAME].");
    // The same word opening an English sentence is still a name.
    expect(redacted('Yavutse said hi')).toBe('[PERSON_NAME] said hi');
  });

  it("keeps a page's abbreviation and a Spanish demonstrative that are towns' names too; the town after a cue stays a place", () => {
    expect(redacted('FAX COVER SHEET    Pag. 1 de 4')).toBe('FAX COVER SHEET    Pag. 1 de 4');
    expect(redacted('CONFIDENCIAL: Este fax contiene información de salud protegida de Carmen Rivera.')).toBe('CONFIDENCIAL: Este fax contiene información de salud protegida de [PERSON_NAME].');
    expect(found('We flew to Pag. 3 of us stayed')).toEqual(['ADDRESS:Pag']);
    expect(found('Este is a town near Padua')).toEqual(['ADDRESS:Este', 'ADDRESS:Padua']);
  });
});
