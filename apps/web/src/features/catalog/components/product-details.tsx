import type { ProductDetail } from '@aruu/contract/catalog';
import { Fragment } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ChevronDownIcon } from '@/shared/ui/icons';

/** Description, composition and method of use, each a native disclosure; the description starts open. */
export function ProductDetails({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('catalog');
  const sections = [
    { key: 'description', title: t('product.description'), text: product.description, open: true },
    { key: 'composition', title: t('product.composition'), text: product.composition, open: false },
    { key: 'method', title: t('product.methodOfUse'), text: product.method_of_use, open: false },
  ].filter((section) => section.text.trim() !== '');
  if (sections.length === 0) return null;
  return (
    <div className="divide-y divide-olive-200 border-y border-olive-200 dark:divide-graphite-800 dark:border-graphite-800">
      {sections.map((section) => (
        <details key={section.key} open={section.open} className="group" data-section={section.key}>
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-3 font-display text-xl select-none [&::-webkit-details-marker]:hidden">
            {section.title}
            <ChevronDownIcon size={20} className="shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <p className="max-w-prose pb-6 leading-relaxed whitespace-pre-line text-graphite-700 dark:text-graphite-300">
            {section.text}
          </p>
        </details>
      ))}
    </div>
  );
}

/** Skin type, volume, country…: the product's properties as a term list. */
export function ProductProperties({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('catalog');
  const rows = [
    ...(product.category_path.length
      ? [{ key: 'category', term: t('product.category'), value: product.category_path.at(-1)?.name ?? '' }]
      : []),
    ...product.properties.map((property) => ({
      key: `property-${property.id}`,
      term: property.name,
      value: property.values.map((value) => value.name).join(', '),
    })),
  ];
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="product-properties-heading">
      <h2 id="product-properties-heading" className="mb-2 font-display text-xl">
        {t('product.properties')}
      </h2>
      <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-4 text-sm" data-properties>
        {rows.map((row) => (
          <Fragment key={row.key}>
            <dt className="border-b border-olive-200/80 py-2.5 text-graphite-700 dark:border-graphite-800 dark:text-graphite-300">
              {row.term}
            </dt>
            <dd className="border-b border-olive-200/80 py-2.5 text-graphite-900 dark:border-graphite-800 dark:text-graphite-100">
              {row.value}
            </dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
