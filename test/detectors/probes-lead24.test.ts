import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * What the lead's session-24 probes found standing (docs/reader.md, "probes-lead24"): each case
 * with the default options and the exact redacted text, beside a near miss that must stay.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('a login of one word in a log\'s prose (username-phrase.ts)', () => {
  it('takes the login after "for user" and before what happened to it', () => {
    expect(redact('Login attempt from 203.0.113.77 for user jpatel blocked.\n')).toBe('Login attempt from 203.0.113.77 for user [USERNAME] blocked.\n');
    expect(redact('User bsmith logged in; user kwalsh2 has been locked\n')).toBe('User [USERNAME] logged in; user [USERNAME] has been locked\n');
  });

  it('leaves common words, system accounts and versions there', () => {
    const text = 'Ask for user consent. User input failed validation. for user root; for user postgres; for user v2 of the API; the user guide was updated\n';
    expect(redact(text)).toBe(text);
  });
});

describe('a chat message\'s author on its line (username-chat-author.ts, username-irc.ts)', () => {
  it('takes the handle after a bracketed time stamp, before a stamp, and after a date and time', () => {
    expect(redact('[14:02] jenny_b: my email is on file\n[14:03] dev42: ok\n')).toBe('[14:02] [USERNAME]: my email is on file\n[14:03] [USERNAME]: ok\n');
    expect(redact('jenny_b [2:02 PM]: hi there\n')).toBe('[USERNAME] [2:02 PM]: hi there\n');
    expect(redact('2026-11-28 14:02:11 <jenny_b> hi\n')).toBe('[DATE] <[USERNAME]> hi\n');
  });

  it('leaves a log\'s components, loggers and levels', () => {
    const text = '[12:00:01] worker_1: started\n[12:00:01] com.acme.OrderService: started\n[12:00:02] order_service: retry 3\n[12:00:03] db.pool: ok\n';
    expect(redact(text)).toBe(text);
  });
});

describe('owners in a CODEOWNERS rule for every file (username-handle.ts)', () => {
  it('takes the owners after "*" and leaves a comment tag with its value', () => {
    expect(redact('* @nkowalczyk @jdoe-acme\n')).toBe('* @[USERNAME] @[USERNAME]\n');
    const tag = '/**\n* @category Utilities\n*/\n';
    expect(redact(tag)).toBe(tag);
  });
});

describe('a full name said to be one, its family name also an English word (names-named.ts)', () => {
  it('takes the capitalised family name after the given name', () => {
    expect(redact('My name is Anna Smith.\n')).toBe('My name is [PERSON_NAME].\n');
    expect(redact('My name is Tom Baker and I live here.\n')).toBe('My name is [PERSON_NAME] and I live here.\n');
  });

  it('leaves the next sentence\'s word and a lower-case word after it', () => {
    expect(redact('My name is Anna. Smith is my boss\n')).toBe('My name is [PERSON_NAME]. Smith is my boss\n');
    expect(redact('The file name is Report Final\n')).toBe('The file name is Report Final\n');
  });
});
