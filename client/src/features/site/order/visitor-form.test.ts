import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';

import type { Http } from '../../../lib/http';
import { HttpError } from '../../../lib/http-error';
import { sendVisitorForm } from './visitor-form';
import type { VisitorForm } from './visitor-form';

afterEach(() => {
  vi.useRealTimers();
});

/** A form whose API answers with `answers`, one per send, and records what was sent. */
function formAnswering(answers: (Error | { reference: string })[]) {
  const sent: Record<string, unknown>[] = [];
  const form: VisitorForm<'customerName', null> = {
    kind: 'cake',
    fields: ['customerName'],
    schema: z.object({}),
    toBody: (values) => ({ customerName: values.customerName }),
    send: (_http, body) => {
      sent.push(body);
      const answer = answers[sent.length - 1] ?? new Error('sent once too often');
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
  };
  return { form, sent };
}

const inFlight = () => new HttpError('still being processed', 409, [], 'idempotency.in_flight');
const send = (form: VisitorForm<'customerName', null>) =>
  sendVisitorForm(form, { customerName: 'Lina' }, 'form-key-12345', null, {} as Http);

describe('sending a visitor form', () => {
  it('when the first send of this key is still being taken in, then it asks again with the same key and lands on the confirmation', async () => {
    vi.useFakeTimers();
    const { form, sent } = formAnswering([inFlight(), inFlight(), { reference: 'K7Q2-9MXD' }]);
    const outcome = send(form);
    await vi.runAllTimersAsync();
    expect(await outcome).toEqual({ sent: expect.stringContaining('ref=K7Q2-9MXD') as string });
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((body) => body.idempotencyKey))).toEqual(new Set(['form-key-12345']));
  });

  it('when it is still in flight after every pause, then the visitor is told so', async () => {
    vi.useFakeTimers();
    const { form, sent } = formAnswering(Array.from({ length: 5 }, inFlight));
    const outcome = send(form);
    await vi.runAllTimersAsync();
    expect(await outcome).toEqual({
      problems: { form: { key: 'common.errors.codes.idempotency.in_flight' } },
      status: 409,
    });
    expect(sent).toHaveLength(5);
  });
});
