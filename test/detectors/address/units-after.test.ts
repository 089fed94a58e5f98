import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/engine/analyze.js';

const addresses = (text: string) => analyze(text).filter((f) => f.entity === 'ADDRESS').map((f) => text.slice(f.start, f.end));

describe('a unit after a found street (Spanish, Belgian French, Romanian words)', () => {
  it('takes departamento and boîte with the street', () => {
    expect(addresses('domiciliado en Avenida Irarrázaval 3480, departamento 1204, comuna de Ñuñoa')).toContain('Avenida Irarrázaval 3480, departamento 1204');
    // The postcode and town line under it is the address's too (a town after a postcode, over12).
    expect(addresses('Domicile :\n    Rue du Viaduc 74, boîte 3\n    1050 Ixelles')).toEqual(['Rue du Viaduc 74, boîte 3', '1050 Ixelles']);
  });

  it('leaves a unit word with no number', () => {
    expect(addresses('Avenida Irarrázaval 3480, casa grande')).toEqual(['Avenida Irarrázaval 3480']);
  });
});
