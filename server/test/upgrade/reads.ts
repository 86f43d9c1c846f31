import { endpoints } from '@cakeshop/shared';
import type { EndpointName, PerKind, RequestKind, ResponseOf } from '@cakeshop/shared';
import request from 'supertest';
import { expect } from 'vitest';

import { answerOf } from '../support/api';
import type { SignedInApi } from '../support/api';
import type { Expectations } from './fixture';

/** A site of the earlier version on today's server, signed in as its owner. */
export interface UpgradedSite {
  site: SignedInApi;
  expected: Expectations;
  /** Each request's id today, by reference, once looked up. */
  ids: Map<string, Promise<number>>;
}

type Query = Record<string, string | number>;

/** A GET through the API, its answer read through today's contract. */
export async function read<N extends EndpointName>(
  { site }: UpgradedSite,
  name: N,
  query: Query = {},
  as: 'staff' | 'visitor' = 'staff',
): Promise<ResponseOf<N>> {
  const call = request(site.app).get(endpoints[name].path).query(query);
  const response = await (as === 'staff' ? call.set('Authorization', site.auth) : call);
  expect(response.status, `${name} ${JSON.stringify(query)}: ${JSON.stringify(response.body)}`).toBe(200);
  return answerOf(name, response);
}

const LISTS = {
  cake: 'GetCakeOrders',
  course: 'GetCourseBookings',
  waitlist: 'GetWaitlistEntries',
  custom: 'GetCustomCakeRequests',
} as const satisfies PerKind<EndpointName>;

export const DETAILS = {
  cake: 'GetCakeOrderById',
  course: 'GetCourseBookingById',
  waitlist: 'GetWaitlistEntryById',
  custom: 'GetCustomCakeRequestById',
} as const satisfies PerKind<EndpointName>;

/** The request's id today, found as the staff find it: by its reference in its kind's inbox. */
export function idOf(upgraded: UpgradedSite, kind: RequestKind, reference: string): Promise<number> {
  let id = upgraded.ids.get(reference);
  if (!id) {
    id = lookUp(upgraded, kind, reference);
    upgraded.ids.set(reference, id);
  }
  return id;
}

async function lookUp(upgraded: UpgradedSite, kind: RequestKind, reference: string): Promise<number> {
  const list: { items: { id: number; reference: string }[] } = await read(upgraded, LISTS[kind], {
    q: reference,
  });
  const found = list.items.filter((item) => item.reference === reference);
  expect(found, `${kind} ${reference} in the inbox`).toHaveLength(1);
  return found[0]!.id;
}

/** Every activity entry (newest first, all pages). */
export async function activity(upgraded: UpgradedSite): Promise<Record<string, unknown>[]> {
  const entries: Record<string, unknown>[] = [];
  for (let page = 1; ; page += 1) {
    const { items, totalCount } = await read(upgraded, 'GetActivity', { pageNume: page, pageSize: 100 });
    entries.push(...items);
    if (entries.length >= totalCount || items.length === 0) return entries;
  }
}
