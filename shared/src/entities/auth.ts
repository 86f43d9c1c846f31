import * as z from 'zod';

import { email, flag } from '../fields';

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
  password: z.string().min(10).max(128),
});
export type AddUserInput = z.input<typeof addUserInput>;

export const user = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
});
export type User = z.infer<typeof user>;
