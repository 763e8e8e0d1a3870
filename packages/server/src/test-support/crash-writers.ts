import {
  cargoRowOf,
  emptyReport,
  flatten,
  linksOf,
  reportRowOf,
  stageRowOf,
  storageRowOf,
  type ClientModel,
  type ExportSet,
  type Key,
  type ReportModel,
  type StageRow,
} from './crash-model.ts';

// The writers of the crash drill (crash-drill.ts): each client is one user writing its own reports one request at a
// time, as a screen does: reports, cargos, stages of every mode, storages, edits, deletions, consolidations, and the
// export that consolidates every report it selects. Clients run side by side, so the server sees concurrent writes to
// one company's reports, references, statistics and roll-up. Each keeps what the server acknowledged (crash-model.ts).

export interface DrillUser {
  username: string;
  token: string;
  /** super or admin: may unconsolidate. */
  manager: boolean;
  /** only_scope3 companies: stages and storages third party, no port operations (docs/decisions/0006-reports.md). */
  scope3: boolean;
  /** The company's first allowed tag key, or null. */
  tag: string | null;
}

// Answers are read field by field, as a client reads them.
// oxlint-disable-next-line typescript/no-explicit-any
type Json = Record<string, any>;

interface Op {
  name: string;
  method: 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body?: object;
  /** A write the server must refuse with 409 (a change to a consolidated report). */
  conflict?: boolean;
  /** The report ids an export with `consolidate` freezes together. */
  exportSet?: number[];
  /** The answer is the created row, whose id the model takes. */
  creates?: boolean;
  /** The change to the model, `id` being the created row's id (`new` while unknown), `answer` the server's body. */
  apply(model: ClientModel, id: Key, answer?: Json): void;
  /** The row the answer shows, as the model keys it, to check the model's prediction against the server. */
  answered?: (answer: Json) => { key: string; row: string };
}

/** The write that was in flight when the server died: the state before it and after it. */
export interface Pending {
  name: string;
  before: ClientModel;
  after: ClientModel;
  /** The server answered 2xx but the answer was cut: only the state after it is right. */
  committed: boolean;
  exportSet?: number[];
}


export interface DrillClient {
  name: string;
  user: DrillUser;
  /** The client's project reference: its reports, and only they, carry it. */
  tag: string;
  model: ClientModel;
  pending: Pending | null;
  exportSets: ExportSet[];
  acknowledged: number;
  /** Acknowledged writes by kind (`add air stage`, `export consolidating`…), and refused changes to frozen reports. */
  byKind: Record<string, number>;
  /** Writes the server refused or answered unexpectedly, described. */
  refused: string[];
  /** Answers that disagreed with the model's prediction (a drill's own mistake, or a server that saved otherwise). */
  mispredicted: string[];
}

export function newClient(name: string, user: DrillUser, tag: string): DrillClient {
  return { name, user, tag, model: new Map(), pending: null, exportSets: [], acknowledged: 0, byKind: {}, refused: [], mispredicted: [] };
}

const pick = <T>(rng: () => number, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
const amount = (rng: () => number, min: number, max: number) => Math.round((min + rng() * (max - min)) * 100) / 100;
const numericKeys = <V>(map: Map<Key, V>): number[] => [...map.keys()].filter((k): k is number => k !== 'new');

function randomDate(rng: () => number): string {
  const day = new Date(Date.UTC(2025, 0, 1) + Math.floor(rng() * 700) * 86_400_000);
  return day.toISOString().slice(0, 10);
}

function randomLinks(rng: () => number, client: DrillClient, cargos: number[], atLeastOne: boolean) {
  const chosen = cargos.filter(() => rng() < 0.6);
  if (chosen.length === 0 && atLeastOne && cargos.length > 0) chosen.push(pick(rng, cargos));
  const key = client.user.tag;
  return chosen.map((cargo) => ({ cargo, tags: key && rng() < 0.7 ? { [key]: pick(rng, ['ACME', 'Globex', 'Initech']) } : {} }));
}

const STAGE_PATH = { road: 'road-overland-stages', rail: 'rail-overland-stages', air: 'air-stages', nautical: 'nautical-stages' } as const;
type Kind = keyof typeof STAGE_PATH;

function stageBody(rng: () => number, client: DrillClient, kind: Kind, cargos: number[]): { body: Json; row: StageRow } {
  const links = randomLinks(rng, client, cargos, kind === 'road' || kind === 'nautical');
  const operated = pick(rng, ['own', 'third_party'] as const);
  const distance = amount(rng, 20, kind === 'air' || kind === 'nautical' ? 9000 : 1500);
  const own: Json =
    kind === 'road'
      ? { vehicle_load_type: pick(rng, ['full_cargo', 'groupage']) }
      : kind === 'air'
        ? { aircraft_load_type: pick(rng, ['full_cargo', 'groupage']), LTO: pick(rng, [1, 2]) }
        : kind === 'nautical'
          ? { ship_load_type: pick(rng, ['container', 'full_cargo', 'groupage']), port_operations: pick(rng, ['none', 'load_or_discharge', 'load_and_discharge']) }
          : {};
  const body = { distance, operated_by: operated, cargos: links, ...own };
  const scope3 = client.user.scope3;
  const ownStored = kind === 'nautical' && scope3 ? { ...own, port_operations: 'none' } : own;
  return { body, row: { kind, distance, operated_by: scope3 ? 'third_party' : operated, cargos: linksOf(links), own: ownStored } };
}

/** A deep copy of a model (Maps of plain rows). */
export const copyModel = (model: ClientModel): ClientModel => structuredClone(model);

function reportOf(model: ClientModel, id: Key): ReportModel {
  const report = model.get(id);
  if (!report) throw new Error(`the model has no report ${id}`);
  return report;
}

/** Removes a deleted cargo from the links of the report's stages and storages (docs/decisions/0006-reports.md). */
function dropCargoLinks(report: ReportModel, cargo: number) {
  const prefix = `${cargo}|`;
  for (const stage of report.stages.values()) stage.cargos = stage.cargos.filter((l) => !l.startsWith(prefix));
  for (const storage of report.storages.values()) storage.cargos = storage.cargos.filter((l) => !l.startsWith(prefix));
}

/** The next write of `client`, chosen at random among those its reports allow. */
function nextOp(rng: () => number, client: DrillClient): Op {
  const { model, user } = client;
  const open = numericKeys(model).filter((id) => !reportOf(model, id).row.read_only);
  const frozen = numericKeys(model).filter((id) => reportOf(model, id).row.read_only);
  const choices: [number, () => Op | null][] = [
    [open.length < 2 ? 6 : open.length < 5 ? 1.5 : 0, () => createReport(rng, client)],
    [open.length > 0 ? 1 : 0, () => patchReport(rng, pick(rng, open))],
    [open.length > 3 ? 1.5 : open.length > 0 ? 0.3 : 0, () => deleteReport(pick(rng, open))],
    [open.length > 0 ? 3 : 0, () => addCargo(rng, model, pick(rng, open))],
    [open.length > 0 ? 1 : 0, () => patchCargo(rng, model, pick(rng, open))],
    [open.length > 0 ? 0.5 : 0, () => deleteCargo(rng, model, pick(rng, open))],
    [open.length > 0 ? 5 : 0, () => addStage(rng, client, pick(rng, open))],
    [open.length > 0 ? 2 : 0, () => patchStage(rng, client, pick(rng, open))],
    [open.length > 0 ? 0.7 : 0, () => deleteStage(rng, model, pick(rng, open))],
    [open.length > 0 ? 1.5 : 0, () => addStorage(rng, client, pick(rng, open))],
    [open.length > 0 ? 0.7 : 0, () => patchStorage(rng, model, pick(rng, open))],
    [open.length > 0 ? 0.3 : 0, () => deleteStorage(rng, model, pick(rng, open))],
    [open.length > 0 ? 0.5 : 0, () => calculate(pick(rng, open))],
    [open.length > 1 ? 1 : 0, () => consolidate(pick(rng, open))],
    [open.length > 1 ? 0.8 : 0, () => exportConsolidating(client, open)],
    [frozen.length > 0 && user.manager ? 1.2 : 0, () => unconsolidate(pick(rng, frozen))],
    [frozen.length > 0 ? 0.3 : 0, () => touchFrozen(rng, model, pick(rng, frozen))],
  ];
  for (;;) {
    const total = choices.reduce((sum, [weight]) => sum + weight, 0);
    let at = rng() * total;
    const chosen = choices.find(([weight]) => (at -= weight) < 0) ?? choices[0]!;
    const op = chosen[1]();
    if (op) return op;
  }
}

function createReport(rng: () => number, client: DrillClient): Op {
  const row = { project_name: `Crash drill ${client.name} ${Math.floor(rng() * 1e9)}`, date: randomDate(rng), read_only: false };
  return {
    name: 'create report',
    creates: true,
    method: 'POST',
    path: '/api/reports/',
    body: { project_name: row.project_name, project_reference: client.tag, date: row.date, origin: 'Valencia', destination: 'Lyon' },
    apply: (model, id) => void model.set(id, emptyReport({ ...row })),
    answered: (a) => ({ key: `report:${a.id}`, row: JSON.stringify(reportRowOf(a)) }),
  };
}

function patchReport(rng: () => number, id: number): Op {
  const change = rng() < 0.5 ? { project_name: `Crash drill renamed ${Math.floor(rng() * 1e9)}` } : { date: randomDate(rng) };
  return {
    name: 'edit report',
    method: 'PATCH',
    path: `/api/reports/${id}/`,
    body: change,
    apply: (model) => Object.assign(reportOf(model, id).row, change),
    answered: (a) => ({ key: `report:${a.id}`, row: JSON.stringify(reportRowOf(a)) }),
  };
}

function deleteReport(id: number): Op {
  return { name: 'delete report', method: 'DELETE', path: `/api/reports/${id}/`, apply: (model) => void model.delete(id) };
}

function addCargo(rng: () => number, model: ClientModel, rid: number): Op | null {
  if (reportOf(model, rid).cargos.size >= 4) return null;
  const row = { cargo_type: 'conventional', weight: amount(rng, 0.5, 30) };
  return {
    name: 'add cargo',
    creates: true,
    method: 'POST',
    path: `/api/reports/${rid}/cargos/`,
    body: { cargo_type: 'conventional', weight: row.weight },
    apply: (m, id) => void reportOf(m, rid).cargos.set(id, { ...row }),
    answered: (a) => ({ key: `cargo:${rid}:${a.id}`, row: JSON.stringify(cargoRowOf(a)) }),
  };
}

function patchCargo(rng: () => number, model: ClientModel, rid: number): Op | null {
  const ids = numericKeys(reportOf(model, rid).cargos);
  if (ids.length === 0) return null;
  const id = pick(rng, ids);
  const weight = amount(rng, 0.5, 30);
  return {
    name: 'edit cargo',
    method: 'PATCH',
    path: `/api/reports/${rid}/cargos/${id}/`,
    body: { weight },
    apply: (m) => void (reportOf(m, rid).cargos.get(id)!.weight = weight),
    answered: (a) => ({ key: `cargo:${rid}:${a.id}`, row: JSON.stringify(cargoRowOf(a)) }),
  };
}

function deleteCargo(rng: () => number, model: ClientModel, rid: number): Op | null {
  const report = reportOf(model, rid);
  const ids = numericKeys(report.cargos);
  if (ids.length === 0) return null;
  const id = pick(rng, ids);
  // Road and sea legs need a cargo (docs/decisions/0006-reports.md): a deletion that would leave one without is not tried.
  const strands = [...report.stages.values()].some((s) => (s.kind === 'road' || s.kind === 'nautical') && s.cargos.every((l) => l.startsWith(`${id}|`)));
  if (strands) return null;
  return {
    name: 'delete cargo',
    method: 'DELETE',
    path: `/api/reports/${rid}/cargos/${id}/`,
    apply: (m) => {
      const r = reportOf(m, rid);
      r.cargos.delete(id);
      dropCargoLinks(r, id);
    },
  };
}

function addStage(rng: () => number, client: DrillClient, rid: number): Op | null {
  const report = reportOf(client.model, rid);
  const cargos = numericKeys(report.cargos);
  if (report.stages.size >= 6) return null;
  const kind = pick(rng, ['road', 'rail', 'air', 'nautical'] as const);
  if ((kind === 'road' || kind === 'nautical') && cargos.length === 0) return null;
  const { body, row } = stageBody(rng, client, kind, cargos);
  return {
    name: `add ${kind} stage`,
    creates: true,
    method: 'POST',
    path: `/api/reports/${rid}/${STAGE_PATH[kind]}/`,
    body,
    apply: (m, id) => void reportOf(m, rid).stages.set(id, structuredClone(row)),
    answered: (a) => ({ key: `stage:${rid}:${a.id}`, row: JSON.stringify(stageRowOf(a)) }),
  };
}

function patchStage(rng: () => number, client: DrillClient, rid: number): Op | null {
  const report = reportOf(client.model, rid);
  const ids = numericKeys(report.stages);
  if (ids.length === 0) return null;
  const id = pick(rng, ids);
  const stage = report.stages.get(id)!;
  const kind = stage.kind as Kind;
  const cargos = numericKeys(report.cargos);
  const choice = rng();
  let body: Json;
  let change: (row: StageRow) => void;
  if (choice < 0.5) {
    const distance = amount(rng, 20, 1500);
    body = { distance };
    change = (row) => void (row.distance = distance);
  } else if (choice < 0.8) {
    const links = randomLinks(rng, client, cargos, kind === 'road' || kind === 'nautical');
    if ((kind === 'road' || kind === 'nautical') && links.length === 0) return null;
    body = { cargos: links };
    change = (row) => void (row.cargos = linksOf(links));
  } else {
    const operated = pick(rng, ['own', 'third_party'] as const);
    body = { operated_by: operated };
    change = (row) => void (row.operated_by = client.user.scope3 ? 'third_party' : operated);
  }
  return {
    name: `edit ${kind} stage`,
    method: 'PATCH',
    path: `/api/reports/${rid}/${STAGE_PATH[kind]}/${id}/`,
    body,
    apply: (m) => change(reportOf(m, rid).stages.get(id)!),
    answered: (a) => ({ key: `stage:${rid}:${a.id}`, row: JSON.stringify(stageRowOf(a)) }),
  };
}

function deleteStage(rng: () => number, model: ClientModel, rid: number): Op | null {
  const report = reportOf(model, rid);
  const ids = numericKeys(report.stages);
  if (ids.length === 0) return null;
  const id = pick(rng, ids);
  const kind = report.stages.get(id)!.kind as Kind;
  return { name: `delete ${kind} stage`, method: 'DELETE', path: `/api/reports/${rid}/${STAGE_PATH[kind]}/${id}/`, apply: (m) => void reportOf(m, rid).stages.delete(id) };
}

function addStorage(rng: () => number, client: DrillClient, rid: number): Op | null {
  const report = reportOf(client.model, rid);
  if (report.storages.size >= 3) return null;
  const links = randomLinks(rng, client, numericKeys(report.cargos), false);
  const type = pick(rng, ['own', 'third_party'] as const);
  const row = { warehouse_name: `Hub ${Math.floor(rng() * 1e6)}`, moves_number: Math.floor(rng() * 5), type: client.user.scope3 ? 'third_party' : type, cargos: linksOf(links) };
  return {
    name: 'add storage',
    creates: true,
    method: 'POST',
    path: `/api/reports/${rid}/storages/`,
    body: { warehouse_name: row.warehouse_name, place: 'Valencia, Spain', moves_number: row.moves_number, type, cargos: links },
    apply: (m, id) => void reportOf(m, rid).storages.set(id, structuredClone(row)),
    answered: (a) => ({ key: `storage:${rid}:${a.id}`, row: JSON.stringify(storageRowOf(a)) }),
  };
}

function patchStorage(rng: () => number, model: ClientModel, rid: number): Op | null {
  const ids = numericKeys(reportOf(model, rid).storages);
  if (ids.length === 0) return null;
  const id = pick(rng, ids);
  const moves = Math.floor(rng() * 6);
  return {
    name: 'edit storage',
    method: 'PATCH',
    path: `/api/reports/${rid}/storages/${id}/`,
    body: { moves_number: moves },
    apply: (m) => void (reportOf(m, rid).storages.get(id)!.moves_number = moves),
    answered: (a) => ({ key: `storage:${rid}:${a.id}`, row: JSON.stringify(storageRowOf(a)) }),
  };
}

function deleteStorage(rng: () => number, model: ClientModel, rid: number): Op | null {
  const ids = numericKeys(reportOf(model, rid).storages);
  if (ids.length === 0) return null;
  const id = pick(rng, ids);
  return { name: 'delete storage', method: 'DELETE', path: `/api/reports/${rid}/storages/${id}/`, apply: (m) => void reportOf(m, rid).storages.delete(id) };
}

function calculate(id: number): Op {
  return { name: 'calculate', method: 'POST', path: `/api/reports/${id}/calculate_emissions/`, apply: () => undefined };
}

function consolidate(id: number): Op {
  return {
    name: 'consolidate',
    method: 'POST',
    path: `/api/reports/${id}/consolidate/`,
    apply: (m) => void (reportOf(m, id).row.read_only = true),
    answered: (a) => ({ key: `report:${a.id}`, row: JSON.stringify(reportRowOf(a)) }),
  };
}

function unconsolidate(id: number): Op {
  return {
    name: 'unconsolidate',
    method: 'POST',
    path: `/api/reports/${id}/desconsolidate/`,
    apply: (m) => void (reportOf(m, id).row.read_only = false),
    answered: (a) => ({ key: `report:${a.id}`, row: JSON.stringify(reportRowOf(a)) }),
  };
}

/** The export's `consolidate` switch over every report of the client: all of them are frozen in one go, or none. */
function exportConsolidating(client: DrillClient, open: number[]): Op {
  const query = new URLSearchParams({ project_reference: client.tag, date_after: '2000-01-01', date_before: '2100-12-31', level: 'stage', consolidate: 'true' });
  return {
    name: 'export consolidating',
    method: 'POST',
    path: `/api/reports/export/?${query}`,
    exportSet: [...open],
    apply: (m) => {
      for (const id of open) reportOf(m, id).row.read_only = true;
    },
  };
}

/** A change to a consolidated report: the server must answer 409 and keep the frozen figures. */
function touchFrozen(rng: () => number, model: ClientModel, rid: number): Op {
  const cargos = numericKeys(reportOf(model, rid).cargos);
  const op: Op =
    cargos.length > 0 && rng() < 0.5
      ? { name: 'edit a consolidated cargo', method: 'PATCH', path: `/api/reports/${rid}/cargos/${pick(rng, cargos)}/`, body: { weight: 99 }, apply: () => undefined }
      : { name: 'add a stage to a consolidated report', method: 'POST', path: `/api/reports/${rid}/rail-overland-stages/`, body: { distance: 10, cargos: [] }, apply: () => undefined };
  return { ...op, conflict: true };
}

export interface WriterOptions {
  baseUrl: string;
  rng: () => number;
  /** Set once the server is about to be killed: no new request starts after it. */
  stopped: () => boolean;
}

const describe = (op: Op, status: number, text: string) => `${op.name} ${op.method} ${op.path}: ${status} ${text.slice(0, 300)}`;

/**
 * Writes until `stopped()` or until a request fails (the server died under it). The write in flight at that moment
 * is left in `client.pending`.
 */
export async function runWriter(client: DrillClient, { baseUrl, rng, stopped }: WriterOptions): Promise<void> {
  while (!stopped()) {
    const op = nextOp(rng, client);
    const before = client.model;
    const after = copyModel(before);
    op.apply(after, 'new');
    client.pending = { name: op.name, before, after, committed: false, ...(op.exportSet ? { exportSet: op.exportSet } : {}) };
    if (op.exportSet) client.exportSets.push({ ids: op.exportSet, acknowledged: false });
    let res: Response;
    try {
      res = await fetch(`${baseUrl}${op.path}`, {
        method: op.method,
        headers: { authorization: `Token ${client.user.token}`, ...(op.body ? { 'content-type': 'application/json' } : {}) },
        ...(op.body ? { body: JSON.stringify(op.body) } : {}),
      });
    } catch {
      return;
    }
    let text: string;
    try {
      text = await res.text();
    } catch {
      // The status came and the body did not: a 2xx means the write was committed. Short of a kill, only an export
      // is cut (a newer export of the same user stops it, docs/exports.md "One export at a time"), after its work.
      if (stopped()) {
        client.pending.committed = res.ok;
        return;
      }
      text = '';
    }
    client.pending = null;
    if (op.exportSet) client.exportSets.at(-1)!.acknowledged = res.ok;
    if (op.conflict) {
      if (res.status !== 409) client.refused.push(`frozen report changed: ${describe(op, res.status, text)}`);
      else client.byKind[op.name] = (client.byKind[op.name] ?? 0) + 1;
      continue;
    }
    if (!res.ok) {
      client.refused.push(describe(op, res.status, text));
      if (op.exportSet) client.exportSets.pop();
      continue;
    }
    const answer = text && res.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as Json) : undefined;
    const next = copyModel(before);
    op.apply(next, op.creates && typeof answer?.id === 'number' ? answer.id : 'new');
    if (answer && op.answered) {
      const { key, row } = op.answered(answer);
      const predicted = flatten(next).get(key);
      if (predicted !== row) client.mispredicted.push(`${op.name}: the server answered ${row}, the drill predicted ${predicted}`);
    }
    client.model = next;
    client.acknowledged += 1;
    client.byKind[op.name] = (client.byKind[op.name] ?? 0) + 1;
    // A report the client unconsolidated or deleted since leaves the set its export froze.
    for (const set of client.exportSets) set.ids = set.ids.filter((id) => next.get(id)?.row.read_only === true);
  }
}
