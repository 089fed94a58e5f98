import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine/analyze.js';
import json from '../../src/formats/json.js';
import { redactWith } from '../formats/helpers.js';

/** Every finding as "ENTITY:value@start", in text order, with the default options (and a hint). */
function found(text: string, hint = ''): string[] {
  return analyze(text, {}, hint).map((f) => `${f.entity}:${text.slice(f.start, f.end)}@${f.start}`);
}

// The third reading's HAR export (docs/reader.md), read as text and as JSON. Fictitious values.
describe('an analytics cookie', () => {
  it("takes Google Analytics' and Meta's client ids by their cookie's name", () => {
    expect(found('Cookie: SESSIONID=8d2f61c0a9b34e7f95c1d2e3f4a5b6c7; _ga=GA1.2.1829374650.1739871234')).toEqual([
      'API_KEY:8d2f61c0a9b34e7f95c1d2e3f4a5b6c7@18',
      'USERNAME:GA1.2.1829374650.1739871234@56',
    ]);
    expect(found('_fbp=fb.1.1739871234567.1829374650')).toEqual(['USERNAME:fb.1.1739871234567.1829374650@5']);
  });

  it('takes no value without its name, nor an empty one', () => {
    expect(found('Cookie: _ga=; v=GA1.2.1829374650.1739871234; my_ga=GA1.2.1829374650.1739871234')).toEqual([]);
  });
});

describe("a request's anti-CSRF header", () => {
  it('takes the token after the header, in a HAR pair, and under the header as hint', () => {
    expect(found('X-CSRF-Token: c1f0e9d8b7a6958473625140aabbccdd')).toEqual(['API_KEY:c1f0e9d8b7a6958473625140aabbccdd@14']);
    expect(found('{ "name": "X-CSRF-Token", "value": "c1f0e9d8b7a6958473625140aabbccdd" }')).toEqual(['API_KEY:c1f0e9d8b7a6958473625140aabbccdd@36']);
    expect(found('c1f0e9d8b7a6958473625140aabbccdd', 'X-CSRF-Token')).toEqual(['API_KEY:c1f0e9d8b7a6958473625140aabbccdd@0']);
  });

  it('takes no placeholder, no assignment, no other header', () => {
    expect(found('X-CSRF-Token: {{csrf}}\ncsrf-token=Mj2qykJO5rELyHgezQ69nzUX0i3OH67V7')).toEqual([]);
    expect(found('c1f0e9d8b7a6958473625140aabbccdd', 'X-Request-Id')).toEqual([]);
  });
});

describe("a HAR's header names read as text", () => {
  it('takes no name of a name/value pair for a person', () => {
    expect(found('{ "name": "Host", "value": "portal.example" }, { "name": "Content-Type", "value": "application/json" }')).toEqual([]);
  });

  it('still takes a name with no value beside it', () => {
    expect(found('{"name": "Anna Kowalski", "email": "a@b.pl"}')).toEqual(['PERSON_NAME:Anna Kowalski@10', 'EMAIL_ADDRESS:a@b.pl@36']);
  });
});

describe('a customer or meter number under its key', () => {
  it('takes it in JSON held in a string (escaped quotes) and a meter id by its label', () => {
    expect(found('"text": "{\\"customerNo\\":\\"K-20884127\\",\\"meterId\\":\\"1ESY1161229886\\",\\"status\\":\\"updated\\"}"')).toEqual([
      'USERNAME:K-20884127@27',
      'USERNAME:1ESY1161229886@54',
    ]);
    expect(found('Zählernummer: 1ESY1161229886')).toEqual(['USERNAME:1ESY1161229886@14']);
  });

  it('takes the value alone under its key as hint, not under another key', () => {
    expect(found('K-20884127', 'customerNo')).toEqual(['USERNAME:K-20884127@0']);
    expect(found('1ESY1161229886', 'meter_id')).toEqual(['USERNAME:1ESY1161229886@0']);
    expect(found('K-20884127', 'orderNo')).toEqual([]);
    expect(found('pending', 'customerNo')).toEqual([]);
  });

  it("leaves the label's verb out of a value in groups", () => {
    expect(found('the customer number is 12345 67890')).toEqual(['USERNAME:12345 67890@23']);
  });

  it('redacts a JSON file whose top-level object holds them', async () => {
    const r = await redactWith(json, 'account.json', '{"customerNo": "K-20884127", "meterId": "1ESY1161229886", "status": "updated"}', { redactor: { detectors: undefined } });
    expect(r.output.toString()).toBe('{"customerNo": "[USERNAME]", "meterId": "[USERNAME]", "status": "updated"}');
  });
});

// The third reading's crash report: the user's surname in the names of her machine and share.
describe("a person's name inside a machine's name", () => {
  it('takes the part after the device prefix when the text names that person', () => {
    expect(found('Machine: DESKTOP-MHUBER22\nUser: Martina Huber\n \\\\NAS-HUBER\\fotos\\IMG_8841.CR3')).toEqual([
      'USERNAME:MHUBER22@17',
      'PERSON_NAME:Martina Huber@32',
      'USERNAME:HUBER@53',
    ]);
  });

  it("takes no random Windows name, no name of a person the text does not name, no word", () => {
    expect(found('Machine: DESKTOP-7GQ2K4M\nUser: Martina Huber')).toEqual(['PERSON_NAME:Martina Huber@31']);
    expect(found('Machine: DESKTOP-MHUBER22')).toEqual([]);
    expect(found('\\\\NAS-BACKUP\\share, owner: Lena Backup')).toEqual(['PERSON_NAME:Lena Backup@27']);
  });
});
