import type { ReactNode } from 'react';

/** The page's own "404": what was not found, a hint, and the ways on (links given by the page). */
export function NotFoundState({ title, hint, actions }: { title: string; hint: string; actions: ReactNode }) {
  return (
    <div className="mx-auto max-w-lg py-24 text-center" data-not-found>
      <p className="font-display text-7xl text-olive-600 dark:text-olive-300" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-display text-3xl">{title}</h1>
      <p className="mt-3 text-graphite-700 dark:text-graphite-300">{hint}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </div>
  );
}
