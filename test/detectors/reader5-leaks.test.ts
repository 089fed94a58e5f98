import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * The values the fifth independent reader left standing (docs/reader.md, "The fifth reading"),
 * fixed after it: each case with the default options and the exact redacted text, and the
 * guards that must stay. Each case failed before its fix.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('HL7 v2 messages (hl7.ts)', () => {
  const msh = 'MSH|^~\\&|EPICADT|GHH|LABSYS|GHH|202611191432||ADT^A01^ADT_A01|MSG00001|P|2.5.1\r';

  it("takes a patient's ids, name, birth, address, phones and account by their fields (HL7 v2.5.1 §3.4.2)", () => {
    expect(redact(`${msh}PID|1||PATID1234^^^GHH^MR~123-45-6789^^^SSA^SS||EVERYWOMAN^EVE^E^^Mrs||19620320|F|||2222 Home Street^Apt 4^Greensboro^NC^27401^USA^H||^PRN^PH^^1^555^5552004|||M||AC555444444|\r`)).toBe(
      `${msh}PID|1||[USERNAME]^^^GHH^MR~[NATIONAL_ID]^^^SSA^SS||[PERSON_NAME]||[DATE]|F|||[ADDRESS]^[ADDRESS]^H||^PRN^PH^^[PHONE_NUMBER]|||M||[USERNAME]|\r`,
    );
  });

  it('takes the operator, the doctors, the next of kin and the insured (EVN-5, PV1-7/17, NK1, IN1-16/18/19/36)', () => {
    expect(redact(`${msh}EVN|A01|202611191430|||KJONES^Kettering^Joan^^^^RN\rNK1|1|EVERYMAN^ADAM^A|SPO^Spouse||^PRN^PH^^1^555^5553001\rPV1|1|I|2000^2012^01||||1234567893^WHITE^Samuel^^^Dr^MD|||MED\rIN1|1|BCBS01|00418|BLUE CROSS||||||||||||EVERYWOMAN^EVE^E|SEL|19620320||||||||||||||||||POL448213907\r`)).toBe(
      `${msh}EVN|A01|202611191430|||[PERSON_NAME]^^^^RN\rNK1|1|[PERSON_NAME]|SPO^Spouse||^PRN^PH^^[PHONE_NUMBER]\rPV1|1|I|2000^2012^01||||[PERSON_NAME]^MD|||MED\rIN1|1|BCBS01|00418|BLUE CROSS||||||||||||[PERSON_NAME]|SEL|[DATE]||||||||||||||||||[USERNAME]\r`,
    );
  });

  it('reads nothing without an MSH segment, and leaves the fields that name no one', () => {
    expect(redact('PID|1||PATID1234^^^GHH^MR||EVERYWOMAN^EVE^E||19620320|F')).toBe('PID|1||PATID1234^^^GHH^MR||EVERYWOMAN^EVE^E||19620320|F');
    expect(redact(`${msh}PV1|1|I|2000^2012^01||||||||MED\r`)).toBe(`${msh}PV1|1|I|2000^2012^01||||||||MED\r`);
  });
});

describe('LDIF exports (ldif.ts)', () => {
  it("takes the person schemas' attributes by name, base64 values and `$`-parted addresses too (RFC 2849, RFC 4519)", () => {
    const entry = [
      'dn: uid=bjensen,ou=people,dc=example,dc=com',
      'objectClass: inetOrgPerson',
      'uid: bjensen',
      'cn:: QmrDuHJuIEplbnNlbg==',
      'sn: Jensen',
      'telephoneNumber: +1 408 555 1862',
      'employeeNumber: 20448213',
      'postalAddress: 14 Elm Row$Leeds$LS1 4BR',
      'userPassword: {SSHA}m9Xb2QvT0rLk4pYs8dWnE3hJc1aFgZuV',
      'manager: cn=Stella Okafor,ou=people,dc=example,dc=com',
      'departmentNumber: CHEM',
      '',
    ].join('\n');
    expect(redact(entry)).toBe(
      [
        'dn: uid=[USERNAME],ou=people,dc=example,dc=com',
        'objectClass: inetOrgPerson',
        'uid: [USERNAME]',
        'cn:: [PERSON_NAME]',
        'sn: [PERSON_NAME]',
        'telephoneNumber: [PHONE_NUMBER]',
        'employeeNumber: [USERNAME]',
        'postalAddress: [ADDRESS]',
        'userPassword: [API_KEY]',
        'manager: cn=[PERSON_NAME],ou=people,dc=example,dc=com',
        'departmentNumber: CHEM',
        '',
      ].join('\n'),
    );
  });

  it('reads no attribute outside an LDIF entry', () => {
    expect(redact('employeeNumber: 20448213\npostalCode: 4471')).toBe('employeeNumber: 20448213\npostalCode: 4471');
  });
});

describe('phone labels', () => {
  it('reads a Japanese form label spaced to its column, and its ideographic blanks', () => {
    expect(redact('電　　話　　090-4817-2953')).toBe('電　　話　　[PHONE_NUMBER]');
  });

  it('reads Greek phone words (Τηλέφωνο, τηλ., κινητό, κιν.)', () => {
    expect(redact('Τηλέφωνο: 2310 548 217, κινητό 6944 817 302')).toBe('Τηλέφωνο: [PHONE_NUMBER], κινητό [PHONE_NUMBER]');
    expect(redact('από τον σύζυγο (κιν. 6977 204 518).')).toBe('από τον σύζυγο (κιν. [PHONE_NUMBER]).');
  });

  it('reads "de contacto" after the phone word, and a second number listed after a found one', () => {
    expect(redact('Teléfono de contacto: 968 24 71 39 / 629 481 735')).toBe('Teléfono de contacto: [PHONE_NUMBER] / [PHONE_NUMBER]');
    expect(redact('Teléfono: 968 24 71 39, 629 481 735')).toBe('Teléfono: [PHONE_NUMBER], [PHONE_NUMBER]');
  });

  it('leaves figures listed after figures that are no phone', () => {
    expect(redact('paid 2024 1215 / 2024 1216')).toBe('paid 2024 1215 / 2024 1216');
    expect(redact('contacto de 968 24 71 39')).toBe('contacto de 968 24 71 39');
  });
});

describe('postcode words of other languages (zip-code)', () => {
  it("takes a Romanian, Portuguese, Czech and Japanese postcode after its word or mark", () => {
    expect(redact('jud. Cluj, cod poștal 400363, posesoare')).toBe('jud. Cluj, cod poștal [ZIP_CODE], posesoare');
    expect(redact('Código postal: 1100-306')).toBe('Código postal: [ZIP_CODE]');
    expect(redact('PSČ 120 00')).toBe('PSČ [ZIP_CODE]');
    expect(redact('現 住 所　　〒154-0024')).toBe('現 住 所　　〒[ZIP_CODE]');
  });

  it("takes a postcode under a quoted key whose quote closes before the colon (a Python dict's repr)", () => {
    expect(redact("cleaned = {'town': 'Stroud', 'postcode': 'GL5 3QT'}")).toBe("cleaned = {'town': 'Stroud', 'postcode': '[ZIP_CODE]'}");
  });

  it('leaves figures after "code" and a postcode word before words', () => {
    expect(redact('the code 400363 is')).toBe('the code 400363 is');
    expect(redact('Postcode: 4471 and more')).toBe('Postcode: 4471 and more');
  });
});

describe('passwords set in SQL and by chpasswd (secrets/sql-password.ts)', () => {
  it("takes PostgreSQL's PASSWORD, MySQL's and Oracle's IDENTIFIED BY, and chpasswd's input", () => {
    expect(redact("2026-11-19 08:11:20.334 UTC [48260] LOG:  statement: ALTER ROLE svc_reporting WITH PASSWORD 'R3port!ng-Nov26';")).toBe(
      "[DATE] [48260] LOG:  statement: ALTER ROLE svc_reporting WITH PASSWORD '[API_KEY]';",
    );
    expect(redact('CREATE USER scott IDENTIFIED BY Tiger2024x;')).toBe('CREATE USER scott IDENTIFIED BY [API_KEY];');
    expect(redact('"user_data": "#!/bin/bash\\necho \'ubuntu:Harbour-Lights-2026\' | chpasswd\\n",')).toBe('"user_data": "#!/bin/bash\\necho \'ubuntu:[API_KEY]\' | chpasswd\\n",');
  });

  it('leaves "identified by" in prose', () => {
    expect(redact('The man identified by Police2024x was')).toBe('The man identified by Police2024x was');
  });
});

describe('account numbers and sessions', () => {
  it("takes an insured person's number, a Telegram sender id and a session cookie printed as a Python value", () => {
    expect(redact('Vorsorgeausweis / Versicherten-Nr. 30-448213-07')).toBe('Vorsorgeausweis / Versicherten-Nr. [USERNAME]');
    expect(redact('"from_id": "user6620481735",')).toBe('"from_id": "[USERNAME]",');
    expect(redact("COOKIES:\nsessionid = 'ytq8d5n2wo3k7rbm1s9xgz4hf6ceulpa'")).toBe("COOKIES:\nsessionid = '[API_KEY]'");
  });
});

describe('Japanese names after a spaced label (names-scripts.ts)', () => {
  it('takes the family and the given name after 氏　名, parted by an ideographic blank', () => {
    expect(redact('氏　　名　　高橋　美咲\n生年月日')).toBe('氏　　名　　[PERSON_NAME]\n生年月日');
  });

  it('leaves the words after a Chinese name and an ASCII blank', () => {
    expect(redact('姓名: 王秀英 来了')).toBe('姓名: [PERSON_NAME] 来了');
  });
});

describe('dates, national IDs and logins of the fifth reading', () => {
  it('takes a date written with a full stop and a blank, with a four-digit year (ČSN 01 6910)', () => {
    expect(redact('Datum narození: 12. 3. 1988')).toBe('Datum narození: [DATE]');
    expect(redact('Kapitel 1. 2. 34 und steps 1. 2. 3. 4.')).toBe('Kapitel 1. 2. 34 und steps 1. 2. 3. 4.');
  });

  it("takes Chile's RUT printed with its dots alone, and after its word without them (cl/rut)", () => {
    expect(redact('cédula nacional de identidad N° 14.582.937-2, domiciliada')).toBe('cédula nacional de identidad N° [NATIONAL_ID], domiciliada');
    expect(redact('profesor, RUT\n9.273.481-1, en adelante')).toBe('profesor, RUT\n[NATIONAL_ID], en adelante');
    expect(redact('total 12.531.909-3')).toBe('total 12.531.909-3');
  });

  it("takes the login of a cloud resource's ManagedBy or owned_by tag (username-assignment)", () => {
    expect(redact('"tags": {"Name": "bastion", "ManagedBy": "eoin.gallagher"}')).toBe('"tags": {"Name": "bastion", "ManagedBy": "[USERNAME]"}');
    expect(redact('owned_by=priya.r')).toBe('owned_by=[USERNAME]');
  });
});

describe('FHIR resources (fhir.ts)', () => {
  it("takes a HumanName's family next to its given names, and the values of an identifier array", () => {
    const patient = '{"resourceType": "Patient", "identifier": [{"system": "urn:oid:2.16.840.1.113883.19.5", "value": "NB00582174"}], "name": [{"family": "Castellanos", "given": ["Mateo"]}], "gender": "male"}';
    expect(redact(patient)).toBe(
      '{"resourceType": "Patient", "identifier": [{"system": "urn:oid:2.16.840.1.113883.19.5", "value": "[USERNAME]"}], "name": [{"family": "[PERSON_NAME]", "given": ["[PERSON_NAME]"]}], "gender": "male"}',
    );
  });

  it('leaves a family without given names, and a text that is no FHIR resource', () => {
    expect(redact('{"resourceType": "Font", "family": "Roboto Mono", "weight": 400}')).toBe('{"resourceType": "Font", "family": "Roboto Mono", "weight": 400}');
  });
});

describe('CJK dates (date.ts)', () => {
  it('takes year, month and day with their characters, and the era in brackets after the year', () => {
    expect(redact('生年月日　　1993年（平成5年）4月17日生（満33歳）')).toBe('生年月日　　[DATE]生（満33歳）');
    expect(redact('2026년 3월 5일에')).toBe('[DATE]에');
  });

  it('leaves a month that is none and a five-digit "year"', () => {
    expect(redact('1993年13月1日 12345年4月1日')).toBe('1993年13月1日 12345年4月1日');
  });
});

describe("a PostgreSQL log's bound parameters (pg-parameters.ts)", () => {
  it('gives each value the type of the column its placeholder meets in the statement logged before it', () => {
    const log = [
      'LOG:  duration: 2418.552 ms  execute <unnamed>: SELECT * FROM customers WHERE lower(last_name) = lower($1) AND postcode = $2',
      "DETAIL:  parameters: $1 = 'Nwachukwu', $2 = 'M14 5RG'",
      'LOG:  duration: 1187.204 ms  execute <unnamed>: UPDATE customers SET phone = $1, address_line1 = $2, status = $3',
      "DETAIL:  parameters: $1 = '07700 900 517', $2 = '88 Wilmslow Road, Flat 6', $3 = 'active'",
      'LOG:  execute <unnamed>: INSERT INTO contacts (email, first_name) VALUES ($1, $2)',
      "DETAIL:  parameters: $1 = 'kofi@example.org', $2 = 'Kofi'",
      '',
    ].join('\n');
    expect(redact(log)).toBe(
      [
        'LOG:  duration: 2418.552 ms  execute <unnamed>: SELECT * FROM customers WHERE lower(last_name) = lower($1) AND postcode = $2',
        "DETAIL:  parameters: $1 = '[PERSON_NAME]', $2 = '[ZIP_CODE]'",
        'LOG:  duration: 1187.204 ms  execute <unnamed>: UPDATE customers SET phone = $1, address_line1 = $2, status = $3',
        "DETAIL:  parameters: $1 = '[PHONE_NUMBER]', $2 = '[ADDRESS]', $3 = 'active'",
        'LOG:  execute <unnamed>: INSERT INTO contacts (email, first_name) VALUES ($1, $2)',
        "DETAIL:  parameters: $1 = '[EMAIL_ADDRESS]', $2 = '[PERSON_NAME]'",
        '',
      ].join('\n'),
    );
  });
});

describe('street lines in capitals (address/lower-case.ts)', () => {
  it('reads a street line printed in capitals as the lower-case one, up to the first small letter', () => {
    expect(redact('Current address: 4410 SE ALDER ST APT 12, PORTLAND OR 97215 (reported 03/2023)')).toBe('Current address: [ADDRESS] (reported 03/2023)');
    expect(redact('SHIP TO: 12 N MAIN ST, SPRINGFIELD IL 62701')).toBe('SHIP TO: [ADDRESS]');
    // Oregon's "or" is a state, not a word of the city's name (lower case too).
    expect(redact('4410 se alder st apt 12, portland or 97215')).toBe('[ADDRESS]');
  });

  it('leaves capitals that are no street line', () => {
    expect(redact('SEE 5 PM ST LOUIS TIME')).toBe('SEE 5 PM ST LOUIS TIME');
    expect(redact('ROOM 12 MAIN HALL')).toBe('ROOM 12 MAIN HALL');
  });
});

describe('GEDCOM files (gedcom.ts)', () => {
  // The street takes its postcode's line with it (address.ts: a street ending its line takes the lines down to its postcode).
  it('takes names, events\' places and an address by their tags (GEDCOM 5.5.1)', () => {
    expect(redact('0 HEAD\n1 GEDC\n2 VERS 5.5.1\n0 @I2@ INDI\n1 NAME Margaret Isobel /Fairbairn/\n2 SURN Fairbairn\n1 RESI\n2 ADDR 9 Tannery Close\n2 POST LA9 4PW\n1 FAMS @F1@\n0 TRLR\n')).toBe(
      '0 HEAD\n1 GEDC\n2 VERS 5.5.1\n0 @I2@ INDI\n1 NAME [PERSON_NAME]\n2 SURN [PERSON_NAME]\n1 RESI\n2 ADDR [ADDRESS]\n1 FAMS @F1@\n0 TRLR\n',
    );
  });

  it('reads no tag without the header', () => {
    expect(redact('1 GIVN unknown\n1 POST 4471')).toBe('1 GIVN unknown\n1 POST 4471');
  });
});

describe('a Japanese given name after a listed family name (names-scripts.ts)', () => {
  it('takes it after the ideographic blank', () => {
    expect(redact('緊急連絡先：高橋　健一（父）')).toBe('緊急連絡先：[PERSON_NAME]（父）');
  });
});
