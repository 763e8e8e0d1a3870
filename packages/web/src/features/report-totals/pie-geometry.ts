/** How one part of a pie is drawn, in a circle of radius `radius` centred on 0,0 (y down, as in SVG). */
export type PieShape<T> =
  | { kind: 'circle'; slice: T }
  /** A wedge from the centre: its SVG path. */
  | { kind: 'wedge'; slice: T; d: string };

/** Three decimals are far below a pixel at a pie's size and keep the paths short. */
const coordinate = (value: number): string => String(Math.round(value * 1000) / 1000);

/** The point on the rim a fraction of a turn clockwise from 12 o'clock. */
function rimPoint(turn: number, radius: number): string {
  const angle = turn * 2 * Math.PI;
  return `${coordinate(radius * Math.sin(angle))} ${coordinate(-radius * Math.cos(angle))}`;
}

/**
 * The pie's parts, clockwise from 12 o'clock in the order given, each sized by its kg. Parts of 0 kg (or less)
 * have nothing to draw and are left out; a part that is the whole pie is a circle, because an arc cannot start
 * and end at the same point.
 */
export function pieShapes<T extends { kg: number }>(slices: readonly T[], radius: number): PieShape<T>[] {
  const drawn = slices.filter((slice) => slice.kg > 0);
  const sum = drawn.reduce((total, slice) => total + slice.kg, 0);
  if (drawn.length === 1) return drawn.map((slice) => ({ kind: 'circle', slice }));
  let start = 0;
  return drawn.map((slice) => {
    const turn = slice.kg / sum;
    const largeArc = turn > 0.5 ? 1 : 0;
    const d = `M0 0L${rimPoint(start, radius)}A${radius} ${radius} 0 ${largeArc} 1 ${rimPoint(start + turn, radius)}Z`;
    start += turn;
    return { kind: 'wedge', slice, d };
  });
}
