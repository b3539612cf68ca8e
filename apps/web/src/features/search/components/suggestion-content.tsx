import { useTranslation } from '@/shared/i18n/use-translation';
import { ClockIcon, CloseIcon, SearchIcon } from '@/shared/ui/icons';
import { Price } from '@/shared/ui/price';
import { forgetSearch } from '../recent-searches';
import type { Suggestion } from '../suggestions';

const kicker = 'block truncate text-xs font-medium tracking-[0.08em] text-olive-700 uppercase dark:text-olive-300';

/** What one option of the search list shows, by its kind. */
export function SuggestionContent({ suggestion }: { suggestion: Suggestion }) {
  const { t } = useTranslation('search');
  switch (suggestion.kind) {
    case 'recent':
      return (
        <>
          <ClockIcon size={18} className="shrink-0 text-graphite-500 dark:text-graphite-300" />
          <span className="min-w-0 flex-1 truncate text-sm">{suggestion.text}</span>
          {/* Pointer users remove with the cross; keyboard and screen-reader users press Delete on
              the highlighted search. An option's content is not focusable and would be read as
              part of its name, so the cross is hidden from assistive technology. */}
          <button
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            title={t('removeRecent', { text: suggestion.text })}
            onClick={(event) => {
              // The row itself would run the search.
              event.stopPropagation();
              forgetSearch(suggestion.text);
            }}
            className="-my-1 shrink-0 rounded-full p-1 text-graphite-500 hover:bg-olive-100 hover:text-graphite-900 dark:text-graphite-300 dark:hover:bg-graphite-700 dark:hover:text-graphite-100"
          >
            <CloseIcon size={16} />
          </button>
        </>
      );
    case 'query':
      return (
        <>
          <SearchIcon size={18} className="shrink-0 text-graphite-500 dark:text-graphite-300" />
          <span className="min-w-0 flex-1 truncate text-sm">{suggestion.text}</span>
        </>
      );
    case 'category':
      return (
        <span className="min-w-0 flex-1">
          {suggestion.category.parent_name && <span className={kicker}>{suggestion.category.parent_name}</span>}
          <span className="block truncate text-sm">{suggestion.category.name}</span>
        </span>
      );
    case 'brand':
      return <span className="min-w-0 flex-1 truncate text-sm font-medium">{suggestion.brand.name}</span>;
    case 'product': {
      const { product } = suggestion;
      return (
        <>
          <img
            src={product.image}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            className="size-14 shrink-0 rounded-lg bg-olive-100 object-cover"
          />
          <span className="min-w-0 flex-1">
            <span className={kicker}>{product.brand.name}</span>
            <span data-result-title className="line-clamp-2 text-sm leading-snug">
              {product.title}
            </span>
          </span>
          <Price amount={product.price} className="shrink-0 self-start text-sm" />
        </>
      );
    }
  }
}
