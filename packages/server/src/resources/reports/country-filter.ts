import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { fieldError } from '../../http/errors.ts';
import { countryCodeOf } from '../../places/country-names.ts';

/**
 * `origin_country` / `destination_country` of the report list (issue #11 item 16): an ISO code or a whole country
 * name in English or Spanish, matched against the ISO code the chosen place stores (`*_gmaps.country.short_name`,
 * the same whichever language the place was chosen in). Never a substring: "IT" once found every "United States"
 * report. A text that names no country is a 400 naming the filter, not an empty page.
 */
export function countryFilter(field: 'origin_country' | 'destination_country', gmaps: AnyColumn, raw: string | undefined): SQL | undefined {
  const text = raw?.trim();
  if (!text) return undefined;
  const code = countryCodeOf(text);
  if (!code) throw fieldError(field, 'unknown_country', { value: text.slice(0, 100) });
  return sql`upper(${gmaps} -> 'country' ->> 'short_name') = ${code}`;
}
