import { describe, expect, it } from 'vitest';
import { found } from '../helpers/findings.js';

describe('over10: words removed as what they are not', () => {
  it('keeps the form words of Moldovan, Uruguayan, Quebec and Irish letters, and takes the person beside them', () => {
    expect(found('Soțul asiguratei, dl Ciobanu Vitalie Gheorghe figurează ca beneficiar.')).toEqual(['PERSON_NAME:Ciobanu Vitalie Gheorghe']);
    expect(found('Plățile se efectuează lunar. Certificatul se eliberează pentru a fi prezentat.')).toEqual([]);
    expect(found('Șef secție evidență contribuabili                 L. Rotaru')).toEqual(['PERSON_NAME:L. Rotaru']);
    expect(found('Jefa de Sección Contribuyentes\nFirma: Valentina Sosa Ferreira')).toEqual(['PERSON_NAME:Valentina Sosa Ferreira']);
    expect(found("centre de services de la Régie.\nMme Geneviève Tremblay-Ouellet")).toEqual(['PERSON_NAME:Mme Geneviève Tremblay-Ouellet']);
  });

  it('reads a word no list knows after a Romance copula as its predicate, not a name', () => {
    expect(found('la clave es sencilla')).toEqual([]);
    expect(found('el plan es barato')).toEqual([]);
    // The same word after an English verb, in a short text, is still read as a name.
    expect(found('thanks krithika')).toEqual(['PERSON_NAME:krithika']);
  });

  it("reads a word that is also a surname before an offer's noun as the offer's level", () => {
    expect(found('the Basic plan')).toEqual([]);
    expect(found('pick the Basic tier')).toEqual([]);
    // The same word greeted is a person; a surname that is no word before "plan" is still one.
    expect(found('thanks Basic for the help')).toEqual(['PERSON_NAME:Basic']);
    expect(found('the Johnson plan')).toEqual(['PERSON_NAME:Johnson']);
  });

  it('reads a Romance particle inside a heading in capitals as no organization', () => {
    expect(found('ROYAUME DU MAROC')).toEqual([]);
    // A short acronym in prose is still an organization.
    expect(found('Contact DU support')).toEqual(['ORGANIZATION:DU']);
  });

  it("reads Col. after an address's number as Colonia, and as a colonel's title elsewhere", () => {
    // Since over11 the colonia is the street's address whole (COLONIA_AFTER, address.ts).
    expect(found('Calle Fresno 112, Int. 3, Col. Santa María la Ribera, C.P. 06400')).toEqual(['ADDRESS:Calle Fresno 112, Int. 3, Col. Santa María la Ribera', 'ZIP_CODE:06400']);
    expect(found('Present: Col. Andrew Whitcombe, Maj. Peter Hollis')).toEqual(['PERSON_NAME:Col. Andrew Whitcombe', 'PERSON_NAME:Peter Hollis']);
  });
});
