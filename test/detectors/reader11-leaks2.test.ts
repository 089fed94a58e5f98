import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';
import { DETECTORS } from '../../src/detectors/index.js';
import csv from '../../src/formats/csv.js';
import { redactWith } from '../formats/helpers.js';

/**
 * The values the eleventh reading still left standing after reader11's own fixes (docs/reader.md,
 * "leaks20"): each case with the default options and the exact redacted text, beside a near miss
 * that must stay. Each case failed before its fix.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;
/** A CSV file redacted as `anonymize files` does, with every detector. */
const redactCsv = async (input: string) => (await redactWith(csv, 'export.csv', input, { redactor: { detectors: DETECTORS } })).output.toString();

describe('postcodes on an address block\'s last line (zip-code.ts)', () => {
  it('takes an Eircode alone on its line under the post town', () => {
    expect(redact('Ms Saoirse Ní Bhriain\nQuay Street\nGalway\nH91 K2X7\n\nDear Ms Ní Bhriain,\n')).toBe(
      '[PERSON_NAME]\n[ADDRESS]\n[ADDRESS]\n[ZIP_CODE]\n\nDear [PERSON_NAME],\n',
    );
    // Followed by more words on its line, or a routing key An Post does not have, it stays.
    expect(redact('Room list\nGalway\nH91 K2X7 ships today\n')).toBe('Room list\n[ADDRESS]\nH91 K2X7 ships today\n');
    expect(redact('Parts\nModel\nA12 K2X7\n')).toBe('Parts\nModel\nA12 K2X7\n');
  });

  it("takes a Dublin Eircode under its postal district's line, and Dublin 6W's key", () => {
    expect(redact('Mr Sean Kelly\n3 Harcourt Street\nDublin 2\nD02 X285\n')).toBe('[PERSON_NAME]\n[ADDRESS]\nDublin 2\n[ZIP_CODE]\n');
    expect(redact('Ms Aoife Byrne\n14 Kenilworth Square\nRathgar\nD6W Y2K4\n')).toBe('[PERSON_NAME]\n[ADDRESS]\nRathgar\n[ZIP_CODE]\n');
    expect(redact('5 Main Street\nDUBLIN 6W\nD6W F2C9\n')).toBe('[ADDRESS]\nDUBLIN 6W\n[ZIP_CODE]\n');
    // A key An Post does not have, or more words on the line, stays.
    expect(redact('Parts\nRathgar\nD6X Y2K4\n')).toBe('Parts\nRathgar\nD6X Y2K4\n');
    expect(redact('Parts\nDublin 2\nD02 X285 ships today\n')).toBe('Parts\nDublin 2\nD02 X285 ships today\n');
  });

  it("takes a Canadian postal code after the province's name in brackets", () => {
    expect(redact('Mme Julie Tremblay\n5400, rue Saint-Denis\nMontréal (Québec)  H2J 2L1\n\nObjet : carte\n')).toBe(
      '[PERSON_NAME]\n[ADDRESS]\n[ADDRESS]  [ZIP_CODE]\n\nObjet : carte\n',
    );
    // A bracket that names no province stays.
    expect(redact('Montréal (Paris)  H2J 2L1\n')).toBe('[ADDRESS] ([PERSON_NAME])  H2J 2L1\n');
  });
});

describe("a person's login by its place (username-login-column.ts)", () => {
  it("takes a user column's first.last logins; a lone word or a placeholder stays", async () => {
    const input = '"_time","user","src_ip"\n"2026-11-23T10:02:17","karin.lindqvist","203.0.113.41"\n"2026-11-23T10:09:30","unknown","198.51.100.200"\n"2026-11-23T10:11:02","portal","192.0.2.9"\n';
    expect(await redactCsv(input)).toBe(
      '"_time","user","src_ip"\n"[DATE]","[USERNAME]","203.0.113.41"\n"[DATE]","unknown","198.51.100.200"\n"[DATE]","portal","192.0.2.9"\n',
    );
    // The same value under a column no user's name heads stays.
    const other = '"_time","queue","src_ip"\n"2026-11-23T10:02:17","karin.lindqvist","203.0.113.41"\n';
    expect(await redactCsv(other)).toBe('"_time","queue","src_ip"\n"[DATE]","karin.lindqvist","203.0.113.41"\n');
  });

  it("takes OpenVPN's client name before its address, only on an openvpn line", () => {
    expect(redact('Nov 23 10:02:17 vpn-gw-01 openvpn[4182]: karin.lindqvist/203.0.113.41:51873 MULTI: Learn: 10.8.0.14 -> karin.lindqvist/203.0.113.41:51873\n')).toBe(
      '[DATE] vpn-gw-01 openvpn[4182]: [USERNAME]/203.0.113.41:51873 MULTI: Learn: 10.8.0.14 -> [USERNAME]/203.0.113.41:51873\n',
    );
    expect(redact('Nov 23 10:02:17 vpn-gw-01 openvpn[4182]: UNDEF/203.0.113.41:51873 TLS Error\n')).toBe('[DATE] vpn-gw-01 openvpn[4182]: UNDEF/203.0.113.41:51873 TLS Error\n');
    expect(redact('Nov 23 10:02:17 lb-01 haproxy[77]: karin.lindqvist/203.0.113.41:51873 queued\n')).toBe('[DATE] lb-01 haproxy[77]: karin.lindqvist/203.0.113.41:51873 queued\n');
  });
});

describe("a Postgres COPY block's rows by the statement's columns (engine/sql-copy.ts)", () => {
  const head = 'COPY public.members (id, first_name, last_name, street, notes) FROM stdin;\n';
  it("reads each field with its column's name, as a CSV column", () => {
    expect(redact(`${head}4184\tGrace\tO'Donnell\t27 Ponce de Leon Ave\tprefers text\n\\.\n`)).toBe(
      `${head}4184\t[PERSON_NAME]\t[PERSON_NAME]\t[ADDRESS]\tprefers text\n\\.\n`,
    );
  });

  it('reads nothing without the statement, in a column no field names, nor after the end mark', () => {
    expect(redact('COPY public.plans (id, plan, street) FROM stdin;\n7\tGrace\t\\N\n\\.\n')).toBe('COPY public.plans (id, plan, street) FROM stdin;\n7\tGrace\t\\N\n\\.\n');
    expect(redact("4184\tGrace\tO'Donnell\t27 Ponce de Leon Ave\n")).toBe("4184\tGrace\t[PERSON_NAME]\t27 [ADDRESS] de [PERSON_NAME]\n");
    expect(redact(`${head}\\.\n4184\tGrace\tPending\n`)).toBe(`${head}\\.\n4184\tGrace\tPending\n`);
  });
});

describe('a street named for a date (address-date-street.ts)', () => {
  it('takes the street, its number and the unit on the next line as one address', () => {
    expect(redact('con domicilio en Av. 18 de Julio 1418,\napto. 702, Montevideo (C.P. 11200), se encuentra\n')).toBe(
      'con domicilio en [ADDRESS], [ADDRESS] (C.P. [ZIP_CODE]), se encuentra\n',
    );
    expect(redact('Calle 25 de Mayo 555, piso 3\n')).toBe('[ADDRESS]\n');
  });

  it('leaves the date without the street word, and the street without a number', () => {
    expect(redact('el 18 de Julio 1418 personas\n')).toBe('el [DATE] personas\n');
    // A distance after it is no house number (`Julio` alone is read as a given name, as before).
    // No street's number: the street's name is read as the date it names (probes22), not a person.
    expect(redact('Calle 18 de Julio 20.5 km\n')).toBe('Calle [DATE] 20.5 km\n');
  });
});
