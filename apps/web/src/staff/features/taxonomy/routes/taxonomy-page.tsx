import { useTranslation } from '@/shared/i18n/use-translation';
import { PageHeader } from '@/staff/shared/ui/page-header';
import { BrandsSection } from '../components/brands-section';
import { CategoriesSection } from '../components/categories-section';

/** The catalogue's structure: the category tree and the brands. */
export function Component() {
  const { t } = useTranslation('staffTaxonomy');
  return (
    <>
      <PageHeader title={t('title')} />
      <div className="flex flex-col gap-10">
        <CategoriesSection />
        <BrandsSection />
      </div>
    </>
  );
}
