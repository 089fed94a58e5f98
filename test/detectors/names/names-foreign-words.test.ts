import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/engine/analyze.js';
import { FOREIGN_COMMON_WORDS, FORMAT_TAGS } from '../../../src/detectors/names/names-foreign-words.js';
import { isFamilyName } from '../../../src/detectors/names/names-gazetteer.js';

/** Every finding but dates as "ENTITY:value", in text order. */
function found(text: string): string[] {
  return analyze(text, {}, '')
    .filter((f) => f.entity !== 'DATE')
    .map((f) => `${f.entity}:${text.slice(f.start, f.end)}`);
}

describe('common words of other languages written with a capital', () => {
  it('lists no family name of the gazetteers', () => {
    expect([...FOREIGN_COMMON_WORDS, ...FORMAT_TAGS].filter((w) => isFamilyName(w))).toEqual([]);
  });

  it('reads a label, a salutation or a sentence opener as no name, and the surname in its place as one', () => {
    expect(found('Vážená paní,\nčíslo pojištěnce: 12')).toEqual([]);
    expect(found('Vážená paní Dvořáková,')).toEqual(['PERSON_NAME:Dvořáková']);
    expect(found('Salariul brut lunar este de 14.800 lei.')).toEqual([]);
    expect(found('Salariul brut lunar al doamnei Ionescu este de 14.800 lei.')).toEqual(['PERSON_NAME:Ionescu']);
    expect(found('Prin prezenta se adeverește că doamna Andreea Ionescu')).toEqual(['PERSON_NAME:Andreea Ionescu']);
    expect(found('La Arrendadora declara')).toEqual([]);
    expect(found('Fecha Ortega firmó')).toEqual(['PERSON_NAME:Ortega']);
    expect(found('Assunto: Marques Teixeira')).toEqual(['PERSON_NAME:Marques Teixeira']);
    expect(found('Prezenta Popescu a semnat.')).toEqual(['PERSON_NAME:Popescu']);
    expect(found('Letto, approvato e sottoscritto. Il Brambatti non ha firmato.')).toEqual(['PERSON_NAME:Il Brambatti']);
    expect(found('Servicio de Cardiología, Dr. Ernesto Salcedo Villalba')).toEqual(['PERSON_NAME:Dr. Ernesto Salcedo Villalba']);
  });

  it('keeps a line of another language muted for lower-case words no list knows', () => {
    expect(found('Identificação do sujeito passivo')).toEqual([]);
    expect(found('Zdravotní oddělení pojistného')).toEqual([]);
  });
});

describe('tags of file formats and keys of JSON', () => {
  it('reads a GEDCOM record tag or LDIF as no organization, and still finds the person', () => {
    expect(found('0 HEAD\n1 GEDC\n0 @I1@ INDI\n1 NAME Thomas /Birch/\n1 SEX M')).toEqual(['PERSON_NAME:Thomas /Birch/']);
    expect(found('# extended LDIF')).toEqual([]);
    expect(found('0 @I1@ XYZQ\n1 NAME Thomas /Birch/')).toEqual(['ORGANIZATION:XYZQ', 'PERSON_NAME:Thomas']);
  });

  it('reads a quoted key as no organization, the same word in prose as one', () => {
    expect(found('{"telecom": [{"system": "phone"}]}')).toEqual([]);
    expect(found('I work at telecom now')).toEqual(['ORGANIZATION:telecom']);
  });
});
