import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ChevronRightIcon } from '@/shared/ui/icons';

export interface Crumb {
  label: string;
  /** Absent for the page itself, the last crumb. */
  to?: string;
}

/** Where the page sits: home, the catalogue, the category path. */
export function Breadcrumbs({ crumbs, className = '' }: { crumbs: Crumb[]; className?: string }) {
  const { t } = useTranslation('catalog');
  return (
    <nav aria-label={t('breadcrumbs')} className={className}>
      <ol className="flex flex-wrap items-center gap-x-1.5 text-sm text-graphite-700 dark:text-graphite-300">
        {crumbs.map((crumb, index) => (
          <li key={crumb.to ?? crumb.label} className="flex min-w-0 items-center gap-1.5">
            {index > 0 && <ChevronRightIcon size={14} className="shrink-0 opacity-60" aria-hidden="true" />}
            {crumb.to ? (
              <Link
                to={crumb.to}
                className="inline-flex min-h-11 min-w-11 items-center justify-center rounded underline-offset-4 hover:text-olive-800 hover:underline dark:hover:text-olive-200"
              >
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="line-clamp-1 text-graphite-800 dark:text-graphite-100">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
