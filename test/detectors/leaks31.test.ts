import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * The fifteenth and fourteenth readings' standing values (docs/reader.md, "leaks31"): each case
 * with the default options and the exact redacted text, beside a near miss that must stay.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('psql expanded records (psql-expanded.ts)', () => {
  it("takes a value by its column's name, the whole value at the column's type", () => {
    expect(
      redact(
        '-[ RECORD 1 ]----+------\nnome             | Fernando\napelido          | Tchipilica\nmorada           | Condomínio Atlântico Sul, Via AL 15, Edifício 4, Apt 4B\nmunicipio        | Talatona\n',
      ),
    ).toBe('-[ RECORD 1 ]----+------\nnome             | [PERSON_NAME]\napelido          | [PERSON_NAME]\nmorada           | [ADDRESS]\nmunicipio        | Talatona\n');
  });

  it('leaves a column that names nothing, a wrapped value and a row outside a record', () => {
    expect(redact('-[ RECORD 1 ]----+------\nstatus           | Kiala\n')).toBe('-[ RECORD 1 ]----+------\nstatus           | Kiala\n');
    expect(redact('-[ RECORD 1 ]----+------\nlast_name        | Tchipilica +\n                 | Kiala\n')).toBe(
      '-[ RECORD 1 ]----+------\nlast_name        | Tchipilica +\n                 | Kiala\n',
    );
    expect(redact('apelido          | Tchipilica\n')).toBe('apelido          | Tchipilica\n');
  });
});

describe("a Wi-Fi network's pre-shared key (secrets/assignment.ts)", () => {
  it('takes `psk=` in an Android dump and in wpa_supplicant.conf', () => {
    expect(redact('    "Banda Family Area 18" WPA2_PSK psk=Mphatso2019!\n')).toBe('    "Banda Family Area 18" WPA2_PSK psk=[API_KEY]\n');
    expect(redact('network={\n  ssid="HomeNet"\n  psk="Mphatso2019!"\n  key_mgmt=WPA-PSK\n}\n')).toBe('network={\n  ssid="HomeNet"\n  psk="[API_KEY]"\n  key_mgmt=WPA-PSK\n}\n');
  });

  it("leaves the key's type and the key management's name", () => {
    expect(redact('psk_type=WPA2\nkey_mgmt=WPA-PSK\n')).toBe('psk_type=WPA2\nkey_mgmt=WPA-PSK\n');
  });
});

describe('a French household and birth names', () => {
  it('names after a relative\'s label (names-person-cues.ts)', () => {
    expect(redact('  - Enfant : BENSALEM Yacine, né le 05/06/2016\n')).toBe('  - Enfant : [PERSON_NAME], né le [DATE]\n');
    expect(redact('Époux : MARTIN Jean\n')).toBe('Époux : [PERSON_NAME]\n');
    // a count of children: stays.
    expect(redact('  - Enfant : 2\n')).toBe('  - Enfant : 2\n');
  });

  it('the birth name after `née`, `geb.` (person-name-birth-name.ts)', () => {
    expect(redact('  - Conjointe : BENSALEM née HADDAD Samira, née le 27/11/1990\n')).toBe('  - Conjointe : [PERSON_NAME] née [PERSON_NAME], née le [DATE]\n');
    expect(redact('Mrs Whitlow (née Pemberton) of Leeds\n')).toBe('[PERSON_NAME] (née [PERSON_NAME]) of [ADDRESS]\n');
    // a date, an article before a number: stay.
    expect(redact('née le 27/11/1990\n')).toBe('née le [DATE]\n');
    expect(redact('née Le 27 mars\n')).toBe('née Le [DATE]\n');
  });
});

describe("Washington's driving licence before 2018 (us-drivers-license.ts)", () => {
  it('takes the twelve characters after a licence word, over a line break', () => {
    expect(redact('ID checked (WA DL\nVENKAAR418PN).\n')).toBe('ID checked (WA DL\n[NATIONAL_ID]).\n');
    expect(redact('WA driver license LEE**JM123AB\n')).toBe('WA driver license [NATIONAL_ID]\n');
  });

  it('leaves the shape with no licence word', () => {
    expect(redact('Ref VENKAAR418PN\n')).toBe('Ref VENKAAR418PN\n');
  });
});
