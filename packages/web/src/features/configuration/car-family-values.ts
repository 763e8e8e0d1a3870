import type { CarFamily, CarFuel } from '@huella/contracts';
import type { LookupBody } from './lookups.ts';

export interface CarFamilyFormValues {
  brand: string;
  model: string;
  fuel: CarFuel;
}

/** How a family is named in lists, selects and buttons: "Seat Leon". */
export function carFamilyName(family: Pick<CarFamily, 'brand' | 'model'>): string {
  return `${family.brand} ${family.model}`;
}

/** A new family starts on diesel, the commonest fuel of company fleets; the select shows it for the user to change. */
export function carFamilyFormValues(family: CarFamily | null): CarFamilyFormValues {
  return { brand: family?.brand ?? '', model: family?.model ?? '', fuel: family?.fuel ?? 'gasoil' };
}

export function carFamilyBody(values: CarFamilyFormValues): LookupBody<'car_families'> {
  return { brand: values.brand.trim(), model: values.model.trim(), fuel: values.fuel };
}
