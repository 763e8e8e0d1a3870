import type { SeaRoute, SeaRouteQuery } from '@huella/contracts';
import { isSamePlace, PASSAGE_NAMES, routeSea } from '@huella/emissions';
import { seaNetwork } from '../../core-data/sea-network.ts';
import type { Executor } from '../../db/connection.ts';
import { DomainError, validationFailed, type FieldMessages } from '../../http/errors.ts';
import { msg, type Language, type Message } from '../../http/messages.ts';
import { byLocode, findPort } from '../reference-data/repository.ts';

const PASSAGES: readonly string[] = PASSAGE_NAMES;

/** `suez, BabelMandeb,` → ['suez', 'babelmandeb']: the names are case-insensitive and blanks are ignored. */
function passagesToAvoid(raw: string | undefined): string[] {
  return (raw ?? '').split(',');
}

/** The complaint about the first passage the router does not know, if any (names already lower case). */
export function unknownPassage(avoid: readonly string[]): Message | null {
  const unknown = avoid.find((name) => !PASSAGES.includes(name));
  return unknown === undefined ? null : msg('unknown_passage', { name: unknown.slice(0, 50), options: PASSAGES.join(', ') });
}

/** The parameter names a caller gives the two ports and the closed passages, so errors name its fields. */
export interface RouteFieldNames {
  from: string;
  to: string;
  avoid: string;
}
const QUERY_FIELDS: RouteFieldNames = { from: 'from', to: 'to', avoid: 'avoid' };

/**
 * Sea distance between two ports over the maritime network (docs/methodology.md §4, docs/sea-routing.md).
 * Every bad parameter is reported at once, each under its own name; closed passages that cut the ports apart
 * are not bad input but an impossible request, hence 422.
 */
export async function routeBetweenPorts(
  db: Executor,
  language: Language,
  fromCode: string,
  toCode: string,
  avoidNames: readonly string[],
  names: RouteFieldNames = QUERY_FIELDS,
): Promise<SeaRoute> {
  const avoid = avoidNames.map((name) => name.trim().toLowerCase()).filter(Boolean);
  const fields: FieldMessages = {};
  const unknown = unknownPassage(avoid);
  if (unknown) fields[names.avoid] = [unknown];
  const from = await findPort(db, language, byLocode(fromCode.toUpperCase()));
  if (!from) fields[names.from] = [msg('unknown_locode', { code: fromCode })];
  const to = await findPort(db, language, byLocode(toCode.toUpperCase()));
  if (!to) fields[names.to] = [msg('unknown_locode', { code: toCode })];
  // One port twice (or two codes of one harbour) is no voyage: docs/decisions/0007-same-origin-and-destination.md.
  if (from && to && isSamePlace(from, to)) fields[names.to] = [msg('same_as_origin')];
  if (!from || !to || Object.keys(fields).length) throw validationFailed(fields);

  const result = routeSea(seaNetwork(), from.locode, to.locode, { avoid });
  if (!result.ok) {
    // The port table is seeded from the router's own port list, so only a closed-off route is left.
    throw new DomainError(
      'unprocessable',
      msg('no_sea_route', { from: `${from.name} (${from.locode})`, to: `${to.name} (${to.locode})`, avoid: avoid.join(', ') }),
    );
  }
  return {
    distance_km: result.distance_km,
    distance_nm: result.distance_nm,
    passages: result.passages,
    geometry: result.geometry,
    method: result.method,
    from: { locode: from.locode, name: from.name },
    to: { locode: to.locode, name: to.name },
  };
}

export function seaRoute(db: Executor, language: Language, query: SeaRouteQuery): Promise<SeaRoute> {
  return routeBetweenPorts(db, language, query.from, query.to, passagesToAvoid(query.avoid));
}
