import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

const control =
  'w-full rounded-xl border bg-white px-4 py-3 text-base text-graphite-900 placeholder:text-graphite-500 transition-colors focus:border-olive-600 focus:outline-2 focus:outline-olive-600/30 disabled:opacity-60 dark:bg-graphite-800 dark:text-graphite-100 dark:placeholder:text-graphite-300';
const borderOf = (error?: string) =>
  error ? 'border-rose-600 dark:border-rose-400' : 'border-graphite-300 dark:border-graphite-700';

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}

function FieldFrame({ id, label, error, hint, children }: FieldFrameProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-graphite-700 dark:text-graphite-300">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-graphite-500 dark:text-graphite-300">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-rose-700 dark:text-rose-300" data-field-error>
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, error?: string, hint?: ReactNode) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  /** Reaches the input (React 19 passes `ref` as a prop; it goes on with the others). */
  ref?: Ref<HTMLInputElement>;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** A control inside the input's right edge (a show-password toggle, a clear button). */
  trailing?: ReactNode;
};

/** A labelled input whose error is announced with it (aria-invalid, aria-describedby). */
export function TextField({ label, error, hint, trailing, id, className = '', ...props }: TextFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const input = (
    <input
      id={inputId}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(inputId, error, hint)}
      className={`${control} ${borderOf(error)} ${trailing ? 'pr-14' : ''} ${className}`}
      {...props}
    />
  );
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint}>
      {trailing ? (
        <div className="relative">
          {input}
          <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>
        </div>
      ) : (
        input
      )}
    </FieldFrame>
  );
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: ReactNode; error?: string };

export function TextAreaField({ label, error, id, className = '', ...props }: TextAreaFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  return (
    <FieldFrame id={inputId} label={label} error={error}>
      <textarea
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error)}
        className={`${control} ${borderOf(error)} min-h-28 ${className}`}
        {...props}
      />
    </FieldFrame>
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & { label: ReactNode; error?: string };

export function SelectField({ label, error, id, className = '', children, ...props }: SelectFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  return (
    <FieldFrame id={inputId} label={label} error={error}>
      <select
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error)}
        className={`${control} ${borderOf(error)} ${className}`}
        {...props}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

type CheckboxFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; error?: string };

export function CheckboxField({ label, error, id, ...props }: CheckboxFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-3">
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 accent-olive-700 dark:accent-olive-300"
          {...props}
        />
        <label htmlFor={inputId} className="text-sm leading-snug">
          {label}
        </label>
      </div>
      {error && (
        <p id={`${inputId}-error`} className="text-sm text-rose-700 dark:text-rose-300" data-field-error>
          {error}
        </p>
      )}
    </div>
  );
}
