import {
  AIRCRAFT_TYPES,
  CARGO_TYPES,
  DISTANCE_METHODS,
  EURO_STANDARDS,
  LOAD_TYPES,
  OPERATED_BY,
  PORT_OPERATIONS,
  RAIL_TRACTIONS,
  ROAD_VEHICLE_CLASSES,
  SHIP_FUEL_TYPES,
  SHIP_LOAD_TYPES,
  STAGE_KINDS,
} from '@huella/contracts';
import type { Locator } from '@playwright/test';

// What a person must never read on a screen: the API's enumeration codes, calculation methods, factor keys
// and tag keys. Codes with an underscore are caught by the snake_case rule wherever they stand; one-word
// codes ("groupage", "electric", "none") are ordinary words too, so they count only when they stand alone in
// an element or between the separators that join codes (· / |), exactly as a raw code would; after a comma
// they are words ("Circuity factor, road").
const METHODS = ['fuel', 'per_vkm', 'ship_model', 'aircraft_model', 'per_tkm', 'metered', 'per_km', 'car_family'] as const;

export const ENUMERATION_CODES: ReadonlySet<string> = new Set<string>([
  ...AIRCRAFT_TYPES,
  ...CARGO_TYPES,
  ...DISTANCE_METHODS,
  ...EURO_STANDARDS,
  ...LOAD_TYPES,
  ...OPERATED_BY,
  ...PORT_OPERATIONS,
  ...RAIL_TRACTIONS,
  ...ROAD_VEHICLE_CLASSES,
  ...SHIP_FUEL_TYPES,
  ...SHIP_LOAD_TYPES,
  ...STAGE_KINDS,
  ...METHODS,
]);

const SNAKE_CASE = /\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g;
/** A factor key such as `road.per_tkm.hgv_average` or an entry coefficient such as `…reviews[…].A1`. */
const FACTOR_KEY = /\b[a-z]+(?:\.[a-z0-9_]+){1,}\b|_reviews\[/g;

export interface RawCodeFinding {
  readonly code: string;
  readonly text: string;
}

/** The raw codes in a list of visible texts (each the whole text of one element), with the text they stand in. */
export function rawCodesIn(texts: readonly string[]): RawCodeFinding[] {
  const findings: RawCodeFinding[] = [];
  for (const text of texts) {
    for (const match of text.matchAll(SNAKE_CASE)) findings.push({ code: match[0], text });
    for (const match of text.matchAll(FACTOR_KEY)) {
      // Addresses, e-mails and host names have dots too; a factor key has a lower-case word before its first dot.
      if (!/@|www\.|https?:|\.(com|es|org|pdf|csv)\b/.test(text)) findings.push({ code: match[0], text });
    }
    for (const part of text.split(/\s*[·/|]\s*/)) {
      const token = part.trim();
      if (ENUMERATION_CODES.has(token)) findings.push({ code: token, text });
    }
  }
  return findings;
}

/**
 * Every visible leaf text inside `root` (text of elements with no element children, plus table cells), the way a
 * reader meets it. Inputs' values are the user's own words and are left out.
 */
export async function visibleTexts(root: Locator): Promise<string[]> {
  return root.evaluate((element) => {
    const out: string[] = [];
    const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_ELEMENT);
    for (let node = walker.currentNode as HTMLElement | null; node; node = walker.nextNode() as HTMLElement | null) {
      if (node.closest('input, textarea, select, script, style, [aria-hidden="true"]')) continue;
      const style = node.ownerDocument.defaultView?.getComputedStyle(node);
      if (!style || style.visibility === 'hidden' || style.display === 'none') continue;
      const leaf = node.children.length === 0 || node.tagName === 'TD' || node.tagName === 'TH';
      if (!leaf) continue;
      const text = (node.innerText ?? node.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text && node.getClientRects().length > 0) out.push(text);
    }
    return out;
  });
}
