import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/** The text as `anonymize text` gives it with the default options. */
function out(text: string): string {
  return redactAsDocument(createRedactor(), text).text;
}

// Words the readings saw removed as what they are not (docs/reader.md, over9), by class, each
// beside the person, place or value that must still go. Fictitious people and identifiers only.
describe('a town after a street address', () => {
  it('takes the town after the street and a comma with the address, not as a person, and still the person', () => {
    expect(out('Your flat at 12 Baker Street, London was inspected by Ms Amelia Hartwell.\n')).toBe('Your flat at [ADDRESS] was inspected by [PERSON_NAME].\n');
    expect(out('Ms Amelia Hartwell lives at 88 Flinders Street, Melbourne.\n')).toBe('[PERSON_NAME] lives at [ADDRESS].\n');
  });

  it("keeps a unit's word after the street in the address", () => {
    expect(out('Domicilio de la trabajadora: Calle Fresno 112, Int. 3\n')).toBe('Domicilio de la trabajadora: [ADDRESS]\n');
  });
});

describe("Spanish letters' and receipts' words", () => {
  it('takes no Spanish form word for a person, and still the people', () => {
    expect(
      out(
        'Estimada señora Ramírez:\n\nLe informamos que su solicitud fue recibida para los meses de julio a septiembre.\n\n' +
          'Conforme a nuestros registros, su afiliación al Seguro Familiar incluye a su hijo Mateo Ramírez Soto.\n\n' +
          'Atentamente,\n\nLuis Peña Duarte\nEncargado, Departamento de Atención al Ciudadano\n',
      ),
    ).toBe(
      'Estimada señora [PERSON_NAME]:\n\nLe informamos que su solicitud fue recibida para los meses de julio a septiembre.\n\n' +
        'Conforme a nuestros registros, su afiliación al Seguro Familiar incluye a su hijo [PERSON_NAME].\n\n' +
        'Atentamente,\n\n[PERSON_NAME]\nEncargado, Departamento de Atención al Ciudadano\n',
    );
  });

  it("takes no receipt's word or demonstrative opening a sentence for a person, and still the cashier", () => {
    expect(
      out(
        'Representación impresa de la Boleta de Venta Electrónica. Consulte en www.example.pe\n' +
          'Esta factura va sin tachaduras ni enmiendas, que para eso se hizo con cuidado.\n' +
          'Recibido por: Carlos Mujica Lander\n',
      ),
    ).toBe(
      'Representación impresa de la Boleta de Venta Electrónica. Consulte en www.example.pe\n' +
        'Esta factura va sin tachaduras ni enmiendas, que para eso se hizo con cuidado.\n' +
        'Recibido por: [PERSON_NAME]\n',
    );
  });
});

describe("an Albanian certificate's headings", () => {
  it('takes no heading of a signature block or the word for citizen for a person, and still the people', () => {
    expect(
      out(
        'Vërtetohet se Shtetasja Elira Hoxha punon pranë shoqërisë sonë që nga viti 2020.\n\n' +
          '      Drejtori Ekzekutiv                         Përgjegjësja e Personelit\n' +
          '      Artan Gjoka                                Blerta Kola\n',
      ),
    ).toBe(
      'Vërtetohet se Shtetasja [PERSON_NAME] punon pranë shoqërisë sonë që nga viti 2020.\n\n' +
        '      Drejtori Ekzekutiv                         Përgjegjësja e Personelit\n' +
        '      [PERSON_NAME]                                [PERSON_NAME]\n',
    );
  });
});

describe('Icelandic words the lists hold as given names', () => {
  it('takes neither Sími (telephone) nor Við (we) for a person, and still the people', () => {
    expect(
      out(
        'Skatturinn\nSími 442 1000\n\n' +
          'Við yfirferð skattframtals þíns kom í ljós að upplýsingar vantar.\n\nVirðingarfyllst,\nHrafnhildur Jónsdóttir\n',
      ),
    ).toBe(
      'Skatturinn\nSími [PHONE_NUMBER]\n\n' +
        'Við yfirferð skattframtals þíns kom í ljós að upplýsingar vantar.\n\nVirðingarfyllst,\n[PERSON_NAME]\n',
    );
  });
});

describe("an RTF document's font table", () => {
  it("takes no typeface's name for a person, and still the person in the letter", () => {
    expect(out('{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0\\fnil\\fcharset0 Calibri;}{\\f1\\fnil\\fcharset0 Arial;}}\n\\pard Me Claire Morel\\par\n}\n')).toBe(
      '{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0\\fnil\\fcharset0 Calibri;}{\\f1\\fnil\\fcharset0 Arial;}}\n\\pard Me [PERSON_NAME]\\par\n}\n',
    );
  });
});

describe("a service's name in a label", () => {
  it('takes no GhanaPost before GPS: for a person, and still the address code', () => {
    expect(out('GhanaPost GPS: GA-184-2736\n')).toBe('GhanaPost GPS: [ADDRESS]\n');
  });
});

describe("an abbreviation's shape", () => {
  it("takes no STen (a test's standard ten) for the given name Sten, and still a pupil", () => {
    expect(out('Standardised test results: Reading STen 7, Maths STen 9. Well done to Aoibhinn Walsh this term.\n')).toBe(
      'Standardised test results: Reading STen 7, Maths STen 9. Well done to [PERSON_NAME] this term.\n',
    );
  });
});

describe('identifiers with a wrong type', () => {
  it("takes no X12 master policy number (REF*38) for a user name, and still a member's", () => {
    const isa = 'ISA*00*          *00*          *ZZ*ACMEHR         *ZZ*HARBORHLTH     *261123*0930*^*00501*000041827*0*P*:~\n';
    expect(out(`${isa}GS*BE*ACMEHR*HARBORHLTH*20261123*0930*41827*X*005010X220A1~\nST*834*0001*005010X220A1~\nREF*38*GCH-88410~\nINS*Y*18*021*28*A*E**FT~\nREF*1L*GCH-88410-001~\nSE*5*0001~\n`)).toBe(
      `${isa}GS*BE*ACMEHR*HARBORHLTH*20261123*0930*41827*X*005010X220A1~\nST*834*0001*005010X220A1~\nREF*38*GCH-88410~\nINS*Y*18*021*28*A*E**FT~\nREF*1L*[USERNAME]~\nSE*5*0001~\n`,
    );
  });

  it("takes no JSON number with a fraction (a timestamp) for a phone number, and still a phone number's string", () => {
    expect(out('{"timestamp": 1772720527.1, "phone": "+44 7700 900123"}\n')).toBe('{"timestamp": 1772720527.1, "phone": "[PHONE_NUMBER]"}\n');
  });
});

describe('institutions that put their head first', () => {
  it('takes a French or Spanish public body whole as an organization, not as a person, and still the person it names', () => {
    expect(out('Caisse Nationale de Sécurité Sociale\n\nNous certifions que Mme Khadija Bennani est immatriculée.\n')).toBe(
      '[ORGANIZATION]\n\nNous certifions que [PERSON_NAME] est immatriculée.\n',
    );
    expect(out('El Instituto Ecuatoriano de Seguridad Social certifica que el señor Luis Vera Cevallos está afiliado.\n')).toBe(
      'El [ORGANIZATION] certifica que el señor [PERSON_NAME] está afiliado.\n',
    );
  });
});

describe("a Czech letter's greeting", () => {
  it('takes no Dobrý (of Dobrý den) for a person, and still the signatory', () => {
    expect(out('Dobrý den,\n\nposílám Vám potvrzení o zaplacení. Děkuji.\n\nS pozdravem\nJana Nováková\n')).toBe(
      'Dobrý den,\n\nposílám Vám potvrzení o zaplacení. Děkuji.\n\nS pozdravem\n[PERSON_NAME]\n',
    );
  });
});
