import { expect, type Locator, type Page } from '@playwright/test';

/** Types into a place field and picks the suggestion, as a person would. */
export async function choosePlace(page: Page, scope: Locator, label: string, typed: string, suggestion: string) {
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
