import { icon } from '@/shared/ui/icons';

/** The staff menu's icons, drawn like the storefront's (24 px grid, 1.6 px line). */
export const TeamIcon = icon(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 19.5c.8-3.4 3.3-5.5 6.5-5.5s5.7 2.1 6.5 5.5M15.5 4.8a3.5 3.5 0 0 1 0 6.4M18 14.4c1.9.8 3.1 2.6 3.5 5.1" />
  </>,
);
export const AuditIcon = icon(<path d="M7 3.5h8l4 4v13H7zM15 3.5v4h4M10 11.5h6M10 15h6M10 18.5h4M4.5 6.5v14.5h2.5" />);
