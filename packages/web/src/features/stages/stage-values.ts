import type { Cargo, CargoLinkInput, OperatedBy, Stage } from '@huella/contracts';
import { EMPTY_PLACE, type PlaceValue } from '../../components/place-autocomplete/place-value.ts';
import { amountOrNull, type Amount } from './amount.ts';
import { selectionOf, toCargoLinks, type CargoSelection } from './cargo-links.ts';

/** What every stage form needs from its report and session to turn its values into a request body. */
export interface FormContext {
  /** The report creator's company's tags (spec part 6 "Allowed tags"). */
  allowedTags: readonly string[];
  onlyScope3: boolean;
  businessTrip: boolean;
  /** The report's cargos, for the payload of full-cargo road stages. */
  cargos: readonly Cargo[];
}

export interface StageBaseValues {
  cargos: CargoSelection;
  operated_by: OperatedBy;
  /** km; empty lets the server compute it. */
  distance: Amount;
}

export interface RouteValues {
  origin: PlaceValue;
  destination: PlaceValue;
}

/** Decision 0006: a stage is operated by a third party unless said otherwise. */
export function emptyStageBase(): StageBaseValues {
  return { cargos: {}, operated_by: 'third_party', distance: '' };
}

export const EMPTY_ROUTE: RouteValues = { origin: EMPTY_PLACE, destination: EMPTY_PLACE };

/**
 * A computed distance is not copied into the form: saving it back would turn it into a declared one and lose
 * how it was obtained (decision 0006). Only a declared distance is editable as a number.
 */
export function stageBaseValues(stage: Stage): StageBaseValues {
  return {
    cargos: selectionOf(stage.cargos),
    operated_by: stage.operated_by,
    distance: stage.distance_method === 'declared' ? stage.distance : '',
  };
}

export function routeValues(stage: Pick<Stage, 'origin' | 'destination' | 'origin_gmaps' | 'destination_gmaps'>): RouteValues {
  return { origin: { text: stage.origin, gmaps: stage.origin_gmaps }, destination: { text: stage.destination, gmaps: stage.destination_gmaps } };
}

export interface StageBaseInput {
  cargos: CargoLinkInput[];
  distance: number | null;
  operated_by?: OperatedBy;
}

/** only_scope3 companies are always third party (docs/spec/part-2.md §6), so the choice is not sent for them. */
export function stageBaseInput(values: StageBaseValues, context: FormContext): StageBaseInput {
  const input: StageBaseInput = { cargos: toCargoLinks(values.cargos, context.allowedTags), distance: amountOrNull(values.distance) };
  if (!context.onlyScope3) input.operated_by = values.operated_by;
  return input;
}

/** A place typed but not chosen keeps its text and sends no coordinates (as the report form does). */
export function routeInput(values: RouteValues) {
  return {
    origin: values.origin.text.trim(),
    destination: values.destination.text.trim(),
    origin_gmaps: values.origin.gmaps,
    destination_gmaps: values.destination.gmaps,
    origin_location: values.origin.gmaps?.location ?? null,
    destination_location: values.destination.gmaps?.location ?? null,
  };
}
