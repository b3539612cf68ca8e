import type { ReactNode } from 'react';

/**
 * Spec §2's product page on a phone, as phone shops lay it out: the buy action on the first
 * screen. Below `lg` this is a bar fixed above the bottom bar (and the phone's safe area) holding
 * `summary` (the chosen option and its price, for the eye only: the page says both above) and the
 * page's own buy control; from `lg` up it is no box at all (`display: contents`) and the same
 * control sits in the buy block. CSS alone places it, so the server's first paint shows it where
 * it stays: a tap on it is held from the paint until the page is live (decision 074), nothing
 * moves when the app takes over, and there is one button, met once by a screen reader in the
 * page's order (decision 087). Its height, `h-buy-bar`, is styles.css's `--docked-bar` while it
 * is on the page: the footer and the language switcher keep clear of it.
 */
export function BuyBar({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  return (
    <div
      data-buy-bar
      data-bottom-dock
      className="fixed inset-x-0 bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-20 h-buy-bar border-t border-olive-200 bg-olive-50/95 backdrop-blur-md lg:contents dark:border-graphite-800 dark:bg-graphite-900/95"
    >
      <div className="page-width flex h-full items-center gap-3 lg:contents">
        <div aria-hidden="true" className="min-w-0 flex-1 lg:hidden">
          {summary}
        </div>
        {children}
      </div>
    </div>
  );
}
