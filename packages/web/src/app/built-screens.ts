/**
 * Screens the menu of docs/spec/part-1.md §1 names but later issues build. Until one is routed it is shown nowhere
 * (menu, dashboard tiles), because its link would only open "Page not found" (issue #11 item 9). The issue
 * that routes a screen flips its switch here, and every place that lists it shows it again.
 */
export const BUILT_SCREENS = {
  consumptions: true,
  stats: true,
} as const satisfies Record<string, boolean>;

export type BuiltScreens = Readonly<Record<keyof typeof BUILT_SCREENS, boolean>>;
