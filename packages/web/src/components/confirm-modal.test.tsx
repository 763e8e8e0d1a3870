// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { ConfirmModal } from './confirm-modal.tsx';

function open(overrides: Partial<Parameters<typeof ConfirmModal>[0]> = {}) {
  const onConfirm = vi.fn<() => void>();
  const onCancel = vi.fn<() => void>();
  renderWithProviders(
    <ConfirmModal opened title="Delete user" message="Delete the user ana?" confirmLabel="Delete" onConfirm={onConfirm} onCancel={onCancel} {...overrides} />,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmModal', () => {
  it('shows the question in a dialog named by its title', async () => {
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Delete user' });
    expect(dialog.textContent).toContain('Delete the user ana?');
  });

  it('confirms only when the confirm button is pressed', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel } = open();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels with the cancel button and with Escape', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel } = open();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    open({ opened: false });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
