import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * What the sixteenth reading left standing (docs/reader.md, "leaks33"): each case with the
 * default options and the exact redacted text, beside a near miss that must stay.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('crypt(5) password hashes (password-hash.ts)', () => {
  it('takes a hash as a shadow or htpasswd field and after a hash word', () => {
    const sha512 = '$6$rK4182aZ$Qm7vX3pT9sL2wN8yB5cD1eF4gH6jK0mP3rS7tU9vW2xY5zA8bC1dE4fG7hJ0kL3mN6pQ9rS2tU5vW8xY1zA4b.';
    expect(redact(`akahananui:${sha512}:20394:0:99999:7:::\n`)).toBe('akahananui:[API_KEY]:20394:0:99999:7:::\n');
    expect(redact(`svc:!${sha512}:20394::::::\n`)).toBe('svc:![API_KEY]:20394::::::\n');
    expect(redact('webadmin:$2y$05$c4WoMPo3SXsafkva.HHa6uXQZWr7oboPiC2bT/r7q1BB8I2s0BRqC\n')).toBe('webadmin:[API_KEY]\n');
    expect(redact("UPDATE users SET password_hash = '$2b$12$c4WoMPo3SXsafkva.HHa6uXQZWr7oboPiC2bT/r7q1BB8I2s0BRqC';\n")).toBe(
      "UPDATE users SET password_hash = '[API_KEY]';\n",
    );
  });
  it('leaves a bare shape, a short one and shell parameters', () => {
    expect(redact('$apr1$qHDFfhPC$nITSVHgYbDAK1Y0acGRnY0\n')).toBe('$apr1$qHDFfhPC$nITSVHgYbDAK1Y0acGRnY0\n');
    expect(redact('root:$6$rK4182aZ$Qm7vX3pT9sL2wN8yB5cD1eF4gH6jK0mP3rS7tU9vW2xY5zA8bC1dE4fG7hJ0k:20394:0:99999:7:::\n')).toBe(
      'root:$6$rK4182aZ$Qm7vX3pT9sL2wN8yB5cD1eF4gH6jK0mP3rS7tU9vW2xY5zA8bC1dE4fG7hJ0k:20394:0:99999:7:::\n',
    );
    expect(redact('daemon:*:18000:0:99999:7:::\nbin:!!:18000:0:99999:7:::\n')).toBe('daemon:*:18000:0:99999:7:::\nbin:!!:18000:0:99999:7:::\n');
    expect(redact('echo "password for $1$2 set"\n')).toBe('echo "password for $1$2 set"\n');
  });
});

describe('Matrix user IDs (username-handle.ts)', () => {
  it('takes the handle with its server', () => {
    expect(redact('"room_creator": "@dietmar.kowalczyk:matrix.org",\n')).toBe('"room_creator": "@[USERNAME]",\n');
    expect(redact('"sender": "@s.oeztuerk:tchncs.de"\n')).toBe('"sender": "@[USERNAME]"\n');
  });
  it('leaves a chat line, a VMS command file and a version key', () => {
    expect(redact('@jdoe: can you review?\n')).toBe('@[USERNAME]: can you review?\n');
    expect(redact('$ @VIM:vimtutor\n')).toBe('$ @VIM:vimtutor\n');
    expect(redact('{"@version":"1.0"}\n')).toBe('{"@version":"1.0"}\n');
  });
});

describe("Côte d'Ivoire IBANs with letters in the BBAN (iban.ts)", () => {
  it('takes the IBAN whole, and leaves one with wrong check digits', () => {
    expect(redact('versé sur son compte n° CI06 CI00 8011 1100 0418 2736 5019 ouvert à la SGBCI.\n')).toBe(
      'versé sur son compte n° [IBAN] ouvert à la SGBCI.\n',
    );
    expect(redact('IBAN CI93CI0080111301134291200589\n')).toBe('IBAN [IBAN]\n');
    expect(redact('ref CI92CI0080111301134291200589\n')).toBe('ref CI92CI0080111301134291200589\n');
  });
});

describe('family names first in capitals (person-name-title-caps.ts)', () => {
  it('takes the name after a title, a kinship word and a name label', () => {
    expect(redact('certifie que Monsieur TSHIBANDA MUKENDI Patrick, fils de TSHIBANDA NGOYI et de\nKABAMBA Therese, né à\n')).toBe(
      'certifie que Monsieur [PERSON_NAME], fils de [PERSON_NAME] et de\n[PERSON_NAME], né à\n',
    );
    expect(redact('Personne à prévenir : DIABATE Moussa (époux).\n')).toBe('Personne à prévenir : [PERSON_NAME] (époux).\n');
    expect(redact('Le DRH certifie que Monsieur KABILA Joseph réside ici.\n')).toBe('Le DRH certifie que Monsieur [PERSON_NAME] réside ici.\n');
  });
  it('leaves a title before an office, a place after "fils de" and a label before a job', () => {
    expect(redact('Monsieur le MAIRE de la commune a signé.\n')).toBe('Monsieur le MAIRE de la commune a signé.\n');
    expect(redact('né à Kinshasa, fils de PARIS\n')).toBe('né à [ADDRESS], fils de PARIS\n');
    expect(redact('Nom : DUPONT Directeur\n')).toBe('Nom : [ORGANIZATION] Directeur\n');
  });
});

describe("a dispatch record's SURNAME, GIVEN after its party (person-name-title-caps.ts)", () => {
  it('takes the caller and the suspect whole', () => {
    expect(redact('Caller: ALVARADO, JOCELYN M        Callback: (602) 541-8273\n')).toBe('Caller: [PERSON_NAME]        Callback: [PHONE_NUMBER]\n');
    expect(redact('01:41:44 SUSP: CORONADO, MATTHEW JAMES DOB 06/12/1994 WMA\n')).toBe('01:41:44 SUSP: [PERSON_NAME] DOB [DATE] WMA\n');
  });
  it('leaves an unknown suspect and a caller at the same place', () => {
    expect(redact('SUSP: UNKNOWN, WHITE MALE\n')).toBe('SUSP: UNKNOWN, WHITE MALE\n');
    expect(redact('Caller: SAME\n')).toBe('Caller: SAME\n');
  });
});

describe("a device's owner after a possessive word (person-name-device-owner.ts)", () => {
  it('takes the given name in a Home Assistant entity id', () => {
    expect(redact('Failed to send notification to mobile_app_pixel_7_van_annelies: Device not registered\n')).toBe(
      'Failed to send notification to mobile_app_pixel_7_van_[PERSON_NAME]: Device not registered\n',
    );
    expect(redact('Device tracker device_tracker.galaxy_a54_van_lotte is not a valid entity\n')).toBe(
      'Device tracker device_tracker.galaxy_a54_van_[PERSON_NAME] is not a valid entity\n',
    );
  });
  it('leaves a room and an English word', () => {
    expect(redact('switch.tv_van_de_woonkamer turned on\n')).toBe('switch.tv_van_de_woonkamer turned on\n');
    expect(redact('device_tracker.iphone_de_test is home\n')).toBe('device_tracker.iphone_de_test is home\n');
  });
});
