import { phoneDigits } from '@cakeshop/shared';
import type { cakeOrderInput } from '@cakeshop/shared';
import type { Insertable } from 'kysely';
import type { z } from 'zod';

import type { RequestsTable } from '../db/schema';
import type { VisitorRequestNotice } from '../outbox/notice';
import type { RequestRow } from './request-kind';

type Visitor = Pick<
  z.output<typeof cakeOrderInput>,
  'customerName' | 'phone' | 'email' | 'notes' | 'language'
>;

/**
 * What the intake settled for a request: the visitor's phone as stored (E.164), the change policy,
 * and the shop's currency, which its amounts are kept in.
 */
export interface VisitorTerms {
  phone: string;
  changeCutoffHours: number;
  currency: string;
}

/** Where and when a new request happens, as `requests` keeps it (null: not said, none yet). */
export interface RequestPlace {
  branchId: number | null;
  day: string | null;
}

/**
 * A new request's row of `requests`, what every kind stores alike: its kind and reference, who
 * asked and how to reach them, where it starts, where and when it happens, and the change policy
 * in force as it is made (a later settings change does not move it).
 */
export function visitorColumns(
  kind: string,
  reference: string,
  input: Omit<Visitor, 'phone'>,
  at: Date,
  terms: VisitorTerms,
  place: RequestPlace,
): Insertable<RequestsTable> {
  return {
    kind,
    reference,
    branchId: place.branchId,
    day: place.day,
    customerName: input.customerName,
    phone: terms.phone,
    phoneDigits: phoneDigits(terms.phone),
    email: input.email,
    notes: input.notes,
    language: input.language,
    status: 'new' as const,
    staffNote: '',
    createdAt: at.toISOString(),
    changeCutoffHours: terms.changeCutoffHours,
    currency: terms.currency,
  };
}

/** What the staff read of the visitor on any kind of request (the contract's common fields). */
export function visitorOut<Row extends RequestRow>(row: Row) {
  return {
    id: row.id,
    reference: row.reference,
    customerName: row.customerName,
    phone: row.phone,
    email: row.email,
    notes: row.notes,
    language: row.language,
    status: row.status as Row['status'],
    staffNote: row.staffNote,
    createdAt: row.createdAt,
    statusChangedBy: row.statusChangedBy,
    statusChangedAt: row.statusChangedAt,
  };
}

/** What every notice says of the visitor and their request, whatever its kind. */
export function visitorNotice(
  row: RequestRow,
): Pick<
  VisitorRequestNotice,
  'reference' | 'status' | 'language' | 'customerName' | 'phone' | 'email' | 'notes' | 'createdAt'
> {
  return {
    reference: row.reference,
    status: row.status,
    language: row.language,
    customerName: row.customerName,
    phone: row.phone,
    email: row.email,
    notes: row.notes,
    createdAt: row.createdAt,
  };
}
