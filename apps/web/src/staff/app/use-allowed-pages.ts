import { useStaffMe } from '@/staff/shared/session/use-staff-me';
import type { MenuPage } from './layout/staff-nav';
import { type StaffPage, staffPages } from './pages';

/** The pages the signed-in employee may open (the server checks the same permission on every call). */
export function useAllowedPages(): StaffPage[] {
  const allowed = useStaffMe().data?.permissions;
  return allowed ? staffPages.filter((page) => allowed.includes(page.permission)) : [];
}

export function useMenuPages(): MenuPage[] {
  return useAllowedPages().filter((page): page is MenuPage => page.menu !== undefined);
}
