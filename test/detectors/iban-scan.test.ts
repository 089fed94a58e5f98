import { describe, expect, it } from 'vitest';
import { isValidIBAN } from 'ibantools';
import { ibanStarts, isValidIban, START } from '../../src/detectors/iban.js';
import { randomInts, randomTexts } from '../helpers/random-text.js';

describe('IBAN starts from the shared digit runs', () => {
  it('are what a global scan with START finds, on 20,000 random texts', () => {
    const global = new RegExp(START.source, 'g');
    let found = 0;
    for (const text of randomTexts(['G', 'B', 'd', 'e', 'X', '8', '2', '0', '1', ' ', ' ', '-', 'é', '\n'], 20000, 20)) {
      const want = [...text.matchAll(global)].map((m) => m.index);
      found += want.length;
      expect({ text, got: [...ibanStarts(text)] }).toEqual({ text, got: want });
    }
    expect(found).toBeGreaterThan(1000);
  });
});

describe('IBAN validation', () => {
  it('agrees with ibantools.isValidIBAN on registry samples and 20,000 mutations of them', () => {
    const samples = ['GB82WEST12345698765432', 'DE89370400440532013000', 'FR1420041010050500013M02606', 'NL91ABNA0417164300', 'MT84MALT011000012345MTLCAST001S', 'NO9386011117947', 'BR1800360305000010009795493C1', 'XK051212012345678906', 'QA58DOHB00001234567890ABCDEFG', 'CH9300762011623852957'];
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const next = randomInts(7);
    let valid = 0;
    for (let i = 0; i < 20000; i++) {
      const base = samples[i % samples.length]!;
      const at = i < samples.length ? -1 : next() % base.length;
      const iban = at < 0 ? base : base.slice(0, at) + alphabet[next() % alphabet.length] + base.slice(at + 1);
      const want = isValidIBAN(iban);
      if (want) valid++;
      expect({ iban, ok: isValidIban(iban, iban.slice(0, 2)) }).toEqual({ iban, ok: want });
    }
    expect(valid).toBeGreaterThan(samples.length); // some mutations keep a valid IBAN (or restore it)
  });
});
