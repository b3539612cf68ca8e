import { StarIcon } from './icons';

interface StarsProps {
  /** 0 to 5; a fraction fills the last star in part. */
  value: number;
  size?: number;
  className?: string;
}

/** Five stars filled up to `value`; decorative: the caller says the rating in words. */
export function Stars({ value, size = 16, className = '' }: StarsProps) {
  return (
    <span className={`inline-flex shrink-0 text-amber-500 ${className}`} aria-hidden="true">
      {[0, 1, 2, 3, 4].map((index) => {
        const filled = Math.max(0, Math.min(1, value - index));
        return (
          <span key={index} className="relative inline-block" style={{ width: size, height: size }}>
            <StarIcon size={size} className="absolute inset-0 text-graphite-300 dark:text-graphite-600" />
            <span className="absolute inset-0 overflow-hidden" style={{ width: `${filled * 100}%` }}>
              <StarIcon size={size} fill="currentColor" />
            </span>
          </span>
        );
      })}
    </span>
  );
}
