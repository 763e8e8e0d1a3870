// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageMeta } from './use-page-meta.ts';

function Page({ title, description }: { title: string; description: string }) {
  usePageMeta(title, description);
  return null;
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('usePageMeta', () => {
  it('sets the title and description, follows a change, and puts the previous ones back when the page goes', () => {
    document.title = 'Huella';
    const view = render(<Page title="Contact — Huella" description="Write to us" />);
    expect(document.title).toBe('Contact — Huella');
    expect(description()).toBe('Write to us');

    view.rerender(<Page title="Contacto — Huella" description="Escríbanos" />);
    expect(document.title).toBe('Contacto — Huella');
    expect(description()).toBe('Escríbanos');

    view.unmount();
    expect(document.title).toBe('Huella');
    expect(description()).toBe('');
  });
});
