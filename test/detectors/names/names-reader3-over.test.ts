import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/engine/analyze.js';

/** Every finding as "ENTITY:value@start", in text order, with the default options. */
function found(text: string): string[] {
  return analyze(text, {}, '').map((f) => `${f.entity}:${text.slice(f.start, f.end)}@${f.start}`);
}

// Words the third reading saw removed that name no one (docs/reader.md). Fictitious people only.
describe('a Dutch sentence opening with a word no list knows', () => {
  it('takes no opening word of a Dutch text for a name', () => {
    // "15 februari" is a Dutch day and month: a date since probes22, and no name.
    expect(found('Stuur de ondertekende overeenkomst voor 15 februari terug.')).toEqual(['DATE:15 februari@40']);
    expect(found('Geachte mevrouw De Jong,\n\nHierbij ontvangt u de huurovereenkomst.')).toEqual(['PERSON_NAME:De Jong@16']);
  });

  it('still takes a name in English, and a listed name opening a Dutch sentence', () => {
    expect(found('Stuur said he would call.')).toEqual(['PERSON_NAME:Stuur@0']);
    expect(found('Femke belt morgen. Stuur het formulier terug.')).toEqual(['PERSON_NAME:Femke@0']);
  });
});

describe('software in a list', () => {
  it('takes no software that is also a family name for a person', () => {
    expect(found('Python, Scala, SQL, Kafka, Flink, dbt, Airflow, Terraform, AWS')).toEqual([]);
    expect(found('moved batch ETL to Kafka + Flink.')).toEqual([]);
  });

  it('still takes the family name with a given name, or among people', () => {
    expect(found('Please call Maria Scala tomorrow.')).toEqual(['PERSON_NAME:Maria Scala@12']);
    expect(found('Interviewers: Anna Jones, Kafka and Tom Baker.')).toEqual(['PERSON_NAME:Anna Jones@14', 'PERSON_NAME:Kafka@26', 'PERSON_NAME:Tom Baker@36']);
  });
});

describe('browsers and brands', () => {
  it('takes no browser of a HAR or a camera brand for a person', () => {
    expect(found('{"log": {"creator": { "name": "Firefox", "version": "133.0" }}}')).toEqual([]);
    expect(found('decoding DSC_0412.NEF (Nikon Z 6II, serial 6011487)')).toEqual([]);
  });
});
