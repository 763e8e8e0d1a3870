import { expect, type Locator, type Page } from '@playwright/test';

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
  // The suggestions come after a debounce; if the list closed meanwhile, a person opens it again with ↓.
  await expect(async () => {
    if (!(await option.isVisible())) await field.press('ArrowDown');
    await expect(option).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await option.click();
  await expect(field).toHaveValue(suggestion);
  await expect(field).not.toHaveAccessibleDescription(UNRESOLVED_PLACE);
}

/** The same with the keyboard alone: ↓ moves to the first suggestion and Enter picks it; answers its text. */
export async function choosePlaceByKeyboard(page: Page, scope: Locator | Page, label: string, typed: string): Promise<string> {
  const field = scope.getByRole('combobox', { name: label });
  await field.fill(typed);
  const first = page.getByRole('listbox').getByRole('option').first();
  await expect(async () => {
    if (!(await first.isVisible())) await field.press('ArrowDown');
    await expect(first).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const suggestion = (await first.innerText()).trim();
  await field.press('ArrowDown');
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
  await expect(async () => {
    if (!(await option.isVisible())) await field.press('ArrowDown');
    await expect(option).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
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
