import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/engine/analyze.js';

/** Every finding as "ENTITY:value@start", in text order, with the default options. */
function found(text: string): string[] {
  return analyze(text, {}, '').map((f) => `${f.entity}:${text.slice(f.start, f.end)}@${f.start}`);
}

// Leaks found by independent readers (third round): fictitious people only.
describe('a given name before a capitalised English word', () => {
  it('takes the given name and a surname that is also a word', () => {
    expect(found('Please call Maria Apple tomorrow.')).toEqual(['PERSON_NAME:Maria Apple@12']);
    expect(found('Please call Maria Smith tomorrow.')).toEqual(['PERSON_NAME:Maria Smith@12']);
  });

  it('takes the given name before a word that is no surname', () => {
    expect(found('I met Maria Table yesterday.')).toEqual(['PERSON_NAME:Maria@6']);
    expect(found('I met John Table yesterday.')).toEqual(['PERSON_NAME:John@6']);
  });

  it('takes no heading in title case, place or institution', () => {
    expect(found('Please Call Maria Tomorrow')).toEqual([]);
    expect(found('We went to see Grace Church today.')).toEqual(['ORGANIZATION:Grace Church@15']);
    expect(found('Thanks Maria Street staff')).toEqual(['ADDRESS:Thanks Maria Street@0']);
  });
});

describe('a surname in capitals after a title', () => {
  it('takes the given name after it', () => {
    expect(found('Mr. ZHANG Wei arrived.')).toEqual(['PERSON_NAME:Mr. ZHANG Wei@0']);
    expect(found('Mr. NGUYEN Van Thanh')).toEqual(['PERSON_NAME:Mr. NGUYEN Van Thanh@0']);
  });

  it('takes a surname in capitals after a given name in capitals', () => {
    expect(found('MR JOHN SMITH WILL ATTEND')).toEqual(['PERSON_NAME:MR JOHN SMITH@0']);
  });

  it('takes no company after the title', () => {
    expect(found('MR SMITH LIMITED')).toEqual(['ORGANIZATION:MR SMITH LIMITED@0']);
  });
});

describe('initials before a particle and a surname', () => {
  it('takes the initials, the particle and the surname', () => {
    expect(found('t.n.v. F.M. de Jong')).toEqual(['PERSON_NAME:F.M. de Jong@7']);
    expect(found('see J. van der Berg')).toEqual(['PERSON_NAME:J. van der Berg@4']);
  });
});

describe('a Dutch post-office box', () => {
  it('takes the box, the postcode and the town', () => {
    expect(found('Send it to Postbus 1234, 1000 AB Amsterdam.')).toEqual(['ADDRESS:Postbus 1234, 1000 AB Amsterdam@11']);
    expect(found('Woningstichting Amstelhof\nPostbus 14520\n1001 LA Amsterdam')).toEqual(['PERSON_NAME:Woningstichting Amstelhof@0', 'ADDRESS:Postbus 14520\n1001 LA Amsterdam@26']);
  });
});
