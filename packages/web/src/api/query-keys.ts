import type { ListQuery } from '@huella/contracts';

/** Query keys in one place so a mutation can invalidate exactly what it changed. */

export const queryKeys = {
  currentUser: ['current-user'] as const,
  users: {
    all: ['users'] as const,
    list: (params: ListQuery) => ['users', 'list', params] as const,
    detail: (id: number) => ['users', 'detail', id] as const,
  },
  commodities: {
    all: ['commodities'] as const,
    list: (params: ListQuery) => ['commodities', 'list', params] as const,
    detail: (id: number) => ['commodities', 'detail', id] as const,
  },
  reports: {
    all: ['reports'] as const,
    list: (params: object) => ['reports', 'list', params] as const,
    detail: (id: number) => ['reports', 'detail', id] as const,
    cargos: (id: number, params: ListQuery) => ['reports', 'detail', id, 'cargos', params] as const,
    allCargos: (id: number) => ['reports', 'detail', id, 'cargos'] as const,
    /** A stage kind's or the storages' list; under the report's detail so a report change reloads it too. */
    children: (id: number, path: string, params: ListQuery) => ['reports', 'detail', id, path, params] as const,
  },
  lookups: {
    /** Every list and record of one lookup (`centers`, `car-families`…), for a change to invalidate. */
    all: (path: string) => ['lookups', path] as const,
    list: (path: string, params: object) => ['lookups', path, params] as const,
    detail: (path: string, id: number) => ['lookups', path, 'detail', id] as const,
  },
  reviews: {
    all: ['reviews'] as const,
    choices: ['reviews', 'choices'] as const,
    list: (params: ListQuery) => ['reviews', 'list', params] as const,
    detail: (id: number) => ['reviews', 'detail', id] as const,
  },
  statistics: {
    all: ['statistics'] as const,
    groupBy: (params: object) => ['statistics', 'group-by', params] as const,
    projects: (params: object) => ['statistics', 'projects', params] as const,
  },
  filterTemplates: {
    all: ['filter-templates'] as const,
    list: (params: object) => ['filter-templates', 'list', params] as const,
  },
  auditEvents: {
    list: (params: object) => ['audit-events', 'list', params] as const,
  },
  places: {
    search: (text: string, language: string) => ['places', 'search', language, text] as const,
  },
};
