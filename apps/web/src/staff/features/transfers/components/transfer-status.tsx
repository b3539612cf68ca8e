import type { StockTransferStatus } from '@aruu/contract/locations';
import { useTranslation } from '@/shared/i18n/use-translation';

const tone: Record<StockTransferStatus, string> = {
  created: 'bg-graphite-100 text-graphite-900 dark:bg-graphite-800 dark:text-graphite-100',
  in_transit: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  received: 'bg-olive-600 text-white',
  cancelled: 'bg-graphite-200 text-graphite-700 line-through dark:bg-graphite-700 dark:text-graphite-200',
};

export function TransferStatus({ status }: { status: StockTransferStatus }) {
  const { t } = useTranslation('staffTransfers');
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${tone[status]}`}>
      {t(`status.${status}`)}
    </span>
  );
}
