// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { SearchInput } from './search-input.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function typeText(text: string) {
  fireEvent.change(screen.getByLabelText('Search'), { target: { value: text } });
}

function wait(ms: number) {
  act(() => void vi.advanceTimersByTime(ms));
}

describe('SearchInput', () => {
  it('searches once, 500 ms after the last keystroke', () => {
    const onSearch = vi.fn<(text: string) => void>();
    renderWithProviders(<SearchInput label="Search" onSearch={onSearch} />);
    for (const text of ['s', 'st', 'ste', 'stee', 'steel']) {
      typeText(text);
      wait(300);
    }
    expect(onSearch).not.toHaveBeenCalled();
    wait(199);
    expect(onSearch).not.toHaveBeenCalled();
    wait(1);
    expect(onSearch.mock.calls).toEqual([['steel']]);
  });

  it('does not search on mount nor when only surrounding spaces change', () => {
    const onSearch = vi.fn<(text: string) => void>();
    renderWithProviders(<SearchInput label="Search" onSearch={onSearch} />);
    wait(600);
    typeText('   ');
    wait(600);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches for the empty text when the box is cleared', () => {
    const onSearch = vi.fn<(text: string) => void>();
    renderWithProviders(<SearchInput label="Search" onSearch={onSearch} />);
    typeText('ab');
    wait(500);
    typeText('');
    wait(500);
    expect(onSearch.mock.calls).toEqual([['ab'], ['']]);
  });
});
