// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { returnFocus } from './disclosed-form.tsx';

const frames = (n: number) => new Promise<void>((resolve) => {
  const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
  next(n);
});

function button(name: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.textContent = name;
  document.body.append(element);
  return element;
}

afterEach(() => document.body.replaceChildren());

describe('returnFocus, after a form closes', () => {
  it('puts the focus on the button that opened the form', () => {
    const opener = button('New road stage');
    const cancel = returnFocus(() => opener);
    expect(document.activeElement).toBe(opener);
    cancel();
  });

  it('puts it back when it falls to the page while the section re-renders', async () => {
    const opener = button('New road stage');
    // As the section does: the button that opened the form, or the section's own when that one is gone.
    const cancel = returnFocus(() => (opener.isConnected ? opener : document.querySelector('button')));
    expect(document.activeElement).toBe(opener);
    // A re-render replaces the button: the old one goes, and with it the focus.
    opener.remove();
    const again = button('New road stage');
    expect(document.activeElement).toBe(document.body);
    await frames(3);
    expect(document.activeElement).toBe(again);
    cancel();
  });

  it('focuses a button that could not take the focus when the form closed, once it can', async () => {
    const opener = button('Edit Valencia → Lyon');
    opener.disabled = true;
    const cancel = returnFocus(() => opener);
    expect(document.activeElement).toBe(document.body);
    opener.disabled = false;
    await frames(3);
    expect(document.activeElement).toBe(opener);
    cancel();
  });

  it('leaves the focus where the user moved it', async () => {
    const opener = button('New road stage');
    const elsewhere = button('Log out');
    const cancel = returnFocus(() => opener);
    elsewhere.focus();
    await frames(3);
    expect(document.activeElement).toBe(elsewhere);
    // Not even when it later falls to the page: the watch ended when the user moved.
    elsewhere.blur();
    await frames(3);
    expect(document.activeElement).toBe(document.body);
    cancel();
  });

  it('stops watching once the time is up', async () => {
    const opener = button('New road stage');
    const cancel = returnFocus(() => opener, 0);
    opener.blur();
    await frames(3);
    expect(document.activeElement).toBe(document.body);
    cancel();
  });
});
