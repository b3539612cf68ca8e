import type { ImageArt } from '@aruu/api/modules/media/image-art';
import { shapeForCategorySlug } from '../catalogue/catalogue-data.js';
import { renderBannerImageSvg } from './banner-image.js';
import { renderProductImageSvg } from './product-image.js';

/** The demonstration store's pictures: each product drawn in its category's shape and its brand's colours. */
export const demoArt: ImageArt = {
  product: (facts) =>
    renderProductImageSvg({
      productId: facts.id,
      brandName: facts.brandName,
      shape: shapeForCategorySlug(facts.categorySlug),
      label: facts.label,
      shadeHex: facts.shadeHex ?? undefined,
    }),
  banner: (facts) => renderBannerImageSvg({ bannerId: facts.id, title: facts.title, subtitle: facts.subtitle }),
};
