import { parseSomText } from '@aruu/contract/som-text';
import { useId } from 'react';
import { useFormatNumber, useFormatShopDateTime, useFormatSom } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import { TextField } from '@/shared/ui/form-field';
import { useCostHistory } from '../api/products-api';

/**
 * What one unit earns at this price, from the two fields as typed: the amount and its share of
 * the price, to a tenth of a percent. Undefined while either is not an amount (or the price is 0).
 */
export function marginOf(priceText: string, costText: string): { tyiyn: number; percent: number } | undefined {
  const price = parseSomText(priceText);
  const cost = costText.trim() ? parseSomText(costText) : null;
  if (price === null || cost === null || price === 0) return undefined;
  const tyiyn = price - cost;
  return { tyiyn, percent: Math.round((tyiyn * 1000) / price) / 10 };
}

interface CostFieldProps {
  number: number;
  price: string;
  cost: string;
  error?: string;
  onChange: (cost: string) => void;
}

/** A variation's cost price with the margin it leaves at the price beside it (`reports.view` only). */
export function CostField({ number, price, cost, error, onChange }: CostFieldProps) {
  const { t } = useTranslation('staffProducts');
  const formatSom = useFormatSom();
  const formatNumber = useFormatNumber();
  const margin = marginOf(price, cost);
  const marginText = margin
    ? t('editor.margin', { amount: formatSom(margin.tyiyn / 100), percent: formatNumber(margin.percent) })
    : t('editor.costHint');
  return (
    <div data-cost-field={number}>
      <TextField
        label={`${t('editor.cost')} ${number}`}
        inputMode="decimal"
        value={cost}
        error={error}
        hint={marginText}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** The product's cost changes, newest first, with when (the shop's clock), by whom and from where. */
export function CostHistory({ productId }: { productId: number }) {
  const { t } = useTranslation('staffProducts');
  const history = useCostHistory(productId);
  const formatSom = useFormatSom();
  const formatDate = useFormatShopDateTime();
  const amount = (tyiyn: number | null) => (tyiyn === null ? t('costHistory.none') : formatSom(tyiyn / 100));
  const items = history.data?.items ?? [];
  const titleId = useId();
  return (
    <section className="flex flex-col gap-2" aria-labelledby={titleId}>
      <h2 id={titleId} className="font-display text-xl">
        {t('costHistory.title')}
      </h2>
      {history.isError ? (
        <p className="text-sm text-rose-700 dark:text-rose-300">{t('costHistory.failed')}</p>
      ) : history.data && items.length === 0 ? (
        <p className="text-sm">{t('costHistory.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {items.map((item) => (
            <li key={item.id}>
              <time dateTime={item.created_at}>{formatDate(item.created_at)}</time>
              {' — '}
              <span className="font-mono">{item.sku}</span>
              {': '}
              {amount(item.previous_cost)} → {amount(item.cost)}
              {' · '}
              {t(`costHistory.sources.${item.source}`)}
              {item.changed_by && `, ${item.changed_by.name}`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
