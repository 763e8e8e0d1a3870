import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until a searched field offers the suggestion. The suggestions come after a debounce; if the list closed
 * meanwhile (the focus moved as a form opened, say), a person opens it again with ↓.
 */
export async function waitForSuggestion(field: Locator, option: Locator) {
  await expect(async () => {
    if (!(await option.isVisible())) await field.press('ArrowDown');
    await expect(option).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** The hint under a place field whose text names no chosen place yet (en and es). */
const UNRESOLVED_PLACE = /Choose a place from the suggestions|Elija un lugar de las sugerencias/;

/**
 * Types into a place field and picks the suggestion, as a person would, then waits for the place itself: the field
 * shows the suggestion's text at once, but the place's location arrives with a second request, and until then the
 * hint stays under the field (a distance asked for meanwhile would find no place to start from).
 */
export async function choosePlace(page: Page, scope: Locator | Page, label: string, typed: string, suggestion: string) {
  const field = scope.getByRole('combobox', { name: label });
  await field.fill(typed);
  const option = page.getByRole('option', { name: suggestion, exact: true });
  await waitForSuggestion(field, option);
  await option.click();
  await expect(field).toHaveValue(suggestion);
  await expect(field).not.toHaveAccessibleDescription(UNRESOLVED_PLACE);
}

/** The same with the keyboard alone: ↓ highlights a suggestion and Enter picks it; answers its text. */
export async function choosePlaceByKeyboard(page: Page, scope: Locator | Page, label: string, typed: string): Promise<string> {
  const field = scope.getByRole('combobox', { name: label });
  await field.fill(typed);
  const listbox = page.getByRole('listbox');
  await waitForSuggestion(field, listbox.getByRole('option').first());
  await field.press('ArrowDown');
  // The highlighted suggestion is the one Enter picks (the first, or the next if ↓ had to reopen the list).
  const highlighted = listbox.locator('[data-combobox-selected]');
  await expect(highlighted).toHaveCount(1);
  const suggestion = (await highlighted.innerText()).trim();
  await field.press('Enter');
  await expect(field).toHaveValue(suggestion);
  await expect(field).not.toHaveAccessibleDescription(UNRESOLVED_PLACE);
  return suggestion;
}

/** Types a LOCODE into a port field and picks that port, reopening the list with ↓ if it closed meanwhile. */
export async function choosePort(page: Page, scope: Locator | Page, label: string, locode: string) {
  const field = scope.getByRole('combobox', { name: label });
  await field.fill(locode);
  const option = page.getByRole('option', { name: new RegExp(`\\(${locode}\\)$`) });
  await waitForSuggestion(field, option);
  await option.click();
}

/**
 * Opens a section's form for a new record and answers it: the edit page shows each cargo, stage and storage form
 * only on demand, behind a "New …" button named as the form is (issue #11 item 13). The focus moves into it.
 */
export async function openNewForm(scope: Locator, name: string): Promise<Locator> {
  await scope.getByRole('button', { name, exact: true }).click();
  const form = scope.getByRole('form', { name });
  await expect(form).toBeVisible();
  return form;
}
