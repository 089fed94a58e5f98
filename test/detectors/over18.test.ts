import { describe, expect, it } from 'vitest';
import { found, redacted } from '../helpers/findings.js';

// The largest classes of words removed that name no one in tab-dev (ECHR judgments: `node
// bench/quality.mjs --show-over`) and the readings; see docs/reader.md `## over18`.
describe('over18: words removed that name no one (default options)', () => {
  it('keeps a role a definition gives a body ("the Government"); the body and its short names still go', () => {
    expect(redacted('The Turkish Government (“the Government”) were represented by their Agent. The applicant and the Government each filed observations.')).toBe(
      'The [ORGANIZATION] (“the Government”) were represented by their Agent. The applicant and the Government each filed observations.',
    );
    expect(redacted('It was lodged with the European Commission of Human Rights (“the Commission”). The Commission declared it admissible.')).toBe(
      'It was lodged with the [ORGANIZATION] (“the Commission”). The Commission declared it admissible.',
    );
    expect(redacted('Northwind Haulage Limited (the “Company”) appealed. The Company paid.')).toBe('[ORGANIZATION] (the “Company”) appealed. The Company paid.');
    // A short name without "the", or with a word no English word: the body's name, as before.
    expect(redacted('Northwind Haulage Limited (“Northwind”) appealed. The court held that Northwind had breached the contract.')).toBe(
      '[ORGANIZATION] (“[ORGANIZATION]”) appealed. The court held that [ORGANIZATION] had breached the contract.',
    );
    expect(redacted('Northwind Haulage Limited (the “Northwind Group”) appealed. The Northwind Group paid.')).toBe('[ORGANIZATION] (the “[ORGANIZATION]”) appealed. The [ORGANIZATION] paid.');
    expect(redacted('Northwind Haulage Limited (NHL) was fined; NHL paid.')).toBe('[ORGANIZATION] ([ORGANIZATION]) was fined; [ORGANIZATION] paid.');
  });

  it("keeps a nationality that opens a body's name when it stands alone later; a distinctive first word still goes", () => {
    expect(redacted('The Turkish Government replied. The applicant alleged that the Turkish occupation was unlawful.')).toBe(
      'The [ORGANIZATION] replied. The applicant alleged that the Turkish occupation was unlawful.',
    );
    expect(redacted('The Swedish Government replied. The application was lodged by a Swedish national.')).toBe(
      'The [ORGANIZATION] replied. The application was lodged by a Swedish national.',
    );
    expect(redacted('The Austrian Government replied. He was fined 1,500 Austrian schillings.')).toBe('The [ORGANIZATION] replied. He was fined 1,500 Austrian schillings.');
    expect(redacted('Northwind Haulage Limited appealed. Later Northwind paid.')).toBe('[ORGANIZATION] appealed. Later [ORGANIZATION] paid.');
  });

  it('keeps a nationality or people that is also a given name after an article; the person of that name still goes', () => {
    expect(redacted('The application was lodged by a German national, Mr Karl Strobel.')).toBe('The application was lodged by a German national, [PERSON_NAME].');
    expect(redacted('The Sami have inhabited the area since ancient times.')).toBe('The Sami have inhabited the area since ancient times.');
    expect(redacted('It may only be exercised by the members of a Sami village.')).toBe('It may only be exercised by the members of a Sami village.');
    expect(found('I met Sami yesterday.')).toEqual(['PERSON_NAME:Sami']);
    expect(found('Thanks, Sami!')).toEqual(['PERSON_NAME:Sami']);
    expect(found('Sami Virtanen called.')).toEqual(['PERSON_NAME:Sami Virtanen']);
    expect(found('German Torres called.')).toEqual(['PERSON_NAME:German Torres']);
    expect(found('I met German yesterday.')).toEqual(['PERSON_NAME:German']);
  });
});
