import { type ReactNode, useEffect, useState } from 'react';
import { ChevronDownIcon } from '@/shared/ui/icons';

/** One group of the filter panel, folded with a native `<details>` (keyboard and screen readers for free). */
export function FilterSection({
  title,
  defaultOpen = false,
  children,
  badge,
}: {
  title: string;
  defaultOpen?: boolean;
  children: ReactNode;
  /** How many of the group's values are chosen, shown while it is folded. */
  badge?: number;
}) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group border-b border-olive-200/80 py-1 dark:border-graphite-800"
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-1 font-medium select-none [&::-webkit-details-marker]:hidden">
        <span className="flex items-center gap-2">
          {title}
          {badge ? (
            <span className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-olive-700 px-1.5 text-[11px] font-semibold text-white dark:bg-olive-300 dark:text-graphite-900">
              {badge}
            </span>
          ) : null}
        </span>
        <ChevronDownIcon size={18} className="shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <div className="pb-4">{children}</div>
    </details>
  );
}

/** A checkbox with the number of products it would show. */
export function FacetCheckbox({
  label,
  count,
  checked,
  onChange,
}: {
  label: string;
  count?: number;
  checked: boolean;
  onChange: () => void;
}) {
  // The address changes in a transition; until it lands the box shows the shopper's click.
  const [shown, setShown] = useState(checked);
  useEffect(() => setShown(checked), [checked]);
  return (
    <label className="flex min-h-10 cursor-pointer items-center gap-3 rounded-xl px-2 transition-colors hover:bg-olive-100 has-focus-visible:bg-olive-100 dark:hover:bg-graphite-800 dark:has-focus-visible:bg-graphite-800">
      <input
        type="checkbox"
        checked={shown}
        onChange={() => {
          setShown(!shown);
          onChange();
        }}
        className="size-5 shrink-0 accent-olive-700 dark:accent-olive-300"
      />
      <span className="min-w-0 flex-1 truncate">{label}</span>
      {count !== undefined && (
        <>
          <span aria-hidden="true" className="text-xs text-graphite-500 tabular-nums dark:text-graphite-300">
            {count}
          </span>
          <span className="sr-only"> ({count})</span>
        </>
      )}
    </label>
  );
}
