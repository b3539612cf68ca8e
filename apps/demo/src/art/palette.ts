import type { SeededRandom } from '@aruu/api/lib/seeded-random';
import { type Hsl, hsl, shift } from './color.js';

/** What the cosmetic inside looks like, so a lipstick is never mint and a powder never blue. */
export type TintFamily = 'lip' | 'skin' | 'liquid' | 'any';

export interface ProductPalette {
  body: Hsl;
  cap: Hsl;
  /** Metal caps and collars get a harder, mirror-like shading. */
  capIsMetal: boolean;
  metal: Hsl;
  tint: Hsl;
  paper: Hsl;
  ink: Hsl;
  /** Text printed straight onto the package rather than onto a paper label. */
  bodyInk: Hsl;
}

export interface Backdrop {
  wallTop: Hsl;
  wallBottom: Hsl;
  floor: Hsl;
  accent: Hsl;
}

const metals = [hsl(42, 52, 62), hsl(40, 45, 66), hsl(210, 6, 76), hsl(14, 42, 70)];

/** Studio paper hues, from the store's olive and neutral palette plus a few soft pastels. */
const backdropHues = [78, 70, 36, 24, 14, 350, 262, 200, 150, 52];

function pickBody(random: SeededRandom, hue: number): Hsl {
  const style = random.pick(['pastel', 'pastel', 'deep', 'white', 'neutral', 'olive'] as const);
  if (style === 'pastel') return hsl(hue, random.range(30, 48), random.range(72, 82));
  if (style === 'deep') return hsl(hue, random.range(22, 40), random.range(26, 36));
  if (style === 'white') return hsl(hue, 14, random.range(93, 96));
  if (style === 'olive') return hsl(random.range(62, 82), random.range(18, 30), random.range(38, 58));
  return hsl(random.range(24, 40), random.range(18, 30), random.range(74, 86));
}

function pickTint(random: SeededRandom, family: TintFamily, hue: number): Hsl {
  if (family === 'lip') return hsl(random.range(-18, 22), random.range(45, 68), random.range(36, 56));
  if (family === 'skin') return hsl(random.range(18, 34), random.range(30, 52), random.range(58, 78));
  if (family === 'liquid') return hsl(hue, random.range(40, 65), random.range(62, 76));
  return hsl(hue, random.range(40, 62), random.range(42, 62));
}

function pickCap(random: SeededRandom, body: Hsl, metal: Hsl): { cap: Hsl; capIsMetal: boolean } {
  const finish = random.pick(['metal', 'metal', 'black', 'white', 'tone'] as const);
  if (finish === 'metal') return { cap: metal, capIsMetal: true };
  if (finish === 'black') return { cap: hsl(body.h, 8, 14), capIsMetal: false };
  if (finish === 'white') return { cap: hsl(body.h, 10, 95), capIsMetal: false };
  return { cap: shift(body, body.l > 50 ? -22 : 14), capIsMetal: false };
}

/**
 * The brand fixes the hue family; the product moves it a little and picks the finish, so a
 * brand's shelf looks related but no two products are identical.
 */
export function pickProductPalette(brandHue: number, random: SeededRandom, family: TintFamily): ProductPalette {
  const hue = brandHue + random.range(-24, 24);
  const body = pickBody(random, hue);
  const metal = random.pick(metals);
  const tint = pickTint(random, family, hue);
  return {
    body,
    ...pickCap(random, body, metal),
    metal,
    tint,
    paper: hsl(hue, 22, random.range(95, 98)),
    ink: hsl(hue, 24, 20),
    bodyInk: body.l > 58 ? hsl(hue, 26, 22) : hsl(hue, 20, 94),
  };
}

export function pickBackdrop(random: SeededRandom, productHue: number): Backdrop {
  // Half of the shots are tone-on-tone with the product, the rest use studio paper colours.
  const hue = random.next() < 0.5 ? productHue : random.pick(backdropHues);
  const saturation = random.range(18, 34);
  const wallTop = hsl(hue, saturation, random.range(92, 95));
  return {
    wallTop,
    wallBottom: shift(wallTop, -6),
    floor: shift(wallTop, -11, 2),
    accent: shift(wallTop, random.next() < 0.5 ? -4 : 3),
  };
}
