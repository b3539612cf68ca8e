import { useFormatSom } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';

/** A price in som; with the old price struck through when the product is on sale. */
export function Price({
  amount,
  oldAmount,
  className = '',
}: {
  amount: number;
  oldAmount?: number | null;
  className?: string;
}) {
  const { t } = useTranslation();
  const formatSom = useFormatSom();
  const onSale = oldAmount !== undefined && oldAmount !== null && oldAmount > amount;
  return (
    <span className={`inline-flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span className={onSale ? 'font-semibold text-rose-700 dark:text-rose-300' : 'font-semibold'}>
        {onSale && <span className="sr-only">{t('price.now')} </span>}
        {formatSom(amount)}
      </span>
      {onSale && (
        <s className="text-sm text-graphite-500 dark:text-graphite-300">
          <span className="sr-only">{t('price.was')} </span>
          {formatSom(oldAmount)}
        </s>
      )}
    </span>
  );
}
