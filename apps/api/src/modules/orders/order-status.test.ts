import { orderStatuses } from '@aruu/contract/orders';
import { describe, expect, it } from 'vitest';
import { canTransition } from './order-status.js';

describe('order state machine', () => {
  it('walks the courier and pickup paths', () => {
    const staff = (deliveryMethod: 'courier' | 'pickup') => ({ actor: 'staff' as const, deliveryMethod });
    expect(canTransition('processed', 'pay', { actor: 'system', deliveryMethod: 'courier' })).toBe(true);
    expect(canTransition('pay', 'assembly', staff('courier'))).toBe(true);
    expect(canTransition('assembly', 'delivery', staff('courier'))).toBe(true);
    expect(canTransition('assembly', 'ready', staff('courier'))).toBe(false);
    expect(canTransition('assembly', 'ready', staff('pickup'))).toBe(true);
    expect(canTransition('assembly', 'delivery', staff('pickup'))).toBe(false);
    expect(canTransition('delivery', 'delivered', staff('courier'))).toBe(true);
    expect(canTransition('ready', 'delivered', staff('pickup'))).toBe(true);
  });

  it('keeps terminal states terminal and refuses skipped steps', () => {
    for (const to of orderStatuses) {
      for (const from of ['delivered', 'cancelled', 'error'] as const) {
        expect(canTransition(from, to, { actor: 'staff', deliveryMethod: 'courier' })).toBe(false);
      }
    }
    expect(canTransition('processed', 'assembly', { actor: 'staff', deliveryMethod: 'courier' })).toBe(false);
    expect(canTransition('pay', 'delivered', { actor: 'staff', deliveryMethod: 'courier' })).toBe(false);
  });

  it('lets only the system mark payment and the buyer only confirm or cancel unpaid', () => {
    expect(canTransition('processed', 'pay', { actor: 'staff', deliveryMethod: 'courier' })).toBe(false);
    expect(canTransition('processed', 'pay', { actor: 'buyer', deliveryMethod: 'courier' })).toBe(false);
    expect(canTransition('delivery', 'delivered', { actor: 'buyer', deliveryMethod: 'courier' })).toBe(true);
    expect(canTransition('processed', 'cancelled', { actor: 'buyer', deliveryMethod: null })).toBe(true);
    expect(canTransition('pay', 'cancelled', { actor: 'buyer', deliveryMethod: 'courier' })).toBe(false);
    expect(canTransition('pay', 'assembly', { actor: 'buyer', deliveryMethod: 'courier' })).toBe(false);
  });

  it('lets staff confirm the money of cash and bank-transfer orders, and assemble cash ones unpaid', () => {
    const staff = (paymentMethod: 'card' | 'cash' | 'bank_transfer') => ({
      actor: 'staff' as const,
      deliveryMethod: 'pickup' as const,
      paymentMethod,
    });
    expect(canTransition('processed', 'pay', staff('cash'))).toBe(true);
    expect(canTransition('processed', 'pay', staff('bank_transfer'))).toBe(true);
    expect(canTransition('processed', 'pay', staff('card'))).toBe(false);
    expect(canTransition('processed', 'pay', { ...staff('cash'), actor: 'system' })).toBe(false);
    expect(canTransition('processed', 'assembly', staff('cash'))).toBe(true);
    expect(canTransition('processed', 'assembly', staff('bank_transfer'))).toBe(false);
    expect(canTransition('processed', 'assembly', staff('card'))).toBe(false);
    expect(canTransition('processed', 'assembly', { ...staff('cash'), actor: 'buyer' })).toBe(false);
  });
});
