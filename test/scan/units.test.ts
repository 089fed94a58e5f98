import { describe, expect, it } from 'vitest';
import { normalizeRemote } from '../../src/scan/salt.js';
import { locateInStream, TextLines, type LocateRequest } from '../../src/scan/text-locations.js';

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
    const [start, end] = lines.span({ offset: file.indexOf('a\\u'), escape: 'json' }, at, at + 5)!;
    expect(file.slice(start, end)).toBe('x@y.z');
    const [s2, e2] = lines.span({ offset: file.indexOf('a\\u'), escape: 'json' }, 1, 2)!;
    expect(file.slice(s2, e2)).toBe('\\u00e9');
  });

  it('maps offsets in a quoted CSV field through its doubled quotes', () => {
    const file = 'a,"say ""hi"" to x@y.z"\n';
    const lines = new TextLines(file);
    const value = 'say "hi" to x@y.z';
    const at = value.indexOf('x@y.z');
    const [start, end] = lines.span({ offset: 3, escape: 'csv' }, at, at + 5)!;
    expect(file.slice(start, end)).toBe('x@y.z');
  });

  it('reports the marker on any line a finding touches', () => {
    const lines = new TextLines('first\nkey: abc # anonymize:allow\nthird\n');
    expect(lines.locate(11, 14).allowed).toBe(true);
    expect(lines.locate(0, 5).allowed).toBe(false);
    expect(lines.locate(0, 8).allowed).toBe(true);
  });
});

describe('locateInStream', () => {
  it('gives what TextLines gives on the whole text, whatever the pieces (3 MB, CR LF cut between pieces)', async () => {
    const parts: string[] = [];
    const requests: LocateRequest[] = [];
    let offset = 0;
    for (let i = 0; offset < 3_000_000; i++) {
      const email = `x${i}@y.z`;
      // A JSON string with an escape and the marker; plain text; a quoted CSV field ending in CR.
      const line = i % 3 === 0 ? `{"k": "a\\u00e9 ${email} # anonymize:allow"}\r\n` : i % 3 === 1 ? `plain ${email} text\n` : `"q ""${email}"""\r`;
      const at = line.indexOf(email);
      if (i % 3 === 0) requests.push({ place: { offset: offset + 7, escape: 'json' }, start: at - 12, end: at - 12 + email.length });
      else if (i % 3 === 1) requests.push({ place: { offset: 0 }, start: offset + at, end: offset + at + email.length });
      else requests.push({ place: { offset: offset + 1, escape: 'csv' }, start: at - 2, end: at - 2 + email.length });
      parts.push(line);
      offset += line.length;
    }
    const text = parts.join('');
    const whole = new TextLines(text);
    const expected = requests.map((r) => {
      const [s, e] = whole.span(r.place, r.start, r.end)!;
      return { ...whole.locate(s, e), raw: text.slice(s, e) };
    });
    const pieces = async function* () {
      for (let i = 0; i < text.length; i += 777_777) yield text.slice(i, i + 777_777);
    };
    expect(await locateInStream(pieces(), requests)).toEqual(expected);
    expect(expected[0]).toEqual({ location: { startLine: 1, startColumn: 16, endLine: 1, endColumn: 22 }, allowed: true, raw: 'x0@y.z' });
    expect(expected[1]).toEqual({ location: { startLine: 2, startColumn: 7, endLine: 2, endColumn: 13 }, allowed: false, raw: 'x1@y.z' });
    expect(expected[2]).toEqual({ location: { startLine: 3, startColumn: 6, endLine: 3, endColumn: 12 }, allowed: false, raw: 'x2@y.z' });
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
