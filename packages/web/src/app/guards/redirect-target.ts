/**
 * The `redirect` query only ever sends the user to a path of this site: an absolute URL or a
 * protocol-relative `//host` would make the login page an open redirect.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/dashboard'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

/** `/login?redirect=…` or `/?redirect=…` for the page the visitor asked for. */
export function withRedirect(base: string, location: { pathname: string; search: string }): string {
  return `${base}?redirect=${encodeURIComponent(location.pathname + location.search)}`;
}
