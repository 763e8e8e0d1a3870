// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { openerNow, returnFocus } from './disclosed-form.tsx';

const frames = (n: number) => new Promise<void>((resolve) => {
  const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
  next(n);
});

function button(name: string, parent: HTMLElement = document.body): HTMLButtonElement {
  const element = document.createElement('button');
  element.textContent = name;
  parent.append(element);
  return element;
}

/** A section with its "New …" button and a row's pen, named as the app names it. */
function section(title: string, pen: string) {
  const element = document.createElement('section');
  document.body.append(element);
  const newButton = button(title, element);
  const row = document.createElement('div');
  element.append(row);
  const edit = button('', row);
  edit.setAttribute('aria-label', pen);
  return { element, newButton, row, edit };
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

  it.each([
    ['key', () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }))],
    ['pointer', () => document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))],
  ])("ends the watch at the user's first %s press", async (_press, press) => {
    const opener = button('New road stage');
    const cancel = returnFocus(() => opener);
    press();
    opener.blur();
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

describe('openerNow: the button that opened the form, as it is in the page now', () => {
  it('is the same button while it is in the page', () => {
    const road = section('New road stage', 'Edit Valencia → Lyon');
    expect(openerNow(road.edit, road.newButton)).toBe(road.edit);
  });

  it('is the pen of the same name in the same section when a re-render replaced the row', () => {
    const rail = section('New rail stage', 'Edit Valencia → Lyon');
    const road = section('New road stage', 'Edit Valencia → Lyon');
    const old = road.edit;
    road.row.replaceChildren();
    const again = button('', road.row);
    again.setAttribute('aria-label', 'Edit Valencia → Lyon');
    expect(openerNow(old, road.newButton)).toBe(again);
    expect(openerNow(old, road.newButton)).not.toBe(rail.edit);
  });

  it('is the section\'s "New …" button when the record is gone from the page', () => {
    const road = section('New road stage', 'Edit "Valencia" → Lyon');
    road.edit.remove();
    expect(openerNow(road.edit, road.newButton)).toBe(road.newButton);
    expect(openerNow(null, road.newButton)).toBe(road.newButton);
  });
});
