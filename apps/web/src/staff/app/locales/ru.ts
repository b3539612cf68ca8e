import { errors } from '@/shared/i18n/errors/ru';
import { common } from '@/shared/i18n/locales/ru';
import { staffAudit } from '@/staff/features/audit/locales/ru';
import { staffBanners } from '@/staff/features/banners/locales/ru';
import { staffCustomers } from '@/staff/features/customers/locales/ru';
import { staffDashboard } from '@/staff/features/dashboard/locales/ru';
import { staffExchange } from '@/staff/features/exchange/locales/ru';
import { staffImport } from '@/staff/features/import/locales/ru';
import { staffInvite } from '@/staff/features/invite/locales/ru';
import { staffLocations } from '@/staff/features/locations/locales/ru';
import { staffOrderEntry } from '@/staff/features/order-entry/locales/ru';
import { staffOrders } from '@/staff/features/orders/locales/ru';
import { staffPhotos } from '@/staff/features/photos/locales/ru';
import { staffProducts } from '@/staff/features/products/locales/ru';
import { staffPromotions } from '@/staff/features/promotions/locales/ru';
import { staffRefunds } from '@/staff/features/refunds/locales/ru';
import { staffReports } from '@/staff/features/reports/locales/ru';
import { staffRequests } from '@/staff/features/requests/locales/ru';
import { staffReviews } from '@/staff/features/reviews/locales/ru';
import { staffSignIn } from '@/staff/features/sign-in/locales/ru';
import { staffStock } from '@/staff/features/stock/locales/ru';
import { staffTaxonomy } from '@/staff/features/taxonomy/locales/ru';
import { staffTeam } from '@/staff/features/team/locales/ru';
import { staffTransfers } from '@/staff/features/transfers/locales/ru';
import { staffLayout } from '../layout/locales/ru';
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
