import { describe, expect, it } from 'vitest';
import {
  gs1Mod10,
  isCalendarDate,
  isRepeatedDigit,
  iso7064Mod11_10,
  iso7064Mod11_2,
  mod11Complement,
  twoDigits,
} from '../../../src/detectors/national-ids/algorithms.js';

describe('isCalendarDate', () => {
  it('knows month lengths and Gregorian leap years', () => {
    expect(isCalendarDate(2024, 2, 29)).toBe(true);
    expect(isCalendarDate(2023, 2, 29)).toBe(false);
    expect(isCalendarDate(2000, 2, 29)).toBe(true); // divisible by 400
    expect(isCalendarDate(1900, 2, 29)).toBe(false); // divisible by 100 only
    expect(isCalendarDate(2021, 4, 31)).toBe(false);
    expect(isCalendarDate(2021, 12, 31)).toBe(true);
  });

  it('rejects month 0, month 13 and day 0', () => {
    expect(isCalendarDate(2021, 0, 1)).toBe(false);
    expect(isCalendarDate(2021, 13, 1)).toBe(false);
    expect(isCalendarDate(2021, 1, 0)).toBe(false);
  });
});

describe('check-digit algorithms', () => {
  it('ISO 7064 MOD 11,10 accepts the python-stdnum de.idnr test number and rejects its neighbour', () => {
    expect(iso7064Mod11_10('36574261809')).toBe(true);
    expect(iso7064Mod11_10('36574261808')).toBe(false);
  });

  it('ISO 7064 MOD 11-2 gives the check characters of GB 11643-1999\'s example and a python-stdnum cn.ric number', () => {
    expect(iso7064Mod11_2('11010519491231002')).toBe('X');
    expect(iso7064Mod11_2('36042619910101007')).toBe('1');
  });

  it('GS1 mod 10 checks an EAN-13', () => {
    expect(gs1Mod10('4006381333931')).toBe(true); // the worked example of the EAN-13 article on Wikipedia
    expect(gs1Mod10('4006381333932')).toBe(false);
  });

  it('mod11Complement returns 11 − (Σ w·d mod 11) mod 11', () => {
    // Norwegian first check digit of python-stdnum's 151086 95088: 8.
    expect(mod11Complement('151086950', [3, 7, 6, 1, 8, 9, 4, 5, 2])).toBe(8);
    // Σ = 0 gives 0, not 11.
    expect(mod11Complement('000', [1, 2, 3])).toBe(0);
  });

  it('helpers', () => {
    expect(isRepeatedDigit('11111111111')).toBe(true);
    expect(isRepeatedDigit('11111111112')).toBe(false);
    expect(twoDigits('880320', 2)).toBe(3);
  });
});
