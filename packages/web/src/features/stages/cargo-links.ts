import type { Cargo, CargoLinkInput, Stage, TagMap } from '@huella/contracts';

/** The cargos chosen for a stage or storage, by cargo id, each with the tag values typed for its link. */
export type CargoSelection = Record<string, TagMap>;

export function selectionOf(links: Stage['cargos']): CargoSelection {
  return Object.fromEntries(links.map((link) => [String(link.cargo), { ...link.tags }]));
}

export function withCargo(selection: CargoSelection, cargoId: number, selected: boolean): CargoSelection {
  const next = { ...selection };
  if (selected) next[String(cargoId)] = selection[String(cargoId)] ?? {};
  else delete next[String(cargoId)];
  return next;
}

export function withTag(selection: CargoSelection, cargoId: number, tag: string, value: string): CargoSelection {
  const key = String(cargoId);
  return { ...selection, [key]: { ...selection[key], [tag]: value } };
}

/**
 * docs/spec/part-2.md §2.1 "Tag entry": values are trimmed and only non-empty ones are kept; keys are limited to the
 * allowed tags of the report creator's company (a link loaded for edit may carry a tag since withdrawn).
 */
export function cleanTags(tags: TagMap, allowedTags: readonly string[]): TagMap {
  const kept: TagMap = {};
  for (const tag of allowedTags) {
    const value = tags[tag]?.trim();
    if (value) kept[tag] = value;
  }
  return kept;
}

export function toCargoLinks(selection: CargoSelection, allowedTags: readonly string[]): CargoLinkInput[] {
  return Object.entries(selection).map(([cargo, tags]) => ({ cargo: Number(cargo), tags: cleanTags(tags, allowedTags) }));
}

/** t of the selected cargos, rounded to the kg so float sums do not show 12.600000000000001. */
export function selectedWeight(selection: CargoSelection, cargos: readonly Cargo[]): number {
  const total = cargos.filter((cargo) => String(cargo.id) in selection).reduce((sum, cargo) => sum + cargo.weight, 0);
  return Math.round(total * 1000) / 1000;
}
