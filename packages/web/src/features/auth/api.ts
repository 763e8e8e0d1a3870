import type { CurrentUser, TokenRequest, TokenResponse } from '@huella/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { clearNotices } from '../../components/notifications/notify.ts';
import { sessionStore } from './session.ts';

async function login(credentials: TokenRequest): Promise<void> {
  const { token } = await api.post<TokenResponse>('/api/get-token/', credentials);
  // docs/spec/part-1.md §7: the token is answered first, then the user info is loaded with it.
  const user = await api.get<CurrentUser>('/api/rest-auth/user/', { token });
  sessionStore.start(token, user);
}

export function useLogin() {
  return useMutation({ mutationFn: login, onSuccess: clearNotices });
}

async function logout(): Promise<void> {
  try {
    await api.post('/api/rest-auth/logout/');
  } finally {
    // A token the server already forgot (expired, revoked) must not keep the user signed in here.
    sessionStore.clear('logout');
  }
}

export function useLogout() {
  return useMutation({ mutationFn: logout, meta: { silent: true } });
}

/** Refreshes the stored user info (role, company flags) whenever the app shell mounts. */
export function useCurrentUser(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.currentUser,
    queryFn: async ({ signal }) => {
      const user = await api.get<CurrentUser>('/api/rest-auth/user/', { signal });
      sessionStore.updateUser(user);
      return user;
    },
    enabled,
  });
}
