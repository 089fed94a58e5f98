import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../../src/engine/redactor.js';

/**
 * One-line German texts (session 14): what a user types first ("anonymize text \"…\""). German
 * capitalises every noun, and a short text used to hold too few of the function words that make
 * the names analysis read it as German (names-german.ts), so its nouns became people ("Ich habe
 * die [PERSON_NAME] bezahlt."). A person marked by a title, a given name or a verb of talking
 * is still found. Polish one-liners likewise keep their first word. Default options, exact
 * text; fictitious people.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

const NO_NAME: readonly string[] = [
  'Die Fischer haben die Netze im Hafen.',
  'Sehr geehrte Damen und Herren,',
  'Vielen Dank für Ihre Nachricht.',
  'Ich habe die Rechnung bezahlt.',
  'Die Lieferung kommt am Montag.',
  'Können Sie mir die Unterlagen bis Freitag schicken?',
  'Wir haben Ihre Bestellung erhalten.',
  'Der Termin am Dienstag ist bestätigt.',
  'Die Wohnung ist ab März frei.',
  'Leider ist die Zahlung noch nicht eingegangen.',
  'Unsere Kundennummer steht auf der Rechnung.',
  'Das Paket wurde beim Nachbarn abgegeben.',
  'Ich möchte meinen Vertrag kündigen.',
  'Die Heizung funktioniert seit Sonntag nicht mehr.',
  'Könnten Sie mir bitte eine Bestätigung schicken?',
  'Der Vermieter hat die Kaution einbehalten.',
  'Ich bin ab Mittwoch im Urlaub.',
  'Haben Sie meine Bewerbung erhalten?',
  'Die Rechnungsnummer fehlt auf dem Lieferschein.',
  'Wir freuen uns auf Ihren Besuch.',
  'Vielen Dank und ein schönes Wochenende!',
  'Unser Techniker kommt am Donnerstag vorbei.',
  'Bitte überweisen Sie den Betrag bis Ende Juni.',
  'Der Drucker im zweiten Stock ist kaputt.',
  'Das Formular liegt im Sekretariat.',
  'Bis bald und schöne Grüße!',
  'Ist die Überweisung schon angekommen?',
  'Bitte bestätigen Sie den Empfang dieser E-Mail.',
  'Können wir den Termin auf Donnerstag verschieben?',
];

const NAMED: readonly (readonly [string, string])[] = [
  ['Die Rechnung von Frau Vogel liegt im Keller.', 'Die Rechnung von [PERSON_NAME] liegt im Keller.'],
  ['Der Termin mit dem Kollegen Schneider ist am Montag.', 'Der Termin mit dem Kollegen [PERSON_NAME] ist am Montag.'],
  ['Bitte rufen Sie mich morgen an, Frau Keller.', 'Bitte rufen Sie mich morgen an, [PERSON_NAME].'],
  ['Herr Brambatti hat gestern angerufen.', '[PERSON_NAME] hat gestern angerufen.'],
  ['Anna Keller hat angerufen.', '[PERSON_NAME] hat angerufen.'],
  ['Ich habe mit Keller gesprochen.', 'Ich habe mit [PERSON_NAME] gesprochen.'],
  ['Meine Nachbarin Petra Lindqvist hat den Schlüssel.', 'Meine Nachbarin [PERSON_NAME] hat den Schlüssel.'],
  ['Bitte senden Sie die Kündigung an Herrn Oberhuber.', 'Bitte senden Sie die Kündigung an [PERSON_NAME].'],
  ['Frau Dr. Wendelin Sauerbrei ist heute nicht im Büro.', '[PERSON_NAME] ist heute nicht im Büro.'],
  ['Sehr geehrter Herr Tannhäuser,', 'Sehr geehrter [PERSON_NAME],'],
  ['Liebe Grüße von Jana und Tobias.', '[PERSON_NAME] und [PERSON_NAME].'],
  ['Mein Kollege Jonas Reinhardt übernimmt die Vertretung.', 'Mein Kollege [PERSON_NAME] übernimmt die Vertretung.'],
  ['Frau Obermaier wartet noch auf die Gutschrift.', '[PERSON_NAME] wartet noch auf die Gutschrift.'],
  ['Klaus Wendt aus der Buchhaltung meldet sich bei Ihnen.', '[PERSON_NAME] aus der Buchhaltung meldet sich bei Ihnen.'],
  ['Es grüßt Sie herzlich Miriam Falkenberg.', 'Es grüßt Sie herzlich [PERSON_NAME].'],
  ['Die Besprechung mit Herrn Quast wurde verschoben.', 'Die Besprechung mit [PERSON_NAME] wurde verschoben.'],
  ['Ich habe die Mahnung von Frau Brenninkmeyer bekommen.', 'Ich habe die Mahnung von [PERSON_NAME] bekommen.'],
  ['Sabine hat die Unterlagen schon unterschrieben.', '[PERSON_NAME] hat die Unterlagen schon unterschrieben.'],
  ['Die Kundin Frau Hagedorn möchte zurückgerufen werden.', 'Die Kundin [PERSON_NAME] möchte zurückgerufen werden.'],
  ['Ich habe mit Brambatti gesprochen.', 'Ich habe mit [PERSON_NAME] gesprochen.'],
  ['Wir haben gestern mit Obermaier telefoniert.', 'Wir haben gestern mit [PERSON_NAME] telefoniert.'],
  ['Ihre Tochter Lena hat angerufen.', 'Ihre Tochter [PERSON_NAME] hat angerufen.'],
  ['Mein Kollege Jonas hat angerufen.', 'Mein Kollege [PERSON_NAME] hat angerufen.'],
  ['Morgen früh kommt Herr Pohlmann zur Besprechung.', 'Morgen früh kommt [PERSON_NAME] zur Besprechung.'],
  ['Frau Winterstein hat ihren Ausweis verloren.', '[PERSON_NAME] hat ihren Ausweis verloren.'],
  ['Grüße an Lukas und Marlene!', 'Grüße an [PERSON_NAME] und [PERSON_NAME]!'],
];

const POLISH: readonly (readonly [string, string])[] = [
  ['Dziękuję za wiadomość, pani Kowalska.', 'Dziękuję za wiadomość, pani [PERSON_NAME].'],
  ['Dzień dobry, proszę o kontakt z panem Nowakiem.', 'Dzień dobry, proszę o kontakt z panem [PERSON_NAME].'],
];

describe('one-line German texts', () => {
  it.each(NO_NAME)('keeps the nouns of %j', (text) => {
    expect(redact(text)).toBe(text);
  });
  it.each(NAMED)('finds the person of %j', (text, expected) => {
    expect(redact(text)).toBe(expected);
  });
});

describe('one-line Polish texts', () => {
  it.each(POLISH)('keeps the first word and finds the person of %j', (text, expected) => {
    expect(redact(text)).toBe(expected);
  });
});

describe('English one-liners are not read as German', () => {
  it('keeps a surname that is a German weekday in English text', () => {
    expect(redact('I am Montag and I burn books.')).toBe('I am [PERSON_NAME] and I burn books.');
  });
  it('finds the names around German-looking words in English text', () => {
    expect(redact('Mr Das met Mir Hossain in Berlin.')).toBe('[PERSON_NAME] met [PERSON_NAME] in [ADDRESS].');
  });
});

describe('a weekday that is a surname too', () => {
  it('is the person after a title and the day after a preposition of time', () => {
    expect(redact('Herr Freitag kommt am Freitag zu uns.')).toBe('[PERSON_NAME] kommt am Freitag zu uns.');
    expect(redact('Ich habe die Rechnung an Frau Sonntag geschickt.')).toBe('Ich habe die Rechnung an [PERSON_NAME] geschickt.');
  });
});
