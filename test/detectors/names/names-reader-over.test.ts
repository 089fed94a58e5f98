import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/engine/analyze.js';

/** Every finding as "ENTITY:value", in text order. */
function found(text: string, hint = ''): string[] {
  return analyze(text, {}, hint).map((f) => `${f.entity}:${text.slice(f.start, f.end)}`);
}

describe('config values read as no name (an independent reader)', () => {
  it('takes no storage engine with an acronym after its inner capital for a person', () => {
    expect(found(') ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;')).toEqual([]);
    expect(found('ENGINE=InnoDB')).toEqual([]);
  });

  it('takes no IANA time zone for a person', () => {
    expect(found('timezone = Europe/London')).toEqual([]);
    expect(found('DTSTART;TZID=Europe/London:20231123T140000')).toEqual([]);
    expect(found('tz: America/Argentina/Buenos_Aires')).toEqual([]);
    // The owner on the next line is still a person.
    expect(found('timezone = Europe/London\nowner = Margaret Ellwood')).toEqual(['PERSON_NAME:Margaret Ellwood']);
  });

  it("takes no word of an iCalendar product id for a person", () => {
    expect(found('PRODID:-//Acme Corp//Calendar 1.0//EN')).toEqual([]);
    expect(found('<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN"')).toEqual([]);
  });
});

describe('Spanish and Italian letters and forms (an independent reader)', () => {
  it("takes no salutation's word for a person", () => {
    expect(found('Estimados señores de Telecomunicaciones Ibéricas S.A.:')).toEqual(['ORGANIZATION:Telecomunicaciones Ibéricas S.A.']);
    expect(found('Estimada señora Ortega:')).toEqual(['PERSON_NAME:Ortega']);
  });

  it("takes no form label's words for a person or an organization", () => {
    const form = 'Teléfono móvil: 612 345 678\nCorreo electrónico: mcarmen.ortega@correo.es\nFecha de nacimiento: 04/07/1979';
    expect(found(form).filter((f) => /^(PERSON_NAME|ORGANIZATION):/.test(f))).toEqual([]);
    // A speaker before a colon is still a person.
    expect(found('Kalinda wrote: hi there')).toEqual(['PERSON_NAME:Kalinda']);
    expect(found('Pyrion is the best: so good')).toEqual(['PERSON_NAME:Pyrion']);
  });

  it('reads the town after "nata a" as a place, not a person', () => {
    expect(found('Giulia Bianchi, nata a Milano il 7 maggio 1982')).toEqual(['PERSON_NAME:Giulia Bianchi', 'ADDRESS:Milano', 'DATE:7 maggio 1982']);
  });
});

describe('jobs, diseases and employers (an independent reader)', () => {
  it('takes no specialist or disease named by its Latin or Greek ending for a person', () => {
    expect(found('Dr Alistair Pembroke\nConsultant Rheumatologist\n')).toEqual(['PERSON_NAME:Dr Alistair Pembroke']);
    expect(found('referred to the Nephrologist today')).toEqual([]);
    expect(found('dx: diabetes mellitus, sarcoidosis lol')).toEqual([]);
    // An unknown word in lower case without such an ending is still a name in a chat line.
    expect(found('thanks hangwani')).toEqual(['PERSON_NAME:hangwani']);
  });

  it('reads the words after a job and a comma that are no name as the employer', () => {
    expect(found('Daniel Okafor\nPayroll Manager, Northwind Logistics')).toEqual(['PERSON_NAME:Daniel Okafor', 'ORGANIZATION:Northwind Logistics']);
    expect(found('Payroll Manager, Daniel Okafor')).toEqual(['PERSON_NAME:Daniel Okafor']);
  });
});

describe('a city in a US address (an independent reader)', () => {
  it('reads the word before a state code and a ZIP code as the city, not a person', () => {
    const line = 'Address: 4821 Cedar Hollow Dr, Apt 12B, Columbus, OH 43215';
    expect(found(line)).toEqual(['ADDRESS:4821 Cedar Hollow Dr, Apt 12B, Columbus, OH 43215']);
    // Asked for people alone, there is none in it.
    expect(analyze(line, { entities: ['PERSON_NAME'] }, '')).toEqual([]);
    // The same name beside a person's surname is still a person.
    expect(found('Please call Columbus Ardley tomorrow.')).toEqual(['PERSON_NAME:Columbus Ardley']);
  });
});

describe('lower-case names in chat (an independent reader)', () => {
  it('takes a given name after "thx" for a person', () => {
    expect(found('thx tom')).toEqual(['PERSON_NAME:tom']);
  });

  it('takes a given name in lower case after a possessive and a kinship word for a person', () => {
    expect(found('my husband jake is coming too')).toEqual(['PERSON_NAME:jake']);
    expect(found('my sister grace, and her dog')).toEqual(['PERSON_NAME:grace']);
    // A word that is also a name, used as a word there, stays one.
    expect(found('my son will bring his own lunch')).toEqual([]);
    expect(found('my sister rose early')).toEqual([]);
  });
});
