// Display rounding of an allocation (docs/methodology.md §5): each part is rounded, and the rounding remainder
// goes to the largest part, so the rounded parts add up to the rounded total exactly.

/** Returns the parts rounded to `decimals`, summing (in units of 10^-decimals) to the rounded total. */
export function roundForDisplay(total: number, parts: readonly number[], decimals: number): number[] {
  if (parts.length === 0) return [];
  const scale = 10 ** decimals;
  const units = parts.map((part) => Math.round(part * scale));
  const remainder = Math.round(total * scale) - units.reduce((sum, unit) => sum + unit, 0);
  let largest = 0;
  for (let i = 1; i < parts.length; i++) if (Math.abs(parts[i] as number) > Math.abs(parts[largest] as number)) largest = i;
  units[largest] = (units[largest] as number) + remainder;
  return units.map((unit) => unit / scale);
}
