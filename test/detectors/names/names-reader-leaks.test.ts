import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/engine/analyze.js';

/** Every finding as "ENTITY:value@start", in text order. */
function found(text: string): string[] {
  return analyze(text, {}, '').map((f) => `${f.entity}:${text.slice(f.start, f.end)}@${f.start}`);
}

// Texts written by an independent reader: fictitious people and identifiers.
describe('name fields written as one camel-case identifier', () => {
  it('takes the value of a lastName key in a JSON log body', () => {
    expect(found('body={"firstName":"Oksana","lastName":"Hrytsenko"}')).toEqual([
      'PERSON_NAME:Oksana@19',
      'PERSON_NAME:Hrytsenko@39',
    ]);
  });

  it('takes the value of a customerName query parameter', () => {
    expect(found('GET /orders?customerName=Hrytsenko&page=2')).toEqual(['PERSON_NAME:Hrytsenko@25']);
  });
});

describe('two given names joined by a hyphen', () => {
  it('takes the pair as a given name, with a Dutch particle and surname after it or alone', () => {
    expect(found('Pickup: Dirk-Jan de Graaf, Oudegracht 45')).toEqual(expect.arrayContaining(['PERSON_NAME:Dirk-Jan de Graaf@8']));
    expect(found('Ask Anna-Lena Vogt today')).toEqual(['PERSON_NAME:Anna-Lena Vogt@4']);
    expect(found('We asked Anna-Lena.')).toEqual(['PERSON_NAME:Anna-Lena@9']);
  });

  it('takes no compound adjective whose first half is also a given name', () => {
    expect(found('a Franco-German treaty')).toEqual([]);
    expect(found('the Italo-Swiss border')).toEqual([]);
  });
});

describe('a name in capitals inside a sentence in mixed case', () => {
  it('takes a given name and a family name in capitals, accents included', () => {
    expect(found('The suspect, later identified as KEVIN PATRICK MURPHY, fled on foot.')).toEqual(['PERSON_NAME:KEVIN PATRICK MURPHY@33']);
    expect(found('ok and the other one? MARÍA JOSÉ GARCÍA LÓPEZ, born in Seville')).toEqual(
      expect.arrayContaining(['PERSON_NAME:MARÍA JOSÉ GARCÍA LÓPEZ@22']),
    );
  });

  it('leaves a line in capitals and capitals that are no given name', () => {
    expect(found('THE SUSPECT KEVIN MURPHY FLED')).toEqual([]);
    expect(found('We use JAVA SCRIPT at work')).toEqual([]);
  });
});

describe('French and Polish street addresses in shipping notices', () => {
  it('takes a French address with its street type in lower case and its postcode and town', () => {
    expect(found('Return: 8 avenue Victor Hugo, 69002 Lyon, France')).toEqual(['ADDRESS:8 avenue Victor Hugo, 69002 Lyon, France@8']);
    expect(found('Send to 12 rue des Lilas, 75011 Paris today')).toEqual(['ADDRESS:12 rue des Lilas, 75011 Paris@8']);
    expect(found('Send to 45 boulevard de la République, 13001 Marseille')).toEqual(['ADDRESS:45 boulevard de la République, 13001 Marseille@8']);
  });

  it('takes a Polish flat number and postcode', () => {
    expect(found('Deliver to ul. Marszałkowska 84/92 m. 15, 00-514 Warszawa today')).toEqual([
      'ADDRESS:ul. Marszałkowska 84/92 m. 15, 00-514 Warszawa@11',
    ]);
  });

  it('takes a Dutch house number with its "bis" and the postcode after it', () => {
    expect(found('Pickup: Oudegracht 45bis, 3511 AB Utrecht.')).toEqual(['ADDRESS:Oudegracht 45bis, 3511 AB Utrecht@8']);
  });

  it('takes no English "place" or "avenue" without a house number', () => {
    expect(found('The hearing took place Monday morning')).toEqual([]);
    expect(found('Calle Mayor 5 is closed')).toEqual(['ADDRESS:Calle Mayor 5@0']);
  });
});

describe('a town under a field or key named for a place', () => {
  it('takes a town that is also a family name in a CRM export line', () => {
    // The ZIP code under its "zip" key is found too (zip-code: a postcode key in JSON).
    expect(found('{"id":3,"zip":"10115","city":"Berlin"}')).toEqual(['ZIP_CODE:10115@15', 'ADDRESS:Berlin@30']);
    expect(found('Ort: Berlin')).toEqual(['ADDRESS:Berlin@5']);
  });
});
