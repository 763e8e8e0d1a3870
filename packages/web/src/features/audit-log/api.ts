import type { AuditEvent, AuditAction, ListQuery, Page } from '@huella/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';

/** The list's filters as `GET /api/audit-events/` takes them; the instants bound the dates the user chose. */
export interface AuditEventFilters {
  action?: AuditAction;
  actor?: string;
  created_after?: string;
  created_before?: string;
}

/** `enabled`: only super users may read the log; anyone else is told so without asking (the API would answer 403). */
export function useAuditEvents(params: ListQuery & AuditEventFilters, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.auditEvents.list(params),
    queryFn: ({ signal }) => api.get<Page<AuditEvent>>('/api/audit-events/', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
