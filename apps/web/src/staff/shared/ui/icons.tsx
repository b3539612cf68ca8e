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
