import { type Hsl, shift, toHex } from './color.js';
import type { ProductPalette } from './palette.js';

type Stop = [offset: number, color: string, opacity?: number];

function stops(list: Stop[]): string {
  return list
    .map(([offset, color, opacity]) => {
      const alpha = opacity === undefined ? '' : ` stop-opacity="${opacity}"`;
      return `<stop offset="${offset}" stop-color="${color}"${alpha}/>`;
    })
    .join('');
}

const directions = { across: '', down: ' x2="0" y2="1"', diagonal: ' x2="1" y2="1"' };

/** Left to right by default, which is how every cylinder-like package is shaded. */
export function linearGradient(id: string, list: Stop[], direction: keyof typeof directions = 'across'): string {
  return `<linearGradient id="${id}"${directions[direction]}>${stops(list)}</linearGradient>`;
}

export function radialGradient(id: string, list: Stop[]): string {
  return `<radialGradient id="${id}">${stops(list)}</radialGradient>`;
}

/** Two colours top to bottom, the bottom one optionally fading out. */
export function verticalGradient(id: string, top: string, bottom: string, bottomOpacity?: number): string {
  return linearGradient(
    id,
    [
      [0, top],
      [1, bottom, bottomOpacity],
    ],
    'down',
  );
}

/** A soft disc of light: solid up to `solid` of the radius, then fading to nothing. */
export function glowGradient(id: string, color: string, solid: number): string {
  return radialGradient(id, [
    [solid, color],
    [1, color, 0],
  ]);
}

/** The contact shadow under a product, darkest in the middle. */
export function shadowGradient(id: string, opacity: number): string {
  return radialGradient(id, [
    [0, '#000', opacity],
    [1, '#000', 0],
  ]);
}

/**
 * Studio lighting from the front-left: a dark rim, a bright highlight, the base colour and a
 * darker right edge. Metal gets more contrast so it reads as reflective rather than painted.
 */
function cylinder(id: string, color: Hsl, contrast: number): string {
  const at = (delta: number): string => toHex(shift(color, delta * contrast));
  return linearGradient(id, [
    [0, at(-20)],
    [0.2, at(14)],
    [0.46, at(0)],
    [0.82, at(-6)],
    [1, at(-24)],
  ]);
}

/** References to the paints one product instance uses; every id carries the instance prefix. */
export interface ProductFills {
  body: string;
  cap: string;
  metal: string;
  tint: string;
  glass: string;
  gloss: string;
  /** Curvature shading laid over flat paper labels that wrap a round package. */
  shade: string;
  paper: string;
  ink: string;
  bodyInk: string;
  /** Flat colours for details too small to deserve a gradient. */
  bodyFlat: string;
  bodyLight: string;
  bodyDark: string;
  tintFlat: string;
}

export function productDefs(prefix: string, palette: ProductPalette): string {
  const glassTint = shift(palette.tint, 14, -10);
  return [
    cylinder(`${prefix}b`, palette.body, 1),
    cylinder(`${prefix}c`, palette.cap, palette.capIsMetal ? 1.5 : 1),
    cylinder(`${prefix}m`, palette.metal, 1.5),
    cylinder(`${prefix}t`, palette.tint, 0.9),
    linearGradient(`${prefix}g`, [
      [0, toHex(shift(glassTint, -18)), 0.9],
      [0.25, toHex(shift(glassTint, 12)), 0.55],
      [0.7, toHex(glassTint), 0.6],
      [1, toHex(shift(glassTint, -22)), 0.9],
    ]),
    linearGradient(`${prefix}h`, [
      [0, '#fff', 0],
      [0.5, '#fff', 0.75],
      [1, '#fff', 0],
    ]),
    linearGradient(`${prefix}s`, [
      [0, '#000', 0.18],
      [0.22, '#000', 0],
      [0.75, '#000', 0],
      [1, '#000', 0.22],
    ]),
  ].join('');
}

export function productFills(prefix: string, palette: ProductPalette): ProductFills {
  return {
    body: `url(#${prefix}b)`,
    cap: `url(#${prefix}c)`,
    metal: `url(#${prefix}m)`,
    tint: `url(#${prefix}t)`,
    glass: `url(#${prefix}g)`,
    gloss: `url(#${prefix}h)`,
    shade: `url(#${prefix}s)`,
    paper: toHex(palette.paper),
    ink: toHex(palette.ink),
    bodyInk: toHex(palette.bodyInk),
    bodyFlat: toHex(palette.body),
    bodyLight: toHex(shift(palette.body, 7)),
    bodyDark: toHex(shift(palette.body, -14)),
    tintFlat: toHex(palette.tint),
  };
}
