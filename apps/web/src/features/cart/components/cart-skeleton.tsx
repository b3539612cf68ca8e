import { useTranslation } from '@/shared/i18n/use-translation';
import { Skeleton } from '@/shared/ui/skeleton';

/** The cart page while it loads: two lines and the summary, where they will be. */
export function CartSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="mt-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8" data-cart-loading>
      <p role="status" className="sr-only">
        {t('state.loading')}
      </p>
      <ul className="space-y-4">
        {[0, 1].map((key) => (
          <li
            key={key}
            className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 rounded-3xl bg-white p-4 ring-1 ring-olive-200/60 sm:gap-x-5 sm:p-5 dark:bg-graphite-800 dark:ring-graphite-700"
          >
            <Skeleton className="size-22 sm:row-span-2 sm:size-28" />
            <div className="flex flex-col gap-2">
              <Skeleton className="h-3 w-20" />
              <Skeleton className="h-5 w-4/5" />
              <Skeleton className="h-4 w-1/3" />
            </div>
            <div className="col-span-2 mt-3 flex items-center justify-between sm:col-span-1 sm:col-start-2">
              <Skeleton className="h-11 w-32 rounded-full" />
              <Skeleton className="h-5 w-20" />
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-6 rounded-3xl bg-white p-6 ring-1 ring-olive-200/60 lg:mt-0 dark:bg-graphite-800 dark:ring-graphite-700">
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="mt-5 h-4 w-full" />
        <Skeleton className="mt-3 h-4 w-2/3" />
        <Skeleton className="mt-5 h-20 w-full" />
        <Skeleton className="mt-5 h-11 w-full rounded-full" />
      </div>
    </div>
  );
}
