/**
 * The one form a username is stored, looked up and rate-limited in: NFKC (compatibility characters such as
 * the Kelvin sign or full-width letters become their plain letters), then JavaScript's lower case (the
 * Unicode default case mapping, locale-free), then NFKC again because lower-casing can leave a
 * non-normalised sequence. Done in JavaScript only, never with PostgreSQL's lower(), whose mapping of
 * non-ASCII letters depends on the database's locale: `demo.adm\u0130n` becomes `demo.admi\u0307n`, another
 * name than `demo.admin` (docs/decisions/0002-tokens-and-login-limits.md).
 */
export function normaliseUsername(username: string): string {
  return username.normalize('NFKC').toLowerCase().normalize('NFKC');
}
