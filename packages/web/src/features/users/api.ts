import type { ListQuery, Page, User, UserCreate, UserPatch } from '@huella/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';

export function useUsers(params: ListQuery) {
  return useQuery({
    queryKey: queryKeys.users.list(params),
    queryFn: ({ signal }) => api.get<Page<User>>('/api/users/', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useUser(id: number | null) {
  return useQuery({
    queryKey: queryKeys.users.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<User>(`/api/users/${id}/`, { signal }),
    enabled: id !== null,
    // The page shows a failure as a page of its own (app/load-failure-page.tsx), so no passing notice.
    meta: { silent: true },
  });
}

export type SaveUser = { id: null; values: UserCreate } | { id: number; values: UserPatch };

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveUser) =>
      input.id === null ? api.post<User>('/api/users/', input.values) : api.patch<User>(`/api/users/${input.id}/`, input.values),
    onSuccess: async (_user, input) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
      // Editing oneself may change the name in the header.
      if (input.id !== null) await queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
    },
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/users/${id}/`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
  });
}
