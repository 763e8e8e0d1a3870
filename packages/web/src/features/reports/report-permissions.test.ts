import type { CurrentUser } from '@huella/contracts';
import { describe, expect, it } from 'vitest';
import { canDeleteReport, canEditReport } from './report-permissions.ts';

const company = { id: 2, name: 'Demo', only_scope3: false, has_hseq_connection: false, allowed_tags: [], platform: false };
const user = (id: number, role: CurrentUser['role']): CurrentUser => ({ id, username: `u${id}`, name: '', email: '', role, company });
const report = (authorId: number, readOnly = false) => ({
  read_only: readOnly,
  created_by: { id: authorId, username: `u${authorId}`, company: { id: 2, allowed_tags: [] } },
});

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
});
