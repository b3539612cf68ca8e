import { ProductPhotoThumb } from '@/staff/features/photos/components/product-photo-thumb';
import type { ProductEditorSlots } from '@/staff/features/products/components/product-form';
import { ProductEditorPage } from '@/staff/features/products/routes/product-editor-page';
import { ProductStockPanel } from '@/staff/features/stock/components/product-stock-panel';
import { useMay } from '@/staff/shared/session/use-staff-me';

const photoSlots: ProductEditorSlots = {
  mainPhoto: (productId) => <ProductPhotoThumb productId={productId} />,
  variationPhoto: (productId, variationId) => <ProductPhotoThumb productId={productId} variationId={variationId} />,
};

/**
 * The product editor with the photos it has and, for those who may adjust stock, its variations'
 * stock with their adjustments: three features composed here, since a feature does not import
 * another (docs/areas/web.md, "The staff app").
 */
export function Component() {
  const mayAdjustStock = useMay('stock.adjust');
  const slots: ProductEditorSlots = mayAdjustStock
    ? {
        ...photoSlots,
        stock: (productId) => <ProductStockPanel productId={productId} historyLink />,
      }
    : photoSlots;
  return <ProductEditorPage slots={slots} />;
}
