import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * The fourteenth reading's standing values (docs/reader.md, "leaks29"): each case with the default
 * options and the exact redacted text, beside a near miss that must stay.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe("Khmer (likhet-kh)", () => {
  it("names after a Khmer name label, to the next label (person-name-script-labelled.ts)", () => {
    expect(redact("ឈ្មោះ សុខ ចាន់ធា ភេទ ស្រី សញ្ជាតិ ខ្មែរ\n")).toBe("ឈ្មោះ [PERSON_NAME] ភេទ ស្រី សញ្ជាតិ ខ្មែរ\n");
    expect(redact("ឪពុកឈ្មោះ សុខ វណ្ណា ម្តាយឈ្មោះ ជា សុភាព\n")).toBe("ឪពុកឈ្មោះ [PERSON_NAME] ម្តាយឈ្មោះ [PERSON_NAME]\n");
    // a company's word: stays.
    expect(redact("ឈ្មោះ ក្រុមហ៊ុន អេប៊ីស៊ី\n")).toBe("ឈ្មោះ ក្រុមហ៊ុន អេប៊ីស៊ី\n");
    // more words are a sentence: stays.
    expect(redact("ឈ្មោះ សុខ ចាន់ធា បាន មក ទីនេះ ហើយ\n")).toBe("ឈ្មោះ សុខ ចាន់ធា បាន មក ទីនេះ ហើយ\n");
  });

  it("a name after a Khmer title when a Cambodian family name opens it", () => {
    expect(redact("បានជួប លោក សុខ វណ្ណា ។\n")).toBe("បានជួប លោក [PERSON_NAME] ។\n");
    // the pronoun: stays.
    expect(redact("លោក ទៅ ផ្សារ ទិញ ត្រី ។\n")).toBe("លោក ទៅ ផ្សារ ទិញ ត្រី ។\n");
  });

  it("capitals after a bilingual name label (`ឈ្មោះ… / Name in Latin:`)", () => {
    // (`Latin`, a language after "in", is no place since over17.)
    expect(redact("ឈ្មោះជាអក្សរឡាតាំង / Name in Latin: SOK CHANTHEA\n")).toBe("ឈ្មោះជាអក្សរឡាតាំង / Name in Latin: [PERSON_NAME]\n");
    // a Latin word before the slash: stays.
    expect(redact("Status / Name in Latin: SOK CHANTHEA\n")).toBe("Status / Name in Latin: SOK CHANTHEA\n");
  });

  it("Khmer digits read folded (digits-folded.ts): the date and the phone", () => {
    expect(redact("ថ្ងៃខែឆ្នាំកំណើត ១៥ មេសា ១៩៩២\n")).toBe("ថ្ងៃខែឆ្នាំកំណើត [DATE]\n");
    // no month: stays.
    expect(redact("ថ្ងៃខែឆ្នាំកំណើត ១៥ ផ្ទះ ១៩៩២\n")).toBe("ថ្ងៃខែឆ្នាំកំណើត ១៥ ផ្ទះ ១៩៩២\n");
    expect(redact("ទូរស័ព្ទ ០១២ ៤១៨ ២៧៣\n")).toBe("ទូរស័ព្ទ [PHONE_NUMBER]\n");
    // no phone word: stays.
    expect(redact("ផ្ទះ ០១២ ៤១៨ ២៧៣\n")).toBe("ផ្ទះ ០១២ ៤១៨ ២៧៣\n");
  });

  it("the house and street numbers (address-script-street.ts)", () => {
    expect(redact("មានទីលំនៅពិតប្រាកដ ផ្ទះលេខ ៤១ ផ្លូវ ២៧៣ ភូមិ៣ សង្កាត់បឹងកេងកង១\n")).toBe("មានទីលំនៅពិតប្រាកដ [ADDRESS] សង្កាត់បឹងកេងកង១\n");
    // a street without a house: stays.
    expect(redact("ផ្លូវ ២៧៣ ជាប់គាំង\n")).toBe("ផ្លូវ ២៧៣ ជាប់គាំង\n");
  });
});

describe("Chinese names and mobiles in a chat (wechat-export)", () => {
  it("a listed surname after a role and 叫, or after a possessive and a relation (names-scripts.ts)", () => {
    expect(redact("租客叫刘思远，上海人\n")).toBe("租客叫[PERSON_NAME]，上海人\n");
    // 叫 after a pronoun: stays.
    expect(redact("他叫马上来\n")).toBe("他叫马上来\n");
    expect(redact("签好了 我让我老公王建国明天去拿钥匙\n")).toBe("签好了 我让我老公[PERSON_NAME]明天去拿钥匙\n");
    // no surname: stays.
    expect(redact("我老公说明天去拿钥匙\n")).toBe("我老公说明天去拿钥匙\n");
  });

  it("an eleven-digit CN mobile in Chinese text (phone-cn-mobile.ts)", () => {
    expect(redact("给 13682741827，晚上别打\n")).toBe("给 [PHONE_NUMBER]，晚上别打\n");
    // no Chinese: stays.
    expect(redact("order 13682741827 shipped\n")).toBe("order 13682741827 shipped\n");
    // no mobile block: stays.
    expect(redact("订单号 10018273645\n")).toBe("订单号 10018273645\n");
  });
});

describe("addresses and dates of countries without a street reader", () => {
  it("a Tajik street with its flat, a Malagasy lot (address-script-street.ts)", () => {
    expect(redact("суроғаи истиқомат: ш. Душанбе, кӯчаи Айнӣ 41, хонаи 27,\n")).toBe("суроғаи истиқомат: ш. Душанбе, [ADDRESS],\n");
    // a letterhead without a flat: stays.
    expect(redact("734025, ш. Душанбе, кӯчаи Н. Қарабоев 56, тел.\n")).toBe("734025, ш. Душанбе, кӯчаи [PERSON_NAME] 56, тел.\n");
    expect(redact("monina ao : Lot IVG 418 Bis Anosibe Andrefana, Antananarivo 101\n")).toBe("monina ao : [ADDRESS], [ADDRESS] 101\n");
    // a lot without a sector: stays.
    expect(redact("Lot 27, sold\n")).toBe("Lot 27, sold\n");
  });

  it("a Malagasy month (date-parts.ts)", () => {
    expect(redact("Daty nahaterahana: 21 Martsa 1990\n")).toBe("Daty nahaterahana: [DATE]\n");
    // no month: stays.
    expect(redact("Daty: 21 Martsy 1990\n")).toBe("Daty: 21 Martsy 1990\n");
  });
});

describe("identifiers and accounts", () => {
  it("accounts after a currency and kind, Tajik `суратҳисоби`, a Montenegrin account after a line break", () => {
    expect(redact("USD Nostro: 02418273650019\n")).toBe("USD Nostro: [IBAN]\n");
    expect(redact("ZiG current: 4182736501 (Branch code 6101)\n")).toBe("ZiG current: [IBAN] (Branch code 6101)\n");
    // an amount: stays.
    expect(redact("USD current: 1250.00\n")).toBe("USD current: 1250.00\n");
    expect(redact("Маош ба суратҳисоби кортии № 20206972641827365 дар\n")).toBe("Маош ба суратҳисоби кортии № [IBAN] дар\n");
    // no number sign: stays.
    expect(redact("Маош ба суратҳисоб 20206972641827365 дар\n")).toBe("Маош ба суратҳисоб 20206972641827365 дар\n");
    expect(redact("uplata na tekući račun osiguranice\n510-418273-13 kod banke.\n")).toBe("uplata na tekući račun osiguranice\n[IBAN] kod banke.\n");
    // a wrong control: stays.
    expect(redact("uplata na tekući račun osiguranice\n510-418273-14 kod banke.\n")).toBe("uplata na tekući račun osiguranice\n510-418273-14 kod banke.\n");
  });

  it("a call record's customer number, a Strava athlete, ORCID's external identifiers", () => {
    expect(redact("\"1763283672.4182\",\"cust=CUS-0418273\"\n")).toBe("\"1763283672.4182\",\"cust=[USERNAME]\"\n");
    // another key: stays.
    expect(redact("\"custom=CUS-0418273\"\n")).toBe("\"custom=CUS-0418273\"\n");
    expect(redact("<link href=\"https://www.strava.com/athletes/41827365\"><text>")).toBe("<link href=\"https://www.strava.com/athletes/[USERNAME]\"><text>");
    // a club: stays.
    expect(redact("https://www.strava.com/clubs/41827365\n")).toBe("https://www.strava.com/clubs/41827365\n");
    expect(redact("{ \"external-id-type\": \"ResearcherID\", \"external-id-value\": \"AAF-4182-2019\" }\n")).toBe("{ \"external-id-type\": \"ResearcherID\", \"external-id-value\": \"[USERNAME]\" }\n");
    // a work's DOI: stays.
    expect(redact("{ \"external-id-type\": \"doi\", \"external-id-value\": \"AAF-4182-2019\" }\n")).toBe("{ \"external-id-type\": \"doi\", \"external-id-value\": \"AAF-4182-2019\" }\n");
  });

  it("an Eircode by its routing key and mixed identifier, a postcode under `Home postcode`, a yearless birthday", () => {
    expect(redact("<desc>start/finish, Glasnevin, Dublin 9 D09 X4K2</desc>\n")).toBe("<desc>start/finish, [ADDRESS] 9 [ZIP_CODE]</desc>\n");
    // four digits: stays.
    expect(redact("<desc>model D09 2024</desc>\n")).toBe("<desc>model D09 2024</desc>\n");
    expect(redact("{| class=\"wikitable\"\n! Name !! Home postcode !! Notes\n|-\n| Declan McCartan || BT23 4QD || team lead\n|}\n")).toBe("{| class=\"wikitable\"\n! Name !! Home postcode !! Notes\n|-\n| [PERSON_NAME] || [ZIP_CODE] || team lead\n|}\n");
    // a depot's code: stays.
    expect(redact("{| class=\"wikitable\"\n! Name !! Depot code !! Notes\n|-\n| Declan McCartan || BT23 4QD || team lead\n|}\n")).toBe("{| class=\"wikitable\"\n! Name !! Depot code !! Notes\n|-\n| [PERSON_NAME] || BT23 4QD || team lead\n|}\n");
    expect(redact("Row: 13 mimetype=vnd.android.cursor.item/contact_event, data1=--03-19, data2=3\n")).toBe("Row: 13 mimetype=vnd.android.cursor.item/contact_event, data1=[DATE], data2=3\n");
    // a command's option: stays.
    expect(redact("git log --03-19\n")).toBe("git log --03-19\n");
  });
});

describe("names in mail metadata (outlook-msg-dump)", () => {
  it("the name at the end of an Exchange legacy DN (person-name-dn.ts)", () => {
    expect(redact("From DN: /O=EXCHANGELABS/CN=RECIPIENTS/CN=3F8A1C2B9D4E4F7A8B6C5D4E3F2A1B0C-OKAFOR, CHI\n")).toBe("From DN: /O=EXCHANGELABS/CN=RECIPIENTS/CN=3F8A1C2B9D4E4F7A8B6C5D4E3F2A1B0C-[PERSON_NAME]\n");
    // an alias alone: stays.
    expect(redact("From DN: /O=EXCHANGELABS/CN=RECIPIENTS/CN=jsmith\n")).toBe("From DN: /O=EXCHANGELABS/CN=RECIPIENTS/CN=jsmith\n");
  });
});
