import { z } from 'zod';
import { newPassword, requiredText } from './common.ts';

export const ROLES = ['super', 'admin', 'other'] as const;
export const role = z.enum(ROLES);
export type Role = z.infer<typeof role>;

export const tokenRequest = z.object({
  username: requiredText(150),
  password: z.string().min(1).max(256),
});
export type TokenRequest = z.infer<typeof tokenRequest>;

export const tokenResponse = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponse>;

export const company = z
  .object({
    id: z.number().int(),
    name: z.string(),
    only_scope3: z.boolean(),
    has_hseq_connection: z.boolean(),
    allowed_tags: z.array(z.string()),
    platform: z.boolean(),
  })
  .meta({ id: 'Company' });
export type Company = z.infer<typeof company>;

export const currentUser = z
  .object({
    id: z.number().int(),
    username: z.string(),
    name: z.string(),
    email: z.string(),
    role,
    company,
  })
  .meta({ id: 'CurrentUser' });
export type CurrentUser = z.infer<typeof currentUser>;

export const passwordChange = z.object({
  old_password: z.string().min(1).max(256),
  new_password1: newPassword,
  new_password2: z.string().min(1).max(256),
});
export type PasswordChange = z.infer<typeof passwordChange>;

export const detailResponse = z.object({ detail: z.string() });
