import type { DistanceAnswer, LatLng } from '@huella/contracts';
import { resolveDistance, type CompiledFactorSet, type Mode } from '@huella/emissions';
import type { Executor } from '../../../db/connection.ts';
import { validationFailed } from '../../../http/errors.ts';
import { msg, type Language } from '../../../http/messages.ts';
import type { TenantContext } from '../../../http/tenant-context.ts';
import { loadReport } from '../access.ts';
import { loadFactorSet } from '../../reviews/load-factor-set.ts';
import { routeBetweenPorts } from '../../sea-routes/service.ts';

/** The distance rules belong to the report's review (uplift, circuity, sea adjustment: docs/methodology.md §4). */
async function reportFactorSet(db: Executor, ctx: TenantContext, reportId: number): Promise<CompiledFactorSet> {
  const found = await loadReport(db, ctx, reportId);
  const loaded = found.report.reviewId === null ? null : await loadFactorSet(db, found.report.reviewId);
  if (!loaded?.ok) throw validationFailed({ review: [msg('no_review')] });
  return loaded.factorSet;
}

function answer(mode: Mode, input: Parameters<typeof resolveDistance>[1], factorSet: CompiledFactorSet): DistanceAnswer {
  const resolved = resolveDistance(mode, input, factorSet.distance);
  // The contract has already checked the coordinates: only one place given twice can fail here.
  if ('ok' in resolved) throw validationFailed({ [resolved.field]: [msg(resolved.code === 'same_as_origin' ? 'same_as_origin' : 'invalid_coordinate')] });
  return { distance: resolved.distance_km, method: resolved.distance_method, factors_used: [...resolved.used] };
}

/** Road, rail and air legs: great circle, with the air uplift or the road/rail circuity of the review. */
export async function coordinatesDistance(
  db: Executor,
  ctx: TenantContext,
  reportId: number,
  mode: 'road' | 'rail' | 'air',
  origin: LatLng,
  destination: LatLng,
): Promise<DistanceAnswer> {
  return answer(mode, { origin, destination }, await reportFactorSet(db, ctx, reportId));
}

/** Sea legs: the shortest path over the maritime network between two ports, with passages closed on request. */
export async function portsDistance(
  db: Executor,
  ctx: TenantContext,
  language: Language,
  reportId: number,
  input: { port_origin: string; port_destination: string; avoid: string[] },
): Promise<DistanceAnswer> {
  const factorSet = await reportFactorSet(db, ctx, reportId);
  const route = await routeBetweenPorts(db, language, input.port_origin, input.port_destination, input.avoid, {
    from: 'port_origin',
    to: 'port_destination',
    avoid: 'avoid',
  });
  return { ...answer('sea', { distance: route.distance_km, distance_method: 'sea_network' }, factorSet), passages: route.passages };
}
