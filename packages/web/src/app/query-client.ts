import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { isApiError } from '../api/api-error.ts';
import { errorBodyToText } from '../api/error-message.ts';
import type { FieldLabelKeys } from '../api/field-labels.ts';
import { notifyError } from '../components/notifications/notify.ts';
import { sessionStore } from '../features/auth/session.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent`: the caller handles the failure itself, so no error notice is shown. */
    queryMeta: { silent?: boolean };
    /** `fieldLabels`: where the form calls a field otherwise than the shared table (api/field-labels.ts). */
    mutationMeta: { silent?: boolean; fieldLabels?: FieldLabelKeys };
  }
}

/**
 * The one place failed calls turn into user-visible effects (the fetch client has none):
 * an error notice built from the body (docs/spec/part-1.md §8), and on 401 the session is dropped so the
 * route guard sends the user to /login with the current path as redirect.
 */
export function createQueryClient(i18n: I18n): QueryClient {
  function onError(error: Error, silent: boolean | undefined, labels?: FieldLabelKeys) {
    if (isApiError(error) && error.status === 401) sessionStore.clear();
    if (silent || error.name === 'AbortError') return;
    if (isApiError(error)) notifyError(errorBodyToText(error.status, error.body, i18n.t, labels));
    else notifyError(error.message);
  }
  const client = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta?.silent) }),
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => onError(error, mutation.meta?.silent, mutation.meta?.fieldLabels) }),
    defaultOptions: {
      queries: {
        // 4xx answers do not change on retry; a network hiccup or a 5xx may.
        retry: (failures, error) => failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
    },
  });
  // The server answers names (materials, vehicles, countries) and messages in the request's language: what was
  // read in the other one is out of date, and the screens on view read it again.
  i18n.on('languageChanged', () => void client.invalidateQueries());
  return client;
}
