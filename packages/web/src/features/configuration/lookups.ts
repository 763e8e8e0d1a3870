import type {
  Account,
  AccountInput,
  Car,
  CarFamily,
  CarFamilyInput,
  CarInput,
  Center,
  CenterInput,
  Supplier,
  SupplierInput,
} from '@huella/contracts';
import type { RecordTexts } from '../../app/load-failure-page.tsx';

/**
 * The company's own lookups for consumption reports (issue #12 item 1), managed under Configuration: where each
 * one's API lives (`/api/<path>/`), where its screens are and the prefix of its texts in the i18n files. The contract
 * each form's body must meet is the form's own (lookup-form-page.tsx): the pages that only link here load no zod.
 */
export const LOOKUPS = {
  // A car shows its family and its center: changing either changes the cars list too (`shownIn`).
  centers: { path: 'centers', route: '/configuration/centers', texts: 'configuration.centers', shownIn: ['cars'] },
  suppliers: { path: 'suppliers', route: '/configuration/suppliers', texts: 'configuration.suppliers', shownIn: [] },
  car_families: { path: 'car-families', route: '/configuration/car-families', texts: 'configuration.car_families', shownIn: ['cars'] },
  cars: { path: 'cars', route: '/configuration/cars', texts: 'configuration.cars', shownIn: [] },
  accounts: { path: 'accounts', route: '/configuration/accounts', texts: 'configuration.accounts', shownIn: [] },
} as const;

export type LookupKey = keyof typeof LOOKUPS;

/** What each lookup's API answers (`row`) and takes (`input`), by the contracts (packages/contracts/src/lookups.ts). */
export interface LookupTypes {
  centers: { row: Center; input: CenterInput };
  suppliers: { row: Supplier; input: SupplierInput };
  car_families: { row: CarFamily; input: CarFamilyInput };
  cars: { row: Car; input: CarInput };
  accounts: { row: Account; input: AccountInput };
}

export type LookupRow<K extends LookupKey> = LookupTypes[K]['row'];

/** A form's body as sent: a select left empty sends null, which the browser or the server names as missing. */
export type LookupBody<K extends LookupKey> = { [F in keyof LookupTypes[K]['input']]: LookupTypes[K]['input'][F] | null };

/** The not-found page of a lookup's record names it and links back to its list. */
export function lookupRecordTexts(key: LookupKey): RecordTexts {
  const { route, texts } = LOOKUPS[key];
  return { list: route, title: `${texts}.not_found_title`, text: `${texts}.not_found_text`, back: `${texts}.back` };
}
