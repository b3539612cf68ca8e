import { useTranslation } from '@/shared/i18n/use-translation';
import { BagIcon, HeartIcon, StarIcon } from '@/shared/ui/icons';

/** The brand panel beside the form on wide screens: why an account is worth having. */
export function AuthAside() {
  const { t } = useTranslation('auth');
  const perks = [
    { icon: <BagIcon size={18} />, text: t('aside.orders') },
    { icon: <HeartIcon size={18} />, text: t('aside.favorites') },
    { icon: <StarIcon size={18} />, text: t('aside.bonuses') },
  ];
  return (
    <aside className="relative hidden overflow-hidden rounded-3xl bg-olive-800 p-10 text-olive-50 shadow-xl shadow-olive-900/10 lg:sticky lg:top-24 lg:flex lg:min-h-[34rem] lg:flex-col lg:justify-end dark:bg-olive-900">
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 size-72 rounded-full bg-olive-600/40 blur-2xl dark:bg-olive-700/30"
      />
      <div aria-hidden="true" className="absolute top-12 right-14 size-28 rounded-full border border-olive-300/30" />
      <p className="relative font-display text-sm tracking-[0.3em] text-olive-200 uppercase">Aruu</p>
      <h2 className="relative mt-3 font-display text-3xl leading-tight xl:text-4xl">{t('aside.heading')}</h2>
      <p className="relative mt-3 max-w-sm text-olive-100">{t('aside.text')}</p>
      <ul className="relative mt-8 flex flex-col gap-4">
        {perks.map((perk) => (
          <li key={perk.text} className="flex items-start gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-olive-50/10 text-olive-100">
              {perk.icon}
            </span>
            <span className="pt-1.5 text-sm text-olive-50">{perk.text}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
