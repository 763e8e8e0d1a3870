import { z } from 'zod';
import { factorUsed } from './figures.ts';
import { latLng } from './places.ts';
import { distanceMethod } from './stages.ts';

// The distance a stage would get, asked of the server before the stage is saved (the stage routes' distance questions).

export const coordinatesDistanceInput = z.object({ origin: latLng, destination: latLng });
export const portsDistanceInput = z.object({
  port_origin: z.string().trim().toUpperCase().regex(/^[A-Z]{2}[A-Z0-9]{3}$/),
  port_destination: z.string().trim().toUpperCase().regex(/^[A-Z]{2}[A-Z0-9]{3}$/),
  avoid: z.array(z.string().max(40)).max(20).default([]),
});
export const distanceAnswer = z
  .object({
    /** km */
    distance: z.number(),
    method: distanceMethod,
    /** Factors the rule used (uplift, circuity); the sea network uses none. */
    factors_used: z.array(factorUsed),
    passages: z.array(z.string()).optional(),
  })
  .meta({ id: 'DistanceAnswer' });
export type DistanceAnswer = z.infer<typeof distanceAnswer>;
