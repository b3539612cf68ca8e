import type { StockVariation } from '@aruu/contract/staff-stock';
import { useState } from 'react';
import { useDebouncedValue } from '@/shared/hooks/use-debounced-value';
import { useFormatSom } from '@/shared/i18n/format';
import { useFieldErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { tyiynToSom } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/form-field';
import { QuantityStepper } from '@/shared/ui/quantity-stepper';
import { useVariationMatches, useVariationPrices } from '../api/order-entry-api';
import type { EntryLine } from '../order-form';

/** The contract's most pieces of one variation in an order. */
const MAX_QUANTITY = 99;

function VariationSearch({ onAdd, taken }: { onAdd: (variation: StockVariation) => void; taken: Set<number> }) {
  const { t } = useTranslation('staffOrderEntry');
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text, 300);
  const matches = useVariationMatches(debounced);
  const items = text.trim() ? matches.data?.items : undefined;
  return (
    <search className="flex flex-col gap-2">
      <TextField
        label={t('lines.search')}
        type="search"
        enterKeyHint="search"
        // The search lives inside the order's form: Enter searches, it does not place the order.
        onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {items?.length === 0 && <p className="text-sm">{t('lines.notFound')}</p>}
      {items && items.length > 0 && (
        <ul className="flex flex-col gap-1" aria-label={t('lines.search')}>
          {items.map((variation) => (
            <li key={variation.variation_id} className="flex items-center justify-between gap-2">
              <span className="min-w-0 text-sm break-words">
                <span className="font-mono">{variation.sku}</span> · {variation.title} ({variation.variation_name}) ·{' '}
                {t('lines.free', { count: variation.stock })}
              </span>
              <Button
                variant="secondary"
                disabled={variation.stock < 1 || taken.has(variation.variation_id)}
                aria-label={`${t('lines.add')}: ${variation.sku}`}
                onClick={() => {
                  onAdd(variation);
                  setText('');
                }}
              >
                {t('lines.add')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </search>
  );
}

interface OrderLinesProps {
  lines: EntryLine[];
  onChange: (lines: EntryLine[]) => void;
  /** The lines' error: none added (`required`) or the server's refusal (`not_enough_stock`). */
  error: string | undefined;
}

/** The goods: found by name or SKU with their free stock, counted with steppers, summed as they change. */
export function OrderLines({ lines, onChange, error }: OrderLinesProps) {
  const { t } = useTranslation('staffOrderEntry');
  const fieldText = useFieldErrorText();
  const formatSom = useFormatSom();
  const prices = useVariationPrices(lines.map((line) => line.variation.product_id));
  const priced = lines.every((line) => prices.has(line.variation.variation_id));
  const subtotal = lines.reduce((sum, line) => sum + (prices.get(line.variation.variation_id) ?? 0) * line.quantity, 0);
  const som = (tyiyn: number) => formatSom(tyiynToSom(tyiyn));
  return (
    <section aria-labelledby="entry-lines" className="flex flex-col gap-3">
      <h2 id="entry-lines" className="font-display text-lg">
        {t('lines.title')}
      </h2>
      <VariationSearch
        taken={new Set(lines.map((line) => line.variation.variation_id))}
        onAdd={(variation) => onChange([...lines, { variation, quantity: 1 }])}
      />
      {error && (
        <p role="alert" className="text-sm text-rose-700 dark:text-rose-300" data-field-error>
          {error === 'required' ? t('lines.none') : fieldText(error)}
        </p>
      )}
      {lines.length > 0 && (
        <ul className="flex flex-col gap-2">
          {lines.map((line) => {
            const { variation } = line;
            const price = prices.get(variation.variation_id);
            return (
              <li
                key={variation.variation_id}
                data-entry-line={variation.variation_id}
                className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-graphite-300 p-3 dark:border-graphite-700"
              >
                <p className="min-w-0 flex-1 basis-48 text-sm break-words">
                  <span className="font-mono">{variation.sku}</span> · {variation.title} ({variation.variation_name})
                  <br />
                  <span className="text-graphite-600 dark:text-graphite-400">
                    {t('lines.free', { count: variation.stock })}
                  </span>
                </p>
                <QuantityStepper
                  value={line.quantity}
                  max={Math.min(MAX_QUANTITY, Math.max(variation.stock, line.quantity))}
                  label={`${variation.title} ${variation.variation_name}`}
                  onChange={(quantity) =>
                    onChange(lines.map((other) => (other === line ? { ...other, quantity } : other)))
                  }
                />
                <span className="w-24 text-right tabular-nums">
                  {price === undefined ? '…' : som(price * line.quantity)}
                </span>
                <Button
                  variant="ghost"
                  aria-label={t('lines.remove', { sku: variation.sku })}
                  onClick={() => onChange(lines.filter((other) => other !== line))}
                >
                  ×
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {lines.length > 0 && (
        <p className="flex justify-between font-medium" aria-live="polite">
          <span>{t('lines.subtotal')}</span>
          <span className="tabular-nums" data-entry-subtotal>
            {priced ? som(subtotal) : '…'}
          </span>
        </p>
      )}
    </section>
  );
}
