// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { ConfirmModal } from './confirm-modal.tsx';

function DeleteButton() {
  const [asked, setAsked] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setAsked(true)}>
        Delete C1
      </button>
      <ConfirmModal opened={asked} title="Delete cargo" message="Delete C1?" onConfirm={() => setAsked(false)} onCancel={() => setAsked(false)} />
    </>
  );
}

describe('ConfirmModal, mounted only once asked for', () => {
  // Mounted already open, Mantine would not know where the focus came from.
  it('gives the focus back to the button that asked for it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DeleteButton />);
    await user.click(screen.getByRole('button', { name: 'Delete C1' }));
    await screen.findByRole('dialog', { name: 'Delete cargo' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete C1' })));
  });
});
