import { errors } from '@/shared/i18n/errors/en';
import { common } from '@/shared/i18n/locales/en';
import { staffAudit } from '@/staff/features/audit/locales/en';
import { staffBanners } from '@/staff/features/banners/locales/en';
import { staffCustomers } from '@/staff/features/customers/locales/en';
import { staffDashboard } from '@/staff/features/dashboard/locales/en';
import { staffExchange } from '@/staff/features/exchange/locales/en';
import { staffImport } from '@/staff/features/import/locales/en';
import { staffInvite } from '@/staff/features/invite/locales/en';
import { staffLocations } from '@/staff/features/locations/locales/en';
import { staffOrderEntry } from '@/staff/features/order-entry/locales/en';
import { staffOrders } from '@/staff/features/orders/locales/en';
import { staffPhotos } from '@/staff/features/photos/locales/en';
import { staffProducts } from '@/staff/features/products/locales/en';
import { staffPromotions } from '@/staff/features/promotions/locales/en';
import { staffRefunds } from '@/staff/features/refunds/locales/en';
import { staffReports } from '@/staff/features/reports/locales/en';
import { staffRequests } from '@/staff/features/requests/locales/en';
import { staffReviews } from '@/staff/features/reviews/locales/en';
import { staffSignIn } from '@/staff/features/sign-in/locales/en';
import { staffStock } from '@/staff/features/stock/locales/en';
import { staffTaxonomy } from '@/staff/features/taxonomy/locales/en';
import { staffTeam } from '@/staff/features/team/locales/en';
import { staffTransfers } from '@/staff/features/transfers/locales/en';
import { staffLayout } from '../layout/locales/en';
import type { Namespace } from './namespaces';

/** Every text of the staff app in one language: one chunk, loaded when the language is chosen. */
export const messages = {
  common,
  errors,
  staffLayout,
  staffSignIn,
  staffInvite,
  staffTeam,
  staffAudit,
  staffRequests,
  staffOrders,
  staffOrderEntry,
  staffCustomers,
  staffDashboard,
  staffReports,
  staffRefunds,
  staffStock,
  staffTransfers,
  staffLocations,
  staffExchange,
  staffProducts,
  staffPhotos,
  staffBanners,
  staffPromotions,
  staffTaxonomy,
  staffImport,
  staffReviews,
} satisfies Record<Namespace, object>;
