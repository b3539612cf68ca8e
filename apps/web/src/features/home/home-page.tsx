import { useTranslation } from 'react-i18next';

/** The front page while the shop window is being built (issue 5). */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-xl py-16">
      <h1 className="font-display text-5xl text-olive-700 dark:text-olive-300">Aruu</h1>
      <p className="mt-4 text-lg">{t('brand.tagline')}</p>
    </section>
  );
}
export { HomePage as Component };
