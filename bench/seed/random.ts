// Deterministic choices for the seed generator: the same --seed gives the same database, row for row.

export { randomSource } from '../../packages/server/src/test-support/random-source.ts';

export const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/** Index into a list whose first entries are chosen far more often, as a forwarder's largest customers are. */
export const skewedIndex = (random: () => number, length: number): number => Math.floor(length * random() ** 2.5);

/** An index drawn with the given weights (any positive numbers). */
export function weightedIndex(random: () => number, weights: readonly number[]): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  let left = random() * total;
  for (const [i, w] of weights.entries()) {
    left -= w;
    if (left < 0) return i;
  }
  return weights.length - 1;
}

const FIRST = ['Nordic', 'Atlas', 'Iberia', 'Blue', 'Summit', 'Pacific', 'Golden', 'Delta', 'Alpine', 'Harbor', 'Lumen', 'Vertex', 'Orion', 'Sierra', 'Castle', 'Riviera', 'Quantum', 'Evergreen', 'Falcon', 'Meridian'];
const SECOND = ['Retail', 'Foods', 'Motors', 'Pharma', 'Textiles', 'Electronics', 'Furniture', 'Chemicals', 'Paper', 'Toys', 'Wines', 'Steel', 'Optics', 'Cosmetics', 'Tools', 'Solar', 'Plastics', 'Coffee', 'Medical', 'Sports'];
const THIRD = ['S.A.', 'S.L.', 'GmbH', 'Ltd', 'Inc.', 'B.V.', 'SpA', 'SAS', 'Group', 'Trading'];

/** `count` customer names, the same for the same seed: "Atlas Foods GmbH", "Nordic Steel S.L.", … */
export function customerNames(random: () => number, count: number): string[] {
  const names = new Set<string>();
  while (names.size < count) names.add(`${pick(random, FIRST)} ${pick(random, SECOND)} ${pick(random, THIRD)}`);
  return [...names];
}

export const GOODS = ['Electronics', 'Spare parts', 'Machinery', 'Textiles', 'Frozen food', 'Furniture', 'Chemicals', 'Auto parts', 'Pharmaceuticals', 'Paper rolls', 'Wine', 'Steel coils', 'Toys', 'Medical devices', 'Solar panels', 'Coffee'];
export const ORDER_PREFIXES = ['PO', 'SO', 'JOB', 'BL', 'AWB', 'CMR'];
