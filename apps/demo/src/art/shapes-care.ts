import { hsl, toHex } from './color.js';
import { ellipse, gloss, labelBlock, path, rect, ribs, type ShapeDrawer } from './shape-kit.js';

export const drawJar: ShapeDrawer = (ctx) => {
  const f = ctx.fills;
  const h = Math.round(140 + ctx.vary * 40);
  return [
    rect(-150, -h, 300, h, f.body, 26),
    rect(-138, -h - 8, 276, 16, f.bodyDark, 4),
    rect(-158, -h - 82, 316, 80, f.cap, 14),
    ribs(-150, 150, -h - 76, 68, 6),
    rect(-150, -h - 80, 300, 6, '#fff', 3, ' opacity=".35"'),
    gloss(ctx, -128, -h + 14, 22, h - 28),
    gloss(ctx, -134, -h - 72, 20, 62),
    labelBlock(ctx, { x: 0, y: -h / 2 - 6, width: 230, ink: f.bodyInk, brandSize: 28 }),
  ].join('');
};

export const drawTube: ShapeDrawer = (ctx) => {
  const f = ctx.fills;
  const top = -Math.round(400 + ctx.vary * 30);
  const body = `M-64 -84C-84 -96 -94 -116 -94 -140L-104 ${top}H104L94 -140C94 -116 84 -96 64 -84Z`;
  return [
    rect(-58, -72, 116, 72, f.cap, 10),
    rect(-58, -72, 116, 8, '#000', 4, ' opacity=".12"'),
    rect(-42, -88, 84, 20, f.cap, 4),
    path(body, f.body),
    rect(-108, top - 34, 216, 38, f.bodyDark, 3),
    ribs(-106, 106, top - 30, 30, 4),
    labelBlock(ctx, { x: 8, y: top + 150, width: 148, ink: f.bodyInk, brandSize: 27 }),
    rect(-60, top + 250, 120, 2, f.bodyInk, 0, ' opacity=".3"'),
    gloss(ctx, -86, top + 16, 16, -top - 170),
  ].join('');
};

export const drawSheetMask: ShapeDrawer = (ctx) => {
  const f = ctx.fills;
  const face = [
    ellipse(0, -280, 64, 84, '#fff', ' opacity=".92"'),
    ellipse(-25, -292, 14, 7, f.bodyFlat),
    ellipse(25, -292, 14, 7, f.bodyFlat),
    path('M-6 -270Q0 -252 6 -270Z', f.bodyFlat, ' opacity=".6"'),
    ellipse(0, -236, 17, 5, f.bodyFlat),
  ].join('');
  return [
    '<g transform="rotate(-3)">',
    rect(-142, -424, 284, 424, f.body, 8),
    rect(-142, -424, 284, 424, f.shade, 8),
    rect(-142, -424, 284, 30, f.bodyDark, 4),
    ribs(-142, 142, -420, 22, 4),
    rect(-142, -30, 284, 30, f.bodyDark, 4),
    ribs(-142, 142, -26, 22, 4),
    face,
    gloss(ctx, -126, -390, 22, 356),
    labelBlock(ctx, { x: 0, y: -132, width: 230, ink: f.bodyInk, brandSize: 27 }),
    '</g>',
  ].join('');
};

/**
 * A soap bar in three-quarter view with a paper band. The faces are sharp polygons stroked in
 * their own paint with round joins, which rounds the corners without computing arcs.
 */
export const drawBar: ShapeDrawer = (ctx) => {
  const f = ctx.fills;
  // Kraft paper, the classic soap wrap, suits every bar colour.
  const band = toHex(hsl(34, 30, 80));
  const face = (d: string, paint: string): string =>
    `<path d="${d}" fill="${paint}" stroke="${paint}" stroke-width="26" stroke-linejoin="round"/>`;
  return [
    face('M-164 -13H104V-104H-164Z', f.bodyFlat),
    face('M104 -13L164 -57V-148L104 -104Z', f.bodyDark),
    face('M-164 -104H104L164 -148H-104Z', f.bodyLight),
    rect(-62, -117, 116, 117, band),
    path('M-62 -117H54L114 -161H-2Z', band),
    path('M-62 -117H54L114 -161H-2Z', '#fff', ' opacity=".25"'),
    gloss(ctx, -168, -100, 14, 80),
    labelBlock(ctx, { x: -4, y: -70, width: 100, ink: f.ink, brandSize: 15 }),
  ].join('');
};
