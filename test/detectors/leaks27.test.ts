import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * Values reader13 (and the earlier readings) left standing, the leaks27 round (docs/reader.md,
 * "leaks27"): each case with the default options and the exact redacted text, beside a near miss
 * that must stay.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('secrets in environment entries', () => {
  it("takes an access key's id after its name whatever its alphabet (reader13 docker-inspect)", () => {
    // Not an AWS key's base32 shape (the catalog's), but named as one in a container's env list.
    expect(redact('"Env": [\n    "AWS_ACCESS_KEY_ID=AKIAQ4182736RT5W9XEZ",\n    "LANG=C.UTF-8"\n]\n')).toBe('"Env": [\n    "AWS_ACCESS_KEY_ID=[API_KEY]",\n    "LANG=C.UTF-8"\n]\n');
    expect(redact('docker run -e AWS_ACCESS_KEY_ID=AKIAQ4182736RT5W9XEZ clinic-web\n')).toBe('docker run -e AWS_ACCESS_KEY_ID=[API_KEY] clinic-web\n');
    expect(redact('{"AccessKeyId": "AKIAQ4182736RT5W9XEZ"}\n')).toBe('{"AccessKeyId": "[API_KEY]"}\n');
    // Other key ids name no credential; the docs' sample and a variable stay.
    expect(redact('kms_key_id = 1234abcd-12ab-34cd-56ef-1234567890ab\n')).toBe('kms_key_id = 1234abcd-12ab-34cd-56ef-1234567890ab\n');
    expect(redact('AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\n')).toBe('AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\n');
    expect(redact('AWS_ACCESS_KEY_ID=${AWS_ACCESS_KEY_ID}\n')).toBe('AWS_ACCESS_KEY_ID=${AWS_ACCESS_KEY_ID}\n');
  });

  it("takes a Dockerfile's ENV name value and a pod's name/value entry", () => {
    expect(redact('FROM python:3.12\nENV DB_PASSWORD Hq7vR2xLp9Tz\nENV APP_HOME /srv/app\n')).toBe('FROM python:3.12\nENV DB_PASSWORD [API_KEY]\nENV APP_HOME /srv/app\n');
    expect(redact('ENV AWS_ACCESS_KEY_ID AKIAQ4182736RT5W9XEZ\n')).toBe('ENV AWS_ACCESS_KEY_ID [API_KEY]\n');
    // A placeholder stays.
    expect(redact('ENV DB_PASSWORD changeme\n')).toBe('ENV DB_PASSWORD changeme\n');
    const pod = 'env:\n  - name: db_password\n    value: Hq7vR2xLp9Tz\n  - name: STRIPE_SECRET_KEY\n    value: "sk9Tz2Hq7vR2xLp"\n  - name: db_host\n    value: db.internal-7x2\n';
    expect(redact(pod)).toBe('env:\n  - name: db_password\n    value: [API_KEY]\n  - name: STRIPE_SECRET_KEY\n    value: "[API_KEY]"\n  - name: db_host\n    value: db.internal-7x2\n');
    // A value from a Secret's reference holds none.
    expect(redact('env:\n  - name: db_password\n    valueFrom:\n      secretKeyRef:\n        name: db\n')).toBe('env:\n  - name: db_password\n    valueFrom:\n      secretKeyRef:\n        name: db\n');
  });
});

describe('RFC 2047 encoded words', () => {
  it('takes a display name in Han or kana from an ISO-2022-JP encoded word (reader13 takeout.mbox)', () => {
    const mail = 'Date: Fri, 20 Nov 2026 19:31:40 +0900\nFrom: =?iso-2022-jp?b?GyRCOjRGIxsoQiAbJEJIfjppGyhC?= <m.sato@example.jp>\n';
    expect(redact(mail)).toBe('Date: [DATE]\nFrom: [PERSON_NAME] <[EMAIL_ADDRESS]>\n');
    // 株式会社サクラ, a firm's display name, stays.
    expect(redact('From: =?utf-8?b?5qCq5byP5Lya56S+44K144Kv44Op?= <info@example.jp>\n')).toBe('From: =?utf-8?b?5qCq5byP5Lya56S+44K144Kv44Op?= <[EMAIL_ADDRESS]>\n');
  });

  it('reads a subject decoded and takes the encoded words whole when they hold a name', () => {
    // "Zofia Wróblewska — umowa" in base64 UTF-8.
    expect(redact('To: anna@example.pl\nSubject: =?utf-8?b?Wm9maWEgV3LDs2JsZXdza2Eg4oCUIHVtb3dh?=\n')).toBe('To: [EMAIL_ADDRESS]\nSubject: [PERSON_NAME]\n');
    // "引っ越しのお知らせ" (a notice of moving) and "Wohnungsübergabe / ključe" hold nothing.
    expect(redact('Subject: =?iso-2022-jp?b?GyRCMHokQzFbJDckTiQqQ04kaSQ7GyhC?=\n')).toBe('Subject: =?iso-2022-jp?b?GyRCMHokQzFbJDckTiQqQ04kaSQ7GyhC?=\n');
    expect(redact('Subject: =?utf-8?b?V29obnVuZ3PDvGJlcmdhYmUgLyBrbHXEjWU=?=\n')).toBe('Subject: =?utf-8?b?V29obnVuZ3PDvGJlcmdhYmUgLyBrbHXEjWU=?=\n');
  });
});

describe('addresses', () => {
  it("takes a Japanese building and its room after the block numbers with 号 alone (reader13 takeout.mbox)", () => {
    expect(redact('my new address from December: 東京都世田谷区太子堂4-18-27 コーポ三軒茶屋 203号.\n')).toBe('my new address from December: [ADDRESS].\n');
    // A machine's number after the address is no room.
    expect(redact('東京都世田谷区太子堂4-18-27 にて 2号機を点検\n')).toBe('[ADDRESS] にて 2号機を点検\n');
  });
});
