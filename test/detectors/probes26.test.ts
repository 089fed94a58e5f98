import { describe, expect, it } from 'vitest';
import { redacted } from '../helpers/findings.js';

// Fictitious people and numbers (probes26's everyday texts: notices, ads, reminders, chats and shell lines).
describe('probes26: everyday texts (contact lines, invitations, notices, shell history)', () => {
  it("reads a national number after a contact's name in the groups of more numbering plans", () => {
    // UK geographic 4-3-4 (Ofcom), Philippine mobile 4-3-4 (NTC), Turkish mobile (BTK), South African mobile (ICASA).
    expect(redacted('Social worker: Amira Haddad, 0161 496 0731.')).toBe('Social worker: [PERSON_NAME], [PHONE_NUMBER].');
    expect(redacted('Ako po si Jerome Villanueva, 0928 114 5523. Salamat po!')).toBe('Ako po si [PERSON_NAME], [PHONE_NUMBER]. Salamat po!');
    expect(redacted('LCV: Ayşe Demir 0541 227 38 90')).toBe('LCV: [PERSON_NAME] [PHONE_NUMBER]');
    expect(redacted('Lerato Mokoena, 082 318 4456')).toBe('[PERSON_NAME], [PHONE_NUMBER]');
    // A title's full stop ends no sentence: the calling word before it still reaches the number.
    expect(redacted('Contact Mr. Obi, 0803 556 2190 after six.')).toBe('Contact [PERSON_NAME], [PHONE_NUMBER] after six.');
    // Near misses: a total, an invoice or a room before the same figures is no one.
    expect(redacted('Total, 0161 496 0731')).toBe('Total, 0161 496 0731');
    expect(redacted('Invoice 0928 114 5523')).toBe('Invoice 0928 114 5523');
    expect(redacted('Room 0541 227 38 90')).toBe('Room 0541 227 38 90');
  });

  it('reads a number after calling words of Vietnamese, Hausa, Turkish and Hebrew, a chat and a messenger', () => {
    expect(redacted('Vui lòng gia hạn tại quầy hoặc gọi 0903 412 775.')).toBe('Vui lòng gia hạn tại quầy hoặc gọi [PHONE_NUMBER].');
    expect(redacted('A kira Aisha Bello a 0806 221 3390.')).toBe('A kira [PERSON_NAME] a [PHONE_NUMBER].');
    expect(redacted('chat aku di 0857 2234 1189 ya')).toBe('chat aku di [PHONE_NUMBER] ya');
    expect(redacted('Пишіть у Viber 096 318 2274')).toBe('Пишіть у [ORGANIZATION] [PHONE_NUMBER]');
    expect(redacted('לשאלות: 052-7384419')).toBe('לשאלות: [PHONE_NUMBER]');
    // Near misses: the number after an order's word (Indonesian), and one with no word at all.
    expect(redacted('pesanan 0857 2234 1189')).toBe('pesanan 0857 2234 1189');
    expect(redacted('Mã 0903 412 775')).toBe('Mã 0903 412 775');
  });

  it('takes the name between a contact word and its number in Hebrew, Bengali, Tamil, Urdu and Hindi', () => {
    expect(redacted('לשאלות – מיכל אברהם, 052-7384419')).toBe('לשאלות – [PERSON_NAME], [PHONE_NUMBER]');
    expect(redacted('যোগাযোগ: সুমন চৌধুরী, ফোন 01712-345678, ধানমন্ডি')).toBe('যোগাযোগ: [PERSON_NAME], ফোন [PHONE_NUMBER], ধানমন্ডি');
    expect(redacted('நன்கொடைக்கு தொடர்பு: திரு. செந்தில் குமார், 94431 27865')).toBe('நன்கொடைக்கு தொடர்பு: திரு. [PERSON_NAME], [PHONE_NUMBER]');
    expect(redacted('چندہ کے لیے رابطہ کریں: حاجی عبدالرشید، 0300-4567812')).toBe('چندہ کے لیے رابطہ کریں: حاجی [PERSON_NAME]، [PHONE_NUMBER]');
    expect(redacted('संपर्क: राजेश वर्मा, मोबाइल 98101 23456')).toBe('संपर्क: [PERSON_NAME], मोबाइल [PHONE_NUMBER]');
    // Near misses: no number after the name, one word with no title, a committee or an office.
    expect(redacted('যোগাযোগ: সুমন চৌধুরী, ধানমন্ডি, ঢাকা')).toBe('যোগাযোগ: সুমন চৌধুরী, ধানমন্ডি, ঢাকা');
    expect(redacted('לשאלות – מיכל אברהם בערב')).toBe('לשאלות – מיכל אברהם בערב');
    expect(redacted('தொடர்பு: செந்தில், 94431 27865')).toBe('தொடர்பு: செந்தில், [PHONE_NUMBER]');
    expect(redacted('رابطہ کریں: جامع مسجد کمیٹی، 0300-4567812')).toBe('رابطہ کریں: جامع مسجد کمیٹی، [PHONE_NUMBER]');
    // probes27: `संपर्क` is now a calling word, so the office's number is a phone's; the office stays.
    expect(redacted('संपर्क: जिल्ला प्रशासन कार्यालय, 98101 23456')).toBe('संपर्क: जिल्ला प्रशासन कार्यालय, [PHONE_NUMBER]');
  });

  it("takes the user and password of a container registry's login command", () => {
    expect(redacted("$ docker login -u kofi.asante -p 'Accra2026!dock' registry.gitlab.com")).toBe(
      "$ docker login -u [USERNAME] -p '[API_KEY]' registry.gitlab.com",
    );
    expect(redacted('podman login -u ama.mensah -p Kumasi#2026x quay.io')).toBe('podman login -u [USERNAME] -p [API_KEY] quay.io');
    expect(redacted('helm registry login -u ama.mensah -p Kumasi#2026x registry.example.com')).toBe(
      'helm registry login -u [USERNAME] -p [API_KEY] registry.example.com',
    );
    // Near misses: docker run's -u (a container's user) and -p (a port), a system account and a placeholder.
    expect(redacted('docker run -u jdoe -p 8080:80 nginx')).toBe('docker run -u jdoe -p 8080:80 nginx');
    expect(redacted('docker login -u root -p changeme registry.example.com')).toBe('docker login -u root -p changeme registry.example.com');
  });
});
