// The audit log's closed lists, apart from the schemas that use them: the activity log page names each action
// in words and needs these, and no zod (docs/decisions/0014-audit-log.md).

/** Every action the log records, as `<target>.<verb>`; a closed list, so the client names each one in words. */
export const AUDIT_ACTIONS = [
  'report.consolidate',
  'report.unconsolidate',
  'report.delete',
  'review.create',
  'review.update',
  'review.lock',
  'review.delete',
  'review.clone',
  'review.import',
  'review.entry_create',
  'review.entry_update',
  'review.entry_delete',
  'user.create',
  'user.update',
  'user.password',
  'user.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = ['report', 'review', 'user'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
