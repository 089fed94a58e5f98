import { describe, expect, it } from 'vitest';
import { fieldLabelBefore, mayEndLabel } from '../../../src/detectors/names/names-person-cues.js';
import { analyze } from '../../../src/engine/analyze.js';

// findCuedPeople tries FIELD_LABEL (a Unicode regex over the 24 characters before a ":" or "=")
// only where mayEndLabel says a label may end: by its last two letters, then its third from last
// (or, for "To" and "Cc", no letter, digit or "_" before them). A log has a separator every few
// words ("user=", `"amount":`), and the regex ran at 42,000 of them a 10 MB. mayEndLabel must say
// yes wherever the regex matches.

let seed = 31;
const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const pick = <T,>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;

const LABELS = ['Name', 'name', 'NAME', 'Full name', 'fullName', 'FullName', 'first_name', 'Last name', 'Surname', 'Patient', 'Client', 'Customer', 'Owner', 'Driver', 'Signed by', 'Assigned to', 'First name(s)', 'Forename(s)', 'To', 'to', 'TO', 'Cc', 'cc', 'Prénom', 'PRÉNOM', 'Imię', 'IMIĘ', 'Nom', 'Naam', 'Nazwisko', 'Sender', 'Recipient'];
const BEFORE = ['', ' ', '\n', 'x', 'X', '1', '_', '-', '.', '"', "'", 'é', 'É', '{', 'user', 'amount', 'my', 'the ', 'service=x ', 'a'.repeat(20)];
const AFTER = ['', ' ', '  ', '\t', '"', "'", '" ', "' ", ' "', '   \t  ', ' '.repeat(21), ' '.repeat(22)];
const OTHER = ['user', 'amount', 'email', 'status', 'ts', 'msg', 'path', 'so', 'auto', 'photo', 'succ', 'occ', 'é', 'x', ''];

describe('mayEndLabel', () => {
  it('says yes before every separator where FIELD_LABEL matches, on 30,000 random texts', () => {
    let matched = 0;
    let passedOver = 0;
    for (let t = 0; t < 30_000; t++) {
      const parts: string[] = [];
      for (let k = 1 + Math.floor(next() * 4); k > 0; k--) parts.push(pick(BEFORE), next() < 0.7 ? pick(LABELS) : pick(OTHER), pick(AFTER), pick([':', '=']), ' ', pick(['Anna Nowak', 'x', '5', '"Jan"']));
      const text = parts.join('');
      for (let at = 0; at < text.length; at++) {
        const c = text.charCodeAt(at);
        if (c !== 58 && c !== 61) continue;
        const label = fieldLabelBefore(text, at);
        const may = mayEndLabel(text, at);
        if (label && !may) expect({ text, at, may }).toEqual({ text, at, may: true });
        if (label) matched++;
        else if (!may) passedOver++;
      }
    }
    expect(matched).toBeGreaterThan(20_000);
    expect(passedOver).toBeGreaterThan(10_000);
  });

  it('passes over a log\'s keys that end as labels do, and keeps the labels', () => {
    const at = (s: string) => s.length - 1;
    expect(mayEndLabel('user=', at('user='))).toBe(false);
    expect(mayEndLabel('"amount":', at('"amount":'))).toBe(false);
    expect(mayEndLabel('photo:', at('photo:'))).toBe(false);
    expect(mayEndLabel('Customer:', at('Customer:'))).toBe(true);
    expect(mayEndLabel('"client": ', at('"client":'))).toBe(true);
    expect(mayEndLabel(' to=', at(' to='))).toBe(true);
    expect(mayEndLabel('Assigned to:', at('Assigned to:'))).toBe(true);
  });

  it('still finds the person under a label in a log line', () => {
    const text = '2024-03-01T00:00:02.328Z INFO service=billing customer: Anna Nowak status=200\n';
    expect(analyze(text).filter((f) => f.entity === 'PERSON_NAME').map((f) => text.slice(f.start, f.end))).toEqual(['Anna Nowak']);
  });
});
