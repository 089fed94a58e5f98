import { describe, expect, it } from 'vitest';
import { base64TextParts } from '../../src/engine/base64-parts.js';
import { quotedPrintableParts } from '../../src/engine/quoted-printable-parts.js';

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
const part = (encoding: string, body: string) =>
  `--b1\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: ${encoding}\n\n${b64(body)}\n`;

describe('base64TextParts: both marks found by one search', () => {
  it('gives the parts of the lower-case mark, then those of the capital one, each in text order', () => {
    const text = `${part('BASE64', 'first, in capitals')}${part('base64', 'second, lower case')}${part('quoted-printable', 'none')}${part('BASE64', 'third, in capitals')}--b1--\n`;
    expect(base64TextParts(text).map((p) => p.text)).toEqual(['second, lower case', 'first, in capitals', 'third, in capitals']);
  });

  it('maps each decoded unit onto its quartet and passes over a mark without its header name', () => {
    const text = `X-Note: ncoding: base64 ncodin\n${part('base64', 'Jane Roe')}`;
    const [p] = base64TextParts(text);
    expect(p!.text).toBe('Jane Roe');
    const encoded = b64('Jane Roe');
    const at = text.indexOf(encoded);
    // The padding holds no byte.
    expect(text.slice(p!.rawStart[0], p!.rawEnd[7])).toBe(encoded.replace(/=+$/, ''));
    expect(p!.rawStart[0]).toBe(at);
    expect(base64TextParts('ncoding: base64\n\nSmFuZSBSb2U=\n')).toEqual([]);
  });
});

describe('the MIME marks found from their ":"', () => {
  const qp = (body: string) => `--b1\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: quoted-printable\n\n${body}\n`;

  it('finds each part whatever stands before the mark, and no mark cut short or spaced', () => {
    const text = [
      'ncodin ncoding:base64 Encoding:  base64 ncoding: ',
      part('base64', 'Jane Roe'),
      'ncodinncoding: quoted',
      qp('Ren=C3=A9e Dubois'),
      part('BASE64', 'Omar Haddad'),
      'Content-Transfer-Encoding:\n',
    ].join('\n');
    expect(base64TextParts(text).map((p) => p.text)).toEqual(['Jane Roe', 'Omar Haddad']);
    expect(quotedPrintableParts(text).map((p) => p.text)).toEqual(['Renée Dubois\n']);
    expect(quotedPrintableParts(qp('Ren=C3=A9e Dubois').replace('Encoding: ', 'Encoding:  '))).toEqual([]);
  });
});
