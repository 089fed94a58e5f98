import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine/analyze.js';
import { createRedactor, redactAsDocument } from '../../src/engine/redactor.js';
import { foldedPieces, isFoldedCalendar, unfold } from '../../src/engine/unfold.js';
import { randomTexts } from '../helpers/random-text.js';

const redact = (text: string) => redactAsDocument(createRedactor(), text).text;

describe('iCalendar and vCard line folds (RFC 5545 §3.1)', () => {
  it('unfolds CRLF and LF folds and maps each unit back', () => {
    const { text, rawAt } = unfold('A:ab\r\n cd\n\tef');
    expect(text).toBe('A:abcdef');
    expect(rawAt).toEqual([0, 1, 2, 3, 7, 8, 11, 12, 13]);
    expect(foldedPieces({ entity: 'API_KEY', start: 2, end: 8, score: 1, detector: 'x' }, rawAt)).toEqual([
      { entity: 'API_KEY', start: 2, end: 4, score: 1, detector: 'x' },
      { entity: 'API_KEY', start: 7, end: 9, score: 1, detector: 'x' },
      { entity: 'API_KEY', start: 11, end: 13, score: 1, detector: 'x' },
    ]);
  });

  it('is only done for calendars and cards with a fold', () => {
    expect(isFoldedCalendar('BEGIN:VCALENDAR\r\nDESCRIPTION:a\r\n b\r\nEND:VCALENDAR')).toBe(true);
    expect(isFoldedCalendar('BEGIN:VCARD\nNOTE:a\nEND:VCARD')).toBe(false);
    expect(isFoldedCalendar('Dear Ann,\n  the list:\n VAT: 20%')).toBe(false);
  });

  it('finds the component delimiters at their ":V" as the regex over the whole text does, on 20,000 random texts', () => {
    // The plain definition: the case-insensitive delimiter anywhere, and a fold.
    const plain = (t: string) => /(?:BEGIN|END):V(?:CALENDAR|CARD|EVENT|TODO|JOURNAL|ALARM|FREEBUSY|TIMEZONE)\b/i.test(t) && /\r?\n[ \t]/.test(t);
    const pieces = ['BEGIN', 'begin', 'BeGiN', 'END', 'eNd', 'BEGIN:', 'END:', ':V', ':v', 'V', 'CALENDAR', 'card', 'Event', 'todo', 'x', '_', ':', 'BEGIN:V', 'end:V', 'END:v', 'CALENDAR', 'card', '\r\n ', '\n\t', '\n', '\r\n ', ' ', 'É'];
    let folded = 0;
    for (const text of randomTexts(pieces, 20000, 12, 3)) {
      const expected = plain(text);
      if (expected) folded++;
      expect({ text, folded: isFoldedCalendar(text) }).toEqual({ text, folded: expected });
    }
    expect(folded).toBeGreaterThan(400);
  });

  it('removes both pieces of a password cut by a fold and keeps the fold', () => {
    const text = 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDESCRIPTION:wifi password: Tr0ub4dor\r\n &3xyz\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
    expect(redact(text)).toBe('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDESCRIPTION:wifi password: [API_KEY]\r\n [API_KEY]\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n');
    expect(analyze(text).map((f) => text.slice(f.start, f.end))).toEqual(['Tr0ub4dor', '&3xyz']);
  });

  it('reads a folded vCard address and phone number whole', () => {
    const text = 'BEGIN:VCARD\r\nVERSION:4.0\r\nADR;TYPE=home:;;7 Elm Row;Edin\r\n burgh;;EH7 4AA;UK\r\nNOTE:ring +44 20 79\r\n 46 0958 after six\r\nEND:VCARD\r\n';
    expect(redact(text)).toBe('BEGIN:VCARD\r\nVERSION:4.0\r\nADR;TYPE=home:;;[ADDRESS]\r\n [ADDRESS]\r\nNOTE:ring [PHONE_NUMBER]\r\n [PHONE_NUMBER] after six\r\nEND:VCARD\r\n');
  });
});
