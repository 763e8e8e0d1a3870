import type { PasswordChange } from '@huella/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

export function useChangePassword() {
  return useMutation({
    mutationFn: (values: PasswordChange) => api.post<{ detail: string }>('/api/rest-auth/password/change/', values),
  });
}
