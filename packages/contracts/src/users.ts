import { z } from 'zod';
import { role } from './auth.ts';
import { newPassword, requiredText } from './common.ts';

export const USERNAME_PATTERN = /^[\w.@+-]+$/;

export const user = z
  .object({
    id: z.number().int(),
    username: z.string(),
    name: z.string(),
    email: z.string(),
    role,
    company: z.object({ id: z.number().int(), only_scope3: z.boolean() }),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof user>;

const userFields = {
  username: requiredText(150).regex(USERNAME_PATTERN),
  name: requiredText(150),
  email: z.string().trim().min(1).max(254).pipe(z.email()),
  role: role.optional(),
};

/** Create: the form's password and its repetition (docs/spec/part-1.md §2, Users). */
export const userCreate = z.object({
  ...userFields,
  password: newPassword,
  repeat_password: z.string().max(256).optional(),
});
export type UserCreate = z.infer<typeof userCreate>;

/**
 * Update: every field optional on PATCH; a password given here replaces the old one. A user setting their own
 * password also gives their current one as `old_password` (a manager setting another user's needs none).
 */
export const userUpdate = z.object({
  ...userFields,
  password: newPassword.optional(),
  repeat_password: z.string().max(256).optional(),
  old_password: z
    .string()
    .max(256)
    .optional()
    .meta({ description: 'Your current password: required when you set your own `password`, ignored otherwise.' }),
});
export const userPatch = userUpdate.partial();
export type UserUpdate = z.infer<typeof userUpdate>;
export type UserPatch = z.infer<typeof userPatch>;

export const USER_ORDERING = ['username', 'name', 'email', 'role', 'id'] as const;
