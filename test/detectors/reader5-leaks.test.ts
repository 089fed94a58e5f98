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
