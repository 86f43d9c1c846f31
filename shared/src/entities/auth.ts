import * as z from 'zod';

import { email, flag } from '../fields';
import { ROLES } from '../roles';

/** What the API asks of a new password before it judges it (API.md, "Passwords"). */
export const password = z.string().min(10).max(128);

export const loginInput = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(128),
  rememberMe: flag,
});
export type LoginInput = z.input<typeof loginInput>;

export const loginResult = z.object({
  token: z.string(),
  /** ISO date. */
  expiresAt: z.string(),
});
export type LoginResult = z.infer<typeof loginResult>;

export const addUserInput = z.object({
  username: z
    .string()
    .trim()
    .min(3)
    .max(40)
    .regex(/^[A-Za-z0-9._-]+$/, 'Letters, digits, ".", "_" and "-" only'),
  email,
  password,
  /** Absent: an editor, the role that can do less. */
  role: z.enum(ROLES).default('editor'),
});
export type AddUserInput = z.input<typeof addUserInput>;

export const changePasswordInput = z.object({
  currentPassword: z.string().min(1).max(128),
  newPassword: password,
});
export type ChangePasswordInput = z.input<typeof changePasswordInput>;

export const user = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  /** `["owner"]` or `["editor"]` from this API; a backend of the first contract sends `["admin"]`. */
  roles: z.array(z.string()),
  /** ISO; null before the first login. A backend of the first contract leaves it out. */
  lastLoginAt: z.string().nullable().optional(),
});
export type User = z.infer<typeof user>;
