import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { endpointList } from './schemas';

/** Fields that name or reach a person: an answer holding one is theirs and the staff's alone. */
const PERSONAL = new Set(['customerName', 'phone', 'email', 'username']);
/** Rows whose phone and e-mail are the shop's own, on every page of the site. */
const SHOP_CONTACT = new Set(['GetBranchs', 'UpdateContactUs']);

/** The object keys a response schema can hold, at any depth (through lists, unions, wrappers). */
function keysOf(schema: z.ZodType): Set<string> {
  const keys = new Set<string>();
  const pending: unknown[] = [schema];
  const seen = new Set<unknown>();
  while (pending.length > 0) {
    const node = pending.pop() as { _zod?: { def?: Record<string, unknown> } } | undefined;
    const def = node?._zod?.def;
    if (!def || seen.has(node)) continue;
    seen.add(node);
    const shape = def['shape'] as Record<string, unknown> | undefined;
    for (const [key, value] of Object.entries(shape ?? {})) {
      keys.add(key);
      pending.push(value);
    }
    for (const inner of ['element', 'innerType', 'in', 'out', 'valueType', 'left', 'right'])
      if (def[inner]) pending.push(def[inner]);
    for (const option of (def['options'] as unknown[] | undefined) ?? []) pending.push(option);
  }
  return keys;
}

describe('endpoint table', () => {
  it('has one row per endpoint of API.md, each path unique', () => {
    expect(endpointList).toHaveLength(123);
    expect(new Set(endpointList.map((e) => `${e.method} ${e.path.toLowerCase()}`)).size).toBe(123);
  });

  it('gives every input kind the schema it needs', () => {
    for (const e of endpointList) {
      if (e.input === 'query') expect(e.query, e.name).toBeDefined();
      if (e.input === 'json' || e.input === 'multipart') expect(e.body, e.name).toBeDefined();
      expect(e.response === null, e.name).toBe(e.status === 204 || e.produces === 'application/gzip');
    }
  });

  it('keeps users, the activity log, backups and refunds to owners, and lets no other row need more than an editor', () => {
    const ownerOnly = endpointList.filter((e) => e.auth === 'owner').map((e) => e.name);
    expect(ownerOnly.sort()).toEqual(
      [
        'AddUser',
        'ConfirmRefund',
        'DeleteUser',
        'DownloadBackup',
        'GetActivity',
        'GetUsers',
        'RefundPayment',
        'RestoreBackup',
        'UpdateShopSettings',
      ].sort(),
    );
  });

  it('keeps every answer that carries personal data out of caches (no-store), files of requests included', () => {
    const holds = (schema: z.ZodType | null | undefined, ...names: string[]) =>
      schema ? names.every((name) => keysOf(schema).has(name)) : false;
    const personal = endpointList.filter(
      (e) =>
        !SHOP_CONTACT.has(e.name) &&
        (e.produces === 'text/csv' ||
          e.produces === 'text/calendar' ||
          // A visitor's own request, found by its reference and phone.
          holds(e.query, 'reference', 'phone') ||
          holds(e.body, 'reference', 'phone') ||
          (e.response !== null && [...keysOf(e.response)].some((key) => PERSONAL.has(key)))),
    );
    expect(personal.length).toBeGreaterThan(15);
    expect(personal.filter((e) => !e.noStore).map((e) => e.name)).toEqual([]);
  });
});
