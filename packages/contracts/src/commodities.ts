import { z } from 'zod';
import { requiredText } from './common.ts';

export const commodity = z
  .object({ id: z.number().int(), name: z.string(), description: z.string() })
  .meta({ id: 'Commodity' });
export type Commodity = z.infer<typeof commodity>;

export const commodityInput = z.object({
  name: requiredText(255),
  description: requiredText(5000),
});
export const commodityPatch = commodityInput.partial();
export type CommodityInput = z.infer<typeof commodityInput>;

export const COMMODITY_ORDERING = ['name', 'id'] as const;
