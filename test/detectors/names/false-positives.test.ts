import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/engine/analyze.js';

/** Every finding as "ENTITY:value", in text order. */
function found(text: string, hint = ''): string[] {
  return analyze(text, {}, hint).map((f) => `${f.entity}:${text.slice(f.start, f.end)}`);
}

describe('words that only look like names', () => {
  it('reads an abbreviation written in lower case as no given name it spells', () => {
    expect(found('iban')).toEqual([]);
    expect(found('send me the iban pls')).toEqual([]);
    // The same text with a name in it still has the name.
    expect(found('send me the iban pls emma')).toEqual(['PERSON_NAME:emma']);
  });

  it('reads no name in the products of a user agent after a form label', () => {
    expect(found('Agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko)')).toEqual([]);
    expect(found('Agent: Mozilla/5.0 (X11; Linux x86_64)\nCaller: Maria Lopez')).toEqual(['PERSON_NAME:Maria Lopez']);
    expect(found('Agent: Maria Lopez')).toEqual(['PERSON_NAME:Maria Lopez']);
  });

  it("takes no identifier's prefix in capitals for an organization (a CRM note)", () => {
    expect(found('Called about invoice INV-90031, resolved')).toEqual([]);
    expect(found('ticket OPS#5512 reopened by the team')).toEqual([]);
    // A bare acronym in the same kind of line is still an organization.
    expect(found('Called about invoice from ZTB, resolved')).toEqual(['ORGANIZATION:ZTB']);
  });

  it('takes no rarer English or software word after a bare "in" for a place (an editor manual)', () => {
    expect(found('The first steps in Vim')).toEqual([]);
    expect(found('Using text objects is the third way to make changes in Vim.  We already had them.')).toEqual([]);
    // An unknown word there is still a place.
    expect(found('He grew up in Kalogrea')).toEqual(['ADDRESS:Kalogrea']);
  });

  it('takes no VMS command file after "@" for a handle, so its name is not remembered as one', () => {
    const manual = 'Once installed, start the tutor from a prompt with: >\n\n\t@VIM:vimtutor\n\nThen vim opens the lesson.\n';
    expect(found(manual)).toEqual([]);
    expect(found('ping @alice:example.org about it')).toEqual(['USERNAME:alice:example.org']); // a Matrix ID whole (leaks33)
    expect(found('@jdoe: can you review this?')).toEqual(['USERNAME:jdoe']);
  });
});

describe('surnames no list knows, with the accents of their language', () => {
  it('takes a given name and an unknown surname written with accents, as one without', () => {
    expect(found('I met Ulrike Brandstätter yesterday.')).toEqual(['PERSON_NAME:Ulrike Brandstätter']);
    expect(found('I met Ulrike Brandstetter yesterday.')).toEqual(['PERSON_NAME:Ulrike Brandstetter']);
    expect(found('The report was signed by Ulrike Brändle.')).toEqual(['PERSON_NAME:Ulrike Brändle']);
    expect(found('Ulrike Brandstätter')).toEqual(['PERSON_NAME:Ulrike Brandstätter']);
  });

  it('reads no name in the closing formula of a letter in another language', () => {
    expect(found('Mit freundlichen Grüßen\nKarl Weber\n')).toEqual(['PERSON_NAME:Karl Weber']);
    expect(found('Cordialement,\nKarl Weber\n')).toEqual(['PERSON_NAME:Karl Weber']);
  });
});
