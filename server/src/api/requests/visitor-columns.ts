import { phoneDigits } from '@cakeshop/shared';
import type { cakeOrderInput } from '@cakeshop/shared';
import type { z } from 'zod';

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

/**
 * The columns an order and a booking store alike: who asked, how to reach them, where it starts,
 * and the change policy in force as it is made (a later settings change does not move it).
 */
export function visitorColumns(input: Omit<Visitor, 'phone'>, at: Date, terms: VisitorTerms) {
  return {
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
