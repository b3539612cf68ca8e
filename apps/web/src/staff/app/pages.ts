import type { Permission } from '@aruu/contract/staff-access';
import type { ComponentType } from 'react';
import { useNewRequestsCount } from '@/staff/features/requests/api/requests-api';
import { staffPaths } from '@/staff/shared/paths';
import { AuditIcon, InboxIcon, TeamIcon } from '@/staff/shared/ui/icons';

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
    label: 'requests' | 'team' | 'audit';
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
];
