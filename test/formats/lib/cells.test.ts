import { describe, expect, it } from 'vitest';
import { createRedactor } from '../../../src/engine/redactor.js';
import type { EntityName } from '../../../src/entities.js';
import { analyzeCells, redactCells } from '../../../src/formats/lib/cells.js';

/** redactCells' calls, as [cell, text]. */
function redacted(cells: string[], hint: string, options: Parameters<typeof createRedactor>[0] = {}) {
  const calls: [number, string][] = [];
  const counts: Partial<Record<EntityName, number>> = {};
  redactCells(createRedactor(options), cells, hint, counts, (k, text) => calls.push([k, text]));
  return { calls, counts };
}

/** The same through analyzeCells and apply, cell by cell (what the CSV handler did before). */
function applied(cells: string[], hint: string, options: Parameters<typeof createRedactor>[0] = {}) {
  const redactor = createRedactor(options);
  const calls: [number, string][] = [];
  analyzeCells(redactor, cells, hint).forEach((found, k) => {
    if (found.length) calls.push([k, redactor.apply(cells[k]!, found)]);
  });
  return calls;
}

describe('redactCells', () => {
  it('applies each cell’s findings in the order of the cells, numbering as apply does cell by cell', () => {
    const cells = ['Mail jane.roe@example.org or j.roe@example.net', 'nothing here', 'again jane.roe@example.org', 'x@example.com'];
    const { calls, counts } = redacted(cells, 'note', { style: 'numbered' });
    expect(calls).toEqual([
      [0, 'Mail [EMAIL_ADDRESS_1] or [EMAIL_ADDRESS_2]'],
      [2, 'again [EMAIL_ADDRESS_1]'],
      [3, '[EMAIL_ADDRESS_3]'],
    ]);
    expect(counts).toEqual({ EMAIL_ADDRESS: 4 });
    expect(calls).toEqual(applied(cells, 'note', { style: 'numbered' }));
  });

  it('analyzes a cell holding NUL alone and keeps it in its place in the order', () => {
    const cells = ['a@example.com', 'b@example.com\u0000c@example.com', 'd@example.com'];
    const { calls, counts } = redacted(cells, 'mail', { style: 'numbered' });
    expect(calls).toEqual([
      [0, '[EMAIL_ADDRESS_1]'],
      [1, '[EMAIL_ADDRESS_2]\u0000[EMAIL_ADDRESS_3]'],
      [2, '[EMAIL_ADDRESS_4]'],
    ]);
    expect(counts).toEqual({ EMAIL_ADDRESS: 4 });
    expect(calls).toEqual(applied(cells, 'mail', { style: 'numbered' }));
  });

  it('finds NUL in the first, an empty-neighboured and the last cell alike (the joined text is searched from each cell)', () => {
    const cells = ['\u0000a@example.com', '', 'b@example.com', 'c@example.com\u0000'];
    const { calls, counts } = redacted(cells, 'mail', { style: 'numbered' });
    expect(calls).toEqual([
      [0, '\u0000[EMAIL_ADDRESS_1]'],
      [2, '[EMAIL_ADDRESS_2]'],
      [3, '[EMAIL_ADDRESS_3]\u0000'],
    ]);
    expect(counts).toEqual({ EMAIL_ADDRESS: 3 });
    expect(calls).toEqual(applied(cells, 'mail', { style: 'numbered' }));
  });

  it('analyzes alone a cell whose finding would run into the next (a pattern that matches the separator)', () => {
    const options = { custom: { patterns: [/end\n\u0000\nstart/g, /solo/g] } };
    const cells = ['solo then end', 'start of solo', 'plain'];
    const { calls, counts } = redacted(cells, '', options);
    expect(calls).toEqual([
      [0, '[CUSTOM_ENTITY] then end'],
      [1, 'start of [CUSTOM_ENTITY]'],
    ]);
    expect(counts).toEqual({ CUSTOM_ENTITY: 2 });
    expect(calls).toEqual(applied(cells, '', options));
  });

  it('calls nothing for cells without findings', () => {
    expect(redacted(['1', '2', 'plain words'], 'amount')).toEqual({ calls: [], counts: {} });
  });
});
