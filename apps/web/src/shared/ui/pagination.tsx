import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { BackIcon, ChevronRightIcon } from './icons';

/** Page numbers around the current one, with the first and last always reachable. */
export function pageWindow(current: number, last: number): Array<number | 'gap'> {
  const pages = new Set([1, last, current - 1, current, current + 1].filter((page) => page >= 1 && page <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((page, index) => {
    const previous = sorted[index - 1];
    return previous !== undefined && page - previous > 1 ? ['gap' as const, page] : [page];
  });
}

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The address of a page, keeping the other query parameters. */
  hrefOf: (page: number) => string;
}

export function Pagination({ page, pageCount, hrefOf }: PaginationProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const cell =
    'inline-flex size-11 items-center justify-center rounded-full text-sm transition-colors hover:bg-olive-100 dark:hover:bg-graphite-800';
  return (
    <nav aria-label={t('pagination.label')} className="mt-10 flex justify-center">
      <ul className="flex items-center gap-1">
        <li>
          {page > 1 ? (
            <Link to={hrefOf(page - 1)} className={cell} aria-label={t('pagination.previous')} rel="prev">
              <BackIcon size={18} />
            </Link>
          ) : (
            <span className={`${cell} opacity-30`} aria-hidden="true">
              <BackIcon size={18} />
            </span>
          )}
        </li>
        {pageWindow(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity of its own.
            <li key={`gap-${index}`} className="px-1 text-graphite-500" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefOf(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item })}
                className={`${cell} aria-[current=page]:bg-olive-700 aria-[current=page]:text-white dark:aria-[current=page]:bg-olive-300 dark:aria-[current=page]:text-graphite-900`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link to={hrefOf(page + 1)} className={cell} aria-label={t('pagination.next')} rel="next">
              <ChevronRightIcon size={18} />
            </Link>
          ) : (
            <span className={`${cell} opacity-30`} aria-hidden="true">
              <ChevronRightIcon size={18} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
