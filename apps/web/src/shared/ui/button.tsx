import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

const variants: Record<Variant, string> = {
  primary:
    'bg-olive-700 text-white hover:bg-olive-800 active:bg-olive-900 dark:bg-olive-300 dark:text-graphite-900 dark:hover:bg-olive-200',
  secondary:
    'border border-olive-700 text-olive-800 hover:bg-olive-100 dark:border-olive-300 dark:text-olive-200 dark:hover:bg-graphite-800',
  ghost: 'text-graphite-700 hover:bg-olive-100 dark:text-graphite-100 dark:hover:bg-graphite-800',
  danger: 'bg-rose-700 text-white hover:bg-rose-800 dark:bg-rose-400 dark:text-graphite-900',
};

export const buttonClass = (variant: Variant = 'primary', extra = '') =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 text-sm font-medium tracking-wide transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-olive-600 disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${extra}`;

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** Shows a spinner and blocks repeated clicks while an action runs. */
  loading?: boolean;
}

export function Button({ variant = 'primary', loading = false, className = '', children, ...props }: ButtonProps) {
  return (
    <button
      type="button"
      {...props}
      disabled={props.disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClass(variant, className)}
    >
      {loading && <Spinner inline />}
      {children}
    </button>
  );
}

/** A round button holding only an icon; `label` is what a screen reader says. */
export function IconButton({
  label,
  className = '',
  children,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      {...props}
      className={`relative inline-flex size-11 items-center justify-center rounded-full text-graphite-800 transition-colors hover:bg-olive-100 focus-visible:outline-2 focus-visible:outline-olive-600 disabled:opacity-50 dark:text-graphite-100 dark:hover:bg-graphite-800 ${className}`}
    >
      {children}
    </button>
  );
}
