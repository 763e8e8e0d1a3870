import { Loader, Paper, Stack, Title } from '@mantine/core';
import { type ReactNode, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The form a section shows: a new record (editing null) or the one loaded for edit; key mounts a fresh form. */
export interface OpenedForm<T> {
  editing: T | null;
  key: number;
}

export interface DisclosedFormState<T> {
  opened: OpenedForm<T> | null;
  openNew: () => void;
  openEdit: (record: T) => void;
  /** After a save or a cancel: the form goes and the focus returns to the button that opened it. */
  close: () => void;
  /** The section's "New …" button: where the focus goes when the button that opened the form is gone. */
  newButton: RefObject<HTMLButtonElement | null>;
}

/**
 * A section's form shown only on demand (issue #11 item 13: with every stage form always open the edit page was
 * about 5,000 px tall and held ~1,700 elements). Opening moves the focus into the form's panel; closing moves it
 * back to the button that opened it (the section's "New …" or the row's pen), so keyboard and screen-reader users
 * stay where they were.
 */
export function useDisclosedForm<T>(): DisclosedFormState<T> {
  const [opened, setOpened] = useState<OpenedForm<T> | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const newButton = useRef<HTMLButtonElement | null>(null);
  const nextKey = useRef(0);
  const [closings, setClosings] = useState(0);

  useEffect(() => {
    if (closings === 0) return;
    return returnFocus(() => openerNow(opener.current, newButton.current));
  }, [closings]);

  function show(editing: T | null) {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    nextKey.current += 1;
    setOpened({ editing, key: nextKey.current });
  }

  return {
    opened,
    openNew: () => show(null),
    openEdit: (record) => show(record),
    close: () => {
      setOpened(null);
      setClosings((count) => count + 1);
    },
    newButton,
  };
}

/**
 * The button that opened the form as it is in the page now: the same element, or, when a re-render replaced its row,
 * the button of the same name in the same section (a row's pen is named for its record: "Edit Valencia → Lyon"), else
 * the section's "New …" button.
 */
export function openerNow(opener: HTMLElement | null, newButton: HTMLElement | null): HTMLElement | null {
  if (opener?.isConnected) return opener;
  const label = opener?.getAttribute('aria-label');
  const section = newButton?.closest('section');
  const named = label && section ? [...section.querySelectorAll<HTMLElement>('[aria-label]')] : [];
  return named.find((element) => element.getAttribute('aria-label') === label) ?? newButton;
}

/** How long after a form closes a focus that fell to the page is put back, unless the user acts first. */
const FOCUS_WATCH_MS = 10_000;

/**
 * Focuses `target()`, then, for the next moments, puts the focus back whenever it falls to the page itself. The save
 * that closes a form also reloads the report and its sections, which a busy phone renders in the background for a
 * while; meanwhile an element hidden, disabled or replaced loses the focus, or never takes it, and the keyboard user
 * would start again from the top (the browser journeys found the focus on nothing after a save on a busy machine,
 * once even with a 1.5 s watch). The watch ends at the user's first key or pointer press, or when the focus goes
 * anywhere else, so it never takes the focus from where the user put it. Returns the cancel.
 */
export function returnFocus(target: () => HTMLElement | null, watchMs = FOCUS_WATCH_MS): () => void {
  const until = performance.now() + watchMs;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    document.removeEventListener('keydown', stop, true);
    document.removeEventListener('pointerdown', stop, true);
  };
  const watch = () => {
    const active = document.activeElement;
    const element = target();
    if (active !== null && active !== document.body && active !== element) return stop();
    if (element && active !== element) element.focus();
    if (performance.now() < until) frame = requestAnimationFrame(watch);
    else stop();
  };
  document.addEventListener('keydown', stop, true);
  document.addEventListener('pointerdown', stop, true);
  watch();
  return stop;
}

export interface DisclosedFormPanelProps {
  /** "New road stage" or "Edit road stage": the panel's heading. */
  title: string;
  children: ReactNode;
}

/** What an opened form shows while its code or data comes: a status, named for screen readers. */
export function FormLoading() {
  const { t } = useTranslation();
  return (
    // The <output> carries the name: on the spinner's own span axe takes it for a stray label.
    <output aria-label={t('common.loading')}>
      <Loader size="sm" />
    </output>
  );
}

/**
 * The panel around an opened form, its heading focused when it opens: a screen reader announces "New road stage",
 * and the next Tab is the first field. (Focusing the first field instead opened its dropdown, when a select.)
 * Give it the opening's key, so that loading another record mounts it, and moves the focus, again. A form whose code
 * loads on first opening (issue #21 item 4) shows FormLoading under the heading meanwhile.
 */
export function DisclosedFormPanel({ title, children }: DisclosedFormPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'nearest' });
  }, []);

  return (
    <Paper withBorder p="md" bg="gray.0">
      <Stack gap="sm">
        <Title order={3} fz="h4" ref={heading} tabIndex={-1} style={{ outlineOffset: 4 }}>
          {title}
        </Title>
        <Suspense fallback={<FormLoading />}>{children}</Suspense>
      </Stack>
    </Paper>
  );
}
