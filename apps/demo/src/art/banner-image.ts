import { SeededRandom } from '@aruu/api/lib/seeded-random';
import { SANS, SERIF, textElement, wrapText } from '@aruu/api/modules/media/svg-text';
import { hsl, shift, toHex } from './color.js';
import { hashString } from './hash-string.js';
import { glowGradient, linearGradient, shadowGradient, verticalGradient } from './svg-defs.js';
import { drawProduct, PRODUCT_SHAPES, type ProductShape } from './svg-shapes.js';

export interface BannerImageInput {
  bannerId: number;
  title: string;
  subtitle: string;
}

const WIDTH = 1600;
const HEIGHT = 600;
const FLOOR = 540;
const TEXT_LEFT = 110;
const TEXT_WIDTH = 760;

/**
 * Where the three products stand; the hero is drawn last so it sits in front. `half` caps the
 * footprint so a wide jar or palette does not swallow its neighbours.
 */
const slots = [
  { x: 1090, scale: 0.62, half: 96 },
  { x: 1450, scale: 0.6, half: 96 },
  { x: 1270, scale: 0.72, half: 130 },
];

function pickShapes(random: SeededRandom): ProductShape[] {
  const pool = [...PRODUCT_SHAPES];
  return slots.map(() => pool.splice(Math.floor(random.next() * pool.length), 1)[0] ?? 'jar');
}

function products(prefix: string, hue: number, random: SeededRandom): { defs: string; body: string } {
  const drawn = pickShapes(random).map((shape, i) => {
    const product = drawProduct({
      prefix: `${prefix}${i}`,
      shape,
      brand: 'Aruu',
      label: '',
      brandHue: hue + (i - 1) * 30,
      random,
    });
    const slot = slots[i] ?? { x: 1270, scale: 0.6, half: 96 };
    const fit = Math.min(slot.scale * product.scale, slot.half / product.base);
    const scale = Math.round(fit * 100) / 100;
    const shadow = Math.round(product.base * scale * 1.5);
    const body =
      `<ellipse cx="${slot.x}" cy="${FLOOR + 3}" rx="${shadow}" ry="20" fill="url(#${prefix}o)"/>` +
      `<g transform="translate(${slot.x} ${FLOOR}) scale(${scale})">${product.body}</g>`;
    return { defs: product.defs, body };
  });
  return { defs: drawn.map((p) => p.defs).join(''), body: drawn.map((p) => p.body).join('') };
}

/** Largest title size at which the title fits in two lines of the text column. */
function titleLines(title: string): { lines: string[]; size: number } {
  for (const size of [68, 58, 50]) {
    const maxChars = Math.floor(TEXT_WIDTH / (size * 0.52));
    const lines = wrapText(title, maxChars, 9);
    if (lines.length <= 2) return { lines, size };
  }
  return { lines: wrapText(title, Math.floor(TEXT_WIDTH / 26), 2), size: 50 };
}

function copy(title: string, subtitle: string, ink: string, accent: string): string {
  const { lines, size } = titleLines(title);
  const sub = wrapText(subtitle, Math.floor((TEXT_WIDTH - 60) / (26 * 0.52)), 2);
  const blockHeight = lines.length * size * 1.12 + 30 + sub.length * 38;
  let y = Math.round((HEIGHT - blockHeight) / 2 + size * 0.8);
  const parts = [`<rect x="${TEXT_LEFT}" y="${y - size - 34}" width="64" height="3" fill="${accent}"/>`];
  for (const line of lines) {
    parts.push(textElement(line, { x: TEXT_LEFT, y, size, fill: ink, font: SERIF, anchor: 'start' }));
    y += Math.round(size * 1.12);
  }
  y += 16;
  for (const line of sub) {
    parts.push(
      textElement(line, { x: TEXT_LEFT, y, size: 26, fill: ink, font: SANS, anchor: 'start', extra: ' opacity=".78"' }),
    );
    y += 38;
  }
  return parts.join('');
}

export function renderBannerImageSvg(input: BannerImageInput): string {
  const random = new SeededRandom(hashString(`banner|${input.bannerId}`));
  const prefix = `b${Math.abs(Math.trunc(input.bannerId) || 0).toString(36)}`;
  const hue = random.pick([78, 64, 36, 20, 350, 150]);
  const light = hsl(hue, random.range(22, 34), 93);
  const warm = hsl(hue + random.range(-40, 40), 30, 88);
  const glow = toHex(shift(light, 4));
  const shelf = products(prefix, hue, random);
  const defs = [
    linearGradient(
      `${prefix}w`,
      [
        [0, toHex(light)],
        [1, toHex(warm)],
      ],
      'diagonal',
    ),
    glowGradient(`${prefix}a`, glow, 0.55),
    shadowGradient(`${prefix}o`, 0.28),
    verticalGradient(`${prefix}f`, toHex(shift(warm, -5)), toHex(warm), 0),
    shelf.defs,
  ].join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<defs>${defs}</defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${prefix}w)"/>`,
    `<circle cx="1270" cy="300" r="330" fill="url(#${prefix}a)"/>`,
    `<circle cx="${Math.round(random.range(40, 260))}" cy="560" r="150" fill="${toHex(shift(warm, 2))}" opacity=".6"/>`,
    `<rect y="${FLOOR}" width="${WIDTH}" height="${HEIGHT - FLOOR}" fill="url(#${prefix}f)"/>`,
    shelf.body,
    copy(input.title, input.subtitle, toHex(hsl(hue, 28, 20)), toHex(hsl(hue, 30, 45))),
    '</svg>',
  ].join('');
}
