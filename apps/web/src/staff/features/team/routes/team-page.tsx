import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/staff/shared/ui/page-header';

/** Employees: list, invite, change role, disable and enable (staff-core's API). */
export function Component() {
  const { t } = useTranslation('staffTeam');
  return <PageHeader title={t('title')} />;
}
