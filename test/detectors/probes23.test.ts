import { describe, expect, it } from 'vitest';
import { redacted } from '../helpers/findings.js';

describe('probes23: everyday texts in other genres and languages', () => {
  it('reads a phone number glued to Chinese or Korean words after a phone label', () => {
    expect(redacted('新员工的手机号是13812345678，请联系。')).toBe('新员工的手机号是[PHONE_NUMBER]，请联系。');
    expect(redacted('연락처는 010-1234-5678이고 내일 연락 주세요.')).toBe('연락처는 [PHONE_NUMBER]이고 내일 연락 주세요.');
    expect(redacted('전화번호는 02-312-4567입니다.')).toBe('전화번호는 [PHONE_NUMBER]입니다.');
    // Near misses: an order number and a price glued the same way, with no phone word before them.
    expect(redacted('订单号是13812345678，请查收。')).toBe('订单号是13812345678，请查收。');
    expect(redacted('总价是13812345678元。')).toBe('总价是13812345678元。');
  });

  it('reads an e-mail address with a Korean or Japanese particle glued after it', () => {
    expect(redacted('이메일은 jieun.lee@naver.com입니다.')).toBe('이메일은 [EMAIL_ADDRESS]입니다.');
    expect(redacted('メール: taro.yamada@example.co.jpです')).toBe('メール: [EMAIL_ADDRESS]です');
    // Near miss: an ASCII word glued to Hangul after an "@" that is no address.
    expect(redacted('회의@3층입니다')).toBe('회의@3층입니다');
  });

  it('takes a Korean name whose title or particle the next word holds', () => {
    expect(redacted('김민수 과장님께,\n자료를 보내드립니다.')).toBe('[PERSON_NAME] 과장님께,\n자료를 보내드립니다.');
    expect(redacted('이지은 씨의 연락처를 알려 주세요.')).toBe('[PERSON_NAME] 씨의 연락처를 알려 주세요.');
    expect(redacted('감사합니다. 박서준 드림')).toBe('감사합니다. [PERSON_NAME] 드림');
    // Near misses: words opening with a surname's syllable before a verb, not a title.
    expect(redacted('이번 주 회의 자료는 내일 드립니다')).toBe('이번 주 회의 자료는 내일 드립니다');
    expect(redacted('오늘 날씨 정말 좋네요')).toBe('오늘 날씨 정말 좋네요');
  });

  it('reads a number after "my number" in Dutch, and after a Hindi label with its word for number', () => {
    expect(redacted('stuur maar een bericht, mijn nummer is 06 87654321')).toBe('stuur maar een bericht, mijn nummer is [PHONE_NUMBER]');
    expect(redacted('राहुल का मोबाइल नंबर 98765 43210 है')).toBe('राहुल का मोबाइल नंबर [PHONE_NUMBER] है');
    // Near misses: an order's number, and "the number" nobody owns.
    expect(redacted('het ordernummer is 06 87654321')).toBe('het ordernummer is 06 87654321');
    expect(redacted('the number is 06 87654321')).toBe('the number is 06 87654321');
  });

  it('reads an emergency contact’s number after the relation in brackets, in German and Spanish', () => {
    expect(redacted('Notfallkontakt: Sabine Becker (Ehefrau), 089 12345678')).toBe('Notfallkontakt: [PERSON_NAME] (Ehefrau), [PHONE_NUMBER]');
    expect(redacted('Contacto: Rosa Vidal (madre), 91 234 56 78')).toBe('Contacto: [PERSON_NAME] (madre), [PHONE_NUMBER]');
    // Near miss: a figure after a bracketed word that names no relation.
    expect(redacted('Artikel: Bremsscheibe (ersatzteil), 089 12345678')).toBe('Artikel: Bremsscheibe (ersatzteil), 089 12345678');
  });
});
