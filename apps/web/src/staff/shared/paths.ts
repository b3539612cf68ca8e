/** The staff app's addresses, below its base `/staff` (the router's basename). */
export const STAFF_BASE = '/staff';

export const staffPaths = {
  home: '/',
  signIn: '/sign-in',
  /** The invitation link's page, `/invite/{token}` (the link itself is written by the API). */
  invite: '/invite',
  team: '/team',
  audit: '/audit',
  /** `/orders/{id}/refunds`: an order's refunds and returns. */
  orderRefunds: (orderId: number) => `/orders/${orderId}/refunds`,
} as const;
