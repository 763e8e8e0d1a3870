import type { HseqImportInput, HseqImportResult } from '@huella/contracts';
import type { Db } from '../../../db/connection.ts';
import { requireConsumptions } from '../../../http/consumption-access.ts';
import { databaseErrorOf } from '../../../http/database-error.ts';
import { conflict, DomainError, validationFailed } from '../../../http/errors.ts';
import { msg, translate, type Language, type Message } from '../../../http/messages.ts';
import type { TenantContext } from '../../../http/tenant-context.ts';
import { findCompanyHseq } from '../../companies/repository.ts';
import { assertCanEdit, assertReportType, loadEditableReport, loadReport } from '../access.ts';
import { recalculateReport } from '../recalculate.ts';
import { fetchIntakes, HseqError, isSendableToken, period, type HseqConnection, type HseqIntake } from './hseq-client.ts';
import { inParallel } from './parallel-requests.ts';
import * as repo from './repository.ts';

// POST /api/reports/{id}/import_hseq_intakes/ (docs/hseq.md §4): fetch every center and month first, outside
// any transaction, then add the intakes as consumptions and recalculate in one transaction.

/** Requests to the HSEQ service in flight at once for one import. */
const PARALLEL_REQUESTS = 4;

/**
 * PostgreSQL only: the longest the import's transaction waits for a lock (the report's row, or an intake another
 * import is adding). The service's 8 s and this stay within the 10 s an import answers in (docs/hseq.md §4).
 */
const LOCK_WAIT_MS = 1_500;

// lock_not_available: a lock wait passed `lock_timeout`.
const LOCK_NOT_AVAILABLE = '55P03';

export interface HseqImportOptions {
  /** All the requests of one import together (config `HUELLA_HSEQ_TIMEOUT_SECONDS`). */
  timeoutMs: number;
}

interface CenterToImport {
  id: number;
  label: string;
  code: string;
}

interface Fetched {
  center: CenterToImport;
  intake: HseqIntake;
}

/** The company's own centers, each with its HSEQ code; every problem is listed under `centers`. */
async function centersToImport(db: Db, ctx: TenantContext, ids: number[]): Promise<CenterToImport[]> {
  const unique = [...new Set(ids)];
  const found = new Map((await repo.findCenters(db, ctx.companyId, unique)).map((c) => [c.id, c]));
  const problems: Message[] = [];
  const chosen: CenterToImport[] = [];
  for (const id of unique) {
    const center = found.get(id);
    if (!center) problems.push(msg('does_not_exist', { id }));
    else if (!center.hseqCode) problems.push(msg('hseq_center_without_code', { name: center.name }));
    else chosen.push({ id, label: `${center.name} (${center.hseqCode})`, code: center.hseqCode });
  }
  if (problems.length) throw validationFailed({ centers: problems });
  return chosen;
}

function gatewayError(error: HseqError, center: CenterToImport, year: number, month: number, timeoutMs: number): DomainError {
  const where = { center: center.label, period: period(year, month) };
  const f = error.failure;
  switch (f.kind) {
    case 'timeout':
      return new DomainError('gateway_timeout', msg('hseq_timeout', { ...where, seconds: timeoutMs / 1000 }));
    case 'unreachable':
      return new DomainError('bad_gateway', msg('hseq_unreachable', { ...where, reason: f.reason }));
    case 'status':
      return new DomainError('bad_gateway', msg('hseq_bad_status', { ...where, status: f.status }));
    case 'answer':
      return new DomainError('bad_gateway', msg('hseq_bad_answer', { ...where, problem: f.problem }));
  }
}

/**
 * Every center and month, a few requests at a time under one deadline. The first failure stops the others and
 * is the answer; an id that comes twice is refused as the contract says (docs/hseq.md §3).
 */
async function fetchAll(
  connection: HseqConnection,
  centers: CenterToImport[],
  year: number,
  months: number[],
  timeoutMs: number,
  language: Language,
): Promise<Fetched[]> {
  const jobs = centers.flatMap((center) => months.map((month) => ({ center, month })));
  const results = await inParallel(jobs, { parallel: PARALLEL_REQUESTS, timeoutMs }, async ({ center, month }, signal) => {
    try {
      const intakes = await fetchIntakes(connection, { code: center.code, year, month }, signal, language);
      return intakes.map((intake): Fetched => ({ center, intake }));
    } catch (error) {
      throw error instanceof HseqError ? gatewayError(error, center, year, month, timeoutMs) : error;
    }
  });

  const fetched = results.flat();
  const seen = new Set<string>();
  for (const { center, intake } of fetched) {
    if (seen.has(intake.id)) {
      const problem = translate(msg('hseq_duplicate_intake', { id: intake.id }), language);
      throw new DomainError('bad_gateway', msg('hseq_bad_answer', { center: center.label, period: period(year, intake.month), problem }));
    }
    seen.add(intake.id);
  }
  return fetched;
}

const lastDayOf = (year: number, month: number) => `${period(year, month)}-${String(new Date(Date.UTC(year, month, 0)).getUTCDate()).padStart(2, '0')}`;
const supplierKey = (name: string) => name.trim().toLowerCase();

export async function importHseqIntakes(
  db: Db,
  ctx: TenantContext,
  language: Language,
  reportId: number,
  input: HseqImportInput,
  options: HseqImportOptions,
): Promise<HseqImportResult> {
  requireConsumptions(ctx);
  if (!ctx.company.hasHseqConnection) throw new DomainError('permission_denied', msg('hseq_not_connected'));
  // Refused before any request: the service is not asked for what could not be saved.
  const report = await loadReport(db, ctx, reportId);
  assertCanEdit(ctx, report);
  assertReportType(report, 'consumption');
  const centers = await centersToImport(db, ctx, input.centers);
  const company = await findCompanyHseq(db, ctx.companyId);
  if (!company?.hseqUrl) throw conflict('hseq_not_configured');
  // A token stored before the rule of docs/hseq.md §1 was checked would fail every request.
  if (company.hseqToken !== null && !isSendableToken(company.hseqToken)) throw conflict('hseq_token_unusable');
  const months = [...new Set(input.months)].toSorted((a, b) => a - b);
  const fetched = await fetchAll({ url: company.hseqUrl, token: company.hseqToken }, centers, input.year, months, options.timeoutMs, language);

  try {
    return await saveIntakes(db, ctx, language, reportId, fetched);
  } catch (error) {
    if (databaseErrorOf(error)?.code === LOCK_NOT_AVAILABLE) throw conflict('hseq_report_busy');
    throw error;
  }
}

/** The intakes as consumptions of the report, and its recalculation, in one transaction (docs/hseq.md §4 step 3). */
function saveIntakes(db: Db, ctx: TenantContext, language: Language, reportId: number, fetched: Fetched[]): Promise<HseqImportResult> {
  return db.transaction(async (tx) => {
    await repo.limitLockWait(db, tx, LOCK_WAIT_MS);
    const found = await loadEditableReport(tx, ctx, reportId);
    const suppliers = new Map((await repo.electricitySuppliers(tx, ctx.companyId)).map((s) => [supplierKey(s.name), s.id]));
    const unknown = new Map<string, string>();
    const rows = fetched.map(({ center, intake }): repo.ConsumptionValues => {
      // The form names a supplier for electricity only (docs/hseq.md §3 "Suppliers").
      const named = intake.energy_type === 'electricity' && intake.supplier?.trim() ? intake.supplier.trim() : null;
      const supplierId = named === null ? null : (suppliers.get(supplierKey(named)) ?? null);
      if (named !== null && supplierId === null) unknown.set(intake.id, named);
      return {
        companyId: ctx.companyId,
        reportId,
        type: intake.energy_type,
        date: intake.date ?? lastDayOf(intake.year, intake.month),
        centerId: center.id,
        quantity: intake.quantity,
        supplierId,
        sourceId: intake.id,
      };
    });
    const added = await repo.insertNewConsumptions(tx, rows);
    if (added.length) await recalculateReport(tx, found, language);
    const unknownSuppliers = [...new Set(added.flatMap((id) => unknown.get(id) ?? []))].toSorted();
    return { created: added.length, already_imported: rows.length - added.length, unknown_suppliers: unknownSuppliers };
  });
}
