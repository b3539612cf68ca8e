import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';

export type PrintFormat = 'a4' | 'receipt';

/**
 * A printable page: on screen a format switch and a print button above the sheet; on paper only
 * the sheet, on an A4 page or an 80 mm receipt roll (named pages in staff.css).
 */
export function PrintSheet({
  format,
  onFormat,
  children,
}: {
  format: PrintFormat;
  onFormat: (format: PrintFormat) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('staffOrders');
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center gap-3 print:hidden">
        <fieldset className="flex gap-3">
          <legend className="sr-only">{t('print.format')}</legend>
          {(['a4', 'receipt'] as const).map((option) => (
            <label key={option} className="flex min-h-11 items-center gap-2">
              <input type="radio" name="format" checked={format === option} onChange={() => onFormat(option)} />
              {t(`print.${option}`)}
            </label>
          ))}
        </fieldset>
        <Button onClick={() => window.print()}>{t('print.print')}</Button>
      </div>
      <article data-print-sheet={format} className={format === 'receipt' ? 'print-receipt' : 'print-a4'}>
        {children}
      </article>
    </>
  );
}
