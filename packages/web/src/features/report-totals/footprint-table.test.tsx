// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { FootprintTable } from './footprint-table.tsx';
import { figures } from './totals-fixture.ts';

function amounts() {
  return Object.fromEntries(
    screen.getAllByRole('row').slice(1).map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]),
  );
}

describe('FootprintTable', () => {
  it('says “not estimated” for a gas no factor covered, and shows a few grams in kilograms, not 0.0000 t', () => {
    renderWithProviders(<FootprintTable figures={figures(626.1, { CH4: 0.0123, N2O: 0.0257 })} labelledBy="x" />);
    expect(amounts()).toMatchObject({
      'CO₂ equivalent total': '0.6261 t',
      'CO₂': '0.5009 t',
      'CH₄': '0.0123 kg',
      'N₂O': '0.0257 kg',
      HFCs: 'not estimated',
      PM: 'not estimated',
    });
    expect(screen.getByText(/no emission factor of the set gives this gas/)).toBeTruthy();
    expect(screen.queryByText(/0\.0000/)).toBeNull();
  });
});
