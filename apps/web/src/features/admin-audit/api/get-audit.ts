import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditPage } from '@camtour/shared/schemas/admin';
import { api, type QueryValue } from '@/lib/api-client';

/** GET /api/admin/audit: newest first, 50 a page, with the list's filters. */
export const auditQueryOptions = (query: Record<string, QueryValue>) =>
  queryOptions({
    queryKey: ['admin', 'audit', query] as const,
    queryFn: ({ signal }) => api.get<AuditPage>('/api/admin/audit', { signal, query }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export function useAudit(query: Record<string, QueryValue>) {
  return useQuery(auditQueryOptions(query));
}
