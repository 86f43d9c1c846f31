import { phoneDigits } from '@cakeshop/shared';
import type { cakeOrderInput } from '@cakeshop/shared';
import type { z } from 'zod';

type Visitor = Pick<
  z.output<typeof cakeOrderInput>,
  'customerName' | 'phone' | 'email' | 'notes' | 'language'
>;

/** The columns an order and a booking store alike: who asked, how to reach them, and where it starts. */
export function visitorColumns(input: Visitor, at: Date) {
  return {
    customerName: input.customerName,
    phone: input.phone,
    phoneDigits: phoneDigits(input.phone),
    email: input.email,
    notes: input.notes,
    language: input.language,
    status: 'new' as const,
    staffNote: '',
    createdAt: at.toISOString(),
  };
}
