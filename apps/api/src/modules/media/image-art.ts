import { SANS, SERIF, textElement, wrapText } from './svg-text.js';

/** What a product's picture may show, before the shop has a photo of it. */
export interface ProductImageFacts {
  id: number;
  brandName: string;
  categorySlug: string;
  /** The product's English title. */
  label: string;
  /** A shade's colour (`#rrggbb`), for a variation's picture. */
  shadeHex: string | null;
}

export interface BannerImageFacts {
  id: number;
  title: string;
  subtitle: string;
}

/**
 * Draws the SVG a product or banner shows until staff upload a photo. The shop's own is a plain
 * card (below); the demonstration store (apps/demo) passes generated product art instead.
 */
export interface ImageArt {
  product(facts: ProductImageFacts): string;
  banner(facts: BannerImageFacts): string;
}

const PAPER = '#f4efe8';
const INK = '#3b332c';

const svgFrame = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
  `<rect width="${width}" height="${height}" fill="${PAPER}"/>${body}</svg>`;

/** The brand and the product's name, centred; a shade shows as a swatch above them. */
function productCard({ brandName, label, shadeHex }: ProductImageFacts): string {
  const swatch = shadeHex ? `<circle cx="400" cy="250" r="70" fill="${shadeHex}"/>` : '';
  const lines = wrapText(label, 24, 3).map((line, index) =>
    textElement(line, { x: 400, y: 500 + index * 52, size: 40, fill: INK, font: SERIF }),
  );
  const brand = textElement(brandName.toUpperCase(), { x: 400, y: 420, size: 30, fill: INK, spacing: 4, weight: 600 });
  return svgFrame(800, 800, swatch + brand + lines.join(''));
}

function bannerCard({ title, subtitle }: BannerImageFacts): string {
  const titleLines = wrapText(title, 34, 2).map((line, index) =>
    textElement(line, { x: 110, y: 260 + index * 76, size: 64, fill: INK, font: SERIF, anchor: 'start' }),
  );
  const subtitleLines = wrapText(subtitle, 56, 2).map((line, index) =>
    textElement(line, { x: 110, y: 430 + index * 38, size: 26, fill: INK, font: SANS, anchor: 'start' }),
  );
  return svgFrame(1600, 600, titleLines.join('') + subtitleLines.join(''));
}

export const placeholderArt: ImageArt = { product: productCard, banner: bannerCard };
