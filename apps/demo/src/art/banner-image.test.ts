import { describe, expect, it } from 'vitest';
import { findIdProblems, findXmlError } from '../../../api/test/support/svg-checks.js';
import { renderBannerImageSvg } from './banner-image.js';

const banner = { bannerId: 7, title: 'Жаңы парфюмерия', subtitle: 'Бишкекке жеткирүү бекер' };

describe('renderBannerImageSvg', () => {
  it('renders a well-formed 1600×600 SVG with its title and subtitle', () => {
    const svg = renderBannerImageSvg(banner);
    expect(svg).toMatch(/^<svg [^>]*width="1600" height="600" viewBox="0 0 1600 600">/);
    expect(findXmlError(svg)).toBeNull();
    expect(findIdProblems(svg)).toEqual([]);
    expect(svg).toContain('>Жаңы парфюмерия<');
    expect(svg).toContain('>Бишкекке жеткирүү бекер<');
  });

  it('is deterministic and varies between banners', () => {
    expect(renderBannerImageSvg(banner)).toBe(renderBannerImageSvg(banner));
    const backgrounds = Array.from(
      { length: 10 },
      (_, i) => renderBannerImageSvg({ ...banner, bannerId: i + 1 }).match(/stop-color="(#[\da-f]{6})"/)?.[1],
    );
    expect(new Set(backgrounds).size).toBeGreaterThan(3);
  });

  it('escapes the text', () => {
    const svg = renderBannerImageSvg({ bannerId: 1, title: '<script>x</script> & "co"', subtitle: "it's <b>" });
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(svg).toContain('&amp;');
    expect(svg).toContain('&quot;co&quot;');
    expect(svg).toContain('it&apos;s &lt;b&gt;');
    expect(findXmlError(svg)).toBeNull();
  });

  it('wraps a long title into at most two lines', () => {
    const title = 'Летняя коллекция декоративной косметики для яркого и свежего образа каждый день';
    const svg = renderBannerImageSvg({ ...banner, title });
    const serifLines =
      svg.match(
        /<text [^>]*font-family="Georgia[^>]*text-anchor|<text [^>]*font-family="Georgia[^"]*"[^>]*>[^<]*<\/text>/g,
      ) ?? [];
    const titleLines = serifLines.filter((line) => /Летняя|коллекция|косметики|образа|день|…/.test(line));
    expect(titleLines.length).toBeGreaterThan(0);
    expect(titleLines.length).toBeLessThanOrEqual(2);
  });
});
