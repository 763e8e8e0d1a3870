import { expect, test } from '../support/test.ts';
import { apiAs } from '../support/api.ts';
import { translator } from '../support/i18n.ts';
import { openAs } from '../support/users.ts';

/**
 * Issue #11 item 14: the shipped materials and vehicles read in the language of the screen, at once when the
 * language changes (no reload), and a Spanish search finds them.
 */
test('materials and vehicles read in the screen language and follow the language switch', async ({ page }) => {
  const es = translator('es');
  await openAs(page, 'demo.super', '/materials');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: 'Machinery parts' })).toHaveCount(1);

  await page.getByRole('button', { name: 'ESP' }).click();
  await expect(page.getByRole('heading', { name: es('materials.title'), level: 1 })).toBeVisible();
  await expect(rows.filter({ hasText: 'Piezas de maquinaria' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Machinery parts' })).toHaveCount(0);
  await page.getByLabel(es('materials.search')).fill('congelados');
  await expect(rows.filter({ hasText: 'Alimentos congelados' })).toHaveCount(1);

  // A road leg's vehicle in the edit page's table and in its form, in Spanish.
  const author = await apiAs(page.request, 'demo.super');
  const vehicles = await author.get<{ results: { id: number; name: string }[] }>('/api/road-vehicles/?search=rigid%20truck%2017-26');
  const report = await author.post<{ id: number }>('/api/reports/', { project_name: 'Nombres', date: '2026-02-02' });
  const cargo = await author.post<{ id: number }>(`/api/reports/${report.id}/cargos/`, { weight: 4 });
  await author.post(`/api/reports/${report.id}/road-overland-stages/`, { vehicle: vehicles.results[0]?.id, distance: 120, cargos: [{ cargo: cargo.id }] });
  await page.goto(`/reports/${report.id}/edit`);
  const road = page.getByRole('region', { name: es('stages.road.title') });
  await expect(road.getByRole('row').filter({ hasText: 'Camión rígido 17-26 t' })).toHaveCount(1);
  await page.getByRole('button', { name: 'ENG' }).click();
  await expect(road).toHaveCount(0);
  const roadEn = page.getByRole('region', { name: translator('en')('stages.road.title') });
  await expect(roadEn.getByRole('row').filter({ hasText: 'Rigid truck 17-26 t' })).toHaveCount(1);
});
