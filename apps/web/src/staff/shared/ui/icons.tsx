import { icon } from '@/shared/ui/icons';

/** The staff menu's icons, drawn like the storefront's (24 px grid, 1.6 px line). */
export const TeamIcon = icon(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 19.5c.8-3.4 3.3-5.5 6.5-5.5s5.7 2.1 6.5 5.5M15.5 4.8a3.5 3.5 0 0 1 0 6.4M18 14.4c1.9.8 3.1 2.6 3.5 5.1" />
  </>,
);
export const InboxIcon = icon(<path d="M3.5 13.5l2.5-8h12l2.5 8v6h-17zM3.5 13.5h5l1.5 2.5h4l1.5-2.5h5" />);
export const AuditIcon = icon(<path d="M7 3.5h8l4 4v13H7zM15 3.5v4h4M10 11.5h6M10 15h6M10 18.5h4M4.5 6.5v14.5h2.5" />);
export const OrdersIcon = icon(<path d="M4 7.5h16l-1.5 12h-13zM8.5 7.5V6a3.5 3.5 0 0 1 7 0v1.5" />);
export const CustomersIcon = icon(
  <>
    <circle cx="12" cy="8" r="3.5" />
    <path d="M5 20c.8-3.6 3.6-6 7-6s6.2 2.4 7 6" />
  </>,
);
export const DashboardIcon = icon(<path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />);
export const ReportsIcon = icon(<path d="M3.5 20.5h17M5 16.5l4.5-5 4 3 6-7.5M15.5 7h4v4" />);
export const StockIcon = icon(<path d="M3.5 8l8.5-4.5L20.5 8v11.5h-17zM3.5 8l8.5 4.5L20.5 8M12 12.5v7" />);
/** Two arrows between two places: goods moved from one location to another. */
export const TransfersIcon = icon(<path d="M4 8h14M14.5 4.5L18 8l-3.5 3.5M20 16H6M9.5 12.5L6 16l3.5 3.5" />);
/** A jar with a lid: the catalogue's products. */
export const ProductsIcon = icon(<path d="M7 7.5h10v12.5H7zM6 4h12v3.5H6zM10 12h4" />);
export const BannersIcon = icon(<path d="M3.5 5.5h17v13h-17zM3.5 15l5-4.5 4 3.5 3-2.5 5 4M15.5 9.5h.01" />);
export const TaxonomyIcon = icon(<path d="M4 5h6v5H4zM14 14h6v5h-6zM4 14h6v5H4zM7 10v4M10 16.5h4M14 5h6v5h-6" />);
export const PromoIcon = icon(<path d="M3.5 12V4.5H11l9.5 9.5-7.5 7.5zM7.5 8.5h.01" />);
export const PicksIcon = icon(<path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.8-5.2 2.8 1-5.8-4.3-4.1 5.9-.9z" />);
export const ChevronUpIcon = icon(<path d="M5 15l7-7 7 7" />);
export const ReviewsIcon = icon(<path d="M4 5h16v11H9l-5 4zM8 9.5h8M8 12.5h5" />);
export const LocationsIcon = icon(
  <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z" />,
);
export const ExchangeIcon = icon(<path d="M4 9h13l-3.5-3.5M20 15H7l3.5 3.5M4 4.5v9M20 10.5v9" />);
export const ImportIcon = icon(<path d="M12 3.5v11M7.5 10l4.5 4.5 4.5-4.5M4 15.5v4h16v-4" />);
