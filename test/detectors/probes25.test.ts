import { describe, expect, it } from 'vitest';
import { redacted } from '../helpers/findings.js';

describe('probes25: everyday texts (delivery chats, landlord notes, bank and pharmacy SMS, reminders)', () => {
  it('reads a number after the question and contact words of a notice, and after calling imperatives', () => {
    expect(redacted('Rückfragen: 0221 4789 332')).toBe('Rückfragen: [PHONE_NUMBER]');
    expect(redacted('For enquiries please ring 01632 960123.')).toBe('For enquiries please ring [PHONE_NUMBER].');
    expect(redacted('문의 010-4821-7733')).toBe('문의 [PHONE_NUMBER]');
    // Arabic's "for inquiries" labels the number, as a Saudi mobile is printed without groups.
    expect(redacted('للاستفسار: 0551234567')).toBe('للاستفسار: [PHONE_NUMBER]');
    expect(redacted('Si no contesto llama al 612 834 907')).toBe('Si no contesto llama al [PHONE_NUMBER]');
    expect(redacted('WA saya 0812-3456-7890')).toBe('WA saya [PHONE_NUMBER]');
    // A Portuguese mobile (ANACOM: 91, 92, 93, 96 and seven digits, 3-3-3) after a word of questions.
    expect(redacted('Dúvidas: 912 345 678.')).toBe('Dúvidas: [PHONE_NUMBER].');
    // Near misses: an invoice or order word right before the number, and no word at all.
    expect(redacted('Dúvidas sobre a fatura 912 345 678')).toBe('Dúvidas sobre a fatura 912 345 678');
    expect(redacted('pedido 912 345 678')).toBe('pedido 912 345 678');
    expect(redacted('bei Rückfragen: Vorgang 4789 332 1')).toBe('bei Rückfragen: Vorgang 4789 332 1');
    expect(redacted('Llama sobre la factura 612 834 907.')).toBe('Llama sobre la factura 612 834 907.');
  });

  it('reads a Russian number with its trunk 8 and its area code in brackets', () => {
    expect(redacted('Звонить Марине после 18:00: 8 (917) 234-56-78.')).toBe('Звонить Марине после 18:00: [PHONE_NUMBER].');
    expect(redacted('Тел.: 8 (495) 123-45-67')).toBe('Тел.: [PHONE_NUMBER]');
    expect(redacted('8(7172)55-12-34')).toBe('[PHONE_NUMBER]');
    // Near misses: a list's 8 before a US number keeps its 8, a reference word rules the shape out,
    // and the US grouping after a trunk 8 is no such number.
    expect(redacted('Item 8 (415) 555-0132')).toBe('Item 8 [PHONE_NUMBER]');
    expect(redacted('ref 8 (917) 234-56-78')).toBe('ref 8 (917) 234-56-78');
    expect(redacted('see 8 (1) 2-34-56')).toBe('see 8 (1) 2-34-56');
  });

  it('keeps a British mobile whole after a street earlier on the line (no ZIP code of its first group)', () => {
    expect(redacted('broken again at 7 Albion Terrace. Can you send someone? it\'s 07456 221 903.')).toBe(
      'broken again at [ADDRESS]. Can you send someone? it\'s [PHONE_NUMBER].',
    );
    // Near miss: a US ZIP after a street line, alone, is still one.
    expect(redacted('1820 Harbor View Dr, Jacksonville 32207')).toBe('[ADDRESS] [ZIP_CODE]');
  });

  it('reads a date whose month is Arabic', () => {
    expect(redacted('يوم الأحد 29 نوفمبر 2026 الساعة 4:00')).toBe('يوم الأحد [DATE] الساعة 4:00');
    expect(redacted('ولد في 3 آذار 1990')).toBe('ولد في [DATE]');
    expect(redacted('في 12 جانفي 2027')).toBe('في [DATE]');
    // Near miss: a day before an Arabic word that names no month.
    expect(redacted('في 12 شارع 2027')).toBe('في 12 شارع 2027');
  });

  it('reads a German day and month without a year after a preposition of time', () => {
    expect(redacted('Bitte bis 30.11. an uns zurück.')).toBe('Bitte bis [DATE] an uns zurück.');
    expect(redacted('gefunden am 22.11. vor der Schule')).toBe('gefunden am [DATE] vor der Schule');
    expect(redacted('vom 3.12. bis 5.12. zu')).toBe('vom [DATE] bis [DATE] zu');
    // Near misses: no preposition, a time, a version.
    expect(redacted('siehe Kapitel 3.2. unten')).toBe('siehe Kapitel 3.2. unten');
    expect(redacted('ab 14.30. Uhr')).toBe('ab 14.30. Uhr');
    expect(redacted('ab 1.2.3 installieren')).toBe('ab 1.2.3 installieren');
  });

  it('reads a name in capitals with an initial that has no full stop', () => {
    expect(redacted('A payment of £250.00 to S HUSSAIN was declined.')).toBe('A payment of £250.00 to [PERSON_NAME] was declined.');
    expect(redacted('Boots: Hi MR A KHAN, your prescription is ready.')).toBe('Boots: Hi [PERSON_NAME], your prescription is ready.');
    expect(redacted('a licence in the name of PRIYA D SHARMA. Message me')).toBe('a licence in the name of [PERSON_NAME]. Message me');
    expect(redacted('Please send it to C MACLEOD by Friday.')).toBe('Please send it to [PERSON_NAME] by Friday.');
    // Near misses: a capitalised word before the letter, "A" and "I", and an English word after it.
    expect(redacted('see Appendix C JONES for the table')).toBe('see Appendix C JONES for the table');
    expect(redacted('the letter A KHAN wrote')).toBe('the letter A KHAN wrote');
    expect(redacted('take vitamin D BROWN rice')).toBe('take vitamin D BROWN rice');
  });
});
