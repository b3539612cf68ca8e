// `npm run bench:photos`: the photo pipeline on a 12-megapixel JPEG (4000 × 3000, a phone
// camera's size) into every variant (AVIF, WebP and JPEG at each width) plus the placeholder:
// images per second, one at a time, as an upload or an import row is processed. `bench:import`
// calls `benchPhotos()` for its photo figure.
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

const defaultRuns = Number(process.env.BENCH_PHOTO_RUNS ?? 5);

/** A photo-like 12 MP JPEG: gradients and noise, which encoders cannot make trivially small. */
async function twelveMegapixelJpeg(sharp) {
  const width = 4000;
  const height = 3000;
  const noise = await sharp({
    create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .png()
    .toBuffer();
  const gradient = Buffer.from(
    `<svg width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#d08070"/>` +
      `<stop offset="1" stop-color="#304070"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>` +
      `<circle cx="2000" cy="1500" r="900" fill="#f0e0c0"/></svg>`,
  );
  return sharp(gradient)
    .composite([{ input: noise, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Runs the pipeline `runs` times on a fresh 12 MP JPEG; answers images per second and the variants made. */
export async function benchPhotos({ runs = defaultRuns } = {}) {
  const unregister = register();
  try {
    const { default: sharp } = await import('sharp');
    const { processPhoto } = await import('../apps/api/src/modules/photos/photo-pipeline.ts');
    const jpeg = await twelveMegapixelJpeg(sharp);
    await processPhoto(jpeg); // warm-up: libvips loads its codecs on first use
    const started = process.hrtime.bigint();
    let variants = 0;
    let bytesOut = 0;
    for (let run = 0; run < runs; run++) {
      // A different byte makes a different hash, as distinct uploads would have.
      const upload = Buffer.concat([jpeg, Buffer.from([run])]);
      const result = await processPhoto(upload);
      variants = result.variants.length;
      bytesOut = result.variants.reduce((sum, variant) => sum + variant.data.length, 0);
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    return {
      runs,
      inputBytes: jpeg.length,
      variants,
      variantBytes: bytesOut,
      secondsPerImage: seconds / runs,
      imagesPerSecond: runs / seconds,
    };
  } finally {
    await unregister();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await benchPhotos();
  console.log(
    `photos: ${result.imagesPerSecond.toFixed(2)} images/s (${result.secondsPerImage.toFixed(2)} s per 12 MP JPEG of ` +
      `${(result.inputBytes / 1024 / 1024).toFixed(1)} MB into ${result.variants} variants, ` +
      `${(result.variantBytes / 1024).toFixed(0)} kB in all; ${result.runs} runs)`,
  );
}
