import { describe, expect, it } from 'vitest';
import type { CurrentUser } from './auth.ts';
import { canConsolidateReport, canDeleteReport, canEditReport, canUnconsolidateReport, isManager } from './permissions.ts';

const company = { id: 2, name: 'Demo', only_scope3: false, has_hseq_connection: false, allowed_tags: [], platform: false };
const user = (id: number, role: CurrentUser['role']): CurrentUser => ({ id, username: `u${id}`, name: '', email: '', role, company });
const report = (authorId: number, readOnly = false, type: 'transport' | 'consumption' = 'transport') => ({
  type,
  read_only: readOnly,
  created_by: { id: authorId, username: `u${authorId}`, company: { id: 2, allowed_tags: [] } },
});
const consumptionReport = (authorId: number, readOnly = false) => report(authorId, readOnly, 'consumption');

describe('canEditReport', () => {
  it('lets the author and a super edit an open report, nobody else', () => {
    expect(canEditReport(user(5, 'other'), report(5))).toBe(true);
    expect(canEditReport(user(1, 'super'), report(5))).toBe(true);
    expect(canEditReport(user(3, 'admin'), report(5))).toBe(false);
    expect(canEditReport(user(4, 'other'), report(5))).toBe(false);
  });

  it('lets nobody edit a consolidated report', () => {
    expect(canEditReport(user(5, 'other'), report(5, true))).toBe(false);
    expect(canEditReport(user(1, 'super'), report(5, true))).toBe(false);
  });

  it('lets the author, a super and an admin edit an open consumption report (decision 0009), nobody else', () => {
    expect(canEditReport(user(5, 'other'), consumptionReport(5))).toBe(true);
    expect(canEditReport(user(1, 'super'), consumptionReport(5))).toBe(true);
    expect(canEditReport(user(3, 'admin'), consumptionReport(5))).toBe(true);
    expect(canEditReport(user(4, 'other'), consumptionReport(5))).toBe(false);
    expect(canEditReport(user(3, 'admin'), consumptionReport(5, true))).toBe(false);
  });
});

describe('canDeleteReport', () => {
  it('lets the author and a super delete an open report, nobody else', () => {
    expect(canDeleteReport(user(5, 'other'), report(5))).toBe(true);
    expect(canDeleteReport(user(1, 'super'), report(5))).toBe(true);
    expect(canDeleteReport(user(3, 'admin'), report(5))).toBe(false);
    expect(canDeleteReport(user(4, 'other'), report(5))).toBe(false);
  });

  it('lets nobody delete a consolidated report, which the server refuses with 409', () => {
    expect(canDeleteReport(user(5, 'other'), report(5, true))).toBe(false);
    expect(canDeleteReport(user(1, 'super'), report(5, true))).toBe(false);
  });

  it('keeps a consumption report’s deletion to its author and a super, not an admin', () => {
    expect(canDeleteReport(user(5, 'other'), consumptionReport(5))).toBe(true);
    expect(canDeleteReport(user(1, 'super'), consumptionReport(5))).toBe(true);
    expect(canDeleteReport(user(3, 'admin'), consumptionReport(5))).toBe(false);
    expect(canDeleteReport(user(4, 'other'), consumptionReport(5))).toBe(false);
  });
});

describe('canConsolidateReport', () => {
  it('lets every role consolidate an open report, role other included, author or not (docs/spec/part-2.md §6)', () => {
    expect(canConsolidateReport(user(5, 'other'), report(5))).toBe(true);
    expect(canConsolidateReport(user(1, 'super'), report(5))).toBe(true);
    expect(canConsolidateReport(user(3, 'admin'), report(5))).toBe(true);
    expect(canConsolidateReport(user(4, 'other'), report(5))).toBe(true);
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
    expect(canUnconsolidateReport(user(1, 'super'), report(5))).toBe(false);
  });

  it('is never offered for a consumption report, whose consolidation is final', () => {
    expect(canUnconsolidateReport(user(1, 'super'), consumptionReport(5, true))).toBe(false);
    expect(canUnconsolidateReport(user(3, 'admin'), consumptionReport(5, true))).toBe(false);
  });
});

describe('isManager', () => {
  it('counts super and admin users as managers, not role other', () => {
    expect(isManager('super')).toBe(true);
    expect(isManager('admin')).toBe(true);
    expect(isManager('other')).toBe(false);
  });
});
