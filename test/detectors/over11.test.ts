import { describe, expect, it } from 'vitest';
import { found, redacted } from '../helpers/findings.js';

describe('over11: words removed as what they are not', () => {
  it("reads an English word before a city's name as a place named after the city, not a person", () => {
    expect(found('First appearance - bail (condition: not to enter Trinity Leeds)')).toEqual(['ADDRESS:Leeds']);
    // A given name before the same city is still a person; a given name after the word too.
    expect(found('Statement taken from Tomasz Leeds on arrival.')).toEqual(['PERSON_NAME:Tomasz Leeds']);
    expect(found('the biggest ship is the Queen Mary 2')).toEqual(['PERSON_NAME:Queen Mary']);
    // The court list's city in capitals is no longer a person by coreference with "Trinity Leeds".
    const list = "HM COURTS & TRIBUNALS SERVICE\nDAILY COURT LIST - LEEDS MAGISTRATES' COURT\nWestgate, Leeds LS1 3BY\nLegal Adviser: Ms Rebecca Thistlewood\n    Offence: Theft from a shop (Theft Act 1968 s.1)\n    First appearance - bail (condition: not to enter Trinity Leeds)\n    In custody - produced from HMP Leeds (prison no. A8392DK)\n";
    expect(redacted(list)).toBe(
      "[ORGANIZATION]\nDAILY COURT LIST - LEEDS MAGISTRATES' COURT\nWestgate, [ADDRESS]\nLegal Adviser: [PERSON_NAME]\n    Offence: Theft from a shop (Theft Act 1968 s.1)\n    First appearance - bail (condition: not to enter Trinity [ADDRESS])\n    In custody - produced from HMP [ADDRESS] (prison no. [USERNAME])\n",
    );
  });

  it('reads a word no list knows joined by & or and to a region as a place', () => {
    expect(found('Prosecutor: CPS Yorkshire & Humberside   Defence: Mr K Baptiste')).toEqual(['ADDRESS:Yorkshire', 'ADDRESS:Humberside', 'PERSON_NAME:Mr K Baptiste']);
    // The same word beside a person stays a person.
    expect(found('Witnesses: Mr Davies and Humberside')).toEqual(['PERSON_NAME:Mr Davies', 'PERSON_NAME:Humberside']);
  });

  it("reads a Turkish institution's head as an organization's, not its first word as a person", () => {
    expect(found('2016 - 2018   Sabancı Üniversitesi, Veri Bilimi (Yüksek Lisans)')).toEqual(['ORGANIZATION:Sabancı Üniversitesi']);
    expect(found('Doç. Dr. Mehmet Ali Karaca - Sabancı Üniversitesi')).toEqual(['PERSON_NAME:Dr. Mehmet Ali Karaca', 'ORGANIZATION:Sabancı Üniversitesi']);
  });

  it('removes a service account named by an English word where a user key gives it, not everywhere', () => {
    const helm = 'image:\n  repository: registry.clinicbook.es/patient-portal\ndb:\n  username: portal\n  database: portal\ningress:\n  - host: portal.clinicbook.es\n';
    expect(redacted(helm)).toBe('image:\n  repository: registry.clinicbook.es/patient-portal\ndb:\n  username: [USERNAME]\n  database: portal\ningress:\n  - host: portal.clinicbook.es\n');
    const unit = '[Unit]\nDescription=Invoice ingest worker\n[Service]\nUser=ingest\nWorkingDirectory=/opt/ingest-worker\n';
    expect(redacted(unit)).toBe('[Unit]\nDescription=Invoice ingest worker\n[Service]\nUser=[USERNAME]\nWorkingDirectory=/opt/ingest-worker\n');
    // A person's login is still found again wherever it stands.
    expect(redacted('username: kmensah\nlast edited by kmensah')).toBe('username: [USERNAME]\nlast edited by [USERNAME]');
  });

  it("takes a Mexican street's colonia whole, with the street", () => {
    expect(found('Domicilio registrado de la trabajadora: Calle Fresno 112, Int. 3, Col. Santa María la Ribera,\nAlcaldía Cuauhtémoc.')).toEqual(['ADDRESS:Calle Fresno 112, Int. 3, Col. Santa María la Ribera', 'ADDRESS:Cuauhtémoc']);
    // A colonel after a comma is still a colonel.
    expect(found('Present: the board, Col. Andrew Whitcombe')).toEqual(['PERSON_NAME:Col. Andrew Whitcombe']);
  });

  it('reads a town that is also a given name before its weather as the town', () => {
    expect(found('Yesterday London was rainy')).toEqual(['ADDRESS:London']);
    expect(found('Yesterday London was late again')).toEqual(['PERSON_NAME:London']);
  });

  it('reads a Romance pronoun the lists hold as a given name as the pronoun before a verb', () => {
    expect(found('ella es krithika')).toEqual([]);
    expect(found('met ella yesterday at the pub')).toEqual(['PERSON_NAME:ella']);
  });

  it('keeps the form words of Mexican, Uruguayan, Indonesian, Hungarian and Danish letters', () => {
    expect(found('Jabatan     : Manajer Sumber Daya Manusia\nNama        : Dewi Lestari Wibowo')).toEqual(['PERSON_NAME:Dewi Lestari Wibowo']);
    expect(found('pengajuan Kredit Pemilikan Rumah (KPR) oleh Sdr. Budi Santoso')).toEqual(['ORGANIZATION:KPR', 'PERSON_NAME:Budi Santoso']);
    expect(found('Nemzeti Adó- és Vámhivatal\nÜgyintéző: Szabó-Tóth Krisztina')).toEqual(['PERSON_NAME:Szabó-Tóth Krisztina']);
    expect(found('Københavns Kommune\nKære Mette Holm Bech,\nudbetaling sker til din NemKonto.')).toEqual(['PERSON_NAME:Mette Holm Bech']);
    expect(found('afiliada al Sistema Nacional Integrado de Salud. Registro a nombre de Valentina Sosa Ferreira')).toEqual(['PERSON_NAME:Valentina Sosa Ferreira']);
  });

  it("reads a label's abbreviation, a bank code's name and a region's adjective as no one", () => {
    expect(found('Mobile: 0803 417 2285     Alt. mobile: +234 909 552 1047')).toEqual(['PHONE_NUMBER:0803 417 2285', 'PHONE_NUMBER:+234 909 552 1047']);
    // The same surname after a title is still the person.
    expect(found('Referred by Dr. Alt. Next review: March')).toEqual(['PERSON_NAME:Dr. Alt']);
    expect(found('Paid to: BSB 063-182  Account 1048 5527')).toEqual(['IBAN:063-182', 'IBAN:1048 5527']);
    expect(found('Paid to: MR JOHN SMITH')).toEqual(['PERSON_NAME:MR JOHN SMITH']);
    expect(found('Four colleagues move between our Nordic entities on 1 April.\nLotta Engström | HR Business Partner Nordics | +46 70 412 88 09')).toEqual(['PERSON_NAME:Lotta Engström', 'PHONE_NUMBER:+46 70 412 88 09']);
  });

  it("reads a Korean form's label as a label, and a word no list knows before a model's number as its maker", () => {
    // The label stays; the customer's name and number beside it go.
    expect(redacted('From: 김민지 <minji.kim92@naver.com>\n\n주문자: 김민지\n연락처: 010-4827-1936\n\nPlease call me on +82 10-4827-1936.\n')).toBe(
      'From: [PERSON_NAME] <[EMAIL_ADDRESS]>\n\n주문자: [PERSON_NAME]\n연락처: [PHONE_NUMBER]\n\nPlease call me on [PHONE_NUMBER].\n',
    );
    expect(found('[PATCH v2 3/5] usb: serial: ftdi_sio: add quirk for Fjordtek FT-240 adapters\n\nTested by Ingrid Solberg-Berg.')).toEqual(['PERSON_NAME:Ingrid Solberg-Berg']);
  });
});
