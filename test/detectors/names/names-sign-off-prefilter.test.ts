import { describe, expect, it } from 'vitest';
import { maySignOff, SIGN_OFF } from '../../../src/detectors/names/names-person-cues.js';

// start8: findCuedPeople asks maySignOff before SIGN_OFF (made at its first test, which a
// one-line text used to pay for). It may only skip lines SIGN_OFF would refuse.
describe('maySignOff', () => {
  const words = ['Regards', 'regards', 'REGARDS', 'Best regards', 'best regards', 'BEST REGARDS', 'Kind regards', 'kind regards', 'Thank you', 'THANK YOU', 'Yours truly', 'Respectfully', 'Best', 'best', 'Cheers'];
  const near = ['Regard', 'Bestregards', 'Best  regards', 'Best\tregards', 'short', 'Sincere', 'Thanks a lot', 'Love', 'Noted', 'Orvell Tamsin'];
  const before = ['', ' ', '\t', '  \t '];
  const after = ['', ',', ' ,', ', ', ',\t ', ',,', ' ', '.', ', Orvell', '\r'];

  it('is true for every line SIGN_OFF matches, and false for the lines here it refuses', () => {
    let matched = 0;
    let skipped = 0;
    for (const w of [...words, ...near])
      for (const b of before)
        for (const a of after) {
          const line = `${b}${w}${a}`;
          const m = SIGN_OFF().test(line);
          if (m) {
            matched++;
            expect(maySignOff(line), line).toBe(true);
          } else if (!maySignOff(line)) skipped++;
        }
    // Both ways are exercised: the sign-offs with their blanks and one comma, and the rest.
    expect(matched).toBe(words.length * before.length * 5);
    expect(skipped).toBeGreaterThan(near.length * before.length * after.length);
  });

  it('takes a sign-off in a case SIGN_OFF refuses, which SIGN_OFF then decides', () => {
    for (const line of ['Best Regards,', 'bEST rEGARDS,', ' Thank You ']) {
      expect(maySignOff(line), line).toBe(true);
      expect(SIGN_OFF().test(line), line).toBe(false);
    }
  });
});
