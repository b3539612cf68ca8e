import { useTranslation } from '@/shared/i18n/use-translation';
import { Skeleton } from '@/shared/ui/skeleton';

/** The checkout's shape while the profile, address and cart load. */
export function CheckoutSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_21rem] lg:gap-8 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <p role="status" className="sr-only">
        {t('state.loading')}
      </p>
      <div className="flex flex-col gap-6">
        {[
          ['name', 'phone', 'email'],
          ['method', 'country', 'city', 'address', 'comment'],
          ['promo', 'code', 'points'],
        ].map((fields) => (
          <div
            key={fields[0]}
            className="rounded-3xl bg-white p-5 ring-1 ring-olive-100 sm:p-7 dark:bg-graphite-800/60 dark:ring-graphite-700"
          >
            <Skeleton className="mb-6 h-7 w-48" />
            <div className="grid gap-4 sm:grid-cols-2">
              {fields.map((field, index) => (
                <Skeleton key={field} className={`h-[4.6rem] ${index === 0 ? 'sm:col-span-2' : ''}`} />
              ))}
            </div>
          </div>
        ))}
      </div>
      <div className="rounded-3xl bg-white p-5 ring-1 ring-olive-100 sm:p-6 dark:bg-graphite-800/60 dark:ring-graphite-700">
        <Skeleton className="h-7 w-32" />
        {[0, 1, 2].map((line) => (
          <div key={line} className="mt-4 flex items-center gap-3">
            <Skeleton className="size-14 shrink-0 rounded-xl" />
            <div className="flex-1">
              <Skeleton className="h-4 w-full" />
              <Skeleton className="mt-2 h-3 w-2/3" />
            </div>
          </div>
        ))}
        <Skeleton className="mt-6 h-24 w-full" />
        <Skeleton className="mt-5 h-12 w-full rounded-full" />
      </div>
    </div>
  );
}
