import type { ReactNode } from 'react';
import { usePageTitle } from '@/shared/hooks/use-page-title';

/** A staff page's heading (also the tab's title) with its actions beside it. */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 className="font-display text-2xl lg:text-3xl">{title}</h1>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
