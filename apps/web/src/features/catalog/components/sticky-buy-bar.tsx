import { type ReactNode, type RefObject, useEffect, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';

/** The phone header (h-16) and the bottom navigation bar (56 px) cover the page's edges. */
const HEADER_PX = 64;
const BOTTOM_BAR_PX = 56;

/**
 * On a phone, once the shopper has scrolled past the page's own buy block, a bar with the
 * price and the add-to-cart button stays above the bottom navigation (56 px). It steps aside
 * over the footer, so it never hides the footer's last lines.
 */
export function StickyBuyBar({ watch, children }: { watch: RefObject<HTMLElement | null>; children: ReactNode }) {
  const { t } = useTranslation('catalog');
  const [shown, setShown] = useState(false);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const block = watch.current?.getBoundingClientRect();
      const footer = document.querySelector('footer')?.getBoundingClientRect();
      const pastBlock = block !== undefined && block.bottom < HEADER_PX;
      const overFooter = footer !== undefined && footer.top < window.innerHeight - BOTTOM_BAR_PX;
      setShown(pastBlock && !overFooter);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [watch]);

  return (
    <section
      aria-label={t('product.buyBar')}
      aria-hidden={!shown}
      inert={!shown}
      data-sticky-buy-bar={shown}
      data-bottom-dock={shown || undefined}
      className={`fixed inset-x-0 bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-20 border-t border-olive-200 bg-olive-50/95 py-2.5 backdrop-blur-md motion-safe:transition-[translate,opacity] motion-safe:duration-200 lg:hidden dark:border-graphite-800 dark:bg-graphite-900/95 ${
        shown ? 'translate-y-0 opacity-100' : 'invisible translate-y-full opacity-0'
      }`}
    >
      <div className="page-width flex items-center gap-3">{children}</div>
    </section>
  );
}
