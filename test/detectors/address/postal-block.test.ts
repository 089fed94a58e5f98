import { describe, expect, it } from 'vitest';
import { findPostalBlocks } from '../../../src/detectors/address/postal-block.js';

const spans = (text: string) => findPostalBlocks(text).map((c) => text.slice(c.start, c.end));

describe('findPostalBlocks', () => {
  it('takes a street line and the postcode line under it (Portugal, Czechia, Greece)', () => {
    expect(spans('Exma. Senhora\nMaria Fictícia\nRua das Flores 21, 3.º Dto.\n2750-142 Cascais\n')).toEqual(['Rua das Flores 21, 3.º Dto.', '2750-142 Cascais']);
    expect(spans('Vážený pane\nIng. Jan Vymyšlený\nKřižíkova 1184/7\n186 00 Praha 8\n\nV Praze')).toEqual(['Křižíkova 1184/7', '186 00 Praha 8']);
  });

  it('leaves a postcode line with no street above it, and numbers that are no postcodes', () => {
    expect(spans('Exma. Senhora\n2750-142 Cascais\n')).toEqual([]);
    expect(spans('Total 12\n120 00 Kč zaplaceno\n')).toEqual([]);
    expect(spans('Item list 4\n1204-2026 Report\n')).toEqual([]);
  });
});
