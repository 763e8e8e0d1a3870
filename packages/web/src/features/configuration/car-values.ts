import type { Car } from '@huella/contracts';
import type { LookupBody } from './lookups.ts';

/** The selects keep ids as text, as Mantine's Select does. */
export interface CarFormValues {
  plate: string;
  car_family: string | null;
  center: string | null;
}

export function carFormValues(car: Car | null): CarFormValues {
  return { plate: car?.plate ?? '', car_family: car ? String(car.car_family.id) : null, center: car?.center ? String(car.center.id) : null };
}

const idOf = (text: string | null) => (text === null ? null : Number(text));

/** A family left unchosen goes as null, so the form names it as missing (the contract requires it). */
export function carBody(values: CarFormValues): LookupBody<'cars'> {
  return { plate: values.plate.trim(), car_family: idOf(values.car_family), center: idOf(values.center) };
}
