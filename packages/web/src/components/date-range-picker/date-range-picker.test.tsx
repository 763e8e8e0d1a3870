// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { DateRangePicker } from './date-range-picker.tsx';

describe('DateRangePicker', () => {
  it('offers the eight presets and picks a whole range with one click', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(value: [string | null, string | null]) => void>();
    renderWithProviders(<DateRangePicker label="Dates" value={[null, null]} onChange={onChange} today={new Date(2025, 4, 14)} />);
    await user.click(screen.getByRole('button', { name: 'Dates' }));
    for (const label of ['This week', 'This month', 'This year', 'Last week', 'Last month', 'Last 3 months', 'Last 6 months']) {
      expect(await screen.findByRole('button', { name: label })).toBeTruthy();
    }
    await user.click(screen.getByRole('button', { name: 'Last year' }));
    expect(onChange).toHaveBeenCalledWith(['2024-01-01', '2024-12-31']);
  });

  it('shows the chosen range as yyyy-MM-dd', () => {
    renderWithProviders(<DateRangePicker label="Dates" value={['2025-05-12', '2025-05-18']} onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Dates' }).textContent).toBe('2025-05-12 – 2025-05-18');
  });
});
