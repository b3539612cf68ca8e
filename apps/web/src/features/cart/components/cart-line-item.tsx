import type { CartLine } from '@aruu/contract/cart';
import { Link } from 'react-router';
import { isShortOfStock } from '@/entities/cart/api/cart-changes';
import { MAX_LINE_QUANTITY } from '@/entities/cart/guest-cart';
import { useFormatSom } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';
import { Button, IconButton } from '@/shared/ui/button';
import { AlertIcon, TrashIcon } from '@/shared/ui/icons';
import { Picture } from '@/shared/ui/picture';
import { QuantityStepper } from '@/shared/ui/quantity-stepper';

interface CartLineItemProps {
  line: CartLine;
  /** Lines below the fold load their image lazily. */
  eager: boolean;
  onStep: (delta: number) => void;
  onSetQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** The thumbnail is 88 px on a phone and 112 px from 30em (`size-22 sm:size-28`). */
const THUMBNAIL_SIZES = '(min-width: 30em) 112px, 88px';

/** One product of the cart: picture, names, unit price, quantity within stock, line total, remove. */
export function CartLineItem({ line, eager, onStep, onSetQuantity, onRemove }: CartLineItemProps) {
  const { t } = useTranslation('cart');
  const formatSom = useFormatSom();
  const short = isShortOfStock(line);
  const max = Math.min(line.available, MAX_LINE_QUANTITY);
  const soldOutLook = line.available === 0 ? 'opacity-60 grayscale' : '';
  return (
    <li
      data-cart-line={line.variation_id}
      data-short={short || undefined}
      className={`relative grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 rounded-3xl bg-white p-4 shadow-[0_1px_2px_rgba(40,40,30,0.06)] ring-1 sm:gap-x-5 sm:p-5 dark:bg-graphite-800 ${
        short ? 'ring-rose-300 dark:ring-rose-400/60' : 'ring-olive-200/60 dark:ring-graphite-700'
      }`}
    >
      <Link
        to={paths.product(line.product.id)}
        tabIndex={-1}
        aria-hidden="true"
        className="block self-start overflow-hidden rounded-2xl bg-olive-100 sm:row-span-3 dark:bg-graphite-700"
      >
        {line.product.photo ? (
          <Picture
            photo={line.product.photo}
            alt=""
            sizes={THUMBNAIL_SIZES}
            eager={eager}
            className={`size-22 object-cover sm:size-28 ${soldOutLook}`}
          />
        ) : (
          <img
            src={line.product.image}
            alt=""
            width={112}
            height={112}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
            className={`size-22 object-cover sm:size-28 ${soldOutLook}`}
          />
        )}
      </Link>
      <div className="pr-10">
        <p className="text-xs font-medium tracking-[0.12em] text-olive-700 uppercase dark:text-olive-300">
          {line.product.brand.name}
        </p>
        <h2 className="mt-1 text-[0.95rem] leading-snug font-medium sm:text-base">
          <Link to={paths.product(line.product.id)} className="inline-flex min-h-11 items-center hover:underline">
            {line.product.title}
          </Link>
        </h2>
        <p className="mt-1 text-sm text-graphite-700 dark:text-graphite-300">{line.variation_name}</p>
        <p className="mt-0.5 text-sm text-graphite-700 dark:text-graphite-300" data-unit-price>
          {t('line.unitPrice', { price: formatSom(line.price) })}
        </p>
      </div>
      <div className="absolute top-2 right-2">
        <IconButton
          label={t('line.remove', { title: line.product.title })}
          onClick={onRemove}
          className="text-graphite-500 hover:text-rose-700 dark:text-graphite-300 dark:hover:text-rose-300"
          data-remove-line
        >
          <TrashIcon size={20} />
        </IconButton>
      </div>
      {/* On phones the quantity row spans the card under the picture; wider, it stays beside it. */}
      {short && <ShortOfStock line={line} onSetQuantity={onSetQuantity} onRemove={onRemove} />}
      <div className="col-span-2 mt-auto flex flex-wrap items-center justify-between gap-x-4 gap-y-2 pt-3 sm:col-span-1 sm:col-start-2">
        <QuantityStepper
          value={line.quantity}
          max={max}
          disabled={short}
          onChange={(next) => onStep(next - line.quantity)}
          label={line.product.title}
        />
        <p className="text-right font-semibold tabular-nums" data-line-total>
          <span className="sr-only">{t('line.lineTotal')}: </span>
          {formatSom(line.line_total)}
        </p>
      </div>
    </li>
  );
}

/** Sold out or less in stock than chosen since it was added: say so and offer the one-click fix. */
function ShortOfStock({
  line,
  onSetQuantity,
  onRemove,
}: Pick<CartLineItemProps, 'line' | 'onSetQuantity' | 'onRemove'>) {
  const { t } = useTranslation('cart');
  return (
    <div
      className="col-span-2 mt-3 rounded-2xl bg-rose-50 p-3 sm:col-span-1 sm:col-start-2 text-sm text-rose-800 dark:bg-rose-950/40 dark:text-rose-200"
      data-short-of-stock
    >
      <p className="flex items-start gap-2 font-medium">
        <AlertIcon size={18} className="mt-px shrink-0" />
        {line.available === 0 ? t('line.soldOut') : t('line.shortOfStock', { count: line.available })}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {line.available > 0 && (
          <Button
            variant="secondary"
            className="min-h-10 bg-white dark:bg-graphite-800"
            onClick={() => onSetQuantity(Math.min(line.available, MAX_LINE_QUANTITY))}
          >
            {t('line.reduceTo', { count: line.available })}
          </Button>
        )}
        <Button
          variant={line.available > 0 ? 'ghost' : 'secondary'}
          className={`min-h-10 ${line.available > 0 ? '' : 'bg-white dark:bg-graphite-800'}`}
          onClick={onRemove}
        >
          {t('line.removeShort')}
        </Button>
      </div>
    </div>
  );
}
