import { describe, expect, it } from 'vitest';
import { redacted as redact } from '../helpers/findings.js';

/**
 * Values the thirteenth reading left standing (docs/reader.md, "leaks26"): each case with the
 * default options and the exact redacted text, beside a near miss that must stay. Fictitious
 * people and numbers.
 */

describe('Burmese forms (reader13 htaukhan-mm)', () => {
  it('reads Burmese digits as digits: a phone after ဖုန်း (engine/digits-folded.ts, phone words)', () => {
    expect(redact('ဖုန်း          - ၀၉ ၇၉၄ ၁၈၂ ၇၃၆\n')).toBe('ဖုန်း          - [PHONE_NUMBER]\n');
    // Three digits are no phone.
    expect(redact('ဖုန်း - ၁၂၃\n')).toBe('ဖုန်း - ၁၂၃\n');
    // Thai digits are read so too.
    expect(redact('โทร ๐๘๑ ๒๓๔ ๕๖๗๘\n')).toBe('โทร [PHONE_NUMBER]\n');
  });

  it('still takes the NRC written with Burmese digits', () => {
    expect(redact('နိုင်ငံသားစိစစ်ရေးကတ်ပြားအမှတ် - ၁၂/ဗဟန(နိုင်)၄၁၈၂၇၃\n')).toBe('နိုင်ငံသားစိစစ်ရေးကတ်ပြားအမှတ် - [NATIONAL_ID]\n');
    expect(redact('အမှတ် ၁၂/ဗဟန(နိုင်)၄၁၈\n')).toBe('အမှတ် ၁၂/ဗဟန(နိုင်)၄၁၈\n');
  });

  it('takes a Burmese date: year ခုနှစ်, month လ, day ရက် (date.ts)', () => {
    expect(redact('မွေးသက္ကရာဇ် - ၁၉၉၁ ခုနှစ်၊ ဇူလိုင်လ ၂၄ ရက်\n')).toBe('မွေးသက္ကရာဇ် - [DATE]\n');
    // No day 32 in July; a year alone is no date.
    expect(redact('ရက်စွဲ - ၂၀၂၆ ခုနှစ်၊ ဇူလိုင်လ ၃၂ ရက်\n')).toBe('ရက်စွဲ - ၂၀၂၆ ခုနှစ်၊ ဇူလိုင်လ ၃၂ ရက်\n');
    expect(redact('၂၀၂၆ ခုနှစ်တွင် လျှောက်ထားပါသည်\n')).toBe('၂၀၂၆ ခုနှစ်တွင် လျှောက်ထားပါသည်\n');
  });

  it("takes the name under a Burmese name label, its honorific with it (person-name-script-labelled.ts)", () => {
    expect(redact('ထောက်ခံစာ\nအမည်          - မခင်သီတာထွန်း\nအဘအမည်      - ဦးထွန်းအောင်ကျော်\n')).toBe(
      'ထောက်ခံစာ\nအမည်          - [PERSON_NAME]\nအဘအမည်      - [PERSON_NAME]\n',
    );
    // A company's name label, an office under the name label, free text after a name: they stay.
    expect(redact('ကုမ္ပဏီအမည် - ရွှေဂုံကုမ္ပဏီလီမိတက်\n')).toBe('ကုမ္ပဏီအမည် - ရွှေဂုံကုမ္ပဏီလီမိတက်\n');
    expect(redact('အမည်          - ရန်ကုန်မြို့နယ်ရုံး\n')).toBe('အမည်          - ရန်ကုန်မြို့နယ်ရုံး\n');
  });

  it('takes the address after a Burmese address label (address/labelled.ts)', () => {
    expect(redact('နေရပ်လိပ်စာ   - အမှတ် ၂၇၊ ရွှေဂုံတိုင်လမ်း၊ ၄ ရပ်ကွက်၊ ဗဟန်းမြို့နယ်\n')).toBe('နေရပ်လိပ်စာ   - [ADDRESS]\n');
    // A town with no number is no street address.
    expect(redact('လိပ်စာ - ရန်ကုန်မြို့\n')).toBe('လိပ်စာ - ရန်ကုန်မြို့\n');
  });
});

describe('OCR digits in phone numbers (reader13 fax-cover-ocr-pr)', () => {
  it('reads l and O for 1 and 0 in a North American number in its groups (ocr-spaced.ts)', () => {
    expect(redact('Tel. paciente:  (787) 4l8-2736  /  cel. 939-4O1-8273\n')).toBe('Tel. paciente:  [PHONE_NUMBER]  /  cel. [PHONE_NUMBER]\n');
    expect(redact('Favor llamar a su hija al\n787-6O2-4l83.\n')).toBe('Favor llamar a su hija al\n[PHONE_NUMBER].\n');
    // No area code 111, three letters read, a model number's shape: they stay.
    expect(redact('Call (111) 4l8-2736 today\n')).toBe('Call (111) 4l8-2736 today\n');
    expect(redact('lot 787-6O2-4lO3\n')).toBe('lot 787-6O2-4lO3\n');
    expect(redact('model 4l8-O27 rev\n')).toBe('model 4l8-O27 rev\n');
  });
});

describe('handles by their format (reader13 irc-log, sip-trace)', () => {
  it("takes an IRC log's speakers, joins and NickServ account (username-irc.ts)", () => {
    expect(redact('--- Log opened Thu Nov 19 21:00:02 2026\n21:06 <tamsin_b> reminder: board vote saturday\n21:09 <mbatista> done\n')).toBe(
      '--- Log opened [DATE]\n21:06 <[USERNAME]> reminder: board vote saturday\n21:09 <[USERNAME]> done\n',
    );
    expect(redact('21:09 -!- mbatista [~mb@2601:1c0:cb00:4182::27] has joined #pdx-hackspace\n')).toBe('21:09 -!- [USERNAME] [~mb@2601:1c0:cb00:4182::27] has joined #pdx-hackspace\n');
    // The hostmask at an RFC 2606 name reads as one address since probes-lead26 (the nick and the user go with it).
    expect(redact('21:31 -!- NickServ: tamsin_b!~tb@pdx.hackspace.example identified as hollis.tran\n')).toBe('21:31 -!- NickServ: [EMAIL_ADDRESS] identified as [USERNAME]\n');
    // Markup after a time, a time inside a sentence: they stay.
    expect(redact('10:30 <div> opens the block\n')).toBe('10:30 <div> opens the block\n');
    expect(redact('we met at 21:06 <tamsin_b> said\n')).toBe('we met at 21:06 <tamsin_b> said\n');
  });

  it("takes a SIP URI's user part at an address's host (username-sip.ts)", () => {
    expect(redact('Contact: <sip:ioana.marinescu@185.41.82.7:5060>\n')).toBe('Contact: <sip:[USERNAME]@185.41.82.7:5060>\n');
    // A number is a phone's, `anonymous` no account.
    expect(redact('From: "Anonymous" <sip:anonymous@10.20.4.18>;tag=1\n')).toBe('From: "Anonymous" <sip:anonymous@10.20.4.18>;tag=1\n');
  });
});

describe("values a PDF's line wrap cut (reader13 solicitud-pdf-zm)", () => {
  it('takes an e-mail address cut after its @, each half where it stands (email-wrapped.ts)', () => {
    expect(redact('9. Mobile: +260 97 741 8273    10. E-mail: cbmwansa61@\n   zamtel.zm\n11. TPIN: n/a\n')).toBe(
      '9. Mobile: [PHONE_NUMBER]    10. E-mail: [EMAIL_ADDRESS]\n   [EMAIL_ADDRESS]\n11. TPIN: n/a\n',
    );
    // The next line a sentence, no domain: they stay.
    expect(redact('E-mail: cbmwansa61@\n   zamtel.zm is down today\n')).toBe('E-mail: cbmwansa61@\n   zamtel.zm is down today\n');
    expect(redact('Write to cbmwansa61@\nthe office\n')).toBe('Write to cbmwansa61@\nthe office\n');
  });
});

describe('names beside found ones', () => {
  it('takes surnames in capitals before a found name in mixed case (names-beside.ts)', () => {
    expect(redact('Amazina: UWASE Claudine\n')).toBe('Amazina: [PERSON_NAME]\n');
    expect(redact('Je soussigné atteste que M. NGUEMA EBODÉ Serge Patrick est affilié.\n')).toBe('Je soussigné atteste que M. [PERSON_NAME] est affilié.\n');
    // An acronym, a short word, a heading's third word in capitals: they stay.
    expect(redact('CEO John Smith\n')).toBe('CEO [PERSON_NAME]\n');
    expect(redact('TODO Maria Lopez\n')).toBe('TODO [PERSON_NAME]\n');
    expect(redact('ATTESTATION DE TRAVAIL NGUEMA Yvan\n')).toBe('ATTESTATION DE TRAVAIL NGUEMA [PERSON_NAME]\n');
  });

  it("takes a word between a form's label and a found name that ends its column (names-beside.ts)", () => {
    expect(redact('Se: Habimana Jean Bosco    Nyina: Mukamana Vestine\n')).toBe('Se: [PERSON_NAME]    Nyina: [PERSON_NAME]\n');
    expect(redact('Note: Yesterday Jean Bosco    Tel: 1\n')).toBe('Note: Yesterday [PERSON_NAME]    Tel: 1\n');
  });

  it("takes a Greek father's name in the genitive after του (names-greek.ts)", () => {
    expect(redact('Βεβαιώνεται ότι ο κ. Ανδρέας Κωνσταντίνου του Γεωργίου, γεννηθείς στις 03/07/1984,\n')).toBe('Βεβαιώνεται ότι ο κ. [PERSON_NAME] του [PERSON_NAME], γεννηθείς στις [DATE],\n');
    expect(redact('ο κ. Ανδρέας Κωνσταντίνου του Δήμου Λευκωσίας, δήλωσε\n')).toBe('ο κ. [PERSON_NAME] του Δήμου Λευκωσίας, δήλωσε\n');
  });
});
