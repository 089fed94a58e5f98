import { describe, expect, it } from 'vitest';
import { tokenizeWithComments } from '../../../src/formats/pdf/lexer.js';
import { richTextContent } from '../../../src/formats/pdf/rich-text.js';

describe('richTextContent (XHTML of /RC and /RV)', () => {
  it('joins inline tags, breaks lines at block tags and decodes character references', () => {
    const markup = '<body xmlns="http://www.w3.org/1999/xhtml"><p>Write to jane.roe@<i>example.com</i>,<br/>call +1&#32;415 <b>555</b> 0132 &amp; ask</p><p>Next</p></body>';
    expect(richTextContent(markup)).toBe('\nWrite to jane.roe@example.com,\ncall +1 415 555 0132 & ask\n\nNext\n');
  });
});

describe('tokenizeWithComments', () => {
  it('gives each comment its span, up to the end of its line, apart from the operators', () => {
    const data = Buffer.from('% first\nBT (a%b) Tj % after\r\nET');
    const { ops, comments } = tokenizeWithComments(data);
    expect(ops.map((o) => o.op)).toEqual(['BT', 'Tj', 'ET']);
    expect(comments.map(([s, e]) => data.subarray(s, e).toString('latin1'))).toEqual(['% first', '% after']);
  });
});
