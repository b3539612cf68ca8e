/**
 * Who on the staff may do what: the written permission matrix of the back office. The server
 * checks every staff endpoint against it (modules/staff), the staff app hides what a role may
 * not do, and the permission test walks it endpoint by endpoint.
 */
export const staffRoles = ['admin', 'manager', 'warehouse'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const permissions = {
  /** See orders, their items, delivery and timeline; the orders board and its live feed. */
  'orders.read': ['admin', 'manager', 'warehouse'],
  /** Move an order through assembly → ready → in delivery → delivered; print slips and lists. */
  'orders.fulfil': ['admin', 'manager', 'warehouse'],
  /** Internal notes on an order. */
  'orders.note': ['admin', 'manager', 'warehouse'],
  /** Cancel an order, mark a cash or bank-transfer order paid. */
  'orders.manage': ['admin', 'manager'],
  /** Refunds and returns: money goes back to the buyer. */
  'payments.refund': ['admin', 'manager'],
  'customers.read': ['admin', 'manager'],
  /** Block and unblock a shopper. */
  'customers.manage': ['admin', 'manager'],
  /** The inbox of help and consultation requests: assign, note, reply. */
  'requests.manage': ['admin', 'manager'],
  'dashboard.read': ['admin', 'manager'],
  /** Sales reports, stock valuation, and variations' cost prices wherever they show. */
  'reports.view': ['admin', 'manager'],
  /** The accounting system's exchange (1C, МойСклад): its account, mappings and runs. */
  'exchange.manage': ['admin'],
  /** Products, photos, brands, categories, banners, promo codes (texts and prices). */
  'catalog.edit': ['admin', 'manager'],
  /** Approve or reject shoppers' reviews. */
  'reviews.moderate': ['admin', 'manager'],
  /** Stock movements: deliveries, write-offs, counts. */
  'stock.adjust': ['admin', 'manager', 'warehouse'],
  /** Shops and warehouses: names, addresses, hours, pickup and courier, the default, closing one. */
  'locations.manage': ['admin', 'manager'],
  /** Invite employees, change roles, disable accounts. */
  'staff.manage': ['admin'],
  'audit.read': ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof permissions;

export function roleMay(role: string, permission: Permission): boolean {
  return (permissions[permission] as readonly string[]).includes(role);
}
