// logs16 (issue 20): the checks read by code before a regex, a slice or a walk, on the pattern
// detectors' log paths. Each must let through every place its regex matches (else a finding is
// lost), and refuse what a log holds there; each is checked against the regex it guards on
// thousands of random texts.
import { describe, expect, it } from 'vitest';
import { ARGUMENT_PAIR, URL_PASSWORD, identifierStart, mayNameSecret, secretIdentifierStart } from '../../src/detectors/secrets/assignment.js';
import { PUTTY_HOST_BEFORE, SSH_TARGET_BEFORE, URL_USERINFO_BEFORE, mayEndUrlUserinfo, mayPuttyHost, maySshTarget } from '../../src/detectors/username-assignment.js';
import { analyze } from '../../src/engine/analyze.js';
import { stickyMatchesAt } from '../../src/engine/detector.js';
import { TextScan } from '../../src/engine/scan/index.js';
import { randomTexts } from '../helpers/random-text.js';

/** The matches of a global scan with `re`'s source and flags, as [start, end] pairs. */
function globalMatches(re: RegExp, text: string): number[][] {
  const g = new RegExp(re.source, `${re.flags.replace(/[gy]/g, '')}g`);
  return [...text.matchAll(g)].map((m) => [m.index, m.index + m[0].length]);
}

describe('secret-assignment: the starts of URL_PASSWORD and ARGUMENT_PAIR', () => {
  it('give what a global scan finds, on 20,000 random texts, with and without the call scan', () => {
    const pieces = ['https://app:P4ss-w0rd@', 'redis://:S3cret@', 'postgres://svc:', 'https', '://', ':', '/', '//', 'app', 'P4ss-w0rd', '@', 'db.example.com', ' ', '?', '#', '8080', '"', '<'];
    let found = 0;
    for (const text of randomTexts(pieces, 20000, 10, 3)) {
      const want = globalMatches(URL_PASSWORD.re, text);
      found += want.length;
      const spans = (ms: RegExpExecArray[]) => ms.map((m) => [m.index, m.index + m[0].length]);
      expect({ text, got: spans(URL_PASSWORD.matches(text)) }).toEqual({ text, got: want });
      expect({ text, got: spans(URL_PASSWORD.matches(text, new TextScan(text))) }).toEqual({ text, got: want });
    }
    expect(found).toBeGreaterThan(1500);
  });

  it('ARGUMENT_PAIR from each "," gives what the starts at each `",` and `\',` gave, on 20,000 random texts', () => {
    // The starts before logs16: the opening quote of each quoted word right before a ",".
    const before = (text: string): number[] => {
      const out: number[] = [];
      for (const close of ['",', "',"]) {
        for (let i = text.indexOf(close); i !== -1; i = text.indexOf(close, i + 1)) {
          const open = text.lastIndexOf(close[0]!, i - 1);
          if (open !== -1 && i - open <= 62 && mayNameSecret(text, open + 1, i)) out.push(open);
        }
      }
      return out.sort((a, b) => a - b);
    };
    const sticky = new RegExp(ARGUMENT_PAIR.re.source, `${ARGUMENT_PAIR.re.flags}y`);
    const pieces = ['"', "'", ',', ', ', '"api_token", "', "'DB_PASSWORD', '", 'secret', 'apiKey', 'token', 'name', 'x', '(', ' ', '\t', 'dafa7817-e246', 'Zx8Kp2Lm9Q', '\\'];
    let found = 0;
    for (const text of randomTexts(pieces, 20000, 12, 5)) {
      const want = stickyMatchesAt(sticky, text, before(text)).map((m) => [m.index, m.index + m[0].length]);
      found += want.length;
      expect({ text, got: ARGUMENT_PAIR.matches(text).map((m) => [m.index, m.index + m[0].length]) }).toEqual({ text, got: want });
    }
    expect(found).toBeGreaterThan(1000);
  });
});

describe('secret-assignment: one walk back over a pair name', () => {
  it('is identifierStart when mayNameSecret passes its identifier and -1 otherwise, at every place of 5,000 random texts', () => {
    const pieces = ['pass', 'PWD', 'Secret', 'tok', 'token', 'KEY', 'ke', 'auth', 'cred', 'x', '_', '.', '$', '-', '9', ' ', ':', '=', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'];
    let named = 0;
    for (const text of randomTexts(pieces, 5000, 12, 9)) {
      for (let end = 1; end <= text.length; end++) {
        const start = identifierStart(text, end);
        const want = mayNameSecret(text, start, end) ? start : -1;
        if (want >= 0) named++;
        if (secretIdentifierStart(text, end) !== want) expect({ text, end, got: secretIdentifierStart(text, end) }).toEqual({ text, end, got: want });
      }
    }
    expect(named).toBeGreaterThan(20000);
  });
});

describe('username-assignment: what stands before an "@"', () => {
  it('lets each regex run wherever it matches, on 30,000 random texts', () => {
    const pieces = ['ssh ', 'scp', 'rsync -av ', 'mosh', 'sftp', 'https://', 'git+ssh://', '://', ':', 'jdoe', 'JDoe', 'kofi.boateng', '_x', '"HostName"="', '"', "'", ' ', '\u00a0', '/', '<', 'é', '-', '9', 'a'.repeat(30), '@'];
    const seen = { url: 0, ssh: 0, putty: 0 };
    for (const text of randomTexts(pieces, 30000, 9, 11)) {
      const at = text.length;
      const before = text;
      const probe = `${text}@host`;
      if (URL_USERINFO_BEFORE.test(before)) {
        seen.url++;
        expect({ text, url: mayEndUrlUserinfo(probe, at) }).toEqual({ text, url: true });
      }
      if (SSH_TARGET_BEFORE.test(before)) {
        seen.ssh++;
        expect({ text, ssh: maySshTarget(probe, at) }).toEqual({ text, ssh: true });
      }
      if (PUTTY_HOST_BEFORE.test(before)) {
        seen.putty++;
        expect({ text, putty: mayPuttyHost(probe, at) }).toEqual({ text, putty: true });
      }
    }
    expect(seen.url).toBeGreaterThan(500);
    expect(seen.ssh).toBeGreaterThan(500);
    expect(seen.putty).toBeGreaterThan(100);
  });

  it('refuses a log line e-mail address', () => {
    const text = 'user=liam.lindqvist email=yuki.oliveira@mail.example.com ip=198.51.100.121';
    const at = text.indexOf('@');
    expect([mayEndUrlUserinfo(text, at), maySshTarget(text, at), mayPuttyHost(text, at)]).toEqual([false, false, false]);
  });

  it('still finds the logins after the checks', () => {
    const users = (text: string) => analyze(text, { entities: ['USERNAME'] }).map((f) => text.slice(f.start, f.end));
    expect(users('git clone https://kofi.boateng:Tr0ub4dor@git.example.com/app.git')).toContain('kofi.boateng');
    expect(users('$ ssh -p 2222 abena_owusu@build-01.example.net')).toContain('abena_owusu');
    expect(users('"HostName"="ioana.muresan@10.41.82.7"')).toContain('ioana.muresan');
  });
});

describe('TextScan.latin1', () => {
  it('says whether a character above U+00FF is in the text, on one-byte and two-byte strings', () => {
    expect(new TextScan('plain ASCII log 2024-03-01').latin1).toBe(true);
    expect(new TextScan('Café Größe ÿ').latin1).toBe(true);
    expect(new TextScan('1993年4月17日').latin1).toBe(false);
    expect(new TextScan(`${'x'.repeat(5000)}’`).latin1).toBe(false);
    // Latin-1 content cut out of a two-byte string (which V8 may keep two-byte).
    expect(new TextScan(`abc é${'y'.repeat(100)}’`.slice(0, 50)).latin1).toBe(true);
  });

  it('lets the CJK dates through, and a Latin-1 log has none', () => {
    const dates = (text: string) => analyze(text, { entities: ['DATE'] }).map((f) => text.slice(f.start, f.end));
    expect(dates('生年月日：1993年4月17日')).toEqual(['1993年4月17日']);
    expect(dates('2026년 3월 5일에 방문')).toEqual(['2026년 3월 5일']);
    expect(dates('Mar  1 00:00:01 mail01 postfix/smtp[54063]: 1993 4 17')).toEqual(['Mar  1 00:00:01']);
  });
});
