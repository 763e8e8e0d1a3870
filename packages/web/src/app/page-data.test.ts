import { describe, expect, it } from 'vitest';
import { pageDataOf } from './page-data.ts';

describe('pageDataOf', () => {
  it('names the report of the edit and totals pages of both report types', () => {
    expect(pageDataOf('/reports/42/edit')?.id).toBe(42);
    expect(pageDataOf('/reports/42/totals')?.id).toBe(42);
    expect(pageDataOf('/consumptions/7/edit')?.id).toBe(7);
    expect(pageDataOf('/consumptions/7/totals')?.id).toBe(7);
    expect(pageDataOf('/reports/42/totals')?.load).not.toBe(pageDataOf('/reports/42/edit')?.load);
  });

  it('starts nothing for other pages or for ids no report can have', () => {
    for (const path of ['/reports', '/reports/edit', '/dashboard', '/reports/abc/edit', '/reports/0/edit', '/reports/01/edit', '/reports/-3/edit', '/reports/99999999999/edit']) {
      expect(pageDataOf(path), path).toBeNull();
    }
  });
});
