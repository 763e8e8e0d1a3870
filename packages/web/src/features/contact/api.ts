import type { ContactInput, PublicMessageReceived } from '@huella/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

/** docs/spec/part-1.md §7: the contact payload goes to `api/send-mail`; the server answers in the visitor's language. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: ContactInput) => api.post<PublicMessageReceived>('/api/send-mail/', input),
  });
}
