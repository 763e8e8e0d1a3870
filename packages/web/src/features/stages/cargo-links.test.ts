import type { Cargo } from '@huella/contracts';
import { describe, expect, it } from 'vitest';
import { cleanTags, selectedWeight, selectionOf, toCargoLinks, withCargo, withTag } from './cargo-links.ts';

const cargo = (id: number, weight: number): Cargo => ({
  id,
  reference: `C-${id}`,
  commodity: null,
  cargo_type: 'conventional',
  weight,
  teu: null,
  passengersNumber: null,
});

describe('cargo links', () => {
  it('trims tag values and drops empty ones and tags the company does not allow', () => {
    expect(cleanTags({ customer: '  ACME ', order: '   ', withdrawn: 'x' }, ['customer', 'order'])).toEqual({ customer: 'ACME' });
  });

  it('keeps the tags typed for a cargo when it is unticked and ticked again only while selected', () => {
    let selection = withCargo({}, 7, true);
    selection = withTag(selection, 7, 'customer', 'ACME');
    expect(toCargoLinks(selection, ['customer'])).toEqual([{ cargo: 7, tags: { customer: 'ACME' } }]);
    expect(toCargoLinks(withCargo(selection, 7, false), ['customer'])).toEqual([]);
  });

  it('loads a record’s links with their tags', () => {
    const links = [{ cargo: 3, reference: 'C-3', commodity: null, weight: 2, tags: { order: 'PO-1' }, CO2_total: 10 }];
    expect(selectionOf(links)).toEqual({ 3: { order: 'PO-1' } });
  });

  it('sums the weight of the selected cargos only, without float noise', () => {
    const cargos = [cargo(1, 12.3), cargo(2, 0.3), cargo(3, 100)];
    expect(selectedWeight({ 1: {}, 2: {} }, cargos)).toBe(12.6);
    expect(selectedWeight({}, cargos)).toBe(0);
  });
});
