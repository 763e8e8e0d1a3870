// @vitest-environment jsdom
import type { Cargo } from '@huella/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ChildFormFooter } from './child-form-footer.tsx';
import { fixtureForm } from './child-form-fixture.ts';

const CARGO: Cargo = { id: 7, reference: 'C-7', commodity: null, cargo_type: 'conventional', weight: 2, teu: null, passengersNumber: null };

describe('ChildFormFooter', () => {
  it('adds a new record under the form’s own label', () => {
    renderWithProviders(<ChildFormFooter form={fixtureForm({ cargos: {} })} addLabel="Add road stage" />);
    expect(screen.getByRole('button', { name: 'Add road stage' })).toHaveProperty('type', 'submit');
  });

  it('saves a record loaded for edit', () => {
    renderWithProviders(<ChildFormFooter form={fixtureForm({ cargos: {} }, { editing: true })} addLabel="Add road stage" />);
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add road stage' })).toBeNull();
  });

  it('clears the form with cancel', async () => {
    const user = userEvent.setup();
    const form = fixtureForm({ cargos: {} });
    renderWithProviders(<ChildFormFooter form={form} addLabel="Add road stage" />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(form.onCancel).toHaveBeenCalledTimes(1);
  });

  it('links the report’s cargos and shows the cargos error', async () => {
    const user = userEvent.setup();
    const form = fixtureForm({ cargos: {} }, { context: { cargos: [CARGO] }, errors: { cargos: 'Choose at least one cargo.' } });
    renderWithProviders(<ChildFormFooter form={form} addLabel="Add road stage" />);
    await user.click(screen.getByRole('checkbox', { name: 'C-7 · 2 t' }));
    expect(form.change).toHaveBeenCalledWith({ cargos: { '7': {} } });
    expect(screen.getByText('Choose at least one cargo.')).toBeTruthy();
  });
});
