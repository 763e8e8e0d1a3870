import type { CargoLinkInput } from '@huella/contracts';
import { validationFailed } from '../../http/errors.ts';
import { msg, type Message } from '../../http/messages.ts';

export interface CargoLink {
  cargoId: number;
  tags: Record<string, string>;
}

/**
 * Checks a stage's or storage's cargo links against the report's cargos and the creator company's allowed
 * tags (docs/spec/part-2.md §2.1 "Tag entry"): values are trimmed and empty ones dropped. All problems at once, under
 * `cargos`.
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
    const tags: Record<string, string> = {};
    for (const [key, value] of Object.entries(link.tags ?? {})) {
      if (!allowedTags.includes(key)) {
        problems.push(msg('tag_not_allowed', { tag: key.slice(0, 50), allowed: allowedTags.join(', ') || '—' }));
        continue;
      }
      const trimmed = value.trim();
      if (trimmed) tags[key] = trimmed;
    }
    normalized.push({ cargoId, tags });
  }
  if (problems.length) throw validationFailed({ cargos: problems });
  return normalized;
}
