import { describe, expect, it } from 'vitest';
import { redacted } from '../helpers/findings.js';

// Fictitious people and numbers (probes31's everyday texts: a Serbian scholarship request, a
// Slovak one, a Slovene kindergarten form, an Icelandic condominium's minutes, a Galician
// referral; a Korean rent split, lab result and pickup form; a Japanese contact line).
describe('probes31: foreign headings, numbers glued to Korean and Japanese particles, names glued to 님', () => {
  it("keeps a heading's noun before a preposition of its language and a word in lower case (names-language-openers.ts)", () => {
    expect(redacted('Molba za stipendiju\nIme i prezime: Jelena Marković')).toBe('Molba za stipendiju\nIme i prezime: [PERSON_NAME]');
    expect(redacted('Zapisnik sa skupštine stanara')).toBe('Zapisnik sa skupštine stanara');
    expect(redacted('Žiadosť o štipendium')).toBe('Žiadosť o štipendium');
    expect(redacted('Pooblastilo za prevzem otroka iz vrtca')).toBe('Pooblastilo za prevzem otroka iz vrtca');
    expect(redacted('Samþykkt að mála stigaganginn.')).toBe('Samþykkt að mála stigaganginn.');
    expect(redacted('Volante de derivación\nMédica: Dra. Antía Rivas')).toBe('Volante de derivación\nMédica: [PERSON_NAME]');
    // Near misses: a surname's particle before a capital, a Romance subject's auxiliary, a name before an English verb.
    expect(redacted('Okonkwo de la Vega called.')).toBe('[PERSON_NAME] called.');
    expect(redacted('Kerbrat a appelé hier.')).toBe('[PERSON_NAME] a appelé hier.');
    expect(redacted('Okonkwo said the flat is free.')).toBe('[PERSON_NAME] said the flat is free.');
  });

  it('takes a Korean mobile number glued to its particle (phone-kr-mobile.ts) and a Japanese one glued to kana (phone-jp-mobile.ts)', () => {
    expect(redacted('관리비는 제가 냈어요. 010-4821-7730으로 연락주세요')).toBe('관리비는 제가 냈어요. [PHONE_NUMBER]으로 연락주세요');
    expect(redacted('예전 번호 011-234-5678로 문자 주세요')).toBe('예전 번호 [PHONE_NUMBER]로 문자 주세요');
    expect(redacted('080-3321-4470に電話してください')).toBe('[PHONE_NUMBER]に電話してください');
    // Near misses: five digits in the last group, a code's letter before it, no mobile block, a Latin letter after.
    expect(redacted('주문 010-4821-77301번')).toBe('주문 010-4821-77301번');
    expect(redacted('코드 A010-4821-7730으로')).toBe('코드 A010-4821-7730으로');
    expect(redacted('번호 012-4821-7730으로')).toBe('번호 012-4821-7730으로');
    expect(redacted('品番 090-4182-7364x です')).toBe('品番 090-4182-7364x です');
  });

  it('takes a Korean name of three syllables with `님` or `씨` glued to it, not a role noun (names-scripts.ts)', () => {
    expect(redacted('[서울내과] 최유나님 혈액검사 결과가 나왔습니다.')).toBe('[서울내과] [PERSON_NAME]님 혈액검사 결과가 나왔습니다.');
    expect(redacted('정우성씨 내일 봐요')).toBe('[PERSON_NAME]씨 내일 봐요');
    // Near misses: the customer, the user, a teacher; a role noun opening with a surname's syllable.
    expect(redacted('고객님 주문이 완료되었습니다')).toBe('고객님 주문이 완료되었습니다');
    expect(redacted('사용자님 비밀번호가 변경되었습니다')).toBe('사용자님 비밀번호가 변경되었습니다');
    expect(redacted('선생님께 전달했어요')).toBe('선생님께 전달했어요');
  });
});
