import type { OperatedBy, Storage, StorageInput } from '@huella/contracts';
import { EMPTY_PLACE, type PlaceValue } from '../../components/place-autocomplete/place-value.ts';
import { amountOrNull, type Amount } from './amount.ts';
import { selectionOf, toCargoLinks, type CargoSelection } from './cargo-links.ts';
import type { FormContext } from './stage-values.ts';

export interface StorageFormValues {
  warehouse_name: string;
  place: PlaceValue;
  cargos: CargoSelection;
  moves_number: Amount;
  type: OperatedBy;
}

/** docs/spec/part-2.md §5: a storage is the company's own unless said otherwise. */
export function emptyStorageValues(): StorageFormValues {
  return { warehouse_name: '', place: EMPTY_PLACE, cargos: {}, moves_number: '', type: 'own' };
}

export function storageFormValues(storage: Storage): StorageFormValues {
  return {
    warehouse_name: storage.warehouse_name,
    place: { text: storage.place, gmaps: storage.place_gmaps },
    cargos: selectionOf(storage.cargos),
    moves_number: storage.moves_number,
    type: storage.type,
  };
}

/** moves_number may be sent empty so that the server names the missing field, as for every other one. */
export type StorageBody = Omit<StorageInput, 'moves_number' | 'type'> & { moves_number: number | null; type?: OperatedBy };

export function toStorageInput(values: StorageFormValues, context: FormContext): StorageBody {
  const body: StorageBody = {
    warehouse_name: values.warehouse_name.trim(),
    place: values.place.text.trim(),
    place_gmaps: values.place.gmaps,
    place_location: values.place.gmaps?.location ?? null,
    cargos: toCargoLinks(values.cargos, context.allowedTags),
    moves_number: amountOrNull(values.moves_number),
  };
  // docs/spec/part-2.md §5–§6: scope-3-only companies have no choice; the server makes them third party.
  if (!context.onlyScope3) body.type = values.type;
  return body;
}
