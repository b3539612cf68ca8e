import type { OrderLineSource } from '@aruu/contract/staff-orders';
import { useTranslation } from '@/shared/i18n/use-translation';

/**
 * Where a line's units are, for the picking list and the packing slip: the location holding
 * them, or the transfer bringing them ("from ЦУМ, transfer #12, in transit").
 */
export function LineSources({ sources }: { sources: OrderLineSource[] }) {
  const { t } = useTranslation('staffOrders');
  if (sources.length === 0) return null;
  return (
    <span className="block text-xs text-graphite-700 print:text-black dark:text-graphite-300" data-line-sources>
      {sources
        .map((source) => {
          const values = { location: source.location.name, count: source.quantity };
          if (!source.transfer) return t('sources.held', values);
          return t(`sources.${source.transfer.status}`, {
            ...values,
            id: source.transfer.id,
            to: source.transfer.to.name,
          });
        })
        .join('; ')}
    </span>
  );
}
