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
    // The number stays; the login in brackets is id(1)'s user name (probes29's username-unix-account.ts).
    const text = 'uid=1001(mchen) gid=1001(mchen) groups=1001(mchen)\n';
    expect(redact(text)).toBe('uid=1001([USERNAME]) gid=1001([USERNAME]) groups=1001([USERNAME])\n');
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

describe('lower-case street addresses', () => {
  it('takes a chat address with its directional, unit, city, state and ZIP code whole', () => {
    expect(redact('its 615 w bannock st apt 4 boise 83702 now\n')).toBe('its [ADDRESS] now\n');
    expect(redact('my place is 12 n main st, springfield il 62701 ok\n')).toBe('my place is [ADDRESS] ok\n');
    expect(redact('ship to 1208 e 3rd ave #12 denver co 80203 pls\n')).toBe('ship to [ADDRESS] pls\n');
    expect(redact('i live at 42 oak street.\n')).toBe('i live at [ADDRESS].\n');
  });

  it('keeps prose that runs a number, a word and a street type', () => {
    const text = 'we drove 5 miles down the road, a 10 min drive. its a 2 lane road. got 3 new st. the 4 star hotel on main st.\n';
    expect(redact(text)).toBe(text);
    expect(redact('see you at 5 pm st louis time\n')).not.toContain('[ADDRESS]');
  });
});

describe('Indian addresses', () => {
  it('takes an address without a street word from its first part to its PIN code', () => {
    expect(redact('Flat 302, Sai Residency, Plot 14, Sector 21, Kharghar, Navi Mumbai 410210\n')).toBe('[ADDRESS]\n');
    expect(redact('H.No. 8-2-293/82, Road No. 14, Banjara Hills, Hyderabad - 500034\n')).toBe('[ADDRESS]\n');
    expect(redact('#45, 2nd Cross, 5th Main, Indiranagar, Bengaluru 560038\n')).toBe('[ADDRESS]\n');
    expect(redact('Please deliver to Flat 12B, Green Park Apartments, near City Mall, Pune 411001.\n')).toBe('Please deliver to [ADDRESS].\n');
  });

  it('takes the lines of an address that end in commas, and no line before them', () => {
    expect(redact('Ref 2024/118\nFlat 302, Sai Residency,\nPlot 14, Sector 21,\nNavi Mumbai 410210\n')).toBe('Ref 2024/118\n[ADDRESS]\n');
  });

  it('keeps six-digit figures that end no address', () => {
    const text = 'Invoice total 560038\nOrder 12, Batch 7, Total 410210\n';
    expect(redact(text)).toBe(text);
  });
});
