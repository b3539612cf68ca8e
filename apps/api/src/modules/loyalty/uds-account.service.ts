import type { CartUdsPoints, UdsAccount } from '@aruu/contract/payments';
import { TtlCache } from '../../lib/ttl-cache.js';
import type { CartService } from '../cart/cart.service.js';
import type { UsersService } from '../users/users.service.js';
import { loyaltyError } from './loyalty.service.js';
import type { UdsBillPreview, UdsClient, UdsCustomer } from './uds-client.js';

export type UdsAccountService = ReturnType<typeof createUdsAccountService>;

const fail = (error: unknown): never => {
  throw loyaltyError(error);
};

/**
 * The shopper's UDS account linked to the store account: linked by a code from the UDS app, kept
 * as the customer's uid (which UDS lets read and accrue, never spend), its balance asked of UDS.
 */
export function createUdsAccountService(deps: {
  uds: Pick<UdsClient, 'lookupCustomer' | 'previewBill'>;
  users: Pick<UsersService, 'udsUid' | 'setUdsUid'>;
  cart: Pick<CartService, 'subtotal'>;
  /** Long enough that reopening the account or the cart does not ask UDS again, short enough that points earned in a shop show soon. */
  cacheMs: number;
}) {
  const { uds, users } = deps;
  const ttlMs = deps.cacheMs;
  const customers = new TtlCache<UdsCustomer>({ ttlMs, maxEntries: 5000 });
  const bills = new TtlCache<UdsBillPreview>({ ttlMs, maxEntries: 5000 });

  const view = (customer: UdsCustomer): UdsAccount => ({
    uds: { customer_name: customer.displayName, balance: customer.balancePoints },
  });

  async function account(userId: number): Promise<UdsAccount> {
    const uid = await users.udsUid(userId);
    if (!uid) return { uds: null };
    return view(await customers.getOrLoad(uid, () => uds.lookupCustomer({ uid }).catch(fail)));
  }

  async function link(userId: number, code: string): Promise<UdsAccount> {
    const customer = await uds.lookupCustomer({ code }).catch(fail);
    await users.setUdsUid(userId, customer.customerUid);
    return view(customer);
  }

  async function unlink(userId: number): Promise<UdsAccount> {
    await users.setUdsUid(userId, null);
    return { uds: null };
  }

  async function cartPoints(userId: number): Promise<CartUdsPoints> {
    const uid = await users.udsUid(userId);
    if (!uid) return { uds: null };
    const totalTyiyn = await deps.cart.subtotal(userId);
    const bill = await bills.getOrLoad(`${uid}:${totalTyiyn}`, () => uds.previewBill({ uid, totalTyiyn }).catch(fail));
    return { uds: { balance: bill.balancePoints, max_points: bill.maxPoints, earn_points: bill.earnPoints } };
  }

  return { account, link, unlink, cartPoints };
}
