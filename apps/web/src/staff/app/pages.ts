import type { Permission } from '@aruu/contract/staff-access';
import type { ComponentType } from 'react';
import { useNewRequestsCount } from '@/staff/features/requests/api/requests-api';
import { staffPaths } from '@/staff/shared/paths';
import {
  AuditIcon,
  BannersIcon,
  CustomersIcon,
  DashboardIcon,
  ExchangeIcon,
  ImportIcon,
  InboxIcon,
  LocationsIcon,
  OrdersIcon,
  PicksIcon,
  ProductsIcon,
  PromoIcon,
  ReportsIcon,
  ReviewsIcon,
  StockIcon,
  TaxonomyIcon,
  TeamIcon,
  TransfersIcon,
} from '@/staff/shared/ui/icons';

export type PageModule = { Component: ComponentType };

export interface StaffPage {
  /** The route below /staff, as react-router writes it (`orders/:id`). */
  path: string;
  /** The one permission a role needs to open the page; its endpoints check the same one. */
  permission: Permission;
  /** The page's own chunk (src/staff/features/<area>/routes/…, or app/ for a page composed of features). */
  load: () => Promise<PageModule>;
  /** Present for pages listed in the menu, in this order. */
  menu?: {
    /** Its label: a key of `staffLayout.menu`. */
    label:
      | 'dashboard'
      | 'reports'
      | 'orders'
      | 'customers'
      | 'requests'
      | 'team'
      | 'audit'
      | 'stock'
      | 'transfers'
      | 'products'
      | 'banners'
      | 'taxonomy'
      | 'promotions'
      | 'homePicks'
      | 'import'
      | 'reviews'
      | 'locations'
      | 'exchange';
    icon: ComponentType<{ size?: number }>;
    /** A count shown beside the label (new orders, new requests); a hook, called while the menu shows. */
    useBadge?: () => number | undefined;
  };
}

/**
 * Every page of the back office. Adding one is a line here, its folder under features/ and its
 * namespace in app/locales (docs/areas/web.md, "The staff app").
 */
export const staffPages: StaffPage[] = [
  {
    path: staffPaths.dashboard.slice(1),
    permission: 'dashboard.read',
    load: () => import('@/staff/features/dashboard/routes/dashboard-page'),
    menu: { label: 'dashboard', icon: DashboardIcon },
  },
  {
    path: staffPaths.reports.slice(1),
    permission: 'reports.view',
    load: () => import('@/staff/features/reports/routes/reports-page'),
    menu: { label: 'reports', icon: ReportsIcon },
  },
  {
    path: staffPaths.orders.slice(1),
    permission: 'orders.read',
    load: () => import('@/staff/features/orders/routes/orders-page'),
    menu: { label: 'orders', icon: OrdersIcon },
  },
  {
    path: staffPaths.pickingList.slice(1),
    permission: 'orders.fulfil',
    load: () => import('@/staff/features/orders/routes/picking-list-page'),
  },
  {
    path: staffPaths.newOrder.slice(1),
    permission: 'orders.manage',
    load: () => import('@/staff/features/order-entry/routes/new-order-page'),
  },
  {
    path: 'orders/:id',
    permission: 'orders.read',
    load: () => import('@/staff/app/order-with-refunds-page'),
  },
  {
    path: 'orders/:id/packing-slip',
    permission: 'orders.fulfil',
    load: () => import('@/staff/features/orders/routes/packing-slip-page'),
  },
  {
    path: staffPaths.customers.slice(1),
    permission: 'customers.read',
    load: () => import('@/staff/features/customers/routes/customers-page'),
    menu: { label: 'customers', icon: CustomersIcon },
  },
  {
    path: 'customers/:id',
    permission: 'customers.read',
    load: () => import('@/staff/features/customers/routes/customer-page'),
  },
  {
    path: staffPaths.requests.slice(1),
    permission: 'requests.manage',
    load: () => import('@/staff/features/requests/routes/requests-page'),
    menu: { label: 'requests', icon: InboxIcon, useBadge: useNewRequestsCount },
  },
  {
    path: `${staffPaths.requests.slice(1)}/:kind/:id`,
    permission: 'requests.manage',
    load: () => import('@/staff/features/requests/routes/request-page'),
  },
  {
    path: staffPaths.team.slice(1),
    permission: 'staff.manage',
    load: () => import('@/staff/features/team/routes/team-page'),
    menu: { label: 'team', icon: TeamIcon },
  },
  {
    path: staffPaths.audit.slice(1),
    permission: 'audit.read',
    load: () => import('@/staff/features/audit/routes/audit-page'),
    menu: { label: 'audit', icon: AuditIcon },
  },
  {
    path: 'orders/:orderId/refunds',
    permission: 'payments.refund',
    load: () => import('@/staff/features/refunds/routes/order-refunds-page'),
  },
  {
    path: staffPaths.stock.slice(1),
    permission: 'stock.adjust',
    load: () => import('@/staff/features/stock/routes/stock-page'),
    menu: { label: 'stock', icon: StockIcon },
  },
  {
    path: staffPaths.locations.slice(1),
    permission: 'locations.manage',
    load: () => import('@/staff/features/locations/routes/locations-page'),
    menu: { label: 'locations', icon: LocationsIcon },
  },
  {
    path: 'stock/:productId',
    permission: 'stock.adjust',
    load: () => import('@/staff/features/stock/routes/product-stock-page'),
  },
  {
    path: staffPaths.transfers.slice(1),
    permission: 'stock.adjust',
    load: () => import('@/staff/features/transfers/routes/transfers-page'),
    menu: { label: 'transfers', icon: TransfersIcon },
  },
  {
    path: staffPaths.newTransfer.slice(1),
    permission: 'stock.adjust',
    load: () => import('@/staff/features/transfers/routes/new-transfer-page'),
  },
  {
    path: 'transfers/:id',
    permission: 'stock.adjust',
    load: () => import('@/staff/features/transfers/routes/transfer-page'),
  },
  {
    path: 'transfers/:id/sheet',
    permission: 'stock.adjust',
    load: () => import('@/staff/features/transfers/routes/transfer-sheet-page'),
  },
  {
    path: staffPaths.products.slice(1),
    permission: 'catalog.edit',
    load: () => import('@/staff/features/products/routes/products-page'),
    menu: { label: 'products', icon: ProductsIcon },
  },
  {
    path: staffPaths.newProduct.slice(1),
    permission: 'catalog.edit',
    load: () => import('@/staff/app/product-editor-page'),
  },
  {
    path: 'products/:id',
    permission: 'catalog.edit',
    load: () => import('@/staff/app/product-editor-page'),
  },
  {
    path: 'products/:id/photos',
    permission: 'catalog.edit',
    load: () => import('@/staff/features/photos/routes/product-photos-page'),
  },
  {
    path: staffPaths.banners.slice(1),
    permission: 'catalog.edit',
    load: () => import('@/staff/features/banners/routes/banners-page'),
    menu: { label: 'banners', icon: BannersIcon },
  },
  {
    path: staffPaths.reviews.slice(1),
    permission: 'reviews.moderate',
    load: () => import('@/staff/features/reviews/routes/reviews-page'),
    menu: { label: 'reviews', icon: ReviewsIcon },
  },
  {
    path: staffPaths.taxonomy.slice(1),
    permission: 'catalog.edit',
    load: () => import('@/staff/features/taxonomy/routes/taxonomy-page'),
    menu: { label: 'taxonomy', icon: TaxonomyIcon },
  },
  {
    path: staffPaths.promotions.slice(1),
    permission: 'catalog.edit',
    load: () => import('@/staff/features/promotions/routes/promotions-page'),
    menu: { label: 'promotions', icon: PromoIcon },
  },
  {
    path: staffPaths.homePicks.slice(1),
    permission: 'catalog.edit',
    load: () => import('@/staff/features/taxonomy/routes/home-picks-page'),
    menu: { label: 'homePicks', icon: PicksIcon },
  },
  {
    path: staffPaths.import.slice(1),
    permission: 'catalog.edit',
    load: () => import('@/staff/features/import/routes/import-page'),
    menu: { label: 'import', icon: ImportIcon },
  },
  {
    path: staffPaths.exchange.slice(1),
    permission: 'exchange.manage',
    load: () => import('@/staff/features/exchange/routes/exchange-page'),
    menu: { label: 'exchange', icon: ExchangeIcon },
  },
];
