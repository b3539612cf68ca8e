import type { StaffProduct } from '@aruu/contract/staff-products';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { QueryError } from '@/shared/ui/query-error';
import { Spinner } from '@/shared/ui/spinner';
import { staffPaths } from '@/staff/shared/paths';
import { PageHeader } from '@/staff/shared/ui/page-header';
import { useProduct, useProductOptions } from '../api/products-api';
import { type ProductEditorSlots, ProductForm } from '../components/product-form';

/**
 * `/products/new` creates a draft; `/products/:id` edits one (the same form). The page is composed
 * in `app/product-editor-page.tsx`, which fills the slots with other features' parts.
 */
export function ProductEditorPage({ slots }: { slots?: ProductEditorSlots }) {
  const { t } = useTranslation('staffProducts');
  const param = useParams().id;
  const id = param === undefined ? undefined : Number(param);
  const product = useProduct(id);
  const options = useProductOptions();
  const navigate = useNavigate();
  const failed = options.isError ? options : product.isError ? product : undefined;
  const title = id === undefined ? t('editor.newTitle') : (product.data?.texts.title.ru ?? t('title'));
  return (
    <>
      <p className="mb-2">
        <Link to={staffPaths.products} className="text-sm underline underline-offset-2">
          {t('editor.back')}
        </Link>
      </p>
      <PageHeader title={title} />
      {failed ? (
        <QueryError error={failed.error} onRetry={() => failed.refetch()} />
      ) : !options.data || (id !== undefined && !product.data) ? (
        <Spinner />
      ) : (
        <ProductForm
          key={product.data ? `${product.data.id}:${product.data.version}` : 'new'}
          product={id === undefined ? undefined : (product.data as StaffProduct)}
          options={options.data}
          onCreated={(created) => navigate(staffPaths.product(created.id), { replace: true })}
          slots={slots}
        />
      )}
    </>
  );
}
