import type { InfoRequestInput, PublicMessageReceived } from '@huella/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

/** docs/spec/part-1.md §3: the landing page's information request; the server answers in the visitor's language. */
export function useSendInfoRequest() {
  return useMutation({
    mutationFn: (input: InfoRequestInput) => api.post<PublicMessageReceived>('/api/info-requests/', input),
  });
}
