import type { Cargo, CargoInput } from '@huella/contracts';

type CargoType = CargoInput['cargo_type'];

/** Number inputs hold '' while empty. */
type Amount = number | '';

export interface CargoFormValues {
  commodity: string | null;
  cargo_type: CargoType;
  weight: Amount;
  teu: Amount;
  passengers: Amount;
}

/** docs/spec/part-1.md §9: a passenger counts 100 kg; a business trip starts with one passenger. */
export const PASSENGER_TONNES = 0.1;
export const DEFAULT_PASSENGERS = 1;

export function emptyCargoValues(businessTrip: boolean): CargoFormValues {
  return { commodity: null, cargo_type: 'conventional', weight: '', teu: '', passengers: businessTrip ? DEFAULT_PASSENGERS : '' };
}

export function cargoFormValues(cargo: Cargo): CargoFormValues {
  return {
    commodity: cargo.commodity ? String(cargo.commodity.id) : null,
    cargo_type: cargo.cargo_type,
    weight: cargo.weight,
    teu: cargo.teu ?? '',
    passengers: cargo.passengersNumber ?? DEFAULT_PASSENGERS,
  };
}

/** The weight a business trip's passengers count for, in t. */
export function passengersWeight(passengers: Amount): number {
  return Math.round((passengers === '' ? DEFAULT_PASSENGERS : passengers) * PASSENGER_TONNES * 1000) / 1000;
}

function amount(value: Amount): number | null {
  return value === '' ? null : value;
}

/**
 * The body of a cargo save. Business trips send passengers only (the server derives the weight and the
 * type); others send a TEU count only for TEU cargo, so switching back to conventional drops it.
 */
export function toCargoInput(values: CargoFormValues, businessTrip: boolean): CargoInput {
  const commodity = values.commodity === null ? null : Number(values.commodity);
  if (businessTrip) {
    return { commodity, cargo_type: 'conventional', passengersNumber: values.passengers === '' ? DEFAULT_PASSENGERS : values.passengers };
  }
  return {
    commodity,
    cargo_type: values.cargo_type,
    weight: amount(values.weight),
    teu: values.cargo_type === 'teu' ? amount(values.teu) : null,
  };
}
