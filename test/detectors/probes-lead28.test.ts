import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * What the lead's session-28 probes found standing or over-redacted (docs/reader.md,
 * "probes-lead28"): each case with the default options and the exact redacted text, beside a
 * near miss that must stay.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe("a letter's closing in another language, then the signer (names-person-cues.ts)", () => {
  it('takes the signer under "Mit freundlichen Grüßen" in a German letter, with a role after a comma', () => {
    const letter =
      'Sehr geehrte Frau Oberhuber-Kastl,\nwir bestätigen den Eingang Ihrer Kündigung vom 3. Oktober 2026.\nMit freundlichen Grüßen\nGerold Pichlmayr, Hausverwaltung\n';
    expect(redact(letter)).toBe('Sehr geehrte [PERSON_NAME],\nwir bestätigen den Eingang Ihrer Kündigung vom [DATE].\nMit freundlichen Grüßen\n[PERSON_NAME], Hausverwaltung\n');
    expect(redact('Wir bestätigen den Eingang Ihrer Kündigung.\nMit freundlichen Grüßen\nGerold Pichlmayr\n')).toBe(
      'Wir bestätigen den Eingang Ihrer Kündigung.\nMit freundlichen Grüßen\n[PERSON_NAME]\n',
    );
    expect(redact('We will send the invoice by Friday.\nKind regards,\nJane Smith, Office Manager\n')).toBe(
      'We will send the invoice by Friday.\nKind regards,\n[PERSON_NAME], Office Manager\n',
    );
  });

  it("leaves a team or an office signed after a possessive or an article", () => {
    for (const text of [
      'Wir bestätigen den Eingang Ihrer Kündigung.\nMit freundlichen Grüßen\nIhre Hausverwaltung\n',
      'Thanks.\nRegards,\nYour Support Team\n',
      'Merci de votre commande.\nCordialement,\nLe Service Client\n',
    ])
      expect(redact(text)).toBe(text);
  });

  it('leaves the office that signs under its own letterhead, and one word that is no given name', () => {
    for (const text of [
      'Pensionskasse Limmattal\n\nIhr Vorsorgeausweis liegt bei.\n\nFreundliche Grüsse\n\nPensionskasse Limmattal\n',
      'Päätös on liitteenä.\n\nYstävällisin terveisin\nKela\n',
    ])
      expect(redact(text)).toBe(text);
    expect(redact('Päätös on liitteenä.\n\nYstävällisin terveisin\nJohanna\n')).toBe('Päätös on liitteenä.\n\nYstävällisin terveisin\n[PERSON_NAME]\n');
  });
});

describe('a Scandinavian message signed with a slash (names-person-cues.ts)', () => {
  it('takes "/Johan" and "/Ingrid Svensson" at the end of the line', () => {
    expect(redact('Ring mig på 070-123 45 67 om det strular. /Johan\n')).toBe('Ring mig på [PHONE_NUMBER] om det strular. /[PERSON_NAME]\n');
    expect(redact('Hälsningar /Ingrid Svensson\n')).toBe('Hälsningar /[PERSON_NAME]\n');
  });

  it("leaves a path's last part", () => {
    for (const text of ['ls -la /Applications\n', 'GET /Health 200\n', 'GET /Health Check\n']) expect(redact(text)).toBe(text);
  });
});

describe('a Swedish question opened by a function word the lists hold as a name (names-informal.ts)', () => {
  it('leaves "Kan" in "Kan du skicka …?"', () => {
    expect(redact('Hej Linnea! Kan du skicka personnummer till förskolan? Ring mig på 070-123 45 67 om det strular.\n')).toBe(
      'Hej [PERSON_NAME]! Kan du skicka personnummer till förskolan? Ring mig på [PHONE_NUMBER] om det strular.\n',
    );
  });
});

describe('an Italian articled preposition after a word that is no English word (names-informal.ts)', () => {
  it('leaves "della" before a noun the English lists also hold', () => {
    expect(redact('Codice fiscale della paziente: SPSGNV15E48F839P.\n')).toBe('Codice fiscale della paziente: [NATIONAL_ID].\n');
    expect(redact('il codice della paziente\n')).toBe('il codice della paziente\n');
  });

  it('still takes Della in English', () => {
    expect(redact('I met della yesterday\n')).toBe('I met [PERSON_NAME] yesterday\n');
  });
});

describe('phone phrases of a chat (lexicon/phone-words.ts)', () => {
  it('takes the number after "ping me on", "reach me on", "me chama no"', () => {
    expect(redact('If anything comes up ping me on 0412 555 019. Thanks\n')).toBe('If anything comes up ping me on [PHONE_NUMBER]. Thanks\n');
    expect(redact('reach me on 0412 555 019\n')).toBe('reach me on [PHONE_NUMBER]\n');
    expect(redact('Qualquer coisa me chama no (21) 99876-5432.\n')).toBe('Qualquer coisa me chama no [PHONE_NUMBER].\n');
  });

  it('leaves a number after "ping" alone', () => {
    expect(redact('ping 0412 555 019\n')).toBe('ping 0412 555 019\n');
  });
});

describe("English estates' thoroughfare types after a house number (names-cues.ts)", () => {
  it('takes "9 Larch Rise" with its town and postcode', () => {
    expect(redact('Lives with daughter at 9 Larch Rise, Harrogate HG2 7QT.\n')).toBe('Lives with daughter at [ADDRESS].\n');
    expect(redact('12 Harbour Heights, Cork\n')).toBe('[ADDRESS]\n');
  });

  it('leaves the verb', () => {
    for (const text of ['Prices rise 4 Rise and fall\n', 'the sun will rise at 6\n']) expect(redact(text)).toBe(text);
  });
});
