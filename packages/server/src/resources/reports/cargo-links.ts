import type { CargoLinkInput } from '@huella/contracts';
import { validationFailed } from '../../http/errors.ts';
import { msg, type Message } from '../../http/messages.ts';

export interface CargoLink {
  cargoId: number;
  tags: Record<string, string>;
}

/**
 * Tags against the company's allowed tags (docs/spec/part-2.md §2.1 "Tag entry"): values are trimmed and empty ones
 * dropped; a key the company does not have is a problem.
 */
export function normalizeTags(tags: Readonly<Record<string, string>>, allowedTags: readonly string[]): { tags: Record<string, string>; problems: Message[] } {
  const problems: Message[] = [];
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(tags)) {
    if (!allowedTags.includes(key)) {
      problems.push(msg('tag_not_allowed', { tag: key.slice(0, 50), allowed: allowedTags.join(', ') || '—' }));
      continue;
    }
    const trimmed = value.trim();
    if (trimmed) kept[key] = trimmed;
  }
  return { tags: kept, problems };
}

/**
 * Checks a stage's or storage's cargo links against the report's cargos and the creator company's allowed
 * tags (normalizeTags). All problems at once, under `cargos`.
 */
export function normalizeLinks(links: readonly CargoLinkInput[], reportCargoIds: ReadonlySet<number>, allowedTags: readonly string[]): CargoLink[] {
  const problems: Message[] = [];
  const seen = new Set<number>();
  const normalized: CargoLink[] = [];
  for (const link of links) {
    const cargoId = Number(link.cargo);
    if (!reportCargoIds.has(cargoId)) problems.push(msg('does_not_exist', { id: cargoId }));
    else if (seen.has(cargoId)) problems.push(msg('duplicate_cargo'));
    seen.add(cargoId);
    const tags = normalizeTags(link.tags ?? {}, allowedTags);
    problems.push(...tags.problems);
    normalized.push({ cargoId, tags: tags.tags });
  }
  if (problems.length) throw validationFailed({ cargos: problems });
  return normalized;
}
