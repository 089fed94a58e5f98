import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * What the lead's session-31 probes found standing (docs/reader.md, "probes-lead31"): each case
 * with the default options and the exact redacted text, beside a near miss that must stay.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('street forms written apart (names-streets.ts)', () => {
  it('reads German "Str." after an adjective or a name, before the number', () => {
    expect(redact('Bescheid geben. Adresse: Friesische Str. 41, 24937 Flensburg.')).toBe('Bescheid geben. Adresse: [ADDRESS].');
    expect(redact('Sie wohnt Holmer Str. 41, 24937 Flensburg.')).toBe('Sie wohnt [ADDRESS].');
  });

  it('leaves "Str." with no house number, or a "str" in lower case', () => {
    expect(redact('see the str. 41 docs')).toBe('see the str. 41 docs');
    expect(redact('The Str 41 parameter')).toBe('The Str 41 parameter');
  });

  it('reads a Norwegian or Swedish street named in the genitive, with the name before it', () => {
    expect(redact('{"street": "Thorvald Meyers gate 41", "city": "Oslo"}')).toBe('{"street": "[ADDRESS]", "city": "[ADDRESS]"}');
    expect(redact('Olav Kyrres gate 5B, 5014 Bergen. Kongens gate 12.')).toBe('[ADDRESS]. [ADDRESS].');
    expect(redact('Olof Palmes gata 10, 111 22 Stockholm')).toBe('[ADDRESS]');
  });

  it('leaves a gate that follows no genitive', () => {
    expect(redact('Boarding at Heathrow gate 41. Gate 41 closes at noon.')).toBe('Boarding at [ADDRESS] gate 41. Gate 41 closes at noon.');
  });

  it('reads a Dutch house number with its floor', () => {
    expect(redact('woonachtig Lindengracht 54-II, 1015 KJ Amsterdam. Ook Kerkstraat 8-hs, 3581 CK Utrecht.')).toBe('woonachtig [ADDRESS]. Ook [ADDRESS].');
  });

  it('reads a Hungarian street type written apart, with the name before it', () => {
    expect(redact('Lakcím: 6720 Szeged, Kossuth Lajos sugárút 15.')).toBe('Lakcím: [ADDRESS].');
    expect(redact('Az iroda címe: Széchenyi tér 3, Pécs.')).toBe('Az iroda címe: [ADDRESS].');
  });

  it('leaves the Hungarian article before a street type\'s word', () => {
    expect(redact('A sor 5 elem. Az út 3 km.')).toBe('A sor 5 elem. Az út 3 km.');
  });
});

describe('a Greek letter\'s closing before the signature (names-greek.ts)', () => {
  it('takes the two words after the closing', () => {
    expect(redact('Με εκτίμηση, Νίκος Καραγιάννης')).toBe('Με εκτίμηση, [PERSON_NAME]');
    expect(redact('Με φιλικούς χαιρετισμούς,\nΜαρία Κωνσταντίνου')).toBe('Με φιλικούς χαιρετισμούς,\n[PERSON_NAME]');
  });

  it('leaves an office that signs', () => {
    expect(redact('Με εκτίμηση, Η Διεύθυνση')).toBe('Με εκτίμηση, Η Διεύθυνση');
    expect(redact('Με τιμή, Ο Πρόεδρος')).toBe('Με τιμή, Ο Πρόεδρος');
    expect(redact('Με εκτίμηση, Τμήμα Πωλήσεων')).toBe('Με εκτίμηση, Τμήμα Πωλήσεων');
  });
});

describe('Nordic, Finnish and German chat greetings (names-person-cues.ts)', () => {
  it('takes the name after the greeting', () => {
    expect(redact('Hei Aino! Vuokra 780 € maksetaan tilille.')).toBe('Hei [PERSON_NAME]! Vuokra 780 € maksetaan tilille.');
    expect(redact('Moi Onni, tuletko?')).toBe('Moi [PERSON_NAME], tuletko?');
    expect(redact('Hallo Sabine, kannst du kommen?')).toBe('Hallo [PERSON_NAME], kannst du kommen?');
  });

  it('leaves the greeting and what is no name', () => {
    expect(redact('Hei hei, see you')).toBe('Hei hei, see you');
    expect(redact('Hallo Welt!')).toBe('Hallo Welt!');
  });
});
