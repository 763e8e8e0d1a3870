import type { EntryKind, ListQuery, Page, Review, ReviewChange, ReviewClone, ReviewSummary } from '@huella/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { downloadManager } from '../../api/download-manager.ts';
import { queryKeys } from '../../api/query-keys.ts';

// Emission-factor sets (docs/spec/part-2.md §2.9, docs/decisions/0011-reviews.md). A change to a review moves the
// figures of the reports calculated with it, so every change also reloads the reports.

export function useReviews(params: ListQuery) {
  return useQuery({
    queryKey: queryKeys.reviews.list(params),
    queryFn: ({ signal }) => api.get<Page<ReviewSummary>>('/api/reviews/', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useReview(id: number) {
  return useQuery({
    queryKey: queryKeys.reviews.detail(id),
    queryFn: ({ signal }) => api.get<Review>(`/api/reviews/${id}/`, { signal }),
    meta: { silent: true },
    // While reports wait for the background recalculation, their count is followed.
    refetchInterval: (query) => ((query.state.data?.reports.pending ?? 0) > 0 ? 2000 : false),
  });
}

function useReviewMutation<Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all }), queryClient.invalidateQueries({ queryKey: queryKeys.reports.all })]);
    },
  });
}

export const useCloneReview = () => useReviewMutation(({ id, values }: { id: number; values: ReviewClone }) => api.post<Review>(`/api/reviews/${id}/clone/`, values));
export const useDeleteReview = () => useReviewMutation((id: number) => api.delete(`/api/reviews/${id}/`));
export const useChangeReview = () => useReviewMutation(({ id, values }: { id: number; values: ReviewChange }) => api.patch<Review>(`/api/reviews/${id}/`, values));

export interface EntryChange {
  kind: EntryKind;
  reviewId: number;
  /** null: a new entry. */
  entryId: number | null;
  values: Record<string, unknown>;
}

export const useSaveEntry = () =>
  useReviewMutation(({ kind, reviewId, entryId, values }: EntryChange) =>
    entryId === null ? api.post(`/api/reviews/${reviewId}/${kind}/`, values) : api.put(`/api/reviews/${reviewId}/${kind}/${entryId}/`, values),
  );
export const useDeleteEntry = () =>
  useReviewMutation(({ kind, reviewId, entryId }: { kind: EntryKind; reviewId: number; entryId: number }) => api.delete(`/api/reviews/${reviewId}/${kind}/${entryId}/`));

/** The review as one JSON document another installation imports (docs/decisions/0011-reviews.md "Portability"). */
export function downloadReviewDocument(id: number): void {
  downloadManager.request({ method: 'GET', path: `/api/reviews/${id}/export/`, fallbackName: `review-${id}.json` });
}

/** A document exported by an installation of Huella, checked whole by the server before anything is written. */
export const useImportReview = () => useReviewMutation((document: unknown) => api.post<Review>('/api/reviews/import/', document));
