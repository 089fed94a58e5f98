import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine/analyze.js';

/** Every finding as "ENTITY:value", in text order. */
function found(text: string): string[] {
  return analyze(text).map((f) => `${f.entity}:${text.slice(f.start, f.end)}`);
}

describe('percent-encoded query values', () => {
  it('are read decoded, and what is found there is removed as written', () => {
    expect(found('GET /api?name=Wilhelmina%20Szczepanska&x=1 HTTP/1.1')).toEqual(['PERSON_NAME:Wilhelmina%20Szczepanska']);
    expect(found('GET /a?email=jane.doe%40example.org&name=Jane+Roe%20')).toEqual(['EMAIL_ADDRESS:jane.doe%40example.org', 'PERSON_NAME:Jane+Roe']);
    expect(found('GET /api?q=call+me+on+%2B44%2020%207946%200958&lang=en')).toEqual(['PHONE_NUMBER:%2B44%2020%207946%200958']);
  });

  it('leave values with nothing in them, and a "%" that encodes nothing, as they are', () => {
    expect(found('GET /search?q=100%25%20cotton HTTP/1.1')).toEqual([]);
    expect(found('/reset?token=abc%3D%3D')).toEqual([]);
    expect(found('Growth was 12%, then 20%AB more.')).toEqual([]);
  });
});
