import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/staff/shared/ui/page-header';

/** The audit trail, filtered by person, object and date (staff-core's API). */
export function Component() {
  const { t } = useTranslation('staffAudit');
  return <PageHeader title={t('title')} />;
}
