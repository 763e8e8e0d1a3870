import type { CurrentUser } from '@huella/contracts';
import { describe, expect, it } from 'vitest';
import { canConsolidateReport, canUnconsolidateReport } from './totals-permissions.ts';

const company = { id: 2, name: 'Demo', only_scope3: false, has_hseq_connection: false, allowed_tags: [], platform: false };
const user = (id: number, role: CurrentUser['role']): CurrentUser => ({ id, username: `u${id}`, name: '', email: '', role, company });
const report = (authorId: number, readOnly: boolean) => ({
  read_only: readOnly,
  created_by: { id: authorId, username: `u${authorId}`, company: { id: 2, allowed_tags: [] } },
});

describe('canConsolidateReport', () => {
  it('lets every role consolidate an open report, role other included, author or not (spec part 2 §6)', () => {
    expect(canConsolidateReport(user(5, 'other'), report(5, false))).toBe(true);
    expect(canConsolidateReport(user(1, 'super'), report(5, false))).toBe(true);
    expect(canConsolidateReport(user(3, 'admin'), report(5, false))).toBe(true);
    expect(canConsolidateReport(user(4, 'other'), report(5, false))).toBe(true);
  });

  it('is not offered once the report is consolidated', () => {
    expect(canConsolidateReport(user(1, 'super'), report(5, true))).toBe(false);
  });
});

describe('canUnconsolidateReport', () => {
  it('lets only super and admin users unconsolidate a consolidated report', () => {
    expect(canUnconsolidateReport(user(1, 'super'), report(5, true))).toBe(true);
    expect(canUnconsolidateReport(user(3, 'admin'), report(5, true))).toBe(true);
    expect(canUnconsolidateReport(user(5, 'other'), report(5, true))).toBe(false);
  });

  it('is not offered while the report is open', () => {
    expect(canUnconsolidateReport(user(1, 'super'), report(5, false))).toBe(false);
  });
});
