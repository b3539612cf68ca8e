import { fitText, SERIF, textElement } from '@aruu/api/modules/media/svg-text';
import { shift, toHex } from './color.js';
import { ellipse, gloss, labelBlock, path, rect, type ShapeContext, type ShapeDrawer } from './shape-kit.js';

/** Shades of the product's tint, for palettes and pencil sets that show several colours. */
function shades(ctx: ShapeContext, count: number): string[] {
  const base = ctx.palette.tint;
  return Array.from({ length: count }, (_, i) =>
    toHex(shift({ ...base, h: base.h + ((i * 37) % 50) - 25 }, 26 - (i * 52) / count, (i % 3) * 6)),
  );
}

/** Text running up a slim package, rotated so it reads bottom to top. */
function verticalLabel(ctx: ShapeContext, x: number, y: number, length: number, size: number) {
  const label = labelBlock(ctx, { x: 0, y: 0, width: length, ink: ctx.fills.bodyInk, brandSize: size, rule: false });
  return `<g transform="translate(${x} ${y}) rotate(-90)">${label}</g>`;
}

export const drawLipstick: ShapeDrawer = (ctx) => {
  const f = ctx.fills;
  const bullet = 'M-88 -230V-300Q-88 -312 -76 -318L-30 -348Q-24 -352 -24 -340V-230Z';
  return [
    rect(-102, -176, 92, 176, f.body, 6),
    rect(-102, -184, 92, 12, f.metal, 2),
    rect(-94, -234, 76, 54, f.metal, 2),
    path(bullet, f.tint),
    gloss(ctx, -82, -320, 10, 86),
    gloss(ctx, -90, -168, 14, 156),
    rect(16, -220, 100, 220, f.body, 8),
    rect(16, -22, 100, 10, f.metal),
    gloss(ctx, 28, -210, 14, 184),
    verticalLabel(ctx, 62, -112, 180, 20),
  ].join('');
};

export const drawPalette: ShapeDrawer = (ctx) => {
  const f = ctx.fills;
  const colours = shades(ctx, 8);
  const pans = colours.map((colour, i) => {
    const back = i < 4;
    const x = ((i % 4) - 1.5) * (back ? 72 : 84);
    const stroke = ' stroke="#fff" stroke-opacity=".6" stroke-width="3"';
    return ellipse(x, back ? -90 : -50, back ? 30 : 35, back ? 11 : 15, colour, stroke);
  });
  return [
    rect(-168, -352, 336, 250, f.body, 14),
    rect(-150, -334, 300, 214, 'none', 8, ` stroke="${f.bodyInk}" stroke-opacity=".35"`),
    gloss(ctx, -150, -340, 20, 226),
    labelBlock(ctx, { x: 0, y: -244, width: 250, ink: f.bodyInk, brandSize: 32 }),
    path('M-190 -18H190L166 -112H-166Z', f.bodyLight),
    rect(-190, -18, 380, 18, f.body, 3),
    ...pans,
  ].join('');
};

export const drawMascara: ShapeDrawer = (ctx) => {
  const f = ctx.fills;
  const wand = [
    `<path d="M0 -118V-24" stroke="#1d1a1a" stroke-width="34" stroke-dasharray="3 2.4"/>`,
    ellipse(0, -22, 8, 6, '#1d1a1a'),
    rect(-4, -270, 8, 156, f.metal),
    rect(-36, -440, 72, 174, f.cap, 12),
    rect(-36, -276, 72, 10, f.metal, 2),
    gloss(ctx, -26, -430, 12, 150),
  ].join('');
  return [
    `<g transform="translate(100 14) rotate(-17)">${wand}</g>`,
    rect(-82, -262, 76, 18, f.metal, 3),
    rect(-86, -248, 84, 248, f.body, 14),
    gloss(ctx, -78, -238, 12, 226),
    verticalLabel(ctx, -50, -124, 210, 20),
  ].join('');
};

function pencil(ctx: ShapeContext, angle: number, x: number, tip: string, label: string) {
  const f = ctx.fills;
  return (
    `<g transform="translate(${x} 0) rotate(${angle})">` +
    path('M-18 -380L-6 -430H6L18 -380Z', '#e9cfa6') +
    path('M-6 -430L0 -452L6 -430Z', tip) +
    rect(-18, -384, 36, 364, f.body, 3) +
    rect(-18, -48, 36, 28, tip, 2) +
    gloss(ctx, -13, -376, 8, 350) +
    label +
    '</g>'
  );
}

export const drawPencil: ShapeDrawer = (ctx) => {
  const [left, middle, right] = shades(ctx, 3);
  return [
    pencil(ctx, -11, -58, left ?? '', ''),
    pencil(ctx, 11, 58, right ?? '', ''),
    // A pencil is too slim for the product line; the brand alone is printed on it.
    pencil(ctx, 0, 0, middle ?? '', verticalLabel({ ...ctx, label: '' }, 6, -214, 280, 17)),
  ].join('');
};

export const drawCompact: ShapeDrawer = (ctx) => {
  const f = ctx.fills;
  const brand = fitText(ctx.brand.toUpperCase(), 230, 64, 20, 0.82);
  const emboss = (dy: number, fill: string, opacity: number): string =>
    textElement(brand.text, {
      x: 0,
      y: dy + brand.size * 0.35,
      size: brand.size,
      fill,
      font: SERIF,
      spacing: brand.size * 0.1,
      extra: ` opacity="${opacity}"`,
    });
  const powder = toHex(shift(ctx.palette.tint, -14));
  const line = fitText(ctx.label, 240, 14, 10, 0.66);
  return [
    ellipse(0, -282, 172, 156, f.body),
    ellipse(0, -282, 150, 136, '#dfe3e4'),
    ellipse(-40, -310, 28, 110, '#fff', ' opacity=".55" transform="rotate(35 -40 -310)"'),
    rect(-34, -140, 68, 14, f.metal, 4),
    path('M-172 -84V-56A172 52 0 0 0 172 -56V-84Z', f.body),
    ellipse(0, -84, 172, 52, f.bodyLight),
    ellipse(0, -84, 142, 42, f.metal),
    ellipse(0, -84, 132, 38, f.tint),
    `<g transform="translate(0 -84) scale(1 .36)">${emboss(3, '#fff', 0.45)}${emboss(0, powder, 0.8)}</g>`,
    ctx.label.trim() ? textElement(line.text, { x: 0, y: -16, size: line.size, fill: f.bodyInk, spacing: 1 }) : '',
  ].join('');
};

/** One false-lash strip: a band along an arc with lashes curling outward from it. */
function lashStrip(cx: number, mirror: boolean): string {
  const sign = mirror ? -1 : 1;
  const lashes: string[] = [];
  for (let i = 0; i <= 18; i++) {
    const t = i / 18;
    const x = Math.round(cx + sign * (t * 110 - 55));
    const y = Math.round(-160 - Math.sin(t * Math.PI) * 26);
    const length = 18 + t * 26;
    const lean = sign * (t * 20 - 8);
    lashes.push(
      `M${x} ${y}q${Math.round(lean * 0.2)} ${Math.round(-length * 0.6)} ${Math.round(lean)} ${Math.round(-length)}`,
    );
  }
  const band = `M${cx - sign * 55} -160Q${cx} -212 ${cx + sign * 55} -160`;
  return (
    `<path d="${lashes.join('')}" fill="none" stroke="#1d1a1a" stroke-width="2.2" stroke-linecap="round"/>` +
    `<path d="${band}" fill="none" stroke="#1d1a1a" stroke-width="5"/>`
  );
}

export const drawLashes: ShapeDrawer = (ctx) => {
  const f = ctx.fills;
  return [
    rect(-172, -340, 344, 340, f.body, 18),
    rect(-148, -316, 296, 196, f.paper, 12),
    lashStrip(-72, true),
    lashStrip(72, false),
    rect(-148, -316, 296, 196, f.gloss, 12, ' opacity=".5"'),
    rect(-148, -316, 296, 196, 'none', 12, ' stroke="#fff" stroke-width="3"'),
    gloss(ctx, -164, -330, 18, 320),
    labelBlock(ctx, { x: 0, y: -74, width: 280, ink: f.bodyInk, brandSize: 26 }),
  ].join('');
};
