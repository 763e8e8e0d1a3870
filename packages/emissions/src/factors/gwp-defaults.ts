// IPCC AR6 WG1 ch. 7 GWP-100, the defaults of docs/methodology.md §1 for a factor set that names no GWP of its own.
import type { GwpSet } from './factor-set.ts';

export const AR6_GWP: GwpSet = Object.freeze({
  CH4: 29.8,
  CH4_non_fossil: 27.0,
  N2O: 273,
  'R-134a': 1530,
  'R-404A': 4728,
  'R-410A': 2255.5,
});

export const AR6_GWP_BASIS = 'IPCC AR6 GWP-100';
