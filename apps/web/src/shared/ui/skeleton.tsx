/**
 * A grey placeholder shaped like the content that is loading, so nothing jumps when it arrives.
 * It holds still (decision 089): a pulsing placeholder keeps the browser drawing frames while a
 * phone is busiest, starting the page.
 */
export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <div aria-hidden="true" data-skeleton className={`rounded-2xl bg-olive-100 dark:bg-graphite-800 ${className}`} />
  );
}
