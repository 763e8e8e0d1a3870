import { createTheme, Notification, TextInput, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// A green that keeps white text at WCAG AA contrast (≥ 4.5:1) on filled buttons from shade 7 up.
const huella: MantineColorsTuple = [
  '#e6f7f0',
  '#cdeee0',
  '#9ddcc1',
  '#69caa0',
  '#3fba84',
  '#24b072',
  '#12a066',
  '#0b7a55',
  '#086a49',
  '#045a3d',
];

/** `closeLabel` names the close button of notices, which are shown from outside React and its i18n. */
export function createAppTheme(closeLabel: string) {
  return createTheme({
    primaryColor: 'huella',
    primaryShade: { light: 7, dark: 5 },
    colors: { huella },
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    defaultRadius: 'sm',
    components: {
      Notification: Notification.extend({
        defaultProps: { closeButtonProps: { 'aria-label': closeLabel } },
        // The default grey of a titled notice's text is below 4.5:1 on white.
        styles: { description: { color: 'var(--mantine-color-gray-8)' } },
      }),
      // An input without a type is a text field, but HTML_CodeSniffer (pa11y) reads the attribute: without it, an
      // autocomplete token such as "username" or "organization" is reported as not allowed on the field (WCAG 1.3.5).
      TextInput: TextInput.extend({ defaultProps: { type: 'text' } }),
      // The page keeps its scrollbar's room (global.css): hiding the scrollbar under a dialog, and making up for it with
      // a margin, moved the page by half a scrollbar and the top bar by a whole one. Scrolling stays locked. A plain
      // object, not Modal.extend: importing Modal here would put the dialog's code in the public pages' entry chunk.
      Modal: { defaultProps: { removeScrollProps: { removeScrollBar: false } } },
      // Mantine keeps every closed select's and autocomplete's list in the page (hidden), and places each one as it
      // mounts: a forced style recalculation and a synchronous re-render per field, which held a phone's main thread
      // for a tenth of a second on the report list and the edit page (issue #21). A list now mounts when it opens; the
      // field points to it (aria-controls) only while open either way. A plain object, as for Modal.
      Combobox: { defaultProps: { keepMounted: false } },
    },
  });
}

// Mantine's default dimmed grey and error red are below 4.5:1 on white; darker shades keep them readable.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});
