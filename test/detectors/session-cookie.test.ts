import { describe, expect, it } from 'vitest';
import sessionCookie, { COOKIE, SESSION_ID } from '../../src/detectors/session-cookie.js';
import { analyze } from '../../src/engine/analyze.js';
import { stickyFinderCheck } from '../helpers/sticky-finder.js';

const { byRegex, byFinder, onRandomTexts } = stickyFinderCheck(sessionCookie, [COOKIE, SESSION_ID]);

describe('session-cookie: the regexes tried where a match can begin', () => {
  it('finds what COOKIE and SESSION_ID find over the same keyword windows, on 3,000 random texts', () => {
    // A cookie's or a session id's parts, each drawn from what fits and what does not (the
    // characters the names hold and the lookbehind refuses, the letters "iu" folds).
    const name = ['JSESSIONID', 'PHPSESSID', 'ASP.NET_SessionId', 'connect.sid', 'conneCt.ſid', 'sessionid', 'session_id', 'Session-ID', 'laravel_session', '_app_session', '_session', 'vl_sess', 'app2_SESS', 'ſeſſion', 'session', 'session id', 'Session ID in the log', 'session  id', 'session id', 'Session ID', 'session\tid in the logs', 'sess', 'x_sess_sess', '\u212Ax_sess', 'aſ_sess', 'sid'];
    const before = ['', '', ' ', '\n', ';', 'x', '_', '.', '-', 'é', '"', 'a.b', '1'];
    const join = ['=', '=', ' = ', '\t=', ': ', ' is ', ' was ', ' ', ''];
    const quote = ['', '', "'", '"'];
    const value = ['8d2f61c0a9b34e7f95c1d2e3f4a5b6c7', 'k2v9x1q8w7e6r5t4y3u2i1o0p9a8s7d6', 's%3A9Qm2Lx7Vt4Rn8Bz3Wc6Yd1Kp.Fh3Jk5', 'true', 'abcdefabcdefabcdefabcdefab', '123456789012345678901234', '9f2c1a7e4b8d4e0f9a3c6d1b2e7f8a90', 'vl_sess=8b1e44f09c7a4d2e9f3a6c0b', 'abcdefgh12345678/PHPSESSID=0B9A8C7D6E5F40312A1B2C3D4E5F6071'];
    const after = ['', ';', ' ', 'é', 'x', '=', '"', "'"];
    let ids = 0;
    const { windowed, windowedSpans: found } = onRandomTexts({
      pieces: ['lorem ', 'ipsum ', 'path=/ ', '\n', 'x', '1', '; '],
      count: 3000,
      seed: 13,
      partsSeed: 41,
      part: (pick) => pick(before) + pick(name) + pick(join) + pick(quote) + pick(value) + pick(after),
      // Some texts are read whole, others in narrow windows (filler between their parts).
      filler: 'lorem ipsum dolor sit amet '.repeat(40),
      fillerEvery: 2,
      window: 400,
      each: (t) => {
        ids += [...t.matchAll(SESSION_ID)].length;
      },
    });
    expect(found).toBeGreaterThan(1000);
    expect(windowed).toBeGreaterThan(500);
    expect(ids).toBeGreaterThan(40);
  });

  it('finds the cookie in a header, and nothing in a word that ends in a cookie name', () => {
    const keys = (text: string) => analyze(text, { entities: ['API_KEY'] }).map((f) => text.slice(f.start, f.end));
    expect(keys('Cookie: theme=dark; JSESSIONID=0B9A8C7D6E5F40312A1B2C3D4E5F6071; Path=/')).toEqual(['0B9A8C7D6E5F40312A1B2C3D4E5F6071']);
    expect(keys('Cookie: x-JSESSIONID=0B9A8C7D6E5F40312A1B2C3D4E5F6071; Path=/')).toEqual([]);
  });
});
