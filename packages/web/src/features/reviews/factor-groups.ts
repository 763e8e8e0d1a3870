// The factors map of a review is flat (`road.per_tkm.hgv_average`); the editor shows it as one sub-table per mode or
// kind of figure, the first part of each key (docs/spec/part-2.md §2.9: "Nested objects (one level) show as sub-tables").

const GROUP_ORDER = ['road', 'rail', 'sea', 'air', 'ship', 'fuel', 'electricity', 'car', 'storage', 'wtt_per_ttw', 'circuity'] as const;
export type KnownGroup = (typeof GROUP_ORDER)[number];

export interface FactorGroup {
  /** A known group's name, or null for keys of no known group (shown together under "Other"). */
  group: KnownGroup | null;
  keys: string[];
}

const known = (head: string): head is KnownGroup => (GROUP_ORDER as readonly string[]).includes(head);

/** The keys grouped by their first part, groups in the methodology's order, keys sorted within each. */
export function groupFactors(keys: readonly string[]): FactorGroup[] {
  const groups = new Map<KnownGroup | null, string[]>();
  for (const key of [...keys].toSorted()) {
    const head = key.split('.')[0] ?? '';
    const group = known(head) ? head : null;
    groups.set(group, [...(groups.get(group) ?? []), key]);
  }
  const ordered: FactorGroup[] = GROUP_ORDER.filter((group) => groups.has(group)).map((group) => ({ group, keys: groups.get(group) ?? [] }));
  const other = groups.get(null);
  return other ? [...ordered, { group: null, keys: other }] : ordered;
}

/** Prefixes that have a meaning in `reviews.meanings`, the most specific first. */
const MEANINGS = [
  'road.per_tkm',
  'road.per_vkm',
  'road.groupage_load_factor',
  'rail.per_tkm',
  'sea.per_tkm',
  'sea.utilisation',
  'sea.distance_adjustment',
  'air.per_tkm',
  'air.distance_uplift_km',
  'air.load_factor',
  'air.include_rf',
  'air.rf_multiplier',
  'air.co2_per_kg_fuel',
  'air.n2o_per_kg_fuel',
  'car.per_km',
  'ship',
  'fuel',
  'electricity',
  'wtt_per_ttw',
  'circuity',
  'storage',
] as const;

/**
 * The i18n key of a factor key's meaning (`reviews.meanings.<prefix with / for .>`: a dot would nest the key), or
 * null when none is written.
 */
export function meaningOf(key: string): string | null {
  const prefix = MEANINGS.find((candidate) => key === candidate || key.startsWith(`${candidate}.`) || key.startsWith(`${candidate}_`));
  return prefix === undefined ? null : `reviews.meanings.${prefix.replaceAll('.', '/')}`;
}
