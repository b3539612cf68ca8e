import {
  bottleOutline,
  ellipse,
  gloss,
  labelBlock,
  path,
  rect,
  ribs,
  type ShapeContext,
  type ShapeDrawer,
} from './shape-kit.js';

/** A paper label wrapped round a cylinder, shaded so it follows the curve. */
function wrapLabel(ctx: ShapeContext, x: number, y: number, width: number, height: number) {
  const f = ctx.fills;
  return rect(x, y, width, height, f.paper, 3) + rect(x, y, width, height, f.shade, 3);
}

export const drawPumpBottle: ShapeDrawer = (ctx) => {
  const f = ctx.fills;
  const h = Math.round(270 + ctx.vary * 50);
  return [
    path(bottleOutline(84, h, 34, 34), f.body),
    rect(-34, -h - 28, 68, 32, f.cap, 5),
    ribs(-34, 34, -h - 24, 24),
    rect(-10, -h - 66, 20, 40, f.metal),
    rect(-44, -h - 94, 88, 32, f.cap, 9),
    rect(-108, -h - 88, 72, 15, f.cap, 7),
    wrapLabel(ctx, -84, -h + 74, 168, h - 120),
    gloss(ctx, -70, -h + 22, 18, h - 40),
    labelBlock(ctx, { x: 0, y: -h + 132, width: 120, ink: f.ink, brandSize: 21 }),
  ].join('');
};

export const drawDropper: ShapeDrawer = (ctx) => {
  const f = ctx.fills;
  const h = Math.round(200 + ctx.vary * 30);
  const bulb = ctx.palette.capIsMetal ? f.ink : f.cap;
  return [
    rect(-68, -h * 0.62, 136, h * 0.62 - 8, f.tintFlat, 14, ' opacity=".55"'),
    rect(-6, -h - 8, 12, h - 40, '#fff', 6, ' opacity=".45"'),
    path(bottleOutline(80, h, 30, 56), f.glass),
    rect(-30, -h - 14, 60, 18, f.glass),
    rect(-38, -h - 62, 76, 50, f.cap, 6),
    ribs(-38, 38, -h - 56, 38),
    path(`M-24 ${-h - 60}V${-h - 100}Q-24 ${-h - 150} 0 ${-h - 150}Q24 ${-h - 150} 24 ${-h - 100}V${-h - 60}Z`, bulb),
    gloss(ctx, -16, -h - 140, 10, 70),
    wrapLabel(ctx, -80, -h * 0.66, 160, h * 0.46),
    gloss(ctx, -66, -h + 40, 16, h - 56),
    gloss(ctx, 52, -h + 56, 8, h - 80),
    labelBlock(ctx, { x: 0, y: -h * 0.66 + 36, width: 128, ink: f.ink, brandSize: 19 }),
  ].join('');
};

export const drawSprayBottle: ShapeDrawer = (ctx) => {
  const f = ctx.fills;
  const h = Math.round(290 + ctx.vary * 40);
  const nozzleY = -h - 56;
  const mist = [0, 1, 2]
    .map((i) => ellipse(-96 - i * 34, nozzleY - 14 + i * 14, 3.4 - i * 0.7, 3.4 - i * 0.7, '#fff'))
    .join('');
  return [
    path(`M-40 ${nozzleY}L-200 ${nozzleY - 56}Q-226 ${nozzleY} -200 ${nozzleY + 56}Z`, f.gloss, ' opacity=".75"'),
    mist,
    path(bottleOutline(76, h, 46, 22), f.body),
    rect(-46, -h - 26, 92, 30, f.cap, 8),
    ribs(-46, 46, -h - 22, 22, 5),
    rect(-34, -h - 86, 68, 62, f.cap, 18),
    ellipse(-22, nozzleY, 5, 5, '#000', ' opacity=".5"'),
    wrapLabel(ctx, -76, -h * 0.74, 152, h * 0.46),
    gloss(ctx, -64, -h + 18, 16, h - 36),
    labelBlock(ctx, { x: 0, y: -h * 0.74 + 52, width: 124, ink: f.ink, brandSize: 20 }),
  ].join('');
};

function perfumeCap(ctx: ShapeContext, top: number): string {
  const f = ctx.fills;
  if (ctx.vary < 0.34) return ellipse(0, top - 62, 66, 66, f.cap) + gloss(ctx, -40, top - 110, 14, 80);
  if (ctx.vary < 0.67) return rect(-40, top - 150, 80, 150, f.cap, 8) + gloss(ctx, -30, top - 142, 12, 134);
  return rect(-66, top - 118, 132, 118, f.cap, 10) + gloss(ctx, -52, top - 110, 16, 102);
}

export const drawPerfume: ShapeDrawer = (ctx) => {
  const f = ctx.fills;
  const h = Math.round(220 + ctx.vary * 40);
  const w = Math.round(260 - ctx.vary * 40);
  const half = w / 2;
  return [
    rect(-half + 16, -h * 0.8, w - 32, h * 0.8 - 26, f.tintFlat, 10, ' opacity=".6"'),
    rect(-half, -h, w, h, f.glass, 18),
    rect(-half + 14, -h + 14, w - 28, h - 38, 'none', 10, ' stroke="#fff" stroke-opacity=".55" stroke-width="2"'),
    rect(-22, -h - 26, 44, 30, f.metal, 3),
    perfumeCap(ctx, -h - 22),
    rect(-64, -h * 0.64, 128, 66, f.paper, 2, ' opacity=".94"'),
    gloss(ctx, -half + 22, -h + 20, 18, h - 50),
    gloss(ctx, half - 34, -h + 30, 8, h - 70),
    labelBlock(ctx, { x: 0, y: -h * 0.64 + 30, width: 110, ink: f.ink, brandSize: 17, rule: false }),
  ].join('');
};
