import type { authEndpoints } from './auth.js';
import type { availabilityEndpoints, pickupOptionEndpoints } from './availability.js';
import type { cartEndpoints, favoritesEndpoints } from './cart.js';
import type { catalogEndpoints } from './catalog.js';
import type { checkoutEndpoints } from './checkout.js';
import type { deliveryEndpoints, orderDeliveryEndpoints } from './delivery.js';
import type { helpEndpoints } from './help.js';
import type { locationEndpoints } from './locations.js';
import type { offlinePaymentEndpoints, staffOfflinePaymentEndpoints } from './offline-payments.js';
import type { buyerOrderChangeEndpoints, staffOrderChangeEndpoints } from './order-changes.js';
import type { ordersEndpoints, placeOrderEndpoints } from './orders.js';
import type { loyaltyEndpoints, paymentCallbackEndpoints, paymentsEndpoints } from './payments.js';
import type { recentlyViewedEndpoints } from './recently-viewed.js';
import type { reviewEndpoints } from './reviews.js';
import type { staffAuditEndpoints } from './staff-audit.js';
import type { staffAuthEndpoints, staffSignInEndpoints } from './staff-auth.js';
import type { staffBannerEndpoints } from './staff-banners.js';
import type { staffCustomerEndpoints } from './staff-customers.js';
import type { staffDashboardEndpoints } from './staff-dashboard.js';
import type { commerceMlEndpoints, staffExchangeEndpoints } from './staff-exchange.js';
import type { staffImportEndpoints } from './staff-import.js';
import type { staffLocationEndpoints } from './staff-locations.js';
import type { orderAccessEndpoints, staffOrderEntryEndpoints } from './staff-order-entry.js';
import type { staffOrderEndpoints } from './staff-orders.js';
import type { staffPhotoEndpoints } from './staff-photos.js';
import type { staffProductEndpoints } from './staff-products.js';
import type { staffPromotionEndpoints } from './staff-promotions.js';
import type { staffRefundsEndpoints } from './staff-refunds.js';
import type { staffReportsEndpoints } from './staff-reports.js';
import type { staffRequestsEndpoints } from './staff-requests.js';
import type { staffReviewEndpoints } from './staff-reviews.js';
import type { staffStockEndpoints } from './staff-stock.js';
import type { staffTaxonomyEndpoints } from './staff-taxonomy.js';
import type { staffTeamEndpoints } from './staff-team.js';
import type { staffTransfersEndpoints } from './staff-transfers.js';
import type { stockAlertEndpoints } from './stock-alerts.js';
import type { usersEndpoints } from './users.js';
import type { whatsappWebhookEndpoints } from './whatsapp.js';

/**
 * Every endpoint of the API by its key: the union of the features' tables. Imported as a type
 * only, by the web client (shared/api/client.ts) and by tests.
 */
export type Api = typeof authEndpoints &
  typeof usersEndpoints &
  typeof catalogEndpoints &
  typeof favoritesEndpoints &
  typeof recentlyViewedEndpoints &
  typeof cartEndpoints &
  typeof ordersEndpoints &
  typeof placeOrderEndpoints &
  typeof orderDeliveryEndpoints &
  typeof deliveryEndpoints &
  typeof loyaltyEndpoints &
  typeof paymentsEndpoints &
  typeof paymentCallbackEndpoints &
  typeof whatsappWebhookEndpoints &
  typeof helpEndpoints &
  typeof staffSignInEndpoints &
  typeof staffAuthEndpoints &
  typeof staffTeamEndpoints &
  typeof staffAuditEndpoints &
  typeof staffRequestsEndpoints &
  typeof staffOrderEndpoints &
  typeof staffOrderChangeEndpoints &
  typeof staffOrderEntryEndpoints &
  typeof orderAccessEndpoints &
  typeof buyerOrderChangeEndpoints &
  typeof staffCustomerEndpoints &
  typeof staffDashboardEndpoints &
  typeof staffReportsEndpoints &
  typeof staffRefundsEndpoints &
  typeof offlinePaymentEndpoints &
  typeof staffOfflinePaymentEndpoints &
  typeof staffStockEndpoints &
  typeof staffTransfersEndpoints &
  typeof staffProductEndpoints &
  typeof staffPhotoEndpoints &
  typeof staffBannerEndpoints &
  typeof staffPromotionEndpoints &
  typeof staffTaxonomyEndpoints &
  typeof staffImportEndpoints &
  typeof staffExchangeEndpoints &
  typeof commerceMlEndpoints &
  typeof locationEndpoints &
  typeof staffLocationEndpoints &
  typeof stockAlertEndpoints &
  typeof reviewEndpoints &
  typeof staffReviewEndpoints &
  typeof checkoutEndpoints &
  typeof availabilityEndpoints &
  typeof pickupOptionEndpoints;
export type ApiKey = keyof Api;
