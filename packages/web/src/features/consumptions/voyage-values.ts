import type { Car, TagMap, Voyage, VoyageInput } from '@huella/contracts';
import { cleanTags } from '../stages/cargo-links.ts';
import { idOrNull, idText, type ConsumptionFormContext } from './consumption-form-context.ts';
import { decimalText } from './decimal-text.ts';

/** docs/spec/part-2.md §2.5 "Voyage form", as the inputs hold it (ids as text, the distance as typed). */
export interface VoyageFormValues {
  car_family: string | null;
  car: string | null;
  center: string | null;
  /** km, free text: the server reads it in the request's language and names it when it is not a number. */
  distance: string;
  date: string;
  account: string | null;
  tags: TagMap;
}

export function emptyVoyageValues(context: ConsumptionFormContext): VoyageFormValues {
  return { car_family: null, car: null, center: null, distance: '', date: context.reportDate, account: null, tags: {} };
}

export function voyageFormValues(voyage: Voyage, context: ConsumptionFormContext): VoyageFormValues {
  return {
    car_family: String(voyage.car_family.id),
    car: idText(voyage.car),
    center: idText(voyage.center),
    distance: decimalText(voyage.distance, context.language),
    date: voyage.date,
    account: idText(voyage.account),
    tags: { ...voyage.tags },
  };
}

export function toVoyageInput(values: VoyageFormValues, context: ConsumptionFormContext): VoyageInput {
  return {
    car_family: idOrNull(values.car_family),
    car: idOrNull(values.car),
    center: idOrNull(values.center),
    account: idOrNull(values.account),
    distance: values.distance.trim(),
    date: values.date,
    tags: cleanTags(values.tags, context.allowedTags),
  };
}

/** The cars the car select offers: those of the chosen family (docs/spec/part-2.md §2.5), or all while none is chosen. */
export function carsOfFamily(cars: readonly Car[], family: string | null): Car[] {
  return family === null ? [...cars] : cars.filter((car) => String(car.car_family.id) === family);
}

/** Choosing a car sets its family, and its center when it has one (a voyage usually starts where the car is kept). */
export function withCar(values: VoyageFormValues, car: Car | null): VoyageFormValues {
  if (!car) return { ...values, car: null };
  return { ...values, car: String(car.id), car_family: String(car.car_family.id), center: car.center ? String(car.center.id) : values.center };
}

/** Another family leaves out the chosen car, which is not of it. */
export function withCarFamily(values: VoyageFormValues, family: string | null, cars: readonly Car[]): VoyageFormValues {
  const car = cars.find((candidate) => String(candidate.id) === values.car);
  const keepsCar = family !== null && car !== undefined && String(car.car_family.id) === family;
  return { ...values, car_family: family, car: keepsCar ? values.car : null };
}
