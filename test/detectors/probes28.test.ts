import { describe, expect, it } from 'vitest';
import { redacted } from '../helpers/findings.js';

// Fictitious people and numbers (probes28's everyday texts: classified ads, reminders, notices,
// an obituary, a fundraiser, mobile-money SMS).
describe('probes28: everyday texts (sentence openers of more languages, weekdays, contact numbers)', () => {
  it('keeps the word opening a Finnish, Hungarian, Swahili or Tagalog sentence, and still takes the names', () => {
    expect(redacted('Nouda apteekista. Myydään lastenrattaat 80 €, tai tule katsomaan. Hei Mikko Virtanen!')).toBe(
      'Nouda apteekista. Myydään lastenrattaat 80 €, tai tule katsomaan. Hei [PERSON_NAME]!',
    );
    expect(redacted('Fájdalommal tudatjuk, hogy Kovács Istvánné szül. Nagy Margit 87 éves korában elhunyt.')).toBe(
      'Fájdalommal tudatjuk, hogy [PERSON_NAME] szül. [PERSON_NAME] 87 éves korában elhunyt.',
    );
    expect(redacted('Kedves Szabó Péter! Időpontja a fogorvosnál: péntek 9:00.')).toBe('Kedves [PERSON_NAME]! Időpontja a fogorvosnál: péntek 9:00.');
    expect(redacted('Harambee ya mazishi ya Mzee Juma Otieno. Tuma mchango kwa M-Pesa. Asanteni.')).toBe(
      'Harambee ya mazishi ya [PERSON_NAME]. Tuma mchango kwa M-Pesa. Asanteni.',
    );
    expect(redacted('Paalala mula sa Barangay: si Gng. Rosario Dela Cruz ang bagong ingat-yaman.')).toBe(
      'Paalala mula sa Barangay: si Gng. [PERSON_NAME] ang bagong ingat-yaman.',
    );
    // Near miss: the same word opening an English sentence is still someone.
    expect(redacted('Harambee said the funds are in.')).toBe('[PERSON_NAME] said the funds are in.');
  });

  it("knows a Polish form by its `Imię i nazwisko` and a Swedish notice by its weekday", () => {
    expect(redacted('Wniosek o wymianę dowodu. Imię i nazwisko: Agnieszka Nowicka')).toBe('Wniosek o wymianę dowodu. Imię i nazwisko: [PERSON_NAME]');
    expect(redacted('Visning lördag 13–14 på Södermannagatan 38, Stockholm.')).toBe('Visning lördag 13–14 på [ADDRESS].');
    // Near miss: one Swedish word alone does not make the block Swedish.
    expect(redacted('Visning lördag 13–14. Ring mäklaren Karin Lundgren.')).toBe('[PERSON_NAME] lördag 13–14. Ring mäklaren [PERSON_NAME].');
  });

  it('keeps the weekdays in the plural', () => {
    expect(redacted('Kevin Walsh joined the roster. He drives the van on Saturdays and Sundays.')).toBe(
      '[PERSON_NAME] joined the roster. He drives the van on Saturdays and Sundays.',
    );
  });

  it('reads a number after a calling word of Italian, Dutch, Tagalog or Mexican Spanish', () => {
    expect(redacted("Per urgenze 347 123 4567, chiamare in orario d'ufficio.")).toBe("Per urgenze [PHONE_NUMBER], chiamare in orario d'ufficio.");
    expect(redacted('Afzeggen: 020 612 3456')).toBe('Afzeggen: [PHONE_NUMBER]');
    expect(redacted('Makipag-ugnayan sa 0917 123 4567.')).toBe('Makipag-ugnayan sa [PHONE_NUMBER].');
    expect(redacted('Para cualquier duda márcale a Lupita al 55 2178 9043.')).toBe('Para cualquier duda márcale a [PERSON_NAME] al [PHONE_NUMBER].');
    // Near misses: the same numbers after an order's or an invoice's word.
    expect(redacted('Ordine 347 123 4567 spedito.')).toBe('Ordine 347 123 4567 spedito.');
    expect(redacted('Factuur 020 612 3456')).toBe('Factuur 020 612 3456');
    expect(redacted('Pedido 55 2178 9043 enviado.')).toBe('Pedido 55 2178 9043 enviado.');
  });

  it("reads a Greek mobile after its recipient's name, and a Ghanaian one after a name in capitals", () => {
    expect(redacted('Παραλήπτης: Δημήτρης Παπαδόπουλος, 694 123 4567.')).toBe('Παραλήπτης: [PERSON_NAME], [PHONE_NUMBER].');
    expect(redacted('You have received GHS 250.00 from KOFI MENSAH 024 412 3388. Transaction ID: 4815162342.')).toBe(
      'You have received GHS 250.00 from [PERSON_NAME] [PHONE_NUMBER]. Transaction ID: 4815162342.',
    );
    // Near misses: an order's number, and capitals that name no one.
    expect(redacted('Παραγγελία 694 123 4567 εστάλη.')).toBe('Παραγγελία 694 123 4567 εστάλη.');
    expect(redacted('INVOICE TOTAL 024 412 3388')).toBe('INVOICE TOTAL 024 412 3388');
  });
});
