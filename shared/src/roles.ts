import type { Auth } from './endpoints';

/**
 * The two roles of an administrator (API.md): an owner does everything; an editor manages the
 * content, orders and bookings, but not users, the activity log or backups. Kept free of zod so
 * the client's menu can ask it too.
 */
export const ROLES = ['owner', 'editor'] as const;
export type Role = (typeof ROLES)[number];

/** True when the user holds every one of the required roles. */
export function hasRoles(userRoles: readonly string[], required: readonly string[]): boolean {
  return required.every((role) => userRoles.includes(role));
}

/**
 * Whether a signed-in user with these roles may call a row with this `auth`: `owner` rows need
 * the owner role, every other guarded row any administrator. `public` rows need no user at all.
 */
export function rolesAllow(auth: Auth, userRoles: readonly string[]): boolean {
  return auth === 'owner' ? userRoles.includes('owner') : true;
}
