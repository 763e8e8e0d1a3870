// What one client of the crash drill (crash-drill.ts) expects the database to hold: its reports and their cargos,
// stages and storages, each reduced to the fields its writes decide. The state after its last acknowledged write,
// and, for the write in flight when the server was killed, the state before and after it: the database must show
// one of the two, whole (issue #17 part 3).

/** A stored row's id, or `new` for the row that a creation in flight would add (its id never reached the client). */
export type Key = number | 'new';

export interface ReportRow {
  project_name: string;
  date: string;
  read_only: boolean;
}
export interface CargoRow {
  cargo_type: string;
  weight: number;
}
export interface StageRow {
  kind: string;
  distance: number;
  operated_by: string;
  /** `cargo id|tags as sorted JSON`, sorted. */
  cargos: string[];
  /** The mode's own fields the client sets (load type, LTO, port operations). */
  own: Record<string, unknown>;
}
export interface StorageRow {
  warehouse_name: string;
  moves_number: number;
  type: string;
  cargos: string[];
}

export interface ReportModel {
  row: ReportRow;
  cargos: Map<Key, CargoRow>;
  stages: Map<Key, StageRow>;
  storages: Map<Key, StorageRow>;
}

export type ClientModel = Map<Key, ReportModel>;

export const emptyReport = (row: ReportRow): ReportModel => ({ row, cargos: new Map(), stages: new Map(), storages: new Map() });

/** A cargo link as the model keeps it: the cargo and its tags in one comparable text. */
export function linkText(cargo: number, tags: Record<string, string>): string {
  return `${cargo}|${JSON.stringify(Object.entries(tags).toSorted(([a], [b]) => a.localeCompare(b)))}`;
}

export const linksOf = (links: { cargo: number; tags: Record<string, string> }[]): string[] => links.map((l) => linkText(l.cargo, l.tags)).toSorted();

// Answers are read field by field, as a client reads them; their shapes are the route schemas' business.
// oxlint-disable-next-line typescript/no-explicit-any
type Json = Record<string, any>;

const STAGE_OWN_FIELDS: Record<string, string[]> = {
  road: ['vehicle_load_type'],
  air: ['aircraft_load_type', 'LTO'],
  nautical: ['ship_load_type', 'port_operations'],
  rail: [],
};

export const reportRowOf = (r: Json): ReportRow => ({ project_name: r.project_name, date: r.date, read_only: r.read_only });
export const cargoRowOf = (c: Json): CargoRow => ({ cargo_type: c.cargo_type, weight: c.weight });
export const storageRowOf = (s: Json): StorageRow => ({ warehouse_name: s.warehouse_name, moves_number: s.moves_number, type: s.type, cargos: linksOf(s.cargos) });
export function stageRowOf(s: Json): StageRow {
  const own = Object.fromEntries((STAGE_OWN_FIELDS[s.kind] ?? []).map((f) => [f, s[f]]));
  return { kind: s.kind, distance: s.distance, operated_by: s.operated_by, cargos: linksOf(s.cargos), own };
}

/** Every row of a client's state under one flat key (`stage:<report>:<id>`), as comparable text. */
export function flatten(model: ClientModel): Map<string, string> {
  const out = new Map<string, string>();
  for (const [rid, report] of model) {
    out.set(`report:${rid}`, JSON.stringify(report.row));
    for (const [id, row] of report.cargos) out.set(`cargo:${rid}:${id}`, JSON.stringify(row));
    for (const [id, row] of report.stages) out.set(`stage:${rid}:${id}`, JSON.stringify(row));
    for (const [id, row] of report.storages) out.set(`storage:${rid}:${id}`, JSON.stringify(row));
  }
  return out;
}

const parentOf = (key: string) => key.slice(0, key.lastIndexOf(':'));

/**
 * The flat keys whose rows differ between what a client expects and what the database holds (missing, changed or
 * extra). An expected `new` row (a creation in flight) matches the one extra row under the same parent, if its
 * content is the same.
 */
export function differences(expected: Map<string, string>, observed: Map<string, string>): string[] {
  const out: string[] = [];
  const extra = new Set([...observed.keys()].filter((k) => !expected.has(k)));
  for (const [key, row] of expected) {
    if (key.endsWith(':new')) {
      const parent = parentOf(key);
      const match = [...extra].find((k) => parentOf(k) === parent && observed.get(k) === row);
      if (match) extra.delete(match);
      else out.push(`${key} missing: ${row}`);
      continue;
    }
    const seen = observed.get(key);
    if (seen === undefined) out.push(`${key} missing: ${row}`);
    else if (seen !== row) out.push(`${key} is ${seen}, expected ${row}`);
  }
  for (const key of extra) out.push(`${key} unexpected: ${observed.get(key)}`);
  return out;
}

/** Reports one export with `consolidate` froze (or may have, when in flight at the kill). */
export interface ExportSet {
  ids: number[];
  acknowledged: boolean;
}

/**
 * Exports whose selection the database holds frozen in part, described. `resolved` is the client's state that the
 * database was found to hold (after the write in flight, if that committed): a report of an acknowledged export that
 * a later write unconsolidated, the one in flight included, has left its set. An export in flight may have frozen
 * none of its reports; any other must have frozen all of those still there, at one time (one statement).
 */
export function halfFrozen(sets: ExportSet[], resolved: ClientModel, consolidatedAt: Map<number, string | null>): string[] {
  const out: string[] = [];
  for (const set of sets) {
    const ids = set.acknowledged ? set.ids.filter((id) => resolved.get(id)?.row.read_only === true) : set.ids;
    const present = ids.filter((id) => consolidatedAt.has(id));
    const frozen = present.filter((id) => consolidatedAt.get(id) !== null);
    const times = new Set(frozen.map((id) => consolidatedAt.get(id)));
    const whole = frozen.length === present.length || (frozen.length === 0 && !set.acknowledged);
    if (!whole || times.size > 1) out.push(`export of ${present.join(',')} froze ${frozen.join(',') || 'none'} at ${[...times].join(', ')}`);
  }
  return out;
}
