import { errors } from '@/shared/i18n/errors/ky';
import { common } from '@/shared/i18n/locales/ky';
import { staffAudit } from '@/staff/features/audit/locales/ky';
import { staffBanners } from '@/staff/features/banners/locales/ky';
import { staffCustomers } from '@/staff/features/customers/locales/ky';
import { staffDashboard } from '@/staff/features/dashboard/locales/ky';
import { staffExchange } from '@/staff/features/exchange/locales/ky';
import { staffImport } from '@/staff/features/import/locales/ky';
import { staffInvite } from '@/staff/features/invite/locales/ky';
import { staffLocations } from '@/staff/features/locations/locales/ky';
import { staffOrderEntry } from '@/staff/features/order-entry/locales/ky';
import { staffOrders } from '@/staff/features/orders/locales/ky';
import { staffPhotos } from '@/staff/features/photos/locales/ky';
import { staffProducts } from '@/staff/features/products/locales/ky';
import { staffPromotions } from '@/staff/features/promotions/locales/ky';
import { staffRefunds } from '@/staff/features/refunds/locales/ky';
import { staffReports } from '@/staff/features/reports/locales/ky';
import { staffRequests } from '@/staff/features/requests/locales/ky';
import { staffReviews } from '@/staff/features/reviews/locales/ky';
import { staffSignIn } from '@/staff/features/sign-in/locales/ky';
import { staffStock } from '@/staff/features/stock/locales/ky';
import { staffTaxonomy } from '@/staff/features/taxonomy/locales/ky';
import { staffTeam } from '@/staff/features/team/locales/ky';
import { staffTransfers } from '@/staff/features/transfers/locales/ky';
import { staffLayout } from '../layout/locales/ky';
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
