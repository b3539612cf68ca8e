import type { SeededRandom } from '@aruu/api/lib/seeded-random';
import type { Hsl } from './color.js';
import { type ProductPalette, pickProductPalette, type TintFamily } from './palette.js';
import type { ShapeDrawer } from './shape-kit.js';
import { drawDropper, drawPerfume, drawPumpBottle, drawSprayBottle } from './shapes-bottles.js';
import { drawBar, drawJar, drawSheetMask, drawTube } from './shapes-care.js';
import { drawCompact, drawLashes, drawLipstick, drawMascara, drawPalette, drawPencil } from './shapes-makeup.js';
import { productDefs, productFills } from './svg-defs.js';

export const PRODUCT_SHAPES = [
  'pump-bottle',
  'dropper',
  'jar',
  'tube',
  'spray-bottle',
  'perfume',
  'lipstick',
  'palette',
  'mascara',
  'pencil',
  'compact',
  'sheet-mask',
  'lashes',
  'bar',
] as const;

export type ProductShape = (typeof PRODUCT_SHAPES)[number];

interface ShapeSpec {
  draw: ShapeDrawer;
  tint: TintFamily;
  /** Brings every shape to a similar visual size in an 800 px frame. */
  scale: number;
  /** Half the width of the footprint in local units, for sizing the shadow. */
  base: number;
}

const specs: Record<ProductShape, ShapeSpec> = {
  'pump-bottle': { draw: drawPumpBottle, tint: 'liquid', scale: 1.25, base: 90 },
  dropper: { draw: drawDropper, tint: 'liquid', scale: 1.32, base: 86 },
  jar: { draw: drawJar, tint: 'any', scale: 1.55, base: 156 },
  tube: { draw: drawTube, tint: 'any', scale: 1.1, base: 70 },
  'spray-bottle': { draw: drawSprayBottle, tint: 'liquid', scale: 1.23, base: 70 },
  perfume: { draw: drawPerfume, tint: 'liquid', scale: 1.23, base: 132 },
  lipstick: { draw: drawLipstick, tint: 'lip', scale: 1.4, base: 120 },
  palette: { draw: drawPalette, tint: 'skin', scale: 1.29, base: 196 },
  mascara: { draw: drawMascara, tint: 'any', scale: 1.18, base: 110 },
  pencil: { draw: drawPencil, tint: 'lip', scale: 1.18, base: 80 },
  compact: { draw: drawCompact, tint: 'skin', scale: 1.21, base: 176 },
  'sheet-mask': { draw: drawSheetMask, tint: 'any', scale: 1.23, base: 150 },
  lashes: { draw: drawLashes, tint: 'any', scale: 1.37, base: 176 },
  bar: { draw: drawBar, tint: 'any', scale: 1.51, base: 180 },
};

export interface DrawProductOptions {
  /** Prefix for every id this product defines; must be unique within the document. */
  prefix: string;
  shape: ProductShape;
  brand: string;
  label: string;
  brandHue: number;
  random: SeededRandom;
  /** The colour of what is inside (a shade's), instead of one picked for the product. */
  tint?: Hsl;
}

export interface DrawnProduct {
  defs: string;
  /** The package in local units: floor at y = 0, centred on x = 0. */
  body: string;
  palette: ProductPalette;
  scale: number;
  base: number;
}

export function drawProduct(options: DrawProductOptions): DrawnProduct {
  const spec = specs[options.shape];
  const picked = pickProductPalette(options.brandHue, options.random, spec.tint);
  const palette = options.tint ? { ...picked, tint: options.tint } : picked;
  const body = spec.draw({
    fills: productFills(options.prefix, palette),
    palette,
    brand: options.brand,
    label: options.label,
    vary: options.random.next(),
  });
  return { defs: productDefs(options.prefix, palette), body, palette, scale: spec.scale, base: spec.base };
}
