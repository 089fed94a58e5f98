import { describe, expect, it } from 'vitest';
import { addressEnd, streetAddressSource } from '../../../src/detectors/names/names-streets.js';

// addressAt matches an address part by part (the street, unit, place line, country), each part a
// regex of its own (issue 20: the one regex was ~25 ms to compile on a first call). The parts end
// where the one regex of them all ends, at every position of texts with each kind of part.
const TEXTS = [
  'Write to 1600 Amphitheatre Parkway, Mountain View, CA 94043, USA or call.',
  'Office: 221B Baker Street, London NW1 6XE\nThen 12 rue de Rivoli, 75001 Paris. Done',
  'Hauptstraße 5, 10115 Berlin, Germany; Kalverstraat 92, 1012 PH Amsterdam and ul. Długa 5, 00-514 Warszawa.',
  'Send it to P.O. Box 1234, Springfield, IL 62704-1234 or PO Box 9, Toronto, ON M5V 2T6, Canada',
  '42 West Elm St. Apt 4B\n  Portland, OR 97201 and 7 North Main Road Suite 200, St. Louis, MO',
  'Via Roma 12, 00184 Roma, Italy; Calle Mayor 5 and 350 Fifth Avenue, New York, New York.',
  '10 Downing Street, SW1A 2AA; 3 Oak Lane,\r\n  Mt. Vernon, Ohio; 8 avenue Victor Hugo, 1000 Bruxelles',
  '99 Queen Street, Brisbane, QLD 4000 and Karl-Marx-Str. 201, 04109 Leipzig, Deutschland.',
  'Meet me at 350 Fifth Avenue, ',
];

describe('street address parts', () => {
  it('end where the one regex ends, at every position', () => {
    const FOUND = 22;
    const whole = new RegExp(streetAddressSource(), 'uy');
    let found = 0;
    for (const text of TEXTS) {
      for (let s = 0; s <= text.length; s++) {
        whole.lastIndex = s;
        const m = whole.exec(text);
        const expected = m ? s + m[0].length : -1;
        if (m) found++;
        expect([s, addressEnd(text, s)]).toEqual([s, expected]);
      }
    }
    expect(found).toBe(FOUND);
  });

  it('takes the place line and the country after the street', () => {
    const text = 'Write to 1600 Amphitheatre Parkway, Mountain View, CA 94043, USA or call.';
    const s = text.indexOf('1600');
    expect(text.slice(s, addressEnd(text, s))).toBe('1600 Amphitheatre Parkway, Mountain View, CA 94043, USA');
    const berlin = 'Hauptstraße 5, 10115 Berlin, Germany; next';
    expect(berlin.slice(0, addressEnd(berlin, 0))).toBe('Hauptstraße 5, 10115 Berlin, Germany');
    expect(addressEnd('no street here', 0)).toBe(-1);
  });
});
