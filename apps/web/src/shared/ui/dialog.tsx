import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { IconButton } from './button';
import { CloseIcon } from './icons';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** `drawer-left`/`drawer-right` slide in from a side; `center` is a modal box; `full` covers the screen. */
  placement?: 'center' | 'drawer-left' | 'drawer-right' | 'full';
  /** Hides the visible heading (it still names the dialog for screen readers). */
  hideTitle?: boolean;
  children: ReactNode;
  className?: string;
}

const placements = {
  center: 'dialog-center m-auto w-[min(92vw,28rem)] rounded-3xl p-6',
  'drawer-left': 'dialog-drawer-left my-0 mr-auto ml-0 h-dvh max-h-none w-[min(88vw,24rem)] p-5',
  'drawer-right': 'dialog-drawer-right my-0 mr-0 ml-auto h-dvh max-h-none w-[min(92vw,26rem)] p-5',
  full: 'dialog-full m-0 h-dvh max-h-none w-screen max-w-none p-4',
};

/**
 * Menus, drawers and confirmations are native `<dialog>` elements opened with `showModal()`:
 * the browser traps focus, makes the page behind inert, closes on Escape and gives focus back
 * to the control that opened it — no script needed for any of that.
 */
export function Dialog({
  open,
  onClose,
  title,
  placement = 'center',
  hideTitle,
  children,
  className = '',
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  /** Set while the `close` event of a `close()` made here is on its way: it is not the shopper's. */
  const closedHere = useRef(false);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      closedHere.current = true;
      dialog.close();
    }
  }, [open]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes a dialog with Escape, natively.
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // The browser fires `close` in a task of its own after `close()`. When this component closed
      // it, the event reports nothing new, and passing it on could swallow a tap that opened the
      // dialog again meanwhile (a quick second "Log out" after "Cancel": the tap's state is set,
      // and not yet shown, when the event arrives). Escape closes it natively and is reported.
      onClose={() => {
        if (closedHere.current) closedHere.current = false;
        else onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
      className={`bg-olive-50 text-graphite-800 shadow-2xl backdrop:bg-graphite-900/50 backdrop:backdrop-blur-[2px] dark:bg-graphite-900 dark:text-graphite-100 ${placements[placement]} ${className}`}
    >
      {open && (
        <>
          <div className={`mb-4 flex items-center justify-between gap-3 ${hideTitle ? 'sr-only' : ''}`}>
            <h2 id={titleId} className="font-display text-xl">
              {title}
            </h2>
            <CloseButton onClose={onClose} />
          </div>
          {children}
        </>
      )}
    </dialog>
  );
}

function CloseButton({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <IconButton label={t('action.close')} onClick={onClose} className="-mr-2">
      <CloseIcon />
    </IconButton>
  );
}
