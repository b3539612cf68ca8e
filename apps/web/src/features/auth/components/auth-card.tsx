import type { ReactNode, Ref } from 'react';

/** The heading and short introduction at the top of each auth form; the page's only h1. */
export function AuthHeading({
  title,
  intro,
  headingRef,
}: {
  title: string;
  intro?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className="mb-6">
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="font-display text-3xl leading-tight text-graphite-900 outline-none sm:text-4xl dark:text-olive-50"
      >
        {title}
      </h1>
      {intro && <p className="mt-2 text-graphite-700 dark:text-graphite-300">{intro}</p>}
    </div>
  );
}

export const textLink =
  'font-medium text-olive-700 underline decoration-olive-300 underline-offset-4 transition-colors hover:text-olive-900 hover:decoration-olive-700 dark:text-olive-300 dark:decoration-olive-600 dark:hover:text-olive-100';
