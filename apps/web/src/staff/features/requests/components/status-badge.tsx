import type { RequestStatus } from '@aruu/contract/staff-requests';
import { useTranslation } from '@/shared/i18n/use-translation';

const tone: Record<RequestStatus, string> = {
  new: 'bg-olive-700 text-white dark:bg-olive-300 dark:text-graphite-900',
  in_progress: 'bg-olive-100 text-olive-900 dark:bg-graphite-700 dark:text-olive-200',
  done: 'bg-graphite-100 text-graphite-700 dark:bg-graphite-800 dark:text-graphite-300',
};

export function StatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useTranslation('staffRequests');
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${tone[status]}`}>{t(`status.${status}`)}</span>
  );
}
