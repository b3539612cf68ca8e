import type { CartUdsPoints, UdsAccount } from '@aruu/contract/payments';
import { TtlCache } from '../../lib/ttl-cache.js';
import type { CartService } from '../cart/cart.service.js';
import type { UsersService } from '../users/users.service.js';
import { loyaltyError } from './loyalty.service.js';
import type { UdsBillPreview, UdsClient, UdsCustomer } from './uds-client.js';
import { unavailable } from './uds-company.js';
import { UdsError } from './uds-error.js';

export type UdsAccountService = ReturnType<typeof createUdsAccountService>;

const fail = (error: unknown): never => {
  throw loyaltyError(error);
};

/** Reading a linked account: one UDS no longer knows is no account (null); any other refusal, UDS not serving it now. */
const readFailure = (error: unknown): null => {
  if (error instanceof UdsError && error.kind === 'code_not_found') return null;
  throw error instanceof UdsError ? unavailable() : error;
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
  const customers = new TtlCache<UdsCustomer | null>({ ttlMs, maxEntries: 5000 });
  const bills = new TtlCache<UdsBillPreview | null>({ ttlMs, maxEntries: 5000 });

  const view = (customer: UdsCustomer): UdsAccount => ({
    uds: { customer_name: customer.displayName, balance: customer.balancePoints },
  });

  async function account(userId: number): Promise<UdsAccount> {
    const uid = await users.udsUid(userId);
    if (!uid) return { uds: null };
    const customer = await customers.getOrLoad(uid, () => uds.lookupCustomer({ uid }).catch(readFailure));
    return customer ? view(customer) : { uds: null };
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
    const bill = await bills.getOrLoad(`${uid}:${totalTyiyn}`, () =>
      uds.previewBill({ uid, totalTyiyn }).catch(readFailure),
    );
    if (!bill) return { uds: null };
    return { uds: { balance: bill.balancePoints, max_points: bill.maxPoints, earn_points: bill.earnPoints } };
  }

  return { account, link, unlink, cartPoints };
}
