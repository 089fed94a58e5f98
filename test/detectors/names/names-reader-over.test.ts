import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/engine/analyze.js';

/** Every finding as "ENTITY:value", in text order. */
function found(text: string, hint = ''): string[] {
  return analyze(text, {}, hint).map((f) => `${f.entity}:${text.slice(f.start, f.end)}`);
}

describe('config values read as no name (an independent reader)', () => {
  it('takes no storage engine with an acronym after its inner capital for a person', () => {
    expect(found(') ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;')).toEqual([]);
    expect(found('ENGINE=InnoDB')).toEqual([]);
  });

  it('takes no IANA time zone for a person', () => {
    expect(found('timezone = Europe/London')).toEqual([]);
    expect(found('DTSTART;TZID=Europe/London:20231123T140000')).toEqual([]);
    expect(found('tz: America/Argentina/Buenos_Aires')).toEqual([]);
    // The owner on the next line is still a person.
    expect(found('timezone = Europe/London\nowner = Margaret Ellwood')).toEqual(['PERSON_NAME:Margaret Ellwood']);
  });

  it("takes no word of an iCalendar product id for a person", () => {
    expect(found('PRODID:-//Acme Corp//Calendar 1.0//EN')).toEqual([]);
    expect(found('<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN"')).toEqual([]);
  });
});
