import { expect, test, type Page } from '../support/test.ts';
import { apiAs } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { choosePlace } from '../support/forms.ts';
import { notice } from '../support/notices.ts';
import { openAs, unique } from '../support/users.ts';

// Issue #15 item 4: /imports (docs/spec/part-2.md §2.3) with a company's own spreadsheet. The file has its own
// headers and two bad rows: the user maps the headers, reads the problems by row and column, fixes the file,
// imports it and lands on the report; the next file with the same headers needs no mapping.

const HEADER = 'Salida,Llegada,Km,Toneladas,Notas';
const BROKEN = `${HEADER}\nMadrid,Zaragoza,310,6,fragile\nNowhereville,Zaragoza,120,2,\nMadrid,"Valencia, ES",abc,4,\n`;
const FIXED = `${HEADER}\nMadrid,Zaragoza,310,6,fragile\nBilbao,Zaragoza,120,2,\nMadrid,"Valencia, ES",,4,\n`;

async function chooseFile(page: Page, picker: string, name: string, content: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: picker, exact: true }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
  await expect(page.getByRole('button', { name: picker, exact: true })).toContainText(name);
}

test.describe('Import screen', () => {
  test('a super user maps a file’s own headers, reads its problems by row and column, fixes it and lands on the report', async ({ page }) => {
    test.setTimeout(120_000);
    const project = unique('Imported from the TMS');
    // The company's headers are remembered by a successful import: a run again (a retry) starts from none.
    const api = await apiAs(page.request, 'demo.super');
    for (const saved of await api.get<{ id: number }[]>('/api/imports/mappings/', { file: 'rail_overland_stages' })) {
      expect(await api.status('DELETE', `/api/imports/mappings/${saved.id}/`)).toBe(204);
    }
    // The reports list leads a super user there.
    await openAs(page, 'demo.super', '/reports');
    await page.getByRole('link', { name: 'Import data' }).click();
    await expect(page).toHaveURL('/imports');
    await expect(page.getByRole('heading', { name: 'Import data', level: 1 })).toBeVisible();

    // The report's required fields say when they are empty (docs/spec/part-2.md §5).
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByText('Project name is empty.', { exact: true })).toBeVisible();
    await expect(page.getByText('Origin is empty.', { exact: true })).toBeVisible();
    await expect(page.getByText('Destination is empty.', { exact: true })).toBeVisible();

    await page.getByRole('textbox', { name: /^Project name/ }).fill(project);
    await choosePlace(page, page, 'Origin', 'Madrid', 'Madrid, Spain');
    await choosePlace(page, page, 'Destination', 'Valencia', 'Valencia, Spain');

    await expect(page.getByRole('link', { name: 'Download the Rail overland stages template (Excel)' })).toHaveAttribute(
      'href',
      '/api/imports/templates/rail_overland_stages.xlsx?language=en',
    );
    await chooseFile(page, 'Rail overland stages', 'tms-export.csv', BROKEN);
    const preview = page.getByRole('table', { name: 'First rows of Rail overland stages' });
    await expect(preview).toBeVisible();
    await expect(page.getByText('3 rows in this file.')).toBeVisible();
    await expect(page.getByText('5 headers are not ours: choose what each means, or leave it out.')).toBeVisible();
    await expect(preview.getByRole('row', { name: /^Salida/ })).toContainText('Madrid');
    for (const [header, column] of [
      ['Salida', 'origin'],
      ['Llegada', 'destination'],
      ['Km', 'distance_km'],
      ['Toneladas', 'weight_t'],
      ['Notas', 'Leave out'],
    ]) {
      await preview.getByRole('combobox', { name: `What “${header}” means` }).selectOption({ label: column });
    }
    await expect(page.getByText(/headers? (is|are) not ours/)).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const problems = page.getByRole('region', { name: 'The files have 2 problems; nothing was saved.' });
    await expect(problems).toBeVisible();
    const rows = problems.getByRole('row');
    await expect(rows.nth(1)).toContainText('Rail overland stages3Salida');
    await expect(rows.nth(1)).toContainText('No place called "Nowhereville"');
    await expect(rows.nth(2)).toContainText('Rail overland stages4KmA valid number is required.');
    await expect(notice(page, /^ERROR\s*The files have 2 problems; nothing was saved\./)).toBeVisible();
    await expect(page).toHaveURL('/imports');
    // The notices fade out by themselves; axe reads a fading one as too little contrast.
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);

    // The fixed file, chosen again: the choices for its headers are still there.
    await chooseFile(page, 'Rail overland stages', 'tms-export-fixed.csv', FIXED);
    await expect(page.getByText('3 rows in this file.')).toBeVisible();
    await expect(preview.getByRole('combobox', { name: 'What “Km” means' })).toHaveValue('distance_km');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(notice(page, 'Success')).toBeVisible();
    await expect(page).toHaveURL(/\/reports\/\d+\/edit$/);
    await expect(page.getByRole('textbox', { name: /^Project name/ })).toHaveValue(project);
    const stages = page.getByRole('region', { name: 'Rail overland stages' }).getByRole('table', { name: 'Rail overland stages', exact: true }).getByRole('row');
    await expect(stages).toHaveCount(4);
    await expect(stages.filter({ hasText: 'Bilbao, Spain' })).toHaveCount(1);

    // The company's headers are remembered: the next export of the same TMS needs no mapping.
    await page.goto('/imports');
    await chooseFile(page, 'Rail overland stages', 'next-month.csv', FIXED);
    await expect(page.getByText('3 rows in this file.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'First rows of Rail overland stages' }).getByText('remembered')).toHaveCount(5);
    await expect(page.getByText(/headers? (is|are) not ours/)).toHaveCount(0);
  });

  test('a user who is not super sees the screen but cannot import', async ({ page }) => {
    await openAs(page, 'demo.user', '/reports');
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Import data' })).toHaveCount(0);
    await page.goto('/imports');
    await expect(page.getByText('Only super users import data.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  });
});
