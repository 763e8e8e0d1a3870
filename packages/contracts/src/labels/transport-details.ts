import type { TransportPart } from '../totals.ts';
import { enumLabel } from './enum-labels.ts';
import type { LabelLanguage } from './label.ts';

/**
 * A stage's transport details as one line: the vehicle, ship type or aircraft named as stored, each choice
 * (load type, Euro standard, traction, fuel…) by its label — "Container, Marine gas oil (MGO/MDO)", never
 * `container · mgo_mdo`. The server sends the parts with their codes; the language is the reader's.
 */
export function transportDetailsText(parts: readonly TransportPart[], language: LabelLanguage): string {
  return parts.map((part) => (part.enum ? enumLabel(part.enum, part.value, language) : part.value)).join(' · ');
}
