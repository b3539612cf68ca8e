import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from './icons';

/** Spec §8: status error, success or info; 3000 ms; closable; top-right, under the header. */
type ToastKind = 'success' | 'error' | 'info';
interface Toast {
  id: number;
  kind: ToastKind;
  title: string;
  description?: string;
}

const TOAST_MS = 3000;
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const currentToasts = () => toasts;

function publish(next: Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function show(kind: ToastKind, title: string, description?: string) {
  const id = nextId++;
  // The same message twice in a row is one toast, shown for longer, not a stack of copies.
  const rest = toasts.filter((toast) => toast.title !== title || toast.description !== description);
  publish([...rest.slice(-3), { id, kind, title, description }]);
  return id;
}

export function dismissToast(id: number) {
  publish(toasts.filter((toast) => toast.id !== id));
}

/**
 * The toasts live in this module, not in a component: the component tests, which share one module
 * graph per worker, clear them after each test so one test's toast is not the next one's alert.
 */
export function dismissAllToasts() {
  publish([]);
}

export const toast = {
  success: (title: string, description?: string) => show('success', title, description),
  error: (title: string, description?: string) => show('error', title, description),
  info: (title: string, description?: string) => show('info', title, description),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const styles: Record<ToastKind, string> = {
  success: 'border-olive-300 text-olive-800 dark:border-olive-600 dark:text-olive-200',
  error: 'border-rose-300 text-rose-800 dark:border-rose-500 dark:text-rose-200',
  info: 'border-graphite-300 text-graphite-800 dark:border-graphite-500 dark:text-graphite-100',
};
const icons = { success: CheckIcon, error: AlertIcon, info: InfoIcon };

function ToastItem({ item }: { item: Toast }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = window.setTimeout(() => dismissToast(item.id), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [item.id]);
  const Icon = icons[item.kind];
  return (
    // The role sits on the message, not the <li>: a list item with another role breaks the list (axe `list`).
    <li
      data-toast={item.kind}
      className={`toast-in pointer-events-auto flex w-80 max-w-[calc(100vw-2rem)] items-start gap-3 rounded-2xl border bg-white/95 p-4 shadow-lg backdrop-blur dark:bg-graphite-800/95 ${styles[item.kind]}`}
    >
      <Icon size={20} className="mt-0.5 shrink-0" />
      <div role={item.kind === 'error' ? 'alert' : 'status'} className="min-w-0 flex-1 text-sm">
        <p className="font-medium">{item.title}</p>
        {item.description && <p className="mt-1 text-graphite-700 dark:text-graphite-300">{item.description}</p>}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(item.id)}
        aria-label={t('toast.close')}
        className="-m-1 rounded-full p-1 text-graphite-500 hover:text-graphite-900 dark:text-graphite-300 dark:hover:text-white"
      >
        <CloseIcon size={16} />
      </button>
    </li>
  );
}

export function Toaster() {
  // The same on the server: the prerendered first paint has no toasts either.
  const items = useSyncExternalStore(subscribe, currentToasts, currentToasts);
  return (
    // Below the header, never over it: the header's cart badge is what confirms an add (issue 15).
    <ol
      className="pointer-events-none fixed top-[calc(4rem+0.75rem)] right-4 z-[60] flex flex-col items-end gap-2 lg:top-[calc(5rem+0.75rem)]"
      aria-live="polite"
    >
      {items.map((item) => (
        <ToastItem key={item.id} item={item} />
      ))}
    </ol>
  );
}
