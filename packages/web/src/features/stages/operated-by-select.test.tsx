// @vitest-environment jsdom
import type { OperatedBy } from '@huella/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { fixtureForm } from './child-form-fixture.ts';
import { OperatedBySelect } from './operated-by-select.tsx';

describe('OperatedBySelect', () => {
  it('offers own and third party under the stage label', async () => {
    const user = userEvent.setup();
    renderWithProviders(<OperatedBySelect form={fixtureForm({ operated_by: 'third_party' as OperatedBy })} field="operated_by" />);
    expect(screen.getByRole('combobox', { name: 'Operated by' })).toHaveProperty('value', 'Third party');
    await user.click(screen.getByRole('combobox', { name: 'Operated by' }));
    expect(screen.getByRole('option', { name: 'Own' })).toBeTruthy();
  });

  it('writes the choice to the field it is given', async () => {
    const user = userEvent.setup();
    const form = fixtureForm({ type: 'own' as OperatedBy });
    renderWithProviders(<OperatedBySelect form={form} field="type" label="Type" />);
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(screen.getByRole('option', { name: 'Third party' }));
    expect(form.change).toHaveBeenCalledWith({ type: 'third_party' });
  });

  it('shows the server error under the field', () => {
    renderWithProviders(<OperatedBySelect form={fixtureForm({ operated_by: 'own' as OperatedBy }, { errors: { operated_by: 'Not a valid choice.' } })} field="operated_by" />);
    expect(screen.getByText('Not a valid choice.')).toBeTruthy();
  });

  it('is not shown to only_scope3 companies, which are always third party', () => {
    renderWithProviders(<OperatedBySelect form={fixtureForm({ operated_by: 'third_party' as OperatedBy }, { context: { onlyScope3: true } })} field="operated_by" />);
    expect(screen.queryByRole('combobox', { name: 'Operated by' })).toBeNull();
  });
});
