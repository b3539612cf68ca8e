import { describe, expect, it } from 'vitest';
import { findIdProblems, findXmlError } from '../../../api/test/support/svg-checks.js';
import { type ProductImageInput, renderProductImageSvg } from './product-image.js';
import { PRODUCT_SHAPES } from './svg-shapes.js';

const MAX_BYTES = 6 * 1024;

const input = (overrides: Partial<ProductImageInput> = {}): ProductImageInput => ({
  productId: 42,
  brandName: 'Aruu Botanica',
  shape: 'pump-bottle',
  label: 'Hydra Serum',
  ...overrides,
});

const colours = (svg: string): string => [...svg.matchAll(/#[\da-f]{6}\b/g)].join(',');

/** The visible text, one text element per line: long brands are stacked on two lines. */
const textOf = (svg: string): string =>
  [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]).join('\n');

describe('renderProductImageSvg', () => {
  it.each(PRODUCT_SHAPES)('renders %s as a well-formed 800×800 SVG', (shape) => {
    const svg = renderProductImageSvg(input({ shape }));
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="800" height="800" viewBox="0 0 800 800">/,
    );
    expect(findXmlError(svg)).toBeNull();
    expect(findIdProblems(svg)).toEqual([]);
    expect(textOf(svg)).toMatch(/ARUU[ \n]BOTANICA/);
  });

  it('draws every shape differently', () => {
    const bodies = PRODUCT_SHAPES.map((shape) => {
      const svg = renderProductImageSvg(input({ shape }));
      // Compare the drawing alone, without colours, so a palette change cannot fake a difference.
      return (svg.match(/<g id="[^"]+p".*<\/g>/)?.[0] ?? '').replace(/#[\da-f]{6}/g, '');
    });
    expect(new Set(bodies).size).toBe(PRODUCT_SHAPES.length);
  });

  it('paints a shade in its exact colour, the rest of the picture unchanged', () => {
    const plain = renderProductImageSvg(input({ shape: 'lipstick' }));
    for (const shadeHex of ['#c41e2a', '#f3e1c7', '#1a1a1a']) {
      const shaded = renderProductImageSvg(input({ shape: 'lipstick', shadeHex }));
      expect(shaded).toContain(shadeHex);
      expect(plain).not.toContain(shadeHex);
      expect(shaded.replace(/#[\da-f]{6}/g, '')).toBe(plain.replace(/#[\da-f]{6}/g, ''));
    }
  });

  it('is deterministic', () => {
    for (const shape of PRODUCT_SHAPES) {
      expect(renderProductImageSvg(input({ shape }))).toBe(renderProductImageSvg(input({ shape })));
    }
  });

  it('gives different products of the same brand different colours', () => {
    const palettes = Array.from({ length: 40 }, (_, i) => colours(renderProductImageSvg(input({ productId: i + 1 }))));
    expect(new Set(palettes).size).toBe(palettes.length);
  });

  it('escapes markup and quotes in the brand and the label', () => {
    const svg = renderProductImageSvg(input({ brandName: '<script>alert(1)</script>', label: `He said "hi" & 'bye'` }));
    expect(svg.toLowerCase()).not.toContain('<script');
    expect(svg).toContain('&lt;SCRIPT&gt;');
    expect(svg).toContain('He said &quot;hi&quot; &amp; &apos;bye&apos;');
    expect(findXmlError(svg)).toBeNull();
  });

  it('drops characters that XML cannot carry', () => {
    const svg = renderProductImageSvg(input({ brandName: 'A\u0001B\ud800C', label: 'x\u001fy' }));
    expect(svg).toContain('>ABC<');
    expect(svg).toContain('>xy<');
    expect(findXmlError(svg)).toBeNull();
  });

  it('keeps Cyrillic labels and cuts long ones with an ellipsis', () => {
    expect(renderProductImageSvg(input({ label: 'Крем для рук' }))).toContain('>Крем для рук<');
    const long = 'Увлажняющий ночной крем для сухой и чувствительной кожи лица с гиалуроновой кислотой';
    const svg = renderProductImageSvg(input({ label: long }));
    expect(svg).not.toContain(long);
    expect(svg).toMatch(/>Увлажняющий[^<]*…</);
  });

  it('references nothing outside the document', () => {
    for (const shape of PRODUCT_SHAPES) {
      const svg = renderProductImageSvg(input({ shape })).replace('xmlns="http://www.w3.org/2000/svg"', '');
      expect(svg).not.toMatch(/https?:|<image|<script|<foreignObject|@import|href="(?!#)/i);
    }
  });

  it(`stays under ${MAX_BYTES} bytes for long names, whatever the variation`, () => {
    let largest = 0;
    for (const shape of PRODUCT_SHAPES) {
      for (let productId = 1; productId <= 60; productId++) {
        const svg = renderProductImageSvg({
          productId,
          brandName: 'Maison Francis Kurkdjian Paris',
          shape,
          label: 'Увлажняющий крем для лица с гиалуроновой кислотой, 50 мл',
        });
        expect(findXmlError(svg)).toBeNull();
        largest = Math.max(largest, Buffer.byteLength(svg));
      }
    }
    expect(largest).toBeLessThan(MAX_BYTES);
  });
});
