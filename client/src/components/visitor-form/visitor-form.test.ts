import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';

import { createHttp } from '../../lib/http';
import { sendVisitorForm } from './visitor-form';
import type { VisitorForm } from './visitor-form';

afterEach(() => {
  vi.useRealTimers();
});

type Answer = { status: number; body: unknown };

/**
 * A course booking's form, and an API (through the real HTTP client) that answers with `answers`,
 * one per send, and records the bodies it was sent.
 */
function formAnswering(answers: Answer[]) {
  const sent: Record<string, unknown>[] = [];
  const form: VisitorForm<'customerName', null, 'AddCourseBooking'> = {
    kind: 'course',
    endpoint: 'AddCourseBooking',
    fields: ['customerName'],
    schema: z.object({}),
    toBody: (values) => ({
      courseId: 4,
      seats: 1,
      customerName: values.customerName,
      phone: '0501234567',
      language: 'en',
    }),
  };
  const http = createHttp({
    fetch: (url, init) => {
      expect(url).toBe('/api/Booking/AddCourseBooking');
      sent.push(JSON.parse(typeof init.body === 'string' ? init.body : '{}') as Record<string, unknown>);
      const answer = answers[sent.length - 1] ?? { status: 500, body: { error: 'sent once too often' } };
      return Promise.resolve(
        new Response(JSON.stringify(answer.body), {
          status: answer.status,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    },
  });
  return { form, sent, http };
}

const inFlight = (): Answer => ({
  status: 409,
  body: { error: 'still being processed', code: 'idempotency.in_flight' },
});
const send = ({ form, http }: ReturnType<typeof formAnswering>) =>
  sendVisitorForm(form, { customerName: 'Lina' }, 'form-key-12345', null, http);

describe('sending a visitor form', () => {
  it('when the first send of this key is still being taken in, then it asks again with the same key and lands on the confirmation', async () => {
    vi.useFakeTimers();
    const api = formAnswering([inFlight(), inFlight(), { status: 201, body: { reference: 'K7Q2-9MXD' } }]);
    const outcome = send(api);
    await vi.runAllTimersAsync();
    expect(await outcome).toEqual({ sent: expect.stringContaining('ref=K7Q2-9MXD') as string });
    expect(api.sent).toHaveLength(3);
    expect(new Set(api.sent.map((body) => body.idempotencyKey))).toEqual(new Set(['form-key-12345']));
    expect(api.sent[0]).toMatchObject({ courseId: 4, seats: 1, customerName: 'Lina' });
  });

  it('when it is still in flight after every pause, then the visitor is told so', async () => {
    vi.useFakeTimers();
    const api = formAnswering(Array.from({ length: 5 }, inFlight));
    const outcome = send(api);
    await vi.runAllTimersAsync();
    expect(await outcome).toEqual({
      problems: { form: { key: 'common.errors.codes.idempotency.in_flight' } },
      status: 409,
    });
    expect(api.sent).toHaveLength(5);
  });
});
