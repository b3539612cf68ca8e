import type { Permission } from '@aruu/contract/staff-access';
import type { ComponentType } from 'react';
import { staffPaths } from '@/staff/shared/paths';
import { AuditIcon, TeamIcon } from '@/staff/shared/ui/icons';

export type PageModule = { Component: ComponentType };

export interface StaffPage {
  /** The route below /staff, as react-router writes it (`orders/:id`). */
  path: string;
  /** The one permission a role needs to open the page; its endpoints check the same one. */
  permission: Permission;
  /** The page's own chunk (src/staff/features/<area>/routes/…). */
  load: () => Promise<PageModule>;
  /** Present for pages listed in the menu, in this order. */
  menu?: {
    /** Its label: a key of `staffLayout.menu`. */
    label: 'team' | 'audit';
    icon: ComponentType<{ size?: number }>;
    /** A count shown beside the label (new orders, new requests); a hook, called while the menu shows. */
    useBadge?: () => number | undefined;
  };
}

/**
 * Every page of the back office. Adding one is a line here, its folder under features/ and its
 * namespace in app/locales (docs/architecture.md, "The staff app").
 */
export const staffPages: StaffPage[] = [
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
];
