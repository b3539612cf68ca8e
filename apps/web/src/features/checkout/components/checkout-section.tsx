import type { ReactNode } from 'react';

/** One numbered card of the checkout form. */
export function CheckoutSection({
  number,
  title,
  children,
  id,
}: {
  number: number;
  title: string;
  children: ReactNode;
  id?: string;
}) {
  const headingId = `${id ?? `checkout-section-${number}`}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-olive-100 sm:p-7 dark:bg-graphite-800/60 dark:ring-graphite-700"
    >
      <h2 id={headingId} className="mb-5 flex items-center gap-3 font-display text-xl sm:text-2xl">
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-olive-100 font-sans text-sm font-semibold text-olive-800 dark:bg-graphite-700 dark:text-olive-200"
        >
          {number}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}
