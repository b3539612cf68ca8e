import { roleMay } from '@aruu/contract/staff-access';
import { useStaffMe } from '@/staff/shared/session/use-staff-me';
import type { MenuPage } from './layout/staff-nav';
import { type StaffPage, staffPages } from './pages';

/** The pages the signed-in role may open (the server checks the same permission on every call). */
export function useAllowedPages(): StaffPage[] {
  const role = useStaffMe().data?.role;
  return role ? staffPages.filter((page) => roleMay(role, page.permission)) : [];
}

export function useMenuPages(): MenuPage[] {
  return useAllowedPages().filter((page): page is MenuPage => page.menu !== undefined);
}
