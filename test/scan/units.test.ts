import { describe, expect, it } from 'vitest';
import { normalizeRemote } from '../../src/scan/salt.js';
import { TextLines } from '../../src/scan/text-locations.js';

describe('TextLines', () => {
  it('gives 1-based lines and UTF-16 columns, the end column just past the value', () => {
    const lines = new TextLines('ab\r\ncd é x@y.z\n\nlast');
    const start = 'ab\r\ncd é '.length;
    expect(lines.locate(start, start + 5).location).toEqual({ startLine: 2, startColumn: 6, endLine: 2, endColumn: 11 });
    expect(lines.position(0)).toEqual({ line: 1, column: 1 });
    expect(lines.position(lines.text.length)).toEqual({ line: 4, column: 5 });
  });

  it('counts CR LF, LF and a lone CR as line ends', () => {
    const lines = new TextLines('a\rb\r\nc\nd');
    expect([0, 2, 5, 7].map((o) => lines.position(o))).toEqual([
      { line: 1, column: 1 },
      { line: 2, column: 1 },
      { line: 3, column: 1 },
      { line: 4, column: 1 },
    ]);
  });

  it('maps offsets in a JSON string through its escapes', () => {
    const file = '{"k": "a\\u00e9\\n\\"b x@y.z"}';
    const lines = new TextLines(file);
    const value = JSON.parse(file).k as string; // a é LF " b space x@y.z
    const at = value.indexOf('x@y.z');
    const [start, end] = lines.span({ offset: file.indexOf('a\\u'), escape: 'json' }, at, at + 5);
    expect(file.slice(start, end)).toBe('x@y.z');
    const [s2, e2] = lines.span({ offset: file.indexOf('a\\u'), escape: 'json' }, 1, 2);
    expect(file.slice(s2, e2)).toBe('\\u00e9');
  });

  it('maps offsets in a quoted CSV field through its doubled quotes', () => {
    const file = 'a,"say ""hi"" to x@y.z"\n';
    const lines = new TextLines(file);
    const value = 'say "hi" to x@y.z';
    const at = value.indexOf('x@y.z');
    const [start, end] = lines.span({ offset: 3, escape: 'csv' }, at, at + 5);
    expect(file.slice(start, end)).toBe('x@y.z');
  });

  it('reports the marker on any line a finding touches', () => {
    const lines = new TextLines('first\nkey: abc # anonymize:allow\nthird\n');
    expect(lines.locate(11, 14).allowed).toBe(true);
    expect(lines.locate(0, 5).allowed).toBe(false);
    expect(lines.locate(0, 8).allowed).toBe(true);
  });
});

describe('normalizeRemote', () => {
  it('gives the same name for every way of writing a repository address, without credentials', () => {
    for (const url of [
      'https://github.com/Acme/Data.git',
      'https://x-access-token:ghs_secret@github.com/acme/data',
      'git@github.com:acme/data.git',
      'ssh://git@github.com:22/acme/data.git/',
      'https://gitlab-ci-token:secret@GitHub.com/acme/data.git',
    ]) {
      expect(normalizeRemote(url), url).toBe('github.com/acme/data');
    }
    expect(normalizeRemote('')).toBe('');
    expect(normalizeRemote('/srv/git/data.git')).toBe('');
  });
});
