import { SeededRandom } from '@aruu/api/lib/seeded-random';
import { fromHex, shift, toHex } from './color.js';
import { hashString } from './hash-string.js';
import { type Backdrop, pickBackdrop } from './palette.js';
import { glowGradient, linearGradient, shadowGradient, verticalGradient } from './svg-defs.js';
import { type DrawnProduct, drawProduct, type ProductShape } from './svg-shapes.js';

export type { ProductShape } from './svg-shapes.js';

export interface ProductImageInput {
  productId: number;
  brandName: string;
  shape: ProductShape;
  /** Short product line such as "Hydra Serum" or "50 ml"; fitted or cut to the label. */
  label: string;
  /** A shade's colour (`#rrggbb`): the picture of that variation. */
  shadeHex?: string;
}

const SIZE = 800;
const FLOOR = 640;
const HORIZON = 580;
/** Wider products would need a plinth wider than the frame. */
const MAX_PODIUM_HALF = 250;

/** A brand keeps its hue family across its whole range, whatever the product id. */
function brandHue(brandName: string): number {
  return hashString(brandName.trim().toLowerCase()) % 360;
}

interface Scene {
  prefix: string;
  backdrop: Backdrop;
  product: DrawnProduct;
  /** Half-width of the plinth the product stands on, or 0 for the bare tabletop. */
  podium: number;
  arch: boolean;
}

function sceneDefs({ prefix, backdrop, product, podium }: Scene): string {
  const defs = [
    verticalGradient(`${prefix}w`, toHex(backdrop.wallTop), toHex(backdrop.wallBottom)),
    verticalGradient(`${prefix}f`, toHex(backdrop.floor), toHex(backdrop.wallTop)),
    glowGradient(`${prefix}a`, toHex(backdrop.accent), 0.6),
    shadowGradient(`${prefix}o`, 0.3),
    product.defs,
  ];
  if (podium) {
    const tone = (delta: number): string => toHex(shift(backdrop.wallTop, delta));
    defs.push(
      linearGradient(`${prefix}d`, [
        [0, tone(-14)],
        [0.3, tone(2)],
        [1, tone(-18)],
      ]),
    );
    defs.push(verticalGradient(`${prefix}e`, tone(-4), tone(4)));
  } else {
    const mask = `<rect y="${FLOOR}" width="${SIZE}" height="${SIZE - FLOOR}" fill="url(#${prefix}r)"/>`;
    defs.push(
      linearGradient(
        `${prefix}r`,
        [
          [0, '#fff', 0.3],
          [0.3, '#fff', 0],
        ],
        'down',
      ),
    );
    defs.push(`<mask id="${prefix}k">${mask}</mask>`);
  }
  return `<defs>${defs.join('')}</defs>`;
}

function backdropShape({ prefix, backdrop, arch }: Scene): string {
  if (arch) {
    return `<path d="M220 ${HORIZON}V330A180 180 0 0 1 580 330V${HORIZON}Z" fill="${toHex(backdrop.accent)}"/>`;
  }
  return `<circle cx="400" cy="330" r="250" fill="url(#${prefix}a)"/>`;
}

/** A cylindrical plinth as in boutique product shots, running out of the bottom of the frame. */
function podiumShape({ prefix, podium }: Scene): string {
  const top = `<ellipse cx="400" cy="${FLOOR}" rx="${podium}" ry="${Math.round(podium * 0.14)}" fill="url(#${prefix}e)"/>`;
  const side = `<rect x="${400 - podium}" y="${FLOOR}" width="${podium * 2}" height="${SIZE - FLOOR}" fill="url(#${prefix}d)"/>`;
  return side + top;
}

/** The tabletop mirrors the product faintly, fading out towards the viewer. */
function reflection({ prefix }: Scene): string {
  return `<g mask="url(#${prefix}k)"><use href="#${prefix}p" transform="matrix(1 0 0 -1 0 ${FLOOR * 2})"/></g>`;
}

export function renderProductImageSvg(input: ProductImageInput): string {
  const random = new SeededRandom(hashString(`${input.productId}|${input.brandName}`));
  const prefix = `p${Math.abs(Math.trunc(input.productId) || 0).toString(36)}`;
  const product = drawProduct({
    prefix,
    shape: input.shape,
    brand: input.brandName,
    label: input.label,
    brandHue: brandHue(input.brandName),
    random,
    tint: input.shadeHex ? fromHex(input.shadeHex) : undefined,
  });
  const shadow = Math.round(product.base * product.scale * 1.5);
  const wantsPodium = random.next() < 0.4 && shadow + 30 <= MAX_PODIUM_HALF;
  const scene: Scene = {
    prefix,
    backdrop: pickBackdrop(random, product.palette.body.h),
    product,
    podium: wantsPodium ? shadow + 30 : 0,
    arch: random.next() < 0.5,
  };
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">`,
    sceneDefs(scene),
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#${prefix}w)"/>`,
    backdropShape(scene),
    `<rect y="${HORIZON}" width="${SIZE}" height="${SIZE - HORIZON}" fill="url(#${prefix}f)"/>`,
    scene.podium ? podiumShape(scene) : '',
    `<ellipse cx="400" cy="${FLOOR + 4}" rx="${shadow}" ry="30" fill="url(#${prefix}o)"/>`,
    scene.podium ? '' : reflection(scene),
    `<g id="${prefix}p" transform="translate(400 ${FLOOR}) scale(${product.scale})">${product.body}</g>`,
    '</svg>',
  ].join('');
}
