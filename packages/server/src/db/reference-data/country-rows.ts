import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import es from 'i18n-iso-countries/langs/es.json' with { type: 'json' };

export interface CountryRow {
  alpha2: string;
  alpha3: string;
  nameEn: string;
  nameEs: string;
}

/**
 * Codes that sea-ports still uses but ISO 3166-1 has withdrawn, so i18n-iso-countries lacks them.
 * AN, the Netherlands Antilles, was dissolved in 2010 (ISO 3166-3 ANHH); its ports keep the old LOCODEs.
 */
const WITHDRAWN: readonly CountryRow[] = [
  { alpha2: 'AN', alpha3: 'ANT', nameEn: 'Netherlands Antilles', nameEs: 'Antillas Neerlandesas' },
];

countries.registerLocale(en);
countries.registerLocale(es);

/** Every ISO 3166-1 country with its English and Spanish short names, sorted by alpha-2. */
export function countryRows(): CountryRow[] {
  const rows = Object.entries(countries.getAlpha2Codes()).map(([alpha2, alpha3]) => ({
    alpha2,
    alpha3,
    nameEn: countries.getName(alpha2, 'en') ?? alpha2,
    nameEs: countries.getName(alpha2, 'es') ?? alpha2,
  }));
  return [...rows, ...WITHDRAWN].toSorted((a, b) => (a.alpha2 < b.alpha2 ? -1 : 1));
}
