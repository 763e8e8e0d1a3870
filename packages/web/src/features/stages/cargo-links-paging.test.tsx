// @vitest-environment jsdom
import type { Cargo, Stage } from '@huella/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { CargoLinksField } from './cargo-links-field.tsx';
import type { CargoSelection } from './cargo-links.ts';
import { CargoLinksTable } from './cargo-links-table.tsx';

const CARGOS: Cargo[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  reference: `C${i + 1}`,
  commodity: null,
  cargo_type: 'conventional',
  weight: 1,
  teu: null,
  passengersNumber: null,
}));
const LINKS: Stage['cargos'] = CARGOS.map((cargo) => ({ cargo: cargo.id, reference: cargo.reference, commodity: null, weight: 1, tags: {}, CO2_total: 10 }));

function carriedReferences() {
  return within(screen.getByRole('table', { name: 'Cargos of Valencia → Lyon' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.firstChild?.textContent);
}

function Field({ cargos = CARGOS }: { cargos?: Cargo[] }) {
  const [value, setValue] = useState<CargoSelection>({});
  return <CargoLinksField cargos={cargos} allowedTags={[]} value={value} onChange={setValue} />;
}

describe('the cargo lists of a stage, ten at a time', () => {
  it('pages the cargos a stage carries under a pager named after the table', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CargoLinksTable caption="Cargos of Valencia → Lyon" links={LINKS} />);
    expect(carriedReferences()).toEqual(CARGOS.slice(0, 10).map((cargo) => cargo.reference));
    expect(screen.getByText('1–10 of 23')).toBeTruthy();
    await user.click(within(screen.getByRole('navigation', { name: 'Pages of Cargos of Valencia → Lyon' })).getByRole('button', { name: 'Page 3' }));
    expect(carriedReferences()).toEqual(['C21', 'C22', 'C23']);
    expect(screen.getByText('21–23 of 23')).toBeTruthy();
  });

  it('keeps a choice made on another page and counts every choice', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Field />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(10);
    await user.click(screen.getByRole('checkbox', { name: 'C2 · 1 t' }));
    const pager = within(screen.getByRole('navigation', { name: 'Pages of the cargos to choose' }));
    await user.click(pager.getByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('checkbox', { name: 'C2 · 1 t' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'C15 · 1 t' }));
    expect(screen.getByText('2 of 23 chosen')).toBeTruthy();
    await user.click(pager.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('checkbox', { name: 'C2 · 1 t' })).toHaveProperty('checked', true);
  });

  it('shows a list of ten or fewer whole, without a pager or a count', () => {
    renderWithProviders(<Field cargos={CARGOS.slice(0, 10)} />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(10);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByText(/chosen/)).toBeNull();
  });
});
