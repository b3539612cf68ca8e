import { FREE_DELIVERY_FROM_SOM } from '@/entities/cart/free-delivery';
import { useFormatSom } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import { CheckIcon } from '@/shared/ui/icons';

const advantages = ['original', 'consultations', 'loyalty', 'delivery', 'pickup', 'returns'] as const;

/** Why shop at Aruu: the promises the spec's texts make (§1, §9). */
export function Advantages() {
  const { t } = useTranslation('about');
  const formatSom = useFormatSom();
  return (
    <section aria-labelledby="about-advantages" data-section="advantages">
      <h2 id="about-advantages" className="mb-8 font-display text-3xl text-graphite-900 md:text-4xl dark:text-white">
        {t('advantages.title')}
      </h2>
      <ul className="grid gap-x-10 gap-y-8 md:grid-cols-2 lg:grid-cols-3">
        {advantages.map((id) => (
          <li key={id} className="flex gap-4">
            <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-olive-700 text-white dark:bg-olive-300 dark:text-graphite-900">
              <CheckIcon size={18} />
            </span>
            <div>
              <h3 className="font-medium text-graphite-900 dark:text-white">{t(`advantages.${id}.title`)}</h3>
              <p className="mt-1 text-sm leading-relaxed text-graphite-700 dark:text-graphite-300">
                {t(`advantages.${id}.text`, { amount: formatSom(FREE_DELIVERY_FROM_SOM) })}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
