import type { OrderEvent } from '@aruu/contract/orders';
import { describe, expect, it } from 'vitest';
import { orderSteps } from './order-steps';

const event = (status: OrderEvent['status'], minute: number, note: string | null = null): OrderEvent => ({
  status,
  actor: 'system',
  note,
  at: `2026-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`,
});

const states = (steps: ReturnType<typeof orderSteps>) => steps.map((step) => `${step.status}:${step.state}`);

describe('the order timeline', () => {
  it('follows the courier path: reached steps done with their times, the next one highlighted', () => {
    const steps = orderSteps({
      status: 'pay',
      delivery: 'courier',
      timeline: [event('processed', 0), event('pay', 5, 'card_payment_received')],
    });
    expect(states(steps)).toEqual([
      'processed:done',
      'pay:done',
      'assembly:next',
      'delivery:upcoming',
      'delivered:upcoming',
    ]);
    expect(steps[1]).toMatchObject({ at: '2026-03-01T10:05:00.000Z', note: 'card_payment_received' });
    expect(steps[2]?.at).toBeUndefined();
  });

  it('uses "ready for pickup" instead of delivery for a pickup order', () => {
    const steps = orderSteps({ status: 'processed', delivery: 'pickup', timeline: [event('processed', 0)] });
    expect(states(steps)).toEqual([
      'processed:done',
      'pay:next',
      'assembly:upcoming',
      'ready:upcoming',
      'delivered:upcoming',
    ]);
  });

  it('ends with the cancellation after the steps the order really reached', () => {
    const steps = orderSteps({
      status: 'cancelled',
      delivery: 'courier',
      timeline: [event('processed', 0), event('cancelled', 30, 'payment_time_expired')],
    });
    expect(states(steps)).toEqual(['processed:done', 'cancelled:failed']);
    expect(steps[1]?.note).toBe('payment_time_expired');
  });

  it('shows an order error after assembly as such', () => {
    const steps = orderSteps({
      status: 'error',
      delivery: 'pickup',
      timeline: [event('processed', 0), event('pay', 1), event('assembly', 2), event('error', 3)],
    });
    expect(states(steps)).toEqual(['processed:done', 'pay:done', 'assembly:done', 'error:failed']);
  });

  it('marks everything done once delivered', () => {
    const steps = orderSteps({
      status: 'delivered',
      delivery: 'courier',
      timeline: ['processed', 'pay', 'assembly', 'delivery', 'delivered'].map((status, minute) =>
        event(status as OrderEvent['status'], minute),
      ),
    });
    expect(steps.every((step) => step.state === 'done')).toBe(true);
  });
});
