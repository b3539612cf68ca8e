/** A grey placeholder shaped like the content that is loading, so nothing jumps when it arrives. */
export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <div aria-hidden="true" className={`animate-pulse rounded-2xl bg-olive-100 dark:bg-graphite-800 ${className}`} />
  );
}
