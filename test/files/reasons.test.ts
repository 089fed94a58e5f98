import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { failureReason } from '../../src/files/reasons.js';

const errno = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('failure reasons', () => {
  it('uses an InputError as it is', () => {
    expect(failureReason(new InputError('a.csv', 'not CSV text'), false)).toBe('not CSV text');
  });

  it('names system errors by what they mean', () => {
    expect(failureReason(errno('EACCES', "EACCES: permission denied, open '/x/a.csv'"), false)).toBe('permission denied');
    expect(failureReason(errno('ENOSPC', 'ENOSPC'), false)).toBe('no space left on the output device');
  });

  it('never repeats an unknown error message (it may quote the input) unless --debug', () => {
    const e = new SyntaxError('Unexpected token \'j\', "jane@example.com" is not valid JSON');
    expect(failureReason(e, false)).toBe('internal error (run with --debug for details)');
    expect(failureReason(e, true)).toContain('jane@example.com');
  });
});
