import { useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCombobox } from '@/shared/hooks/use-combobox';
import { useDebouncedValue } from '@/shared/hooks/use-debounced-value';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';
import { SearchIcon } from '@/shared/ui/icons';
import { Spinner } from '@/shared/ui/spinner';
import { useProductSearch } from '../api/search-api';
import { completionFor } from '../completion';
import { clearRecentSearches, forgetSearch, rememberSearch, useRecentSearches } from '../recent-searches';
import { type Suggestion, suggestionGroups, suggestionPath } from '../suggestions';
import { SuggestionContent } from './suggestion-content';

/** Spec §9: typing is debounced by 500 ms. */
export const SEARCH_DEBOUNCE_MS = 500;
const SHOWN_RESULTS = 8;

interface SearchComboboxProps {
  /** `dropdown` floats the results under the box (desktop); `sheet` lists them below it (full-screen mobile). */
  variant: 'dropdown' | 'sheet';
  /** Called after the shopper went somewhere (a result, the full results page) or, in the sheet, pressed Escape. */
  onDone?: () => void;
  autoFocus?: boolean;
}

/**
 * The search box of spec §2 as an ARIA combobox: 500 ms debounce, suggestions only for non-empty
 * text — grouped as searches, categories, brands and products — an inline grey completion (Tab or
 * → accepts it), ↑/↓ through all the groups, Enter opens the highlighted suggestion or the
 * catalogue filtered by the text, Escape or a click outside closes. With no text, focusing it
 * lists the recent searches of this browser; Delete forgets the highlighted one.
 */
export function SearchCombobox({ variant, onDone, autoFocus }: SearchComboboxProps) {
  const { t } = useTranslation('search');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const combobox = useCombobox<Suggestion>();
  const groupId = useId();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const recent = useRecentSearches();
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const search = useProductSearch(debounced);
  const typedSearched = debounced.trim() !== '' && debounced === text;
  // The answer for this very text (not the previous text's, kept on screen while this one loads).
  const answered = typedSearched && search.isSuccess && !search.isPlaceholderData;
  const items = useMemo(() => (text.trim() ? (search.data?.items ?? []) : []), [search.data, text]);
  const shown = items.slice(0, variant === 'sheet' ? 20 : SHOWN_RESULTS);
  const titles = items.map((item) => item.title);
  const completion = answered ? completionFor(text, titles) : undefined;
  const groups = suggestionGroups(text, recent, search.data, { titles, shown });
  const options = groups.flatMap((group) => group.options);
  const showsRecent = text.trim() === '' && recent.length > 0;
  const expanded = combobox.open && (text.trim() === '' ? showsRecent : options.length > 0 || typedSearched);

  const finish = (to: string) => {
    combobox.close();
    navigate(to);
    onDone?.();
  };
  const submit = () => {
    const query = text.trim();
    if (!query) return;
    rememberSearch(query);
    finish(paths.catalogOf({ search: query }));
  };

  const { rootProps, inputProps, listboxProps, optionProps } = combobox.propsFor({
    options,
    expanded,
    onText: setText,
    onChoose: (suggestion) => {
      if (suggestion.kind === 'recent' || suggestion.kind === 'query') {
        // A chosen search is run as if typed: it stays in the box, as a submitted one does.
        setText(suggestion.text);
        rememberSearch(suggestion.text);
      }
      finish(suggestionPath(suggestion));
    },
    onEnter: submit,
    onKeyDown: (event) => {
      const highlighted = expanded ? options[combobox.active] : undefined;
      if (event.key === 'Delete' && highlighted?.kind === 'recent') {
        event.preventDefault();
        forgetSearch(highlighted.text);
        return;
      }
      const atEnd = event.currentTarget.selectionStart === text.length;
      if ((event.key === 'Tab' && !event.shiftKey) || (event.key === 'ArrowRight' && atEnd)) {
        if (!completion) return;
        event.preventDefault();
        setText(completion);
      } else if (event.key === 'Escape' && !expanded && variant === 'sheet') {
        // With the results closed, Escape closes the full-screen search (a search field would
        // otherwise take it to clear its text, and the sheet would stay).
        event.preventDefault();
        onDone?.();
      }
    },
  });

  return (
    <div {...rootProps} className={variant === 'dropdown' ? 'relative w-full' : 'flex h-full flex-col'}>
      <search>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          className="relative"
        >
          <SearchIcon
            size={20}
            className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-graphite-500 dark:text-graphite-300"
          />
          {/* The completion sits behind the transparent input, aligned letter for letter. */}
          <div
            aria-hidden="true"
            data-completion={completion ?? ''}
            className="pointer-events-none absolute inset-0 flex items-center overflow-hidden border border-transparent py-2.5 pr-4 pl-12 text-base whitespace-pre"
          >
            <span className="invisible">{text}</span>
            <span className="text-graphite-500 dark:text-graphite-300">{completion?.slice(text.length)}</span>
          </div>
          <input
            {...inputProps}
            type="search"
            role="combobox"
            aria-expanded={expanded}
            aria-label={t('label')}
            aria-autocomplete="both"
            aria-describedby={expanded && showsRecent ? `${groupId}-hint` : undefined}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={100}
            // biome-ignore lint/a11y/noAutofocus: the full-screen search opens to type into.
            autoFocus={autoFocus}
            // React focuses an autoFocus field itself, before the dialog around it is open; the
            // attribute lets the dialog's own opening focus it instead of its first button.
            ref={(input) => {
              inputRef.current = input;
              if (input && autoFocus) input.setAttribute('autofocus', '');
            }}
            placeholder={t('placeholder')}
            value={text}
            className="relative w-full rounded-full border border-graphite-300 bg-transparent py-2.5 pr-4 pl-12 text-base text-graphite-900 placeholder:text-graphite-500 focus:border-olive-600 focus:outline-2 focus:outline-olive-600/30 dark:border-graphite-700 dark:text-graphite-100 dark:placeholder:text-graphite-300 [&::-webkit-search-cancel-button]:hidden"
          />
        </form>
      </search>
      <div
        className={
          variant === 'dropdown'
            ? // Wider than the box, which is narrow in the header, so that titles can be told apart;
              // it grows leftwards from the box's right edge and never past the window.
              `absolute top-full right-0 z-40 mt-2 w-[min(36rem,calc(100vw-2rem))] min-w-full overflow-hidden rounded-2xl border border-olive-200 bg-white shadow-xl dark:border-graphite-700 dark:bg-graphite-800 ${expanded ? '' : 'hidden'}`
            : `mt-4 min-h-0 flex-1 overflow-y-auto ${expanded ? '' : 'hidden'}`
        }
      >
        <div {...listboxProps} role="listbox" aria-label={t('suggestions')}>
          {groups.map((group) => {
            const first = options.indexOf(group.options[0] as Suggestion);
            return (
              // biome-ignore lint/a11y/useSemanticElements: a listbox's group of options (WAI-ARIA APG grouped listbox), not a form fieldset.
              <div key={group.key} role="group" aria-labelledby={`${groupId}-${group.key}`}>
                <div
                  id={`${groupId}-${group.key}`}
                  role="presentation"
                  className="px-4 pt-3 pb-1 text-xs font-semibold text-graphite-500 dark:text-graphite-300"
                >
                  {t(group.key)}
                </div>
                {group.options.map((suggestion, offset) => (
                  // biome-ignore lint/a11y/useFocusableInteractive: options are reached with the arrow keys from the input (aria-activedescendant), not by Tab.
                  <div
                    key={`${suggestion.kind}-${keyOf(suggestion)}`}
                    {...optionProps(first + offset)}
                    role="option"
                    className={`flex cursor-pointer items-center gap-3 px-4 aria-selected:bg-olive-100 dark:aria-selected:bg-graphite-700 ${suggestion.kind === 'product' ? 'py-2.5' : 'py-2'}`}
                  >
                    <SuggestionContent suggestion={suggestion} />
                  </div>
                ))}
              </div>
            );
          })}
        </div>
        {showsRecent && (
          <p id={`${groupId}-hint`} className="sr-only">
            {t('recentHint')}
          </p>
        )}
        {showsRecent && (
          <button
            type="button"
            onClick={() => {
              clearRecentSearches();
              // The button goes with the list; the box keeps the focus.
              inputRef.current?.focus();
            }}
            className="block w-full border-t border-olive-100 px-4 py-3 text-left text-sm font-medium text-olive-700 hover:bg-olive-50 dark:border-graphite-700 dark:text-olive-300 dark:hover:bg-graphite-700"
          >
            {t('clearRecent')}
          </button>
        )}
        {answered && items.length === 0 && (
          <p className="px-4 py-6 text-center text-sm text-graphite-700 dark:text-graphite-300" role="status">
            {t('nothingFound', { text: text.trim() })}
          </p>
        )}
        {typedSearched && search.isError && (
          <p className="px-4 py-6 text-center text-sm text-rose-700 dark:text-rose-300" role="alert">
            {errorText(search.error)}
          </p>
        )}
        {text.trim() !== '' && search.isFetching && items.length === 0 && (
          <div className="flex justify-center px-4 py-6">
            <Spinner inline />
          </div>
        )}
        {items.length > 0 && (
          <button
            type="button"
            onClick={submit}
            className="block w-full border-t border-olive-100 px-4 py-3 text-left text-sm font-medium text-olive-700 hover:bg-olive-50 dark:border-graphite-700 dark:text-olive-300 dark:hover:bg-graphite-700"
          >
            {search.data?.has_more
              ? t('allResultsMore', { text: text.trim() })
              : t('allResults', { count: items.length })}
          </button>
        )}
      </div>
    </div>
  );
}

/** What tells two options of one group apart. */
function keyOf(suggestion: Suggestion): string | number {
  switch (suggestion.kind) {
    case 'recent':
    case 'query':
      return suggestion.text;
    case 'category':
      return suggestion.category.id;
    case 'brand':
      return suggestion.brand.id;
    case 'product':
      return suggestion.product.id;
  }
}
