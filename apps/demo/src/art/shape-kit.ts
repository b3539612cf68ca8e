import { type FittedText, fitText, round, SANS, SERIF, textElement } from '@aruu/api/modules/media/svg-text';
import type { ProductPalette } from './palette.js';
import type { ProductFills } from './svg-defs.js';

/**
 * Everything a shape drawer needs. Shapes draw in local units with the floor at y = 0 and
 * the package centred on x = 0, so callers can place and scale them with one transform.
 */
export interface ShapeContext {
  fills: ProductFills;
  palette: ProductPalette;
  brand: string;
  label: string;
  /** 0..1, for small per-product variations in proportions. */
  vary: number;
}

export type ShapeDrawer = (ctx: ShapeContext) => string;

export function rect(x: number, y: number, width: number, height: number, fill: string, rx = 0, extra = ''): string {
  const corner = rx ? ` rx="${round(rx)}"` : '';
  const box = `x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}"`;
  return `<rect ${box}${corner} fill="${fill}"${extra}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') {
  const box = `cx="${round(cx)}" cy="${round(cy)}" rx="${round(rx)}" ry="${round(ry)}"`;
  return `<ellipse ${box} fill="${fill}"${extra}/>`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}

/** A soft vertical reflection of the key light; what makes a flat shape read as glossy. */
export function gloss(ctx: ShapeContext, x: number, y: number, width: number, height: number) {
  return rect(x, y, width, height, ctx.fills.gloss, Math.min(width / 2, 12));
}

/**
 * Ribs on caps and crimped seals, drawn as one dashed stroke instead of dozens of lines:
 * a horizontal line as thick as the band with a dash pattern gives vertical stripes.
 */
export function ribs(x1: number, x2: number, y: number, height: number, gap = 7): string {
  return (
    `<path d="M${x1} ${y + height / 2}H${x2}" stroke="#000" stroke-opacity=".13"` +
    ` stroke-width="${height}" stroke-dasharray="2 ${gap}"/>`
  );
}

/**
 * Outline of a bottle with rounded shoulders and base: `half` is half the width, `neck` half
 * the neck width, `shoulder` how far down the shoulder curve reaches.
 */
export function bottleOutline(half: number, height: number, neck: number, shoulder: number) {
  const r = 14;
  return (
    `M${-half} ${-r}V${shoulder - height}Q${-half} ${-height} ${-neck} ${-height}H${neck}` +
    `Q${half} ${-height} ${half} ${shoulder - height}V${-r}Q${half} 0 ${half - r} 0` +
    `H${r - half}Q${-half} 0 ${-half} ${-r}Z`
  );
}

export interface LabelOptions {
  x: number;
  /** Baseline of the (first) brand line; the product line sits below the brand. */
  y: number;
  width: number;
  ink: string;
  brandSize: number;
  lineSize?: number;
  /** Draw a hairline rule between brand and product line, as printed labels do. */
  rule?: boolean;
}

/** Average width of a letter-spaced serif capital, in font-size units. */
const BRAND_EM = 0.9;

/** Splits at the space that makes the longer half as short as possible. */
function splitBalanced(text: string): [string, string] {
  let best: [string, string] = [text, ''];
  for (let i = text.indexOf(' '); i !== -1; i = text.indexOf(' ', i + 1)) {
    const pair: [string, string] = [text.slice(0, i), text.slice(i + 1)];
    if (Math.max(...pair.map((part) => part.length)) < Math.max(...best.map((part) => part.length))) {
      best = pair;
    }
  }
  return best;
}

/**
 * Brands are what shoppers look for, so a long one is stacked on two lines, the way printed
 * labels do it, before it is ever cut.
 */
function brandLines(brand: string, width: number, size: number): FittedText[] {
  const text = brand.replace(/\s+/g, ' ').trim().toUpperCase();
  const single = fitText(text, width, size, size * 0.7, BRAND_EM);
  if (single.text === text || !text.includes(' ')) return [single];
  const lines = splitBalanced(text).map((part) => fitText(part, width, size * 0.86, size * 0.5, BRAND_EM));
  const common = Math.min(...lines.map((line) => line.size));
  return lines.map((line) => ({ text: line.text, size: common }));
}

/** Brand in letter-spaced serif capitals and the product line in a small sans below. */
export function labelBlock(ctx: ShapeContext, options: LabelOptions): string {
  const { x, width, ink, brandSize, rule = true } = options;
  const lineSize = options.lineSize ?? Math.max(9, brandSize * 0.52);
  const parts: string[] = [];
  const brands = brandLines(ctx.brand, width, brandSize);
  // A stacked brand grows the block both ways so it stays centred where the shape put it.
  let y = options.y - (brands.length - 1) * (brands[0]?.size ?? 0) * 0.575;
  for (const [i, brand] of brands.entries()) {
    if (i > 0) y += brand.size * 1.15;
    const spacing = brand.size * 0.12;
    parts.push(textElement(brand.text, { x, y, size: brand.size, fill: ink, font: SERIF, spacing }));
  }
  if (!ctx.label.trim()) return parts.join('');
  const gap = brandSize * 0.45;
  if (rule) {
    const half = Math.min(width * 0.18, 22);
    parts.push(rect(x - half, y + gap, half * 2, 1.2, ink, 0, ' opacity=".55"'));
  }
  const line = fitText(ctx.label, width, lineSize, lineSize * 0.7, 0.6);
  parts.push(textElement(line.text, { x, y: y + gap + line.size * 1.45, size: line.size, fill: ink, font: SANS }));
  return parts.join('');
}
