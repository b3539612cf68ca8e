// What the phone's screen shows, as the browser draws it: `bench:web` sends its first tap when the
// control appears there, not when the page's thread gets round to reporting its first paint.
import { inflateSync } from 'node:zlib';

/**
 * A frame's pixels, from the PNG the screencast sends (8 bits per channel, RGB or RGBA, not
 * interlaced: what Chromium writes), its first `rows` rows only when given (the rest left 0).
 * A few lines rather than a dependency for one benchmark.
 */
export function decodePng(png, rows = Number.POSITIVE_INFINITY) {
  let width = 0;
  let height = 0;
  let channels = 0;
  const data = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || body[12] !== 0 || (body[9] !== 2 && body[9] !== 6))
        throw new Error(`unexpected PNG: depth ${body[8]}, colour type ${body[9]}, interlace ${body[12]}`);
      channels = body[9] === 6 ? 4 : 3;
    } else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = Buffer.alloc(height * stride);
  // Unfiltered row by row in place; a plain loop, as the frame is decoded before the tap is sent.
  for (let y = 0; y < Math.min(height, rows); y++) {
    const filter = raw[y * (stride + 1)];
    const from = y * (stride + 1) + 1;
    const row = y * stride;
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? pixels[row + x - channels] : 0;
      const up = y > 0 ? pixels[row - stride + x] : 0;
      let value = raw[from + x];
      if (filter === 1) value += left;
      else if (filter === 2) value += up;
      else if (filter === 3) value += (left + up) >> 1;
      else if (filter === 4) {
        const upLeft = x >= channels && y > 0 ? pixels[row - stride + x - channels] : 0;
        const toLeft = Math.abs(up - upLeft);
        const toUp = Math.abs(left - upLeft);
        const toUpLeft = Math.abs(left + up - 2 * upLeft);
        value += toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft;
      }
      pixels[row + x] = value & 255;
    }
  }
  return { width, height, channels, pixels };
}

/** Lightness differences under this are one flat colour (a background, the blank page). */
const DRAWN_CONTRAST = 40;

/**
 * Whether the part of a frame under `box` (CSS pixels of a `viewportWidth` wide window) has something
 * drawn in it: a control's edge, icon or label makes light and dark pixels, where the blank page
 * and a background painted before the content are one flat colour.
 */
export function drawnIn(frame, box, viewportWidth) {
  const scale = frame.width / viewportWidth;
  // Inset a little, so that a neighbour's edge or the box's own antialiased rim is not taken for it.
  const left = Math.max(0, Math.floor((box.x + 2) * scale));
  const right = Math.min(frame.width, Math.ceil((box.x + box.width - 2) * scale));
  const top = Math.max(0, Math.floor((box.y + 2) * scale));
  const bottom = Math.min(frame.height, Math.ceil((box.y + box.height - 2) * scale));
  let darkest = 255;
  let lightest = 0;
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) {
      const at = (y * frame.width + x) * frame.channels;
      const lightness = (frame.pixels[at] * 3 + frame.pixels[at + 1] * 6 + frame.pixels[at + 2]) / 10;
      darkest = Math.min(darkest, lightness);
      lightest = Math.max(lightest, lightness);
    }
  }
  return lightest - darkest > DRAWN_CONTRAST;
}

/**
 * Watches the page's screen through DevTools' screencast (frames taken from the compositor in the
 * browser's process: a page whose main thread is busy does not delay them, unlike its own paint
 * timing and the `firstContentfulPaint` lifecycle event it sends) and resolves with the moment
 * (Date.now()) a frame first shows something drawn at `box` in `viewport`. Start it before the navigation;
 * `stop()` ends the screencast.
 */
export async function watchForDrawn(cdp, box, viewport) {
  let found;
  const drawn = new Promise((resolve) => {
    found = resolve;
  });
  let done = false;
  // Frames are at most half the window's size (below), or smaller.
  const scale = 0.5;
  const onFrame = ({ data, sessionId }) => {
    cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => {});
    if (done) return;
    const seenAt = Date.now();
    const frame = decodePng(Buffer.from(data, 'base64'), Math.ceil((box.y + box.height) * scale) + 1);
    if (drawnIn(frame, box, viewport.width)) {
      done = true;
      found(seenAt);
    }
  };
  cdp.on('Page.screencastFrame', onFrame);
  // Half the window's CSS size: enough to see a control, cheap to encode and decode.
  await cdp.send('Page.startScreencast', {
    format: 'png',
    maxWidth: Math.round(viewport.width / 2),
    maxHeight: Math.round(viewport.height / 2),
    everyNthFrame: 1,
  });
  return {
    drawn,
    async stop() {
      done = true;
      cdp.off('Page.screencastFrame', onFrame);
      await cdp.send('Page.stopScreencast').catch(() => {});
    },
  };
}
