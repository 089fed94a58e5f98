/**
 * National IDs the twenty-third independent reading found standing (test/fixtures/reader23/):
 * the Congolese (Brazzaville) NIU, the Cabo Verdean civil identification number (NIC, on the
 * Cartão Nacional de Identificação), tax number (NIF) and the old identity card's number (BI).
 * None has a published check digit: every entry needs its name nearby, and says next to
 * `requireContext` why (README, "National IDs and tax numbers").
 */
import { isCalendarDate, isRepeatedDigit } from './algorithms.js';
import { isDigits } from './checks.js';
import { idFormat, type IdFormat } from './format.js';

const notRepeated = (min: number, max: number) => (d: string): boolean => isDigits(d) && d.length >= min && d.length <= max && !isRepeatedDigit(d);

/** A Cabo Verdean NIC: the birth date YYYYMMDD, the sex (M, F), three digits and the check character. */
function isCvNic(s: string): boolean {
  const m = /^((?:19|20)\d\d)(\d\d)(\d\d)[MF]\d{3}[0-9A-Z]$/.exec(s);
  return m !== null && isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

export const WORLD_TWENTY_THIRD: readonly IdFormat[] = [
  idFormat({
    // python-stdnum has no cg module. The Republic of the Congo's Numéro d'Identification Unique
    // (decree n° 2004-469; the biometric NIU card since arrêté n° 5327 of 12 March 2020, the
    // Ministry of Finance's finances.gouv.cg): asked for in every contract, bank account and
    // court deed. P for a person, M for a firm, then the digits the DGID gives (13 to 16 seen).
    id: 'cg/niu',
    entity: 'NATIONAL_ID',
    country: 'CG',
    name: "Congolese unique identification number (NIU, Numéro d'Identification Unique)",
    shape: String.raw`[PM]\d{13,16}`,
    validate: (s) => /^[PM]\d{13,16}$/.test(s) && !isRepeatedDigit(s.slice(1)),
    checksum: 'none published; P (a person) or M (a firm), thirteen to sixteen digits',
    context: ['NIU', "Numéro d'Identification Unique", 'Numéro d’Identification Unique', "numéro d'identification unique"],
    // A letter and digits are a part number's or an order's shape: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the twenty-third reading's court summons).
      positive: [{ text: 'commerçante, NIU P2008410473621,\ndemeurant au 57, rue Mbochis', match: 'P2008410473621' }],
      negative: ['NIU P0000000000000', 'NIU P20084104736' /* eleven digits */, 'réf. P2008410473621'],
    },
  }),
  idFormat({
    // python-stdnum has no cv module. The civil identification number on Cabo Verde's Cartão
    // Nacional de Identificação (Decree-Law n° 19/2014): YYYYMMDD the birth date, S the sex (M,
    // F), AAA a sequence, C a check character (Wikipedia, "Cartão Nacional de Identificação (Cape
    // Verde)"; its algorithm is not published).
    id: 'cv/nic',
    entity: 'NATIONAL_ID',
    country: 'CV',
    name: 'Cabo Verdean civil identification number (NIC, on the CNI)',
    shape: String.raw`(?:19|20)\d{6}[MF]\d{3}[0-9A-Z]`,
    validate: isCvNic,
    checksum: 'the birth date and the sex letter; the check character unpublished',
    context: ['CNI', 'NIC', 'Cartão Nacional de Identificação', 'identificação civil', 'BI/CNI'],
    // A date and a letter are a file name's or a reference's shape too: only next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the twenty-third reading's funeral notice).
      positive: [{ text: 'Requerente: Adelino Tavares Semedo, CNI nº 19680311M004B\n', match: '19680311M004B' }],
      negative: ['CNI nº 19681311M004B' /* month 13 */, 'CNI nº 19680311X004B' /* no sex letter */, 'ficheiro 19680311M004B'],
    },
  }),
  idFormat({
    // python-stdnum has no cv module. Cabo Verde's tax number (Número de Identificação Fiscal,
    // the Direção Nacional de Receitas do Estado's): nine digits, a person's led by 1. Its check
    // is not Portugal's (pt/nif), and none is published.
    id: 'cv/nif',
    entity: 'VAT_NUMBER',
    country: 'CV',
    name: 'Cabo Verdean tax number (NIF, Número de Identificação Fiscal)',
    shape: String.raw`[1-5]\d{8}`,
    validate: (d) => /^[1-5]\d{8}$/.test(d) && notRepeated(9, 9)(d),
    checksum: 'none published; nine digits led by 1 to 5',
    context: ['NIF', 'número de identificação fiscal', 'Número de Identificação Fiscal'],
    // Nine digits are a phone's or an account's: only next to its name.
    requireContext: true,
    examples: {
      // Fictitious numbers (the twenty-third reading's funeral notice, WhatsApp chat and Teams chat).
      positive: [
        { text: 'For payroll I still have NIF 126048395 and phone +238 981 36 52', match: '126048395' },
        { text: 'Precisa do meu NIF pro fiador? é 119384720', match: '119384720' },
      ],
      negative: ['NIF 111111111', 'NIF 926048395' /* led by 9: a phone's */, 'Fatura 126048395'],
    },
  }),
  idFormat({
    // python-stdnum has no cv module. The Bilhete de Identidade Cabo Verde issued from 1957
    // until the CNI replaced it (SNIAC, sniac.cv): a serial of five to eight digits, still
    // written on deeds and notices about the dead.
    id: 'cv/bi',
    entity: 'NATIONAL_ID',
    country: 'CV',
    name: 'Cabo Verdean identity card number (Bilhete de Identidade, BI)',
    shape: String.raw`\d{5,8}`,
    validate: notRepeated(5, 8),
    checksum: 'none; five to eight digits',
    context: ['BI nº', 'BI n.º', 'BI n°', 'BI No', 'Bilhete de Identidade', 'bilhete de identidade'],
    // A few digits are anything's: only right next to its name.
    requireContext: true,
    examples: {
      // A fictitious number (the twenty-third reading's funeral notice).
      positive: [{ text: 'Falecida: BI nº 42187\n', match: '42187' }],
      negative: ['BI nº 00000', 'BI nº 4218' /* four digits */, 'Processo nº 42187'],
    },
  }),
];
