// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageTitle } from './use-page-title.ts';

function Page({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

describe('usePageTitle', () => {
  it('names the tab after the page, follows a change of language, and puts the previous title back', () => {
    document.title = 'Huella';
    const view = render(<Page title="Reports" />);
    expect(document.title).toBe('Reports — Huella');
    view.rerender(<Page title="Informes" />);
    expect(document.title).toBe('Informes — Huella');
    view.unmount();
    expect(document.title).toBe('Huella');
  });
});
