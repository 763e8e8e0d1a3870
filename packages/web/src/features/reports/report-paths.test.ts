import { describe, expect, it } from 'vitest';
import { reportPaths } from './report-paths.ts';

describe('reportPaths', () => {
  it('keeps transport reports under /reports, created at /report/add', () => {
    const paths = reportPaths('transport');
    expect([paths.list, paths.add, paths.edit(7), paths.totals(7)]).toEqual(['/reports', '/report/add', '/reports/7/edit', '/reports/7/totals']);
  });

  it('puts consumption reports under /consumptions', () => {
    const paths = reportPaths('consumption');
    expect([paths.list, paths.add, paths.edit(7), paths.totals(7)]).toEqual([
      '/consumptions',
      '/consumptions/add',
      '/consumptions/7/edit',
      '/consumptions/7/totals',
    ]);
  });
});
