import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useShops } from '@/entities/locations/api/locations-api';
import { useLanguage } from '@/shared/i18n/use-language';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Spinner } from '@/shared/ui/spinner';
import { isLegalPageId, loadLegalPage } from '../content';

/** One of the six legal pages, in the interface language (Russian when a text is missing). */
export function LegalPageRoute() {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useLocation().pathname.slice(1);
  const shops = useShops();
  const page = useQuery({
    queryKey: ['legal', id, language],
    queryFn: () => (isLegalPageId(id) ? loadLegalPage(id, language) : Promise.reject(new Error('unknown page'))),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (page.isPending) return <Spinner />;
  if (page.isError) return <p className="py-16 text-center">{t('state.notFound')}</p>;
  const { title, summary, sections } = page.data;
  return (
    <article className="mx-auto max-w-3xl break-words py-10 leading-relaxed">
      <h1 className="font-display text-2xl text-olive-800 sm:text-3xl md:text-4xl dark:text-olive-200">{title}</h1>
      <p className="mt-4 text-graphite-500 dark:text-graphite-300">{summary}</p>
      {sections.map((section) => {
        const list = section.shops ? shops.data?.map((shop) => shop.address || shop.name) : section.list;
        return (
          <section key={section.heading} className="mt-8">
            <h2 className="font-display text-xl text-olive-700 dark:text-olive-300">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3">
                {paragraph}
              </p>
            ))}
            {list && (
              <ul className="mt-3 list-disc space-y-1 pl-6" data-shops={section.shops}>
                {list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </article>
  );
}
export { LegalPageRoute as Component };
