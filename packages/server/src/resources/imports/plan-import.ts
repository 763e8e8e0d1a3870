import {
  cargoInput,
  foldHeader,
  enumLabel,
  IMPORT_COLUMNS,
  IMPORT_FILE_NAMES,
  IMPORT_FILES,
  isManager,
  STAGE_INPUTS,
  storageInput,
  type CargoInput,
  type ImportColumn,
  type ImportColumnMappings,
  type ImportFile,
  type ImportKind,
  type StageKind,
} from '@huella/contracts';
import type { Executor } from '../../db/connection.ts';
import { DomainError, importRefused, type FileProblems } from '../../http/errors.ts';
import { msg, type Language, type Message } from '../../http/messages.ts';
import type { TenantContext } from '../../http/tenant-context.ts';
import { zodIssuesToFields } from '../../http/validation-messages.ts';
import { getGazetteer } from '../../places/shared-gazetteer.ts';
import { normalizeTags } from '../reports/cargo-links.ts';
import { cargoColumns } from '../reports/cargos/service.ts';
import type { ReportWithRefs } from '../reports/repository.ts';
import { cachedRefs, stageValues, type StageRefs, type StageValues } from '../reports/stages/stage-values.ts';
import { storageValues } from '../reports/storages/service.ts';
import { readChoice, readNumber, readPassages, readTags } from './cell-values.ts';
import { mapHeaders, type HeaderMap } from './header-map.ts';
import { openTable, UnreadableFile, type TableRow } from './read-table.ts';
import { resolvePlace, type PlaceAnswer } from './resolve-place.ts';
import * as repo from './repository.ts';

// The first of an import's two steps (docs/import.md): every row of every file is read, checked and turned into
// the columns it will be stored as, with no write to the database. Any problem, and the import stops here with
// all of them; otherwise writeImport stores the plan in one transaction.

export interface PlannedCargo {
  /** The cargo's number in the report (C1, C2…), in the order the files name them. */
  number: number;
  columns: ReturnType<typeof cargoColumns>;
  /** A material the import creates, by name (the user may create materials). */
  newMaterial?: string;
  /** What the first row said of it (column → comparable value), to catch a later row that says otherwise. */
  given: ReadonlyMap<string, string>;
  row: number;
}

export interface PlannedChild {
  kind: StageKind | 'storage';
  file: ImportFile;
  row: number;
  cargo?: string;
  tags: Record<string, string>;
  values: StageValues | ReturnType<typeof storageValues>;
}

export interface ImportPlan {
  cargos: Map<string, PlannedCargo>;
  /**
   * The checked rows, read again from the files in order (stage files before storages), one at a time: a plan of
   * 100,000 rows is not kept in memory between the check and the store (docs/import.md "Scale").
   */
  children: () => AsyncGenerator<PlannedChild>;
  newMaterials: string[];
}

export interface PlanSettings {
  ctx: TenantContext;
  language: Language;
  businessTrip: boolean;
  maxRows: number;
  maxProblems: number;
  mappings: ImportColumnMappings;
}

/** Every problem found so far, by file, up to the cap; past it reading stops. */
class Problems {
  readonly files: FileProblems = {};
  count = 0;
  constructor(private readonly max: number) {}
  add(file: ImportFile, row: number | null, column: string | null, message: Message): void {
    if (this.full) return;
    const list = (this.files[file] ??= []);
    if (++this.count > this.max) list.push({ row: null, column: null, message: msg('import_too_many_problems', { max: this.max }) });
    else list.push({ row, column, message });
  }
  get full(): boolean {
    return this.count > this.max;
  }
}

/** An API field of the stage, storage or cargo forms, as the import column that gives it. */
const COLUMN_OF_FIELD: Record<string, string> = {
  distance: 'distance_km',
  origin_location: 'origin_lat',
  destination_location: 'destination_lat',
  place_location: 'place_lat',
  origin_gmaps: 'origin',
  destination_gmaps: 'destination',
  place_gmaps: 'place',
  cargos: 'tags',
  weight: 'weight_t',
  passengersNumber: 'passengers',
  non_field_errors: '',
};

const NEEDS_CARGO: ReadonlySet<ImportKind> = new Set(['road', 'nautical']);
const CARGO_KEYS = ['cargo', 'commodity', 'cargo_type', 'weight_t', 'teu', 'passengers'];
const NAMED_TABLE: Record<string, (kind: ImportKind) => repo.NamedTable> = {
  vehicle: (kind) => (kind === 'rail' ? 'rail' : 'road'),
  aircraft_model: () => 'aircraft',
  ship_type: () => 'ship',
};

const NOTHING_SAID: ReadonlyMap<string, string> = new Map();

/** A cargo cell as two rows are compared: a number as its value, a text without case or accents. */
function comparable(text: string): string {
  const number = readNumber(text);
  return number === undefined ? foldHeader(text) : String(number);
}

/** One row's cells by column key, with its tags; the header map says which cell is which. */
interface RowCells {
  values: Map<string, string>;
  tags: Record<string, string>;
  tagProblem: boolean;
}

function cellsOf(header: HeaderMap, row: TableRow): RowCells {
  const values = new Map<string, string>();
  const tags: Record<string, string> = {};
  let tagProblem = false;
  header.cells.forEach((target, index) => {
    const text = row.cells[index]?.trim() ?? '';
    if (!target || !text) return;
    if ('tag' in target) tags[target.tag] = text;
    else if (target.column.type === 'tags') {
      const read = readTags(text);
      if (read) Object.assign(tags, read);
      else tagProblem = true;
    } else values.set(target.column.key, text);
  });
  return { values, tags, tagProblem };
}

/** A place-kind's draft report: what the checks of the forms read of a report not yet created. */
function draftReport(ctx: TenantContext, businessTrip: boolean): ReportWithRefs {
  // Only the report's type and business-trip flag, and the company, are read before the report exists.
  return {
    report: { type: 'transport', businessTrip } as ReportWithRefs['report'],
    author: { id: ctx.userId, username: '' },
    company: { id: ctx.companyId, allowedTags: ctx.company.allowedTags, onlyScope3: ctx.company.onlyScope3 },
    review: null,
  };
}

class Planner {
  readonly problems: Problems;
  readonly cargos = new Map<string, PlannedCargo>();
  /** Materials to create, by their name in lower case: "Steel" and "steel" are one new material. */
  readonly newMaterials = new Map<string, string>();
  rows = 0;
  private readonly draft: ReportWithRefs;
  private readonly refs: StageRefs;
  private readonly names = new Map<string, Promise<number | null>>();
  private readonly places = new Map<string, PlaceAnswer>();

  constructor(
    private readonly db: Executor,
    private readonly settings: PlanSettings,
  ) {
    this.problems = new Problems(settings.maxProblems);
    this.draft = draftReport(settings.ctx, settings.businessTrip);
    this.refs = cachedRefs(db);
  }

  private idByName(table: repo.NamedTable, name: string): Promise<number | null> {
    const key = `${table}:${name.toLowerCase()}`;
    let found = this.names.get(key);
    if (!found) this.names.set(key, (found = repo.idByName(this.db, this.settings.ctx.companyId, table, name)));
    return found;
  }

  private place(text: string, prefer?: 'airport' | 'port'): PlaceAnswer {
    const key = `${prefer ?? ''}:${text}`;
    let found = this.places.get(key);
    if (!found) this.places.set(key, (found = resolvePlace(getGazetteer(), text, this.settings.language, prefer)));
    return found;
  }

  /** The file's checked rows; problems go to `problems`, and a file that cannot be read is one of them. */
  async *planFile(file: ImportFile, path: string): AsyncGenerator<PlannedChild> {
    const kind = IMPORT_FILES[file];
    let rows: AsyncGenerator<TableRow> | undefined;
    let header: HeaderMap | undefined;
    let dataRows = 0;
    try {
      ({ rows } = await openTable(path));
      for await (const row of rows) {
        if (this.problems.full) break;
        if (!header) {
          header = mapHeaders(kind, row.cells, this.settings.mappings[file] ?? {});
          for (const p of header.problems) this.problems.add(file, row.row, p.column, p.message);
          if (header.problems.length) break;
          continue;
        }
        dataRows++;
        if (++this.rows > this.settings.maxRows) throw importRefused({ [file]: [{ row: row.row, column: null, message: msg('import_too_many_rows', { max: this.settings.maxRows }) }] });
        const child = await this.planRow(file, kind, header, row);
        if (child) yield child;
      }
    } catch (error) {
      if (!(error instanceof UnreadableFile)) throw error;
      this.problems.add(file, null, null, error.reason);
      return;
    } finally {
      await rows?.return(undefined);
    }
    if (!header || (!dataRows && !header.problems.length)) this.problems.add(file, null, null, msg('file_without_rows'));
  }

  /**
   * The second reading, for the store: the same rows, checked the same way, with the caches of the first (names,
   * places, reference rows) and its cargos. A problem here would mean the files changed between the readings.
   */
  async *replay(files: readonly { file: ImportFile; path: string }[]): AsyncGenerator<PlannedChild> {
    this.rows = 0;
    for (const { file, path } of files) {
      yield* this.planFile(file, path);
      if (this.problems.count) throw importRefused(this.problems.files);
    }
  }

  private async planRow(file: ImportFile, kind: ImportKind, header: HeaderMap, row: TableRow): Promise<PlannedChild | undefined> {
    const language = this.settings.language;
    const columnName = (key: string): string | null => {
      if (!key) return null;
      const column = IMPORT_COLUMNS[kind].find((c) => c.key === key);
      return header.headerOf.get(key) ?? (language === 'es' && column ? column.es : key);
    };
    let problemCount = 0;
    const say = (key: string, message: Message) => {
      problemCount++;
      this.problems.add(file, row.row, columnName(key), message);
    };
    const sayFields = (fields: Record<string, Message[]>) => {
      for (const [field, messages] of Object.entries(fields)) {
        const key = field.split('.')[0] ?? field;
        for (const message of messages) say(COLUMN_OF_FIELD[key] ?? key, message);
      }
    };
    for (const p of row.problems) {
      const target = header.cells[p.index];
      say(target ? ('tag' in target ? `tag:${target.tag}` : target.column.key) : '', p.message);
    }
    const cells = cellsOf(header, row);
    if (cells.tagProblem) say('tags', msg('invalid_tags'));

    const input: Record<string, unknown> = {};
    for (const column of IMPORT_COLUMNS[kind]) {
      const text = cells.values.get(column.key);
      if (text === undefined || CARGO_KEYS.includes(column.key)) continue;
      const value = await this.cellValue(kind, column, text, cells.values);
      if (value && 'problem' in value) say(column.key, value.problem as Message);
      else if (value !== undefined) Object.assign(input, value);
    }

    const cargoKey = await this.planCargo(file, kind, row.row, cells.values, say, problemCount > 0);
    if (cargoKey === null) return;
    const { tags, problems: tagProblems } = normalizeTags(cells.tags, this.settings.ctx.company.allowedTags);
    for (const message of tagProblems) say('tags', message);
    if (problemCount) return;

    if (kind !== 'storage' && input.distance === undefined) {
      // Without a distance the server measures one between the ends: a row must give both (docs/methodology.md §4).
      const ends = kind === 'nautical' ? ['port_origin', 'port_destination'] : ['origin_location', 'destination_location'];
      const missing = ends.find((end) => input[end] === undefined);
      if (missing) {
        say(kind === 'nautical' ? missing : missing.replace('_location', ''), msg('distance_needed'));
        return undefined;
      }
    }
    input.cargos = cargoKey ? [{ cargo: 1, tags }] : [];
    const schema = kind === 'storage' ? storageInput : STAGE_INPUTS[kind];
    const checked = schema.safeParse(input);
    if (!checked.success) {
      sayFields(zodIssuesToFields(checked.error.issues, input));
      return undefined;
    }
    try {
      const values =
        kind === 'storage'
          ? storageValues(this.draft, checked.data as Parameters<typeof storageValues>[1])
          : await stageValues(this.draft, kind, checked.data as Parameters<typeof stageValues>[2], this.refs);
      return { kind, file, row: row.row, ...(cargoKey ? { cargo: cargoKey } : {}), tags, values };
    } catch (error) {
      if (!(error instanceof DomainError) || !error.fields) throw error;
      sayFields(error.fields);
    }
  }

  /** A cell as the API fields it gives: `{distance: 500}`, `{origin, origin_gmaps, origin_location}`… */
  private async cellValue(kind: ImportKind, column: ImportColumn, text: string, row: Map<string, string>): Promise<Record<string, unknown> | { problem: Message } | undefined> {
    const { key } = column;
    const field = key === 'distance_km' ? 'distance' : key;
    switch (column.type) {
      case 'number':
      case 'integer': {
        const number = readNumber(text);
        if (number === undefined) return { problem: msg('not_number') };
        const at = /^(origin|destination|place)_(lat|lng)$/.exec(key);
        if (!at) return { [field]: number };
        const [, end = '', axis = ''] = at;
        const location = { lat: readNumber(row.get(`${end}_lat`) ?? ''), lng: readNumber(row.get(`${end}_lng`) ?? '') };
        if (location.lat === undefined || location.lng === undefined) {
          // One problem per end: on its latitude, or on its longitude when the latitude column is missing.
          return axis === 'lat' || !row.has(`${end}_lat`) ? { problem: msg('invalid_coordinate') } : undefined;
        }
        return { [`${end}_location`]: location };
      }
      case 'choice': {
        const { name, values } = column.choices as NonNullable<ImportColumn['choices']>;
        const code = readChoice(text, name, values);
        if (code) return { [field]: code };
        const options = values.map((v) => enumLabel(name, v, this.settings.language)).join(', ');
        return { problem: msg('invalid_choice', { options }) };
      }
      case 'name': {
        const table = NAMED_TABLE[key]?.(kind) ?? 'ship';
        const id = await this.idByName(table, text);
        return id === null ? { problem: msg('unknown_name', { name: text.slice(0, 80) }) } : { [field]: id };
      }
      case 'place': {
        // Coordinates, when the row has them, place the end; the name stays as written.
        if (row.has(`${key}_lat`) || row.has(`${key}_lng`)) return { [key]: text };
        if (kind === 'air' && row.has(`${key}_iata`)) return { [key]: text };
        const found = this.place(text, kind === 'air' ? 'airport' : undefined);
        if ('problem' in found) return found;
        return { [key]: found.place.text, [`${key}_gmaps`]: found.place.gmaps, [`${key}_location`]: found.place.location };
      }
      case 'airport': {
        const end = key.replace(/_iata$/, '');
        const airport = getGazetteer().get(`airport:${text.trim().toUpperCase()}`);
        if (!airport) return { problem: msg('unknown_airport', { code: text.slice(0, 10) }) };
        return { [`${end}_location`]: { lat: airport.lat, lng: airport.lng }, ...(row.has(end) ? {} : { [end]: airport.code }) };
      }
      case 'port': {
        // A UN/LOCODE, or a port's name: "Dover" and "Genoa" have five letters too.
        const code = text.trim().toUpperCase();
        const isCode = /^[A-Z]{2}[A-Z0-9]{3}$/.test(code);
        if (isCode && (await this.refs.port(code))) return { [field]: code };
        const found = this.place(text, 'port');
        if (isCode && ('problem' in found || !found.place.gmaps.place_id.startsWith('port:'))) return { [field]: code };
        if ('problem' in found || !found.place.gmaps.place_id.startsWith('port:')) return { problem: msg('not_a_port', { name: text.slice(0, 80) }) };
        return { [field]: found.place.gmaps.place_id.slice('port:'.length) };
      }
      case 'passages':
        return { [field]: readPassages(text) };
      default:
        return { [field]: text };
    }
  }

  /**
   * The row's cargo: the one its `cargo` column names (created by the first row that names it), or its own.
   * Undefined when the row carries none; null when the row has a problem.
   */
  private async planCargo(
    file: ImportFile,
    kind: ImportKind,
    row: number,
    values: Map<string, string>,
    say: (key: string, message: Message) => void,
    /** The row has problems already: a cargo cell that could not be read is not a missing cargo. */
    troubled: boolean,
  ): Promise<string | undefined | null> {
    const given = CARGO_KEYS.filter((key) => values.has(key));
    const trip = this.settings.businessTrip;
    if (!given.length && !trip) {
      if (!NEEDS_CARGO.has(kind) || troubled) return troubled ? null : undefined;
      say('weight_t', msg('import_cargo_required'));
      return null;
    }
    const label = values.get('cargo');
    const key = label ? `cargo:${label}` : `row:${file}:${row}`;
    const said = new Map(CARGO_KEYS.filter((k) => k !== 'cargo' && values.has(k)).map((k) => [k, comparable(values.get(k) as string)]));
    const known = this.cargos.get(key);
    if (known) {
      // Only what both rows give is compared, as values: "3" and "3,0" are one weight, and a row may say less.
      const differs = known.given !== NOTHING_SAID && [...said].some(([k, value]) => known.given.has(k) && known.given.get(k) !== value);
      if (differs) {
        const value = [...known.given].map(([k, v]) => `${k}=${v}`).join(', ');
        say('cargo', msg('cargo_conflict', { cargo: (label ?? '').slice(0, 60), value: value || '—', row: known.row }));
        return null;
      }
      return key;
    }

    const form: Record<string, unknown> = {};
    let problems = 0;
    const sayCargo = (k: string, message: Message) => {
      problems++;
      say(k, message);
    };
    for (const [k, field] of [['weight_t', 'weight'], ['teu', 'teu'], ['passengers', 'passengersNumber']] as const) {
      const text = values.get(k);
      if (text === undefined) continue;
      const number = readNumber(text);
      if (number === undefined) sayCargo(k, msg('not_number'));
      else form[field] = number;
    }
    const typeText = values.get('cargo_type');
    if (typeText) {
      const code = readChoice(typeText, 'cargo_type', ['conventional', 'teu']);
      if (code) form.cargo_type = code;
      else sayCargo('cargo_type', msg('invalid_choice', { options: ['conventional', 'teu'].map((v) => enumLabel('cargo_type', v, this.settings.language)).join(', ') }));
    } else if (form.teu !== undefined && form.weight === undefined) form.cargo_type = 'teu';
    let newMaterial: string | undefined;
    const material = values.get('commodity');
    if (material) {
      const id = await this.idByName('commodity', material);
      if (id !== null) form.commodity = id;
      else if (isManager(this.settings.ctx.role)) newMaterial = this.newMaterials.get(material.slice(0, 255).toLowerCase()) ?? material.slice(0, 255);
      else sayCargo('commodity', msg('import_unknown_material', { name: material.slice(0, 80) }));
    }
    if (problems) return null;
    const checked = cargoInput.safeParse(form);
    if (!checked.success) {
      for (const [field, messages] of Object.entries(zodIssuesToFields(checked.error.issues, form))) for (const m of messages) say(COLUMN_OF_FIELD[field] ?? field, m);
      return null;
    }
    try {
      const columns = cargoColumns(this.draft, checked.data as CargoInput);
      if (newMaterial) this.newMaterials.set(newMaterial.toLowerCase(), newMaterial);
      // A row's own cargo is never named again: what it said need not be kept for a comparison.
      this.cargos.set(key, { number: this.cargos.size + 1, columns, ...(newMaterial ? { newMaterial } : {}), given: label ? said : NOTHING_SAID, row });
      return key;
    } catch (error) {
      if (!(error instanceof DomainError) || !error.fields) throw error;
      for (const [field, messages] of Object.entries(error.fields)) for (const m of messages) say(COLUMN_OF_FIELD[field] ?? field, m);
      return null;
    }
  }
}

/** Reads and checks every file; throws the 400 with every problem, or answers the plan to write. */
export async function planImport(db: Executor, settings: PlanSettings, files: readonly { file: ImportFile; path: string }[]): Promise<ImportPlan> {
  const planner = new Planner(db, settings);
  for (const { file, path } of files) {
    if (planner.problems.full) break;
    // The first reading keeps the problems and the cargos, not the rows.
    for await (const checked of planner.planFile(file, path)) void checked;
  }
  if (planner.problems.count) throw importRefused(planner.problems.files);
  // Read in the form's order (the first row to name a cargo creates it), stored stage files first, storages last:
  // the calculation takes them so (write-import.ts).
  const stored = files.toSorted((a, b) => IMPORT_FILE_NAMES.indexOf(a.file) - IMPORT_FILE_NAMES.indexOf(b.file));
  return { cargos: planner.cargos, children: () => planner.replay(stored), newMaterials: [...planner.newMaterials.values()] };
}
