import type { ReactNode } from 'react';

/** What a page shows when there is nothing yet (empty cart, no orders, no results). */
export function EmptyState({
  title,
  text,
  action,
  icon,
}: {
  title: string;
  text?: string;
  action?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      {icon && (
        <div className="mb-5 flex size-16 items-center justify-center rounded-full bg-olive-100 text-olive-700 dark:bg-graphite-800 dark:text-olive-300">
          {icon}
        </div>
      )}
      <h2 className="font-display text-2xl">{title}</h2>
      {text && <p className="mt-2 text-graphite-700 dark:text-graphite-300">{text}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
