import { describe, expect, it } from 'vitest';
import { redacted } from '../helpers/findings.js';

// Fictitious people and numbers (the lead's session-30 probes: an M-PESA confirmation, a
// Japanese shop's and a Korean shop's notices, a Spanish flat-share message, a Dutch GP's
// appointment letter, chats in Dutch, Spanish and French).
describe('lead30: mobile-money SMS, CJK contact lines, greetings and chats of other languages', () => {
  it('takes the payee of a mobile-money SMS and its ungrouped mobile (names-caps.ts, phone/near.ts UNGROUPED_MOBILE)', () => {
    expect(redacted('QJK7H2LM9P Confirmed. Ksh2,500.00 sent to WANJIKU KAMAU 0712345678 on 27/11/26 at 3:42 PM. New M-PESA balance is Ksh4,120.50.')).toBe(
      'QJK7H2LM9P Confirmed. Ksh2,500.00 sent to [PERSON_NAME] [PHONE_NUMBER] on [DATE]. New M-PESA balance is Ksh4,120.50.',
    );
    // leaks46: the other party's Kenyan mobile without its "+" (phone/near.ts KE_BARE_INTERNATIONAL).
    expect(redacted('You have received Ksh1,000.00 from JOHN OTIENO 254723456789 on 27/11/26')).toBe('You have received Ksh1,000.00 from [PERSON_NAME] [PHONE_NUMBER] on [DATE]');
    expect(redacted('sent to Wanjiku Kamau 0712345678 today')).toBe('sent to [PERSON_NAME] [PHONE_NUMBER] today');
    // Near misses: a reference or a total before the digits, one word, words of English in capitals.
    expect(redacted('Order Number 0712345678')).toBe('Order Number 0712345678');
    expect(redacted('ref 0712345678')).toBe('ref 0712345678');
    expect(redacted('Invoice Total 0712345678')).toBe('Invoice Total 0712345678');
    expect(redacted('please CALL NOW 0712345678 for offers')).toBe('please CALL NOW [PHONE_NUMBER] for offers');
  });

  it('reads a Japanese word of calling with its particle glued, and the person in charge (phone/near.ts, names-scripts.ts)', () => {
    expect(redacted('お問い合わせは 03-1234-5678 まで。')).toBe('お問い合わせは [PHONE_NUMBER] まで。');
    expect(redacted('お問い合わせ先：03-1234-5678')).toBe('お問い合わせ先：[PHONE_NUMBER]');
    expect(redacted('担当 鈴木花子')).toBe('担当 [PERSON_NAME]');
    expect(redacted('担当者：佐藤 美咲')).toBe('担当者：[PERSON_NAME]');
    // A department in charge, no person.
    expect(redacted('担当：本社')).toBe('担当：本社');
    expect(redacted('担当部署：営業部')).toBe('担当部署：営業部');
  });

  it('takes a Korean name before 고객님 (customer) written apart (names-scripts.ts SUFFIX)', () => {
    expect(redacted('김민준 고객님, 주문하신 상품이 발송되었습니다.')).toBe('[PERSON_NAME] 고객님, 주문하신 상품이 발송되었습니다.');
    expect(redacted('고객님 감사합니다')).toBe('고객님 감사합니다');
  });

  it('reads Spanish imperatives of calling with a pronoun glued (lexicon/phone-words.ts)', () => {
    expect(redacted('Te paso el número del casero, llámale al 612 34 56 78.')).toBe('Te paso el número del casero, llámale al [PHONE_NUMBER].');
    expect(redacted('pedido 612 34 56 78')).toBe('pedido 612 34 56 78');
  });

  it('keeps a greeting before an honorific in lower case (names-word-uses.ts GREETING_ENDS)', () => {
    expect(redacted('Beste meneer Van der Heijden, uw afspraak is verzet. Met vriendelijke groet, Mirjam')).toBe(
      'Beste meneer [PERSON_NAME], uw afspraak is verzet. Met vriendelijke groet, [PERSON_NAME]',
    );
    expect(redacted('Stimate domnule Ionescu, vă scriu. Cu stimă, Andrei')).toBe('Stimate domnule [PERSON_NAME], vă scriu. Cu stimă, [PERSON_NAME]');
  });

  it("reads no English list's names in a chat line of another language (names-informal.ts CHAT_WORDS)", () => {
    expect(redacted('hoi, mijn pakket staat nog bij de buren lol')).toBe('hoi, mijn pakket staat nog bij de buren lol');
    expect(redacted('oye fui al banco hoy y nada jaja')).toBe('oye fui al banco hoy y nada jaja');
    expect(redacted('tu sais quoi, je suis allé au travail lol')).toBe('tu sais quoi, je suis allé au travail lol');
    expect(redacted('lol vi a krithika hoy en el mall pero nada')).toBe('lol vi a krithika hoy en el mall pero nada');
    // English chat lines keep their names in lower case.
    expect(redacted('lol i saw krithika at the mall')).toBe('lol i saw [PERSON_NAME] at the mall');
    expect(redacted('omg jenna is here lol')).toBe('omg [PERSON_NAME] is here lol');
  });

  it("keeps a country's name a place, not a foreign common word (names-foreign-words.ts: the merge took `cameroun` out)", () => {
    expect(redacted('Il est né à Yaoundé, Cameroun, le 3 mai 1990.')).toBe('Il est né à [ADDRESS], le [DATE].');
  });
});
