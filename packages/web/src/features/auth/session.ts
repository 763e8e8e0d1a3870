import type { CurrentUser } from '@huella/contracts';
import { useSyncExternalStore } from 'react';
import { isStoredUser } from './stored-user.ts';

const TOKEN_KEY = 'huella.token';
const USER_KEY = 'huella.user';

export interface Session {
  token: string;
  user: CurrentUser;
}

const listeners = new Set<() => void>();
let snapshot: Session | null = read();
// Whether the last session in this page ended by logging out (then /login needs no redirect back).
let endedByLogout = false;

function read(): Session | null {
  const token = localStorage.getItem(TOKEN_KEY);
  const raw = localStorage.getItem(USER_KEY);
  if (!token || !raw) return null;
  try {
    const user: unknown = JSON.parse(raw);
    return isStoredUser(user) ? { token, user } : null;
  } catch {
    return null;
  }
}

function publish(): void {
  snapshot = read();
  for (const listener of listeners) listener();
}

/** docs/spec/part-1.md §4: authenticated once a token exists; token and user info live in local storage. */
export const sessionStore = {
  get: (): Session | null => snapshot,
  token: (): string | null => snapshot?.token ?? null,
  start(token: string, user: CurrentUser): void {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    endedByLogout = false;
    publish();
  },
  updateUser(user: CurrentUser): void {
    if (!snapshot) return;
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    publish();
  },
  endedByLogout: (): boolean => endedByLogout,
  /** `logout`: the user asked to leave; otherwise the session expired or was revoked. */
  clear(reason: 'logout' | 'expired' = 'expired'): void {
    endedByLogout = reason === 'logout';
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    publish();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Another tab logging in or out changes the same storage; follow it. (The build's prerender has no window.)
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY || event.key === USER_KEY || event.key === null) publish();
  });
}

/** No session while a prerendered public page hydrates (it was rendered for a visitor with nothing stored), then the stored one. */
const serverSnapshot = (): Session | null => null;

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, serverSnapshot);
}
