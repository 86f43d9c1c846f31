import { describe, expect, it } from 'vitest';

import { messageOnStep, stepQuestion } from './step-questions';

const today = '2026-12-10T00:00:00.000Z';

describe('what a status step asks first', () => {
  it('when any request is cancelled, then the staff are asked', () => {
    for (const kind of ['cake', 'course', 'waitlist', 'custom'] as const)
      expect(stepQuestion(kind, {}, 'cancelled', today)).toEqual({ ask: 'cancel' });
  });

  it('when an order is marked ready more than a day before its pick-up, then the staff are asked; the day before, not', () => {
    const inTwoDays = '2026-12-12T00:00:00.000Z';
    expect(stepQuestion('cake', { pickupDate: inTwoDays }, 'ready', today)).toEqual({
      ask: 'early',
      pickupDate: inTwoDays,
    });
    expect(stepQuestion('cake', { pickupDate: '2026-12-11T00:00:00.000Z' }, 'ready', today)).toBeNull();
    expect(stepQuestion('cake', { pickupDate: inTwoDays }, 'confirmed', today)).toBeNull();
    expect(stepQuestion('custom', { pickupDate: inTwoDays }, 'quoted', today)).toBeNull();
  });

  it('when an order’s day is now closed, then confirming or marking it ready asks; collecting it does not', () => {
    const facts = { pickupDate: '2026-12-11T00:00:00.000Z', dayClosed: true };
    expect(stepQuestion('cake', facts, 'confirmed', today)).toEqual({
      ask: 'closedDay',
      pickupDate: facts.pickupDate,
    });
    expect(stepQuestion('cake', facts, 'ready', today)).toEqual({
      ask: 'closedDay',
      pickupDate: facts.pickupDate,
    });
    expect(stepQuestion('cake', facts, 'collected', today)).toBeNull();
  });

  it('when a booking is cancelled, then its message is the class cancelled; an order’s cancellation sends none', () => {
    expect(messageOnStep('course', 'cancelled')).toBe('classCancelled');
    expect(messageOnStep('cake', 'cancelled')).toBeUndefined();
    expect(messageOnStep('cake', 'ready')).toBe('orderReady');
  });
});
