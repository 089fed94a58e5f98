import { describe, expect, it } from 'vitest';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';

/**
 * What independent readers found left standing, or taken wrongly, in plain text (third round),
 * one case each, with default options: the exact text a redaction leaves. Each failed before
 * its fix. Fictitious people, places and numbers.
 */
const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('user names in web routes and paths', () => {
  it('takes the user segment of /users/, /u/ and /profile/ routes, beside /home/ and C:\\Users\\', () => {
    expect(redact('GET /users/rkowalski/settings HTTP/1.1\n')).toBe('GET /users/[USERNAME]/settings HTTP/1.1\n');
    expect(redact('see https://forum.example.org/u/rkowalski and https://app.example.com/profile/rkowalski/\n')).toBe(
      'see https://forum.example.org/u/[USERNAME] and https://app.example.com/profile/[USERNAME]/\n',
    );
    expect(redact('/home/rkowalski/.bashrc and C:\\Users\\rkowalski\\Documents\n')).toBe('/home/[USERNAME]/.bashrc and C:\\Users\\[USERNAME]\\Documents\n');
  });

  it('keeps placeholders, numeric ids, framework routes and system accounts', () => {
    const text = 'GET /users/me/ /users/{id}/ /users/:id /users/48213/orders /users/sign_in /user/repos /home/ubuntu/app /home/runner/work\n';
    expect(redact(text)).toBe(text);
  });
});

describe('user names in cookies and query strings', () => {
  it('takes uid=, user=, username= and login= values in Cookie and Set-Cookie headers and URLs', () => {
    expect(redact('Cookie: uid=alice.wong; theme=dark\n')).toBe('Cookie: uid=[USERNAME]; theme=dark\n');
    expect(redact('Cookie: session_ref=7; user=alice.wong\nSet-Cookie: login=alice.wong; HttpOnly\n')).toBe(
      'Cookie: session_ref=7; user=[USERNAME]\nSet-Cookie: login=[USERNAME]; HttpOnly\n',
    );
    expect(redact('GET /search?uid=alice.wong&page=2\n')).toBe('GET /search?uid=[USERNAME]&page=2\n');
  });

  it('keeps a POSIX uid number', () => {
    const text = 'uid=1001(mchen) gid=1001(mchen) groups=1001(mchen)\n';
    expect(redact(text)).toBe('uid=1001(mchen) gid=1001(mchen) groups=1001(mchen)\n');
  });
});

describe('phone numbers after a label', () => {
  it('keeps a year, month and day after "Mobile"', () => {
    expect(redact('Mobile 2024 1215\n')).toBe('Mobile 2024 1215\n');
    expect(redact('Mobile 20241215\n')).toBe('Mobile 20241215\n');
  });

  it('still takes short foreign numbers after "Mobile"', () => {
    expect(redact('Mobile 9123 4567\n')).toBe('Mobile [PHONE_NUMBER]\n');
    expect(redact('Mobile: 2345 6789\n')).toBe('Mobile: [PHONE_NUMBER]\n');
    expect(redact('Mobile 07700 900123\n')).toBe('Mobile [PHONE_NUMBER]\n');
  });
});
