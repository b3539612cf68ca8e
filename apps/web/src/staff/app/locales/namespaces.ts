/**
 * The staff app's text namespaces: the storefront's shared texts and API errors (which the
 * shared primitives read), the layout, and one per page area. Staff namespaces start with
 * `staff` so they never collide with the storefront's.
 */
export const namespaces = [
  'common',
  'errors',
  'staffLayout',
  'staffSignIn',
  'staffInvite',
  'staffTeam',
  'staffAudit',
  'staffRequests',
  'staffOrders',
  'staffOrderEntry',
  'staffCustomers',
  'staffDashboard',
  'staffReports',
  'staffRefunds',
  'staffStock',
  'staffTransfers',
  'staffLocations',
  'staffProducts',
  'staffPhotos',
  'staffBanners',
  'staffPromotions',
  'staffTaxonomy',
  'staffImport',
  'staffExchange',
  'staffReviews',
] as const;
export type Namespace = (typeof namespaces)[number];
